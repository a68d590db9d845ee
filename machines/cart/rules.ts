import type { components } from '../../openapi/schema';
import { isActionComplete } from '../../src/domain/order-actions.ts';
import { choosableSlots, isDropOffSlot, slotsMissing, type DeliveryMethod, type TimeSlot } from '../../src/domain/time-slots.ts';

/**
 * The cart's business rules (spec 001 §4, §5, §9), pure: the cart machine's guards and the cart
 * page both read them, so a button is disabled for exactly the reason the machine refuses.
 */

export type Cart = components['schemas']['Cart'];
export type CartLine = components['schemas']['CartItem'];
export type CartAction = components['schemas']['OrderAction'];

/** The slots of one cart: the pick-up slots of its start day, the return slots of its end day. */
export interface CartSlots {
  pickUp: TimeSlot[];
  return: TimeSlot[];
  deliveryMethods: DeliveryMethod[];
}

/**
 * Spec 001 §4 delivery rules for the return slot after a change of delivery: drop-off-in-box
 * takes the drop-off slot; leaving it takes the first usable ordinary slot instead of the
 * drop-off one (or instead of none, when the backend cleared it with the change). Answers the
 * slot to set (null clears it), or undefined when the slot may stay.
 */
export function returnSlotForDelivery(
  returnSlots: TimeSlot[],
  delivery: { wasDropOff: boolean; isDropOff: boolean },
  chosenId: string | null,
): string | null | undefined {
  const chosen = returnSlots.find((slot) => slot.BusinessHourID === chosenId) ?? null;
  if (delivery.isDropOff) {
    const dropOff = returnSlots.find((slot) => isDropOffSlot(slot) && slot.MomentCanBeUsed);
    return dropOff && dropOff.BusinessHourID !== chosenId ? dropOff.BusinessHourID : undefined;
  }
  const holdsDropOff = chosen !== null && isDropOffSlot(chosen);
  if (!holdsDropOff && !(delivery.wasDropOff && chosen === null)) return undefined;
  const ordinary = choosableSlots(returnSlots, false)[0]?.BusinessHourID ?? null;
  return ordinary === chosenId ? undefined : ordinary;
}

/** Spec 001 §5: the slots that apply must both be chosen before the cart proceeds. */
export function cartSlotsMissing(cart: Cart, slots: CartSlots | null, salesMode: boolean): boolean {
  return slots !== null && slotsMissing(slots, { pickUp: cart.BusinessHourStart?.Key ?? null, return: cart.BusinessHourEnd?.Key ?? null }, salesMode);
}

/** Spec 001 §4: the actions not completed (the pending-actions count). */
export function pendingActions(cart: Cart, pendingReference: string | null | undefined): CartAction[] {
  // Spec 001 §4: referenceRequired counts as done once a pending reference is stored.
  return cart.Actions.filter((action) => !isActionComplete(action, pendingReference));
}

/** Spec 001 §4: proceed waits for every Required action. */
export function requiredActionsOpen(cart: Cart, pendingReference: string | null | undefined): boolean {
  return pendingActions(cart, pendingReference).some((action) => action.Required);
}

/** The ExtraOrderInfo action is open and required: proceeding says additionalInfoRequired (spec 001 §5, §8). */
export const extraOrderInfoOpen = (cart: Cart): boolean => cart.Actions.some((action) => action.ActionName === 'ExtraOrderInfo' && action.Required && !action.Completed);

/** Why the open required actions hold the cart back, the extra order info named first; null when none does. */
export function openActionsRefusal(cart: Cart, pendingReference: string | null | undefined): 'additional-info-required' | 'actions-open' | null {
  if (extraOrderInfoOpen(cart)) return 'additional-info-required';
  return requiredActionsOpen(cart, pendingReference) ? 'actions-open' : null;
}

/**
 * How a line stands (spec 001 §9 SaveCartsWithStockConflict): a line short of stock is accepted
 * when the setting is on, and the lending service decides what it lends; any other reason, or a
 * reason without a code, blocks.
 */
export type LineStanding = 'ok' | 'short-accepted' | 'blocking';

export function lineStanding(line: CartLine, stockConflictsAllowed: boolean): LineStanding {
  if (line.InvalidCartItemReason === null && line.InvalidCartItemReasonCode === null) return 'ok';
  return stockConflictsAllowed && line.InvalidCartItemReasonCode === 'InsufficientStock' ? 'short-accepted' : 'blocking';
}

export const hasBlockingLines = (cart: Cart, stockConflictsAllowed: boolean): boolean =>
  cart.Items.some((line) => lineStanding(line, stockConflictsAllowed) === 'blocking');

/** Spec 001 §5: lines whose product requires an upload and that have none. */
export function linesMissingAttachment(cart: Cart): CartLine[] {
  return cart.Items.filter((line) => line.Item?.UploadPolicy === 'RequireUpload' && line.Attachments.length === 0);
}

export const uploadAllowed = (line: CartLine): boolean => line.Item?.UploadPolicy === 'AllowUpload' || line.Item?.UploadPolicy === 'RequireUpload';

/** Spec 001 §5: a line's maximum is its amount plus what the customer may still add, capped by MaxPerCart; null is no limit. */
export function lineMaximum(line: CartLine): number | null {
  const byCustomer = line.MaxPerCustomerLeftover === null ? null : line.Amount + line.MaxPerCustomerLeftover;
  const byCart = line.Item?.MaxPerCart ?? null;
  if (byCustomer === null) return byCart;
  return byCart === null ? byCustomer : Math.min(byCustomer, byCart);
}

const weekday = (localDateTime: string): number => new Date(`${localDateTime.slice(0, 10)}T00:00:00Z`).getUTCDay();

/**
 * Spec 001 §9: a Monday pick-up or a Friday return costs a weekend price more than needed; the
 * hint shows the saving: the weekend-period prices × amounts (gross incl. VAT or net, per price
 * mode), doubled when both apply. Zero when neither applies or no line has a weekend price, and
 * in sales mode, where a sale costs its sales price whatever the day and nothing is returned.
 */
export function weekendSaving(cart: Cart, pricesIncludeVat: boolean, salesMode: boolean): { mondayPickUp: boolean; fridayReturn: boolean; saving: number } {
  const mondayPickUp = !salesMode && weekday(cart.DateTimeExpectedStart) === 1;
  const fridayReturn = !salesMode && weekday(cart.DateTimeExpectedEnd) === 5;
  const perWeekend = cart.Items.reduce((sum, line) => {
    const weekend = line.Item?.PeriodPrices.find((price) => price.Period === 'Weekend');
    return weekend ? sum + (pricesIncludeVat ? weekend.PriceGross : weekend.PriceNett) * line.Amount : sum;
  }, 0);
  const times = Number(mondayPickUp) + Number(fridayReturn);
  return { mondayPickUp, fridayReturn, saving: Math.round(perWeekend * times * 100) / 100 };
}

/** The lines a bulk removal may take: only removable ones. */
export const removableIds = (cart: Cart, ids: readonly string[]): string[] =>
  ids.filter((id) => cart.Items.some((line) => line.CartItemID === id && line.IsRemovable));
