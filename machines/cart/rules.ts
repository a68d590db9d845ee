import type { components } from '../../openapi/schema';
import { isActionComplete } from '../../src/domain/orders.ts';

/**
 * The cart's business rules (spec 001 §4, §5, §9), pure: the cart machine's guards and the cart
 * page both read them, so a button is disabled for exactly the reason the machine refuses.
 */

export type Cart = components['schemas']['Cart'];
export type CartLine = components['schemas']['CartItem'];
export type CartAction = components['schemas']['OrderAction'];
export type TimeSlot = components['schemas']['BusinessHour'];
export type DeliveryMethod = components['schemas']['DeliveryMethod'];

/** Spec 001 §9: the drop-off slot, offered for returns with drop-off-in-box only. */
export const DROP_OFF_SLOT_LABEL = 'voor 7:30';
/** Spec 001 §5: time slots shown before "show more". */
export const SLOTS_SHOWN = 3;

/** The slots of one cart: the pick-up slots of its start day, the return slots of its end day. */
export interface CartSlots {
  pickUp: TimeSlot[];
  return: TimeSlot[];
  deliveryMethods: DeliveryMethod[];
}

export const isDropOffSlot = (slot: TimeSlot): boolean => slot.BusinessHour.trim().toLowerCase() === DROP_OFF_SLOT_LABEL;

/**
 * Spec 001 §5: slots apply only in rental mode, when they were fetched, not when the only entry
 * is the placeholder of a day without slots (null BusinessHourID), and when one can be used.
 */
export function slotsApply(slots: TimeSlot[] | null, salesMode: boolean): boolean {
  if (salesMode || !slots || slots.length === 0) return false;
  if (slots.length === 1 && slots[0]!.BusinessHourID === null) return false;
  return slots.some((slot) => slot.MomentCanBeUsed);
}

export function isDropOffDelivery(methods: DeliveryMethod[], deliveryId: string): boolean {
  return methods.some((method) => method.DeliveryID === deliveryId && method.IsDropOffInBox);
}

/** The slots a customer may choose: usable, real ones; the drop-off slot only for drop-off-in-box returns. */
export function choosableSlots(slots: TimeSlot[], dropOffDelivery: boolean): TimeSlot[] {
  return slots.filter((slot) => slot.MomentCanBeUsed && slot.BusinessHourID !== null && (dropOffDelivery || !isDropOffSlot(slot)));
}

/** The first {@link SLOTS_SHOWN} choosable slots unless all are asked for; the chosen one always shows. */
export function shownSlots(choosable: TimeSlot[], showAll: boolean, chosenId: string | null): { shown: TimeSlot[]; hidden: number } {
  if (showAll || choosable.length <= SLOTS_SHOWN) return { shown: choosable, hidden: 0 };
  const first = choosable.slice(0, SLOTS_SHOWN);
  const chosen = choosable.find((slot) => slot.BusinessHourID === chosenId);
  const shown = chosen && !first.includes(chosen) ? [...first, chosen] : first;
  return { shown, hidden: choosable.length - shown.length };
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
export function slotsMissing(cart: Cart, slots: CartSlots | null, salesMode: boolean): boolean {
  if (!slots) return false;
  const pickUpMissing = slotsApply(slots.pickUp, salesMode) && cart.BusinessHourStart === null;
  const returnMissing = slotsApply(slots.return, salesMode) && cart.BusinessHourEnd === null;
  return pickUpMissing || returnMissing;
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
 * mode), doubled when both apply. Zero when neither applies or no line has a weekend price.
 */
export function weekendSaving(cart: Cart, pricesIncludeVat: boolean): { mondayPickUp: boolean; fridayReturn: boolean; saving: number } {
  const mondayPickUp = weekday(cart.DateTimeExpectedStart) === 1;
  const fridayReturn = weekday(cart.DateTimeExpectedEnd) === 5;
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
