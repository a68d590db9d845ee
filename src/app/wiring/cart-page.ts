import { shallowEqual, useSelector } from '@xstate/react';
import {
  selectActionViews,
  selectCart,
  selectCartLoadFailed,
  selectCertificatesAction,
  selectExtraInfoProblems,
  selectExtraOrderInfo,
  selectFailure,
  selectHasNoCart,
  selectIsChanging,
  selectIsClearing,
  selectIsConfirmingClear,
  selectIsLoadingCart,
  selectIsSalesMode,
  selectLineViews,
  selectMayProceed,
  selectOpenDialog,
  selectPendingActions,
  selectPendingReference,
  selectProceedHeldBy,
  selectSlotLists,
  selectSlotsState,
  selectWeekendSaving,
} from '../../../machines/cart/selectors.ts';
import { selectCartId } from '../../../machines/session/selectors.ts';
import type { ExtraOrderInfo } from '../../domain/extra-order-info.ts';
import { transportPrices } from '../../domain/prices.ts';
import { usePriceDisplay } from '../../ui/price-display.ts';
import { useServices } from '../services-context.ts';

/*
 * The cart page's hooks over the session's cart, which ./cart.ts wires: apart from it, because
 * the shop's entry loads that module (the cart button) and these load with the cart page.
 */

/** The cart page: the session's cart once read, none, or why it could not be read, with a retry. */
export function useCartFlow() {
  const { session, cart } = useServices();
  return {
    cart: useSelector(cart, selectCart),
    loading: useSelector(cart, selectIsLoadingCart),
    noCart: useSelector(cart, selectHasNoCart),
    loadFailed: useSelector(cart, selectCartLoadFailed),
    failure: useSelector(cart, selectFailure),
    /** A cart is kept in the session: its page will show it. */
    stored: useSelector(session, selectCartId) !== null,
    retry: () => cart.send({ type: 'RETRY_REQUESTED' }),
  };
}

/**
 * A filled cart's frame: whether it may go on (and what holds it), the weekend hint and the
 * transport prices in the prices shown (none when prices are hidden), and clearing it after a question.
 */
export function useFilledCart() {
  const { cart } = useServices();
  const priceDisplay = usePriceDisplay();
  return {
    salesMode: useSelector(cart, selectIsSalesMode),
    showPrices: priceDisplay !== 'hidden',
    transport: transportPrices(priceDisplay),
    weekend: useSelector(cart, (s) => selectWeekendSaving(s, priceDisplay === 'including-vat'), shallowEqual),
    mayProceed: useSelector(cart, selectMayProceed),
    heldBy: useSelector(cart, selectProceedHeldBy),
    confirmingClear: useSelector(cart, selectIsConfirmingClear),
    clearing: useSelector(cart, selectIsClearing),
    proceed: () => cart.send({ type: 'PROCEED_REQUESTED' }),
    confirmClear: () => cart.send({ type: 'CLEAR_CONFIRMED' }),
    cancelClear: () => cart.send({ type: 'CLEAR_CANCELLED' }),
  };
}

/** The cart's lines with what the customer does with them: tick, change the amount, remove, remove the ticked ones, clear. */
export function useCartLines() {
  const { cart } = useServices();
  return {
    lines: useSelector(cart, selectLineViews),
    changing: useSelector(cart, selectIsChanging),
    toggle: (cartItemId: string, selected: boolean) => cart.send({ type: 'LINE_SELECTION_TOGGLED', cartItemId, selected }),
    changeAmount: (cartItemId: string, amount: number) => cart.send({ type: 'AMOUNT_CHANGED', cartItemId, amount }),
    remove: (cartItemId: string) => cart.send({ type: 'LINE_REMOVAL_REQUESTED', cartItemId }),
    removeSelected: () => cart.send({ type: 'SELECTED_REMOVAL_REQUESTED' }),
    clear: () => cart.send({ type: 'CLEAR_REQUESTED' }),
  };
}

/** Spec 001 §5: the pick-up and return slots where they apply, and choosing them. */
export function useTimeSlots() {
  const { cart } = useServices();
  return {
    state: useSelector(cart, selectSlotsState),
    lists: useSelector(cart, selectSlotLists, shallowEqual),
    changing: useSelector(cart, selectIsChanging),
    choosePickUp: (slotId: string) => cart.send({ type: 'PICKUP_SLOT_CHOSEN', slotId }),
    chooseReturn: (slotId: string) => cart.send({ type: 'RETURN_SLOT_CHOSEN', slotId }),
    morePickUp: () => cart.send({ type: 'MORE_PICKUP_SLOTS_REQUESTED' }),
    moreReturn: () => cart.send({ type: 'MORE_RETURN_SLOTS_REQUESTED' }),
    retry: () => cart.send({ type: 'SLOTS_RETRY_REQUESTED' }),
  };
}

/** Spec 001 §4: the actions the cart still asks for, their count, and their dialogs. */
export function useCartActions() {
  const { cart } = useServices();
  return {
    actions: useSelector(cart, selectActionViews),
    pendingCount: useSelector(cart, (s) => selectPendingActions(s).length),
    openDialog: useSelector(cart, selectOpenDialog),
    reference: useSelector(cart, selectPendingReference),
    certificates: useSelector(cart, selectCertificatesAction),
    extraInfo: useSelector(cart, selectExtraOrderInfo, shallowEqual),
    extraInfoProblems: useSelector(cart, selectExtraInfoProblems),
    changing: useSelector(cart, selectIsChanging),
    openReference: () => cart.send({ type: 'REFERENCE_DIALOG_OPENED' }),
    openCertificate: () => cart.send({ type: 'CERTIFICATE_DIALOG_OPENED' }),
    openExtraInfo: () => cart.send({ type: 'EXTRA_INFO_DIALOG_OPENED' }),
    close: () => cart.send({ type: 'DIALOG_CLOSED' }),
    giveReference: (reference: string) => cart.send({ type: 'REFERENCE_GIVEN', reference }),
    giveCertificate: (number: string) => cart.send({ type: 'CERTIFICATE_GIVEN', number }),
    giveExtraInfo: (info: ExtraOrderInfo) => cart.send({ type: 'EXTRA_INFO_GIVEN', info }),
  };
}
