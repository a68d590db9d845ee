import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { eventSummaryOf, initialEventForm, type EventSummary } from '../../src/domain/event-form.ts';
import type { paymentMachine } from '../payment/machine.ts';
import { buyerOfShop, type checkoutMachine } from './machine.ts';
import { buyerLines, paymentChoiceOf } from './rules.ts';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export type SummaryStep = 'loading' | 'loadFailed' | 'paying' | 'cartFailed' | 'empty' | 'reviewing';

export function selectStep(s: CheckoutSnapshot): SummaryStep {
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.hasTag('loading')) return 'loading';
  if (s.hasTag('paying')) return 'paying';
  if (s.context.shop.cartFailed) return 'cartFailed';
  const cart = s.context.shop.cart;
  return !cart || cart.Items.length === 0 ? 'empty' : 'reviewing';
}

export const selectCart = (s: CheckoutSnapshot) => s.context.shop.cart;
export const selectFailure = (s: CheckoutSnapshot) => s.context.failure;
export const selectIsSubmitting = (s: CheckoutSnapshot) => s.hasTag('submitting');
export const selectBuyer = (s: CheckoutSnapshot) => buyerOfShop(s.context.shop);
/** The buyer's name and address lines; none when the shop does not know who orders. */
export const selectBuyerLines = (s: CheckoutSnapshot) => {
  const { shop } = s.context;
  return buyerLines(buyerOfShop(shop), shop.account, shop.customer, shop.pending);
};
/** The payment choice when payment is offered (spec 001 §6), else null. */
export const selectPaymentChoice = (s: CheckoutSnapshot) => {
  const { shop } = s.context;
  return shop.cart ? paymentChoiceOf(shop.cart, buyerOfShop(shop), shop.pending) : null;
};
/** Confirming pays online at once (the payment mode that applies is NOW): the button says so. */
export const selectConfirmPays = (s: CheckoutSnapshot) => selectPaymentChoice(s)?.mode === 'NOW';
/** The chosen order type's name (a label of Rental.Reservation). */
export const selectOrderTypeName = (s: CheckoutSnapshot) => {
  const orderType = s.context.shop.pending.orderType;
  return s.context.details?.labels.find((label) => label.LabelID === orderType)?.Description ?? null;
};
export const selectReference = (s: CheckoutSnapshot) => s.context.shop.pending.reference ?? null;
/** What the event form saved: the cart's event fields, the pending notes as its comments. */
export const selectEvent = (s: CheckoutSnapshot): EventSummary | null => {
  const { cart, pending } = s.context.shop;
  return cart && eventSummaryOf(initialEventForm({ draft: null, customFields: cart.CustomFields, orderType: pending.orderType ?? null, notes: pending.notes ?? null }));
};
export const selectOrderIds = (s: CheckoutSnapshot) => s.context.order?.reservationOrderIds ?? [];
export const selectPayment = (s: CheckoutSnapshot) => s.children.payment as ActorRefFrom<typeof paymentMachine> | undefined;
/** A failed order's own message from the server, shown beside the toast. */
export const selectOrderRefusal = (s: CheckoutSnapshot) => (s.context.failure?.kind === 'order-failed' ? s.context.failure.error.serverMessage : null);
