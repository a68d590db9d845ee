import type { SnapshotFrom } from 'xstate';
import type { Cart, CartChange, cartMachine } from './machine.ts';
import { isDropOffDelivery, slotListOf, type SlotList } from '../../src/domain/time-slots.ts';
import { extraOrderInfoOf } from '../../src/domain/extra-order-info.ts';
import { lineMaximum, lineStanding, openActionsRefusal, pendingActions, requiredActionsOpen, uploadAllowed, weekendSaving, type CartAction, type CartLine, type LineStanding } from './rules.ts';

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
const selectChange = (s: CartSnapshot) => (s.hasTag('submitting') ? s.context.change : null);
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

/** A line as the cart page shows it. */
export interface CartLineView {
  line: CartLine;
  /** Ticked for a bulk removal. */
  selected: boolean;
  standing: LineStanding;
  /** Being removed now. */
  removing: boolean;
  /** Spec 001 §5: the most it may hold; null is no limit. */
  max: number | null;
  /** Spec 001 §5: files may be added to it (AllowUpload) or must be (RequireUpload); null when it takes none. */
  files: { required: boolean } | null;
}

/** The cart's lines as its page shows them, with what is ticked and what a change is removing. */
export function lineViewsOf(cart: Cart, { selectedIds, change, stockConflictsAllowed }: { selectedIds: readonly string[]; change: CartChange | null; stockConflictsAllowed: boolean }): CartLineView[] {
  return cart.Items.map((line) => ({
    line,
    selected: selectedIds.includes(line.CartItemID),
    standing: lineStanding(line, stockConflictsAllowed),
    removing: change?.kind === 'remove' && change.cartItemIds.includes(line.CartItemID),
    max: lineMaximum(line),
    files: uploadAllowed(line) ? { required: line.Item?.UploadPolicy === 'RequireUpload' } : null,
  }));
}

export const selectLineViews = (s: CartSnapshot): CartLineView[] =>
  s.context.cart ? lineViewsOf(s.context.cart, { selectedIds: s.context.selectedLineIds, change: selectChange(s), stockConflictsAllowed: s.context.stockConflictsAllowed }) : [];

/** An action the cart asks for (spec 001 §4), whether it is done. */
export interface CartActionView {
  action: CartAction;
  done: boolean;
}

/** The cart's actions in its order, each done or not; referenceRequired is done once a pending reference is stored. */
export function actionViewsOf(cart: Cart, pendingReference: string | null): CartActionView[] {
  const pending = pendingActions(cart, pendingReference);
  return cart.Actions.map((action) => ({ action, done: !pending.includes(action) }));
}

export const selectActionViews = (s: CartSnapshot): CartActionView[] => (s.context.cart ? actionViewsOf(s.context.cart, s.context.pendingReference) : []);
/** The certificates the cart asks for (its Certificates action), for the certificate dialog. */
export const selectCertificatesAction = (s: CartSnapshot) => s.context.cart?.Actions.find((action) => action.ActionName === 'Certificates');
/** Spec 001 §9: what a weekend period would save, in the price mode shown; nothing in sales mode. */
export const selectWeekendSaving = (s: CartSnapshot, pricesIncludeVat: boolean) => (s.context.cart ? weekendSaving(s.context.cart, pricesIncludeVat, s.context.salesMode) : null);
