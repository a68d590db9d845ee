import type { components } from '../../openapi/schema';
import { isActionComplete } from './order-actions.ts';

export type ReservationOrder = components['schemas']['ReservationOrder'];
export type ReservationStatus = components['schemas']['ReservationOrderStatus'];
export type OrderAction = components['schemas']['OrderAction'];
export type OrderLabel = components['schemas']['Label'];

/** How a person reads a reservation's status (spec 000 §4). */
export type OrderStatus = 'requested' | 'reserved' | 'pickedUp' | 'returned' | 'cancelled' | 'expired' | 'rejected';

/** The statuses in the order the status filter offers them. */
export const ORDER_STATUSES: readonly OrderStatus[] = ['requested', 'reserved', 'pickedUp', 'returned', 'cancelled', 'expired', 'rejected'];

const STATUS_OF: Record<ReservationStatus, OrderStatus> = {
  Draft: 'requested',
  Open: 'reserved',
  Order: 'reserved',
  Pick: 'reserved',
  Picked: 'reserved',
  Active: 'pickedUp',
  Closed: 'returned',
  ClosedAndCompleted: 'returned',
  Cancelled: 'cancelled',
  Expired: 'expired',
  Rejected: 'rejected',
};

/** Spec 000 §4: draft → Aangevraagd, open/order/pick/picked → Gereserveerd, active → Opgehaald, … */
export const orderStatusOf = (status: ReservationStatus): OrderStatus => STATUS_OF[status];

/** Spec 000 §4: in the status filter a closed-and-completed order counts as cancelled. */
export const filterStatusOf = (status: ReservationStatus): OrderStatus => (status === 'ClosedAndCompleted' ? 'cancelled' : orderStatusOf(status));

/** The orders the status filter lets through; all of them without a filter. */
export const ordersWithStatus = (orders: readonly ReservationOrder[], status: OrderStatus | null): readonly ReservationOrder[] =>
  status === null ? orders : orders.filter((order) => filterStatusOf(order.ReservationStatus) === status);

/** The actions still to take on an order: the count of its warning badge. */
export const openActionsOf = (order: ReservationOrder): OrderAction[] => order.Actions.filter((action) => !isActionComplete(action, order.Reference));

/**
 * One action as the actions pop-up lists it (spec 002 §2: completed 'Afgerond', required
 * 'Verplicht'), and what it offers: a reference and the extra information can be changed once
 * given, a certificate is given and a payment made only while the action is open.
 */
export interface ActionStep {
  action: OrderAction;
  state: 'done' | 'required' | 'optional';
  offer: 'give-reference' | 'change-reference' | 'give-certificate' | 'give-extra-info' | 'change-extra-info' | 'pay' | null;
}

export function actionStepOf(action: OrderAction, reference: string | null | undefined): ActionStep {
  const done = isActionComplete(action, reference);
  const state = done ? 'done' : action.Required ? 'required' : 'optional';
  switch (action.ActionName) {
    case 'ReferenceRequired':
      return { action, state, offer: reference ? 'change-reference' : 'give-reference' };
    case 'Certificates':
      return { action, state, offer: done ? null : 'give-certificate' };
    case 'ExtraOrderInfo':
      return { action, state, offer: done ? 'change-extra-info' : 'give-extra-info' };
    case 'CreatePayment':
      return { action, state, offer: done ? null : 'pay' };
  }
}

/** The order type's name: the first of the order's labels that is an order type. */
export const orderTypeOf = (order: Pick<ReservationOrder, 'Labels'>, types: readonly OrderLabel[]): string | null =>
  types.find((type) => order.Labels.includes(type.LabelID))?.Description ?? null;

export type ReservationOrderItem = components['schemas']['ReservationOrderItem'];
export type Warehouse = components['schemas']['Warehouse'];

/** An order that is cancelled, expired or rejected takes no more files (the contract refuses them). */
export const takesFiles = (order: Pick<ReservationOrder, 'ReservationStatus'>): boolean => !['Cancelled', 'Expired', 'Rejected'].includes(order.ReservationStatus);

/** The settings that say when an order may still change (spec 002 §4, §9: 0 days means no limit). */
export interface OrderChangeRules {
  cancellationDays: number;
  editingDays: number;
  editingOrder: 'reservation-order' | 'reservation';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 002 §4: with a limit of n days, now plus n − 1 days must be before the pick-up moment (local time). */
function beforeLimit(order: Pick<ReservationOrder, 'DateTimeBusinessStart'>, days: number, now: Date): boolean {
  return days <= 0 || now.getTime() + (days - 1) * DAY_MS < new Date(order.DateTimeBusinessStart).getTime();
}

/** Spec 002 §4: cancelling is offered only when the order is cancellable and within the cancellation days. */
export const mayCancel = (order: ReservationOrder, rules: OrderChangeRules, now: Date): boolean => order.IsCancellable && beforeLimit(order, rules.cancellationDays, now);

/** Spec 002 §4: editing needs an editable order within the editing days; under `reservation`, one that is no order yet. */
export const mayEdit = (order: ReservationOrder, rules: OrderChangeRules, now: Date): boolean =>
  order.IsEditable && beforeLimit(order, rules.editingDays, now) && (rules.editingOrder === 'reservation-order' || order.OrderID === null);

/** Style setting `duplicateMode` (spec 002 §4): FULL offers "Opnieuw aanvragen", DISABLED hides it. */
export type DuplicateMode = 'FULL' | 'DISABLED';

/** Spec 002 §4: any order may be requested again, unless the duplicate mode is DISABLED. */
export const mayRequestAgain = (mode: DuplicateMode): boolean => mode === 'FULL';

/** What a row's menu offers besides viewing: the rules above, judged from the moment the page opened. */
export interface OrderOffers {
  edit: boolean;
  requestAgain: boolean;
  cancel: boolean;
}

export const offersOf = (order: ReservationOrder, rules: OrderChangeRules, mode: DuplicateMode, now: Date): OrderOffers => ({
  edit: mayEdit(order, rules, now),
  requestAgain: mayRequestAgain(mode),
  cancel: mayCancel(order, rules, now),
});

type ChangeSettings = Pick<components['schemas']['ShopSettings'], 'ShopAllowCancellationDays' | 'ShopAllowEditingDays' | 'ShopAllowEditingOrder'>;

/** The change rules of the shop's settings; without settings (not read yet) nothing is limited beyond the order's own flags. */
export const orderChangeRulesOf = (settings: ChangeSettings | null): OrderChangeRules => ({
  cancellationDays: settings?.ShopAllowCancellationDays ?? 0,
  editingDays: settings?.ShopAllowEditingDays ?? 0,
  editingOrder: settings?.ShopAllowEditingOrder ?? 'reservation-order',
});

type CartAddLine = components['schemas']['CartAddLine'];

/**
 * Spec 002 §4 "Duplicate": an order's lines as the add lines of its new cart, each as it was: an
 * item by ItemID, a package by CompositionID, an add-on right after its parent and naming it (the
 * cart shows an add-on under the line before it).
 * The order's line ids serve as the lines' unsaved keys. An add-on whose parent is not among the
 * lines goes as a line of its own. Warehouse and period are the new cart's (the add line's
 * defaults).
 */
export function linesToRequestAgain(lines: readonly ReservationOrderItem[]): CartAddLine[] {
  const ids = new Set(lines.map((line) => line.ReservationOrderItemID));
  const parentOf = (line: ReservationOrderItem) => (line.RelatedRentalItemID !== null && ids.has(line.RelatedRentalItemID) ? line.RelatedRentalItemID : null);
  const addLine = (line: ReservationOrderItem): CartAddLine => ({
    ...(line.CompositionID !== null ? { CompositionID: line.CompositionID } : { ItemID: line.ItemID }),
    Amount: line.Amount,
    UnsavedID: line.ReservationOrderItemID,
    RelatedRentalItemID: parentOf(line),
  });
  const withAddOns = (parent: ReservationOrderItem): CartAddLine[] => [
    addLine(parent),
    ...lines.filter((line) => parentOf(line) === parent.ReservationOrderItemID).flatMap(withAddOns),
  ];
  return lines.filter((line) => parentOf(line) === null).flatMap(withAddOns);
}

/**
 * Spec 002 §5: how many of a line an edit may ask — the current amount plus what the customer may
 * still reserve (`MaxPerCustomer`), within the product's `MaxPerCart`; null: no limit.
 */
export function maxAmountOf(line: Pick<ReservationOrderItem, 'Amount' | 'MaxPerCustomer' | 'Item'>): number | null {
  const perCustomer = line.MaxPerCustomer === null ? null : line.Amount + line.MaxPerCustomer;
  const perCart = line.Item?.MaxPerCart ?? null;
  if (perCustomer === null) return perCart;
  return perCart === null ? perCustomer : Math.max(line.Amount, Math.min(perCustomer, perCart));
}
