import { useMemo, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { createOrdersActors } from '../../../machines/orders/actors.ts';
import { ordersMachine, type OrdersEvent, type OrdersInput, type SessionCart } from '../../../machines/orders/machine.ts';
import {
  selectActionSteps,
  selectActionsOrder,
  selectCancelling,
  selectCertificateAction,
  selectDuplicating,
  selectExtraInfoProblems,
  selectExtraOrderInfo,
  selectFailure,
  selectIsSaving,
  selectOpenDialog,
  selectReplacing,
  selectRows,
  selectStatus,
  selectStatusFilter,
} from '../../../machines/orders/selectors.ts';
import { selectConfirmedSelection } from '../../../machines/selection/selectors.ts';
import { selectAccount, selectCartId, selectSettings, selectStyleSettings } from '../../../machines/session/selectors.ts';
import type { ExtraOrderInfo } from '../../domain/extra-order-info.ts';
import { ORDER_STATUSES, orderChangeRulesOf } from '../../domain/orders.ts';
import { paymentReturnPath } from '../../domain/payment.ts';
import { certificateGivenText, extraInfoSavedText, orderCancelledText, orderDuplicatedText, ordersFailureText, referenceSavedText } from '../../texts/orders.ts';
import { orderDetailPath, orderEditPath } from '../account-tabs.ts';
import { useServices } from '../services-context.ts';
import type { ShopServices } from '../environment.ts';
import { useFlow } from './use-flow.ts';

type OrdersServices = Pick<ShopServices, 'api' | 'navigate' | 'toasts' | 'session' | 'selection' | 'cart'>;

/**
 * The orders page's start: the signed-in customer, the change rules of the shop's settings, the
 * moment the page opened and the duplicate mode. The page's guard lets only a signed-in user with
 * the tab in, so the account is there when it opens.
 */
export function ordersInputOf({ session, now }: Pick<ShopServices, 'session' | 'now'>): OrdersInput {
  const current = session.getSnapshot();
  return {
    customerId: selectAccount(current)?.CustomerID ?? '',
    rules: orderChangeRulesOf(selectSettings(current)),
    now: now().toISOString(),
    duplicateMode: selectStyleSettings(current).duplicateMode,
  };
}

/** The cart the session names and, once the cart actor read that cart, how many lines it holds. */
function sessionCartOf({ session, cart }: Pick<ShopServices, 'session' | 'cart'>): SessionCart | null {
  const cartId = selectCartId(session.getSnapshot());
  if (cartId === null) return null;
  const contents = cart.getSnapshot().context.cart;
  return { cartId, lineCount: contents?.CartID === cartId ? contents.Items.length : null };
}

function followShopWith(services: Pick<ShopServices, 'session' | 'cart'>) {
  return fromCallback<OrdersEvent>(({ sendBack }) => {
    const report = () => sendBack({ type: 'CART_FOLLOWED', cart: sessionCartOf(services) });
    const subscriptions = [services.session.on('SESSION_CHANGED', report), services.cart.on('CART_UPDATED', report)];
    report();
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
}

/**
 * The orders table: its calls, its toasts, the session's cart it follows (a requested-again
 * order replaces it), the shop's selection that the dialog confirms, the new cart made the current
 * cart and opened, and a payment opened through the payment return address (the modal over the
 * orders tab).
 */
export function ordersLogic(services: OrdersServices) {
  const { api, navigate, toasts, session, selection } = services;
  return ordersMachine.provide({
    actors: {
      ...createOrdersActors(api),
      followShop: followShopWith(services),
      // The selection settles a confirmation at once: a complete choice is confirmed, a missing part is marked in the panel.
      confirmChoice: fromPromise(async () => {
        selection.send({ type: 'CHOICE_CONFIRMED' });
        return selectConfirmedSelection(selection.getSnapshot());
      }),
    },
    actions: {
      openPayment: (_, { reservationOrderId }) => navigate(paymentReturnPath({ kind: 'order', reservationOrderId })),
      announceReferenceSaved: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: referenceSavedText() }),
      announceCertificateGiven: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: certificateGivenText() }),
      announceExtraInfoSaved: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: extraInfoSavedText() }),
      announceCancelled: (_, { reservationOrderId }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: orderCancelledText(reservationOrderId) }),
      setCartAside: () => session.send({ type: 'CART_CHANGED', cartId: null }),
      takeCartBack: (_, { cartId }) => session.send({ type: 'CART_CHANGED', cartId }),
      openCart: (_, { cartId, reservationOrderId }) => {
        session.send({ type: 'CART_CHANGED', cartId });
        toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: orderDuplicatedText(reservationOrderId) });
        navigate('/winkelwagen');
      },
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: ordersFailureText(failure) }),
    },
  });
}

/**
 * The orders page's flow, started as the session is when the page opens: the rows with what each
 * offers, the pop-up and dialogs that are open, and the named steps a person takes.
 */
export function useOrdersFlow() {
  const services = useServices();
  const [input] = useState(() => ordersInputOf(services));
  const [snapshot, send] = useFlow(ordersLogic, input);
  const actions = useMemo(
    () => ({
      retry: () => send({ type: 'RETRY_REQUESTED' }),
      /** Any id that is not a status shows every order. */
      filterStatus: (id: string) => send({ type: 'STATUS_FILTERED', status: ORDER_STATUSES.find((status) => status === id) ?? null }),
      view: (orderId: string) => services.navigate(orderDetailPath(orderId)),
      edit: (orderId: string) => services.navigate(orderEditPath(orderId)),
      requestAgain: (orderId: string) => send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: orderId }),
      /** The new cart, with the warehouse and period chosen in the dialog. */
      confirmRequestAgain: () => send({ type: 'DUPLICATE_CONFIRMED' }),
      cancel: (orderId: string) => send({ type: 'CANCEL_REQUESTED', reservationOrderId: orderId }),
      /** Yes to the question asked (cancel the order, replace the cart). */
      confirm: () => send({ type: 'CONFIRMED' }),
      /** No to the question asked, or away from the request again. */
      dismiss: () => send({ type: 'CANCELLED' }),
      openActions: (orderId: string) => send({ type: 'ACTIONS_OPENED', reservationOrderId: orderId }),
      closeActions: () => send({ type: 'ACTIONS_CLOSED' }),
      pay: (orderId: string) => send({ type: 'PAYMENT_REQUESTED', reservationOrderId: orderId }),
      openReferenceDialog: () => send({ type: 'REFERENCE_DIALOG_OPENED' }),
      giveReference: (reference: string) => send({ type: 'REFERENCE_GIVEN', reference }),
      openCertificateDialog: () => send({ type: 'CERTIFICATE_DIALOG_OPENED' }),
      giveCertificate: (number: string) => send({ type: 'CERTIFICATE_GIVEN', number }),
      openExtraInfoDialog: () => send({ type: 'EXTRA_INFO_DIALOG_OPENED' }),
      giveExtraInfo: (info: ExtraOrderInfo) => send({ type: 'EXTRA_INFO_GIVEN', info }),
      closeDialog: () => send({ type: 'DIALOG_CLOSED' }),
    }),
    [send, services],
  );
  return {
    rows: selectRows(snapshot),
    status: selectStatus(snapshot),
    failure: selectFailure(snapshot),
    statusFilter: selectStatusFilter(snapshot),
    openDialog: selectOpenDialog(snapshot),
    actionsOrder: selectActionsOrder(snapshot),
    actionSteps: selectActionSteps(snapshot),
    certificateAction: selectCertificateAction(snapshot),
    extraOrderInfo: selectExtraOrderInfo(snapshot),
    extraInfoProblems: selectExtraInfoProblems(snapshot),
    cancelling: selectCancelling(snapshot),
    replacing: selectReplacing(snapshot),
    duplicating: selectDuplicating(snapshot),
    isSaving: selectIsSaving(snapshot),
    ...actions,
  };
}
