import type { SnapshotFrom } from 'xstate';
import type { Cart, cartMachine } from './machine.ts';
import { isDropOffDelivery, slotListOf, type SlotList } from '../../src/domain/time-slots.ts';
import { extraOrderInfoOf } from '../../src/domain/extra-order-info.ts';
import { lineStanding, openActionsRefusal, pendingActions, requiredActionsOpen, type LineStanding } from './rules.ts';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** How many articles the cart holds: the sum of its lines' amounts. */
export function itemCount(cart: Cart | null): number {
  return cart ? cart.Items.reduce((sum, line) => sum + line.Amount, 0) : 0;
}

/** How many of one product the cart already holds (its lines as item or composition). */
export function amountInCart(cart: Cart | null, productId: string): number {
  return cart ? cart.Items.filter((line) => (line.ItemID ?? line.CompositionID) === productId).reduce((sum, line) => sum + line.Amount, 0) : 0;
}

export const selectItemCount = (s: CartSnapshot) => itemCount(s.context.cart);

export const selectCart = (s: CartSnapshot) => s.context.cart;
/** The shop sells (ShopSalesModus): the cart is one day, picked up and kept. */
export const selectIsSalesMode = (s: CartSnapshot) => s.context.salesMode;
/** The first read of the session's cart (not a refresh of one already shown). */
export const selectIsLoadingCart = (s: CartSnapshot) => s.matches('loading');
export const selectHasNoCart = (s: CartSnapshot) => s.matches('withoutCart');
/** The cart could not be read (not "no such cart"): the page says so and offers to try again. */
export const selectCartLoadFailed = (s: CartSnapshot) => s.matches('loadFailed');
export const selectFailure = (s: CartSnapshot) => s.context.failure;
export const selectIsChanging = (s: CartSnapshot) => s.hasTag('submitting');
export const selectChange = (s: CartSnapshot) => (s.hasTag('submitting') ? s.context.change : null);
export const selectIsConfirmingClear = (s: CartSnapshot) => s.matches({ loaded: { lines: 'confirmingClear' } });
export const selectIsClearing = (s: CartSnapshot) => s.matches({ loaded: { lines: 'clearing' } });
export const selectOpenDialog = (s: CartSnapshot): 'reference' | 'certificate' | 'extraInfo' | null =>
  s.matches({ loaded: { lines: 'referenceDialog' } })
    ? 'reference'
    : s.matches({ loaded: { lines: 'certificateDialog' } })
      ? 'certificate'
      : s.matches({ loaded: { lines: 'extraInfoDialog' } }) || s.matches({ loaded: { lines: 'savingExtraInfo' } })
        ? 'extraInfo'
        : null;
/** The extra order info as the cart holds it: what its dialog starts from. */
export const selectExtraOrderInfo = (s: CartSnapshot) => extraOrderInfoOf(s.context.cart?.CustomFields ?? {});
export const selectExtraInfoProblems = (s: CartSnapshot) => s.context.extraInfoProblems;
/** How a line stands: fine, short of stock but accepted (SaveCartsWithStockConflict), or holding the cart back. */
export const selectLineStanding = (s: CartSnapshot, cartItemId: string): LineStanding => {
  const line = s.context.cart?.Items.find((candidate) => candidate.CartItemID === cartItemId);
  return line ? lineStanding(line, s.context.stockConflictsAllowed) : 'ok';
};
export const selectSelectedLineIds = (s: CartSnapshot) => s.context.selectedLineIds;
export const selectPendingReference = (s: CartSnapshot) => s.context.pendingReference;
export const selectPendingActions = (s: CartSnapshot) => (s.context.cart ? pendingActions(s.context.cart, s.context.pendingReference) : []);
/** Spec 001 §4: proceed is disabled until every Required action is complete. */
export const selectMayProceed = (s: CartSnapshot) => s.context.cart !== null && s.context.cart.Items.length > 0 && !requiredActionsOpen(s.context.cart, s.context.pendingReference);
/** Why proceed is disabled, as the refusal the machine would give: an open extra order info says additionalInfoRequired. */
export const selectProceedHeldBy = (s: CartSnapshot) => (s.context.cart ? openActionsRefusal(s.context.cart, s.context.pendingReference) : null);
export const selectSlotsState = (s: CartSnapshot): 'loading' | 'failed' | 'ready' | 'none' =>
  s.matches({ loaded: { slots: 'loading' } }) ? 'loading' : s.matches({ loaded: { slots: 'failed' } }) ? 'failed' : s.matches({ loaded: { slots: 'ready' } }) ? 'ready' : 'none';

/** The pick-up and return lists as the cart page offers them. */
export function selectSlotLists(s: CartSnapshot): { pickUp: SlotList; return: SlotList } | null {
  const { cart, slots, salesMode, showAllPickUpSlots, showAllReturnSlots } = s.context;
  if (!cart || !slots) return null;
  const dropOff = isDropOffDelivery(slots.deliveryMethods, cart.DeliveryID.Key);
  return {
    pickUp: slotListOf(slots.pickUp, { salesMode, dropOff: false, showAll: showAllPickUpSlots, chosenId: cart.BusinessHourStart?.Key ?? null }),
    return: slotListOf(slots.return, { salesMode, dropOff, showAll: showAllReturnSlots, chosenId: cart.BusinessHourEnd?.Key ?? null }),
  };
}
