import type { SnapshotFrom } from 'xstate';
import { extraOrderInfoOf } from '../../src/domain/extra-order-info.ts';
import {
  actionStepOf,
  offersOf,
  openActionsOf,
  ordersWithStatus,
  orderStatusOf,
  orderTypeOf,
  type ActionStep,
  type OrderOffers,
  type OrderStatus,
  type ReservationOrder,
} from '../../src/domain/orders.ts';
import type { ordersMachine } from './machine.ts';

type OrdersSnapshot = SnapshotFrom<typeof ordersMachine>;

/** Loading only while there is nothing to show: after a change the list stays while it is read again. */
export const selectStatus = (s: OrdersSnapshot): 'loading' | 'ready' | 'failed' =>
  s.hasTag('loading') && s.context.orders.length === 0 ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
export const selectFailure = (s: OrdersSnapshot) => s.context.failure;
export const selectStatusFilter = (s: OrdersSnapshot) => s.context.status;
/** The orders the status filter lets through, in the backend's order (newest expected start first). */
export const selectShownOrders = (s: OrdersSnapshot) => ordersWithStatus(s.context.orders, s.context.status);
/** The order whose actions are being taken (its pop-up, or one of its dialogs). */
export const selectActionsOrder = (s: OrdersSnapshot) => s.context.orders.find((order) => order.ReservationOrderID === s.context.actionsOf) ?? null;
/** What is open: the actions pop-up, or the dialog of one action. */
export const selectOpenDialog = (s: OrdersSnapshot): 'actions' | 'reference' | 'certificate' | 'extraInfo' | null =>
  s.matches('showingActions') || s.matches('refreshing')
    ? 'actions'
    : s.matches('givingReference') || s.matches('savingReference')
      ? 'reference'
      : s.matches('givingCertificate') || s.matches('savingCertificate')
        ? 'certificate'
        : s.matches('givingExtraInfo') || s.matches('savingExtraInfo')
          ? 'extraInfo'
          : null;
/** The extra order info of the order whose actions are open, as it holds it: what the dialog starts from. */
export const selectExtraOrderInfo = (s: OrdersSnapshot) => extraOrderInfoOf(selectActionsOrder(s)?.CustomFields ?? {});
export const selectExtraInfoProblems = (s: OrdersSnapshot) => s.context.extraInfoProblems;
export const selectIsSaving = (s: OrdersSnapshot) => s.hasTag('busy');
/** The order whose cancellation waits for a confirmation, or is under way. */
export const selectCancelling = (s: OrdersSnapshot) => s.context.orders.find((order) => order.ReservationOrderID === s.context.cancelling) ?? null;
/** What a row's menu offers: editing, requesting again and cancelling, as the settings and the order allow. */
export const selectOffers =
  (s: OrdersSnapshot) =>
  (order: ReservationOrder): OrderOffers =>
    offersOf(order, s.context.rules, s.context.duplicateMode, new Date(s.context.now));

/** A row of the orders table: the order, its status and type as a person reads them, how many actions are open, what its menu offers. */
export interface OrderRow {
  order: ReservationOrder;
  status: OrderStatus;
  /** The order type's name; null when none of its labels is an order type. */
  type: string | null;
  /** The count of its warning badge. */
  openActions: number;
  offers: OrderOffers;
}

/** The rows the status filter lets through, in the backend's order. */
export const selectRows = (s: OrdersSnapshot): OrderRow[] => {
  const offers = selectOffers(s);
  return selectShownOrders(s).map((order) => ({
    order,
    status: orderStatusOf(order.ReservationStatus),
    type: orderTypeOf(order, s.context.orderTypes),
    openActions: openActionsOf(order).length,
    offers: offers(order),
  }));
};
/** The actions of the order whose pop-up is open, each done or not, and what it offers. */
export const selectActionSteps = (s: OrdersSnapshot): ActionStep[] => {
  const order = selectActionsOrder(s);
  return order ? order.Actions.map((action) => actionStepOf(action, order.Reference)) : [];
};
/** The certificates action of the order whose actions are open: the numbers given and asked for in its dialog. */
export const selectCertificateAction = (s: OrdersSnapshot) => selectActionsOrder(s)?.Actions.find((action) => action.ActionName === 'Certificates');
const requestedAgain = (s: OrdersSnapshot) => s.context.orders.find((order) => order.ReservationOrderID === s.context.duplicating) ?? null;
/** The order requested again while the customer is asked whether it may replace their cart. */
export const selectReplacing = (s: OrdersSnapshot) => (s.matches('confirmingReplace') ? requestedAgain(s) : null);
/** The order requested again, while its warehouse and period are chosen or its cart is made. */
export const selectDuplicating = (s: OrdersSnapshot) =>
  s.matches('choosingDuplicate') || s.matches('confirmingChoice') || s.matches('duplicating') ? requestedAgain(s) : null;
