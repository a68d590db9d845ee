import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { eventSummaryOf, initialEventForm, type EventSummary } from '../../src/domain/event-form.ts';
import { checkNewPassword } from '../../src/domain/new-password.ts';
import type { FieldProblems } from '../../src/domain/validation.ts';
import type { paymentMachine } from '../payment/machine.ts';
import { asksPassword, buyerOfShop, type checkoutMachine } from './machine.ts';
import { buyerLines, paymentChoiceOf, paysWithoutAccount, rentalPeriodsOf, type RentalPeriod } from './rules.ts';

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
/** The shop sells (ShopSalesModus): the summary speaks of an order picked up on one day. */
export const selectIsSalesMode = (s: CheckoutSnapshot) => s.context.salesMode;
/** The cart's lines by rental period, with their pick-up and (not for a sale) return moments. */
export const selectRentalPeriods = (s: CheckoutSnapshot): RentalPeriod[] => (s.context.shop.cart ? rentalPeriodsOf(s.context.shop.cart, s.context.salesMode) : []);
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
/**
 * Why an order was refused, shown beside the toast: a registration whose e-mail address has an
 * account already (409, spec 002 §8), or the server's own message when it sent one.
 */
export type OrderRefusal = { kind: 'account-exists' } | { kind: 'refused'; message: string };

export function selectOrderRefusal(s: CheckoutSnapshot): OrderRefusal | null {
  const { failure, shop } = s.context;
  if (failure?.kind !== 'order-failed') return null;
  if (failure.error.kind === 'duplicate' && buyerOfShop(shop) === 'registering') return { kind: 'account-exists' };
  return failure.error.serverMessage === null ? null : { kind: 'refused', message: failure.error.serverMessage };
}

/** A guest or a customer registering, for a cart that asks a payment: the summary says how they pay instead of online. */
export const selectPaysWithoutAccount = (s: CheckoutSnapshot): 'guest' | 'registering' | null => {
  const buyer = buyerOfShop(s.context.shop);
  return s.context.shop.cart && paysWithoutAccount(s.context.shop.cart, buyer) ? buyer : null;
};

/** A registration at checkout whose password the session no longer holds (a reload): the summary asks it. */
export const selectAsksPassword = (s: CheckoutSnapshot) => asksPassword(s.context.shop);
/** Spec 001 §8: a registration at checkout accepts the general terms. */
export const selectAsksTerms = (s: CheckoutSnapshot) => buyerOfShop(s.context.shop) === 'registering';
export const selectNewPassword = (s: CheckoutSnapshot) => s.context.newPassword;
export const selectTermsAccepted = (s: CheckoutSnapshot) => s.context.termsAccepted;

const NO_PROBLEMS: FieldProblems = {};

/** The password's refusals, once a confirmation was refused; they follow every change from then on. */
export function selectPasswordProblems(s: CheckoutSnapshot): FieldProblems {
  if (!s.context.checked || !asksPassword(s.context.shop)) return NO_PROBLEMS;
  const check = checkNewPassword(s.context.newPassword);
  return check.valid ? NO_PROBLEMS : check.errors;
}

/** The terms are still not accepted after a confirmation was refused. */
export const selectTermsRefused = (s: CheckoutSnapshot) => s.context.checked && !s.context.termsAccepted;
