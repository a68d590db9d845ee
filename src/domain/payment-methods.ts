import type { operations } from '../../openapi/schema';

/**
 * Spec 001 §3: the payment methods a provider knows, as the contract's payment link call names
 * them (its empty value, "the customer chooses at the provider", is no method). A module of their
 * own: the style settings, read at start, need them, and nothing else of the payment.
 */
export type PaymentMethod = Exclude<NonNullable<NonNullable<operations['getPaymentLink']['parameters']['query']>['paymentMethod']>, ''>;

// A record over the contract's type: the compiler refuses a method missing here or one too many,
// so this list of the values (a stored style setting is checked against it) cannot drift.
const METHODS: Record<PaymentMethod, true> = {
  APPLEPAY: true,
  BANCONTACT: true,
  CREDITCARD: true,
  DIRECTDEBIT: true,
  GIROPAY: true,
  IDEAL: true,
  KLARNA: true,
  MASTERCARD: true,
  PAYPAL: true,
  SOFORT: true,
  VISA: true,
  MAESTRO: true,
  CB: true,
};
export const PAYMENT_METHODS = Object.keys(METHODS) as PaymentMethod[];

export const isPaymentMethod = (value: string | null): value is PaymentMethod => PAYMENT_METHODS.some((method) => method === value);
