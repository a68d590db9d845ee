import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { cartFlowSample } from '../cart/flow.ts';
import type { Cart } from '../cart/rules.ts';
import { apiError, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { sampleAccount as account } from '../session/samples.ts';
import { checkNewPassword } from '../../src/domain/new-password.ts';
import { SAMPLE_GUEST_CUSTOMER } from '../guest-details/samples.ts';
import { sampleReceipt, SAMPLE_REGISTRATION } from './samples.ts';
import { checkoutMachine, type CheckoutContext, type CheckoutEvent, type ShopView } from './machine.ts';

const cart: Cart = cartFlowSample;

/** The shops a summary can open on: each shows one rule. */
const shops: Record<string, ShopView> = {
  'pay now, no method': { cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: { paymentMode: 'NOW' } },
  'pay now with a method': { cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: { paymentMode: 'NOW', paymentMethod: 'BANCONTACT' } },
  'pay at pick-up': { cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: { paymentMode: 'AT_PICKUP' } },
  'unknown customer': { cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account: null, customer: null, pending: {} },
  'payment under way': { cart: null, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: { order: { reservationOrderIds: ['RO-2026-0101'], paymentMethod: 'BANCONTACT', receipt: sampleReceipt } } },
  'cart being read': { cart: null, cartSettled: false, cartFailed: false, registrationPasswordKnown: false, account, customer: null, pending: {} },
  guest: { cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account: null, customer: null, pending: { customer: SAMPLE_GUEST_CUSTOMER } },
  // After a reload: the registration form's pending values are stored, its password was in memory only.
  registering: { cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account: null, customer: null, pending: SAMPLE_REGISTRATION },
};
const shopEvent = (shop: ShopView): CheckoutEvent => ({ type: 'SHOP_UPDATED', shop });

export const checkoutFlow: RegisteredMachine = {
  id: 'checkout',
  title: 'Samenvatting en bevestiging',
  description:
    'De samenvatting van de bestelling: de betaalkeuze, één bestelling hoe vaak er ook op bevestigen gedrukt wordt, de online betaling gevolgd tot Paid (ook na de betaalprovider en na herladen), daarna de bedankpagina. Een gast bestelt zonder account; wie bij het afrekenen registreert, aanvaardt de algemene voorwaarden en kiest na herladen opnieuw een wachtwoord.',
  machine: checkoutMachine,
  input: { returnUrl: '/samenvatting', salesMode: false },
  secretContext: ['newPassword'],
  events: (snapshot: AnyMachineSnapshot): EventObject[] => {
    const context = snapshot.context as CheckoutContext;
    return [
      ...Object.values(shops)
        .filter((shop) => shop !== context.shop)
        .map(shopEvent),
      done('loadDetails', { labels: [{ LabelID: 'LBL-EVENEMENT', Subject: 'Rental.Reservation', Description: 'Evenement' }], warehouses: [] }),
      failed('loadDetails'),
      { type: 'RETRY_REQUESTED' },
      { type: 'PAYMENT_MODE_CHOSEN', mode: 'AT_PICKUP' } as CheckoutEvent,
      { type: 'PAYMENT_METHOD_CHOSEN', method: 'IDEAL' } as CheckoutEvent,
      { type: 'CONFIRM_REQUESTED' },
      done('placeOrder', [{ OrderID: null, ReservationID: 'RES-0101', ReservationOrderID: 'RO-2026-0101' }]),
      failed('placeOrder'),
      failed('placeOrder', apiError('invalid-response')),
      // After a lost answer: the cart is gone (the order was placed), still there, or unknown.
      done('cartExists', false),
      done('cartExists', true),
      failed('cartExists'),
      done('payment', { target: { kind: 'order', reservationOrderId: 'RO-2026-0101' } }),
      { type: 'PAYMENT_POSTPONED' },
      { type: 'TERMS_ACCEPTANCE_CHANGED', accepted: true } as CheckoutEvent,
      { type: 'NEW_PASSWORD_CHANGED', patch: { password: 'Kelder!2026', confirmation: 'Kelder!2026' } } as CheckoutEvent,
    ];
  },
  serialize: (snapshot) => {
    const context = snapshot.context as CheckoutContext;
    const shop = Object.entries(shops).find(([, view]) => view === context.shop)?.[0] ?? 'none';
    // A registration's guards read the terms and whether the password typed would pass.
    return `${JSON.stringify(snapshot.value)}|${shop}|${context.details !== null}|${context.termsAccepted}|${checkNewPassword(context.newPassword).valid}`;
  },
};
