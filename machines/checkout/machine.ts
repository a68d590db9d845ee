import { assign, emit, setup } from 'xstate';
import { checkNewPassword, EMPTY_NEW_PASSWORD, type NewPassword, type NewPasswordField } from '../../src/domain/new-password.ts';
import type { OrderReceipt, PendingOrder, PendingValues, SessionAccount } from '../../src/domain/stored-session.ts';
import { answerMayBeLost } from '../../src/domain/api-error.ts';
import type { Cart } from '../cart/rules.ts';
import { call, effect, listener } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import { paymentMachine } from '../payment/machine.ts';
import { buyerOf, newAccountEmailOf, paymentModeChoosable, paymentPostponed, paysOnline, receiptOf, receiptPaymentOf, type Buyer, type CheckoutOrder, type Customer, type Label, type PaymentMode, type Warehouse } from './rules.ts';

/** The shop as the summary sees it: the cart (once read) and the session's account, customer and pending values. */
export interface ShopView {
  cart: Cart | null;
  /** The cart actor has answered: a null cart now means there is none, unless reading it failed. */
  cartSettled: boolean;
  /** The cart could not be read: the summary says so, it does not look empty. */
  cartFailed: boolean;
  account: SessionAccount | null;
  customer: Customer | null;
  pending: PendingValues;
  /**
   * The session holds the password of a registration at checkout (in memory only): chosen on the
   * registration form in this visit. After a reload it is gone and the summary asks it again.
   */
  registrationPasswordKnown: boolean;
}

export interface CheckoutDetails {
  /** The order types (labels of Rental.Reservation). */
  labels: Label[];
  warehouses: Warehouse[];
}

export interface CheckoutInput {
  /** Spec 001 §7: the payment link's return address is the current page. */
  returnUrl: string;
  /** The shop sells (ShopSalesModus): the order is one pick-up day without a return. */
  salesMode: boolean;
}

export interface CheckoutContext {
  returnUrl: string;
  salesMode: boolean;
  shop: ShopView;
  details: CheckoutDetails | null;
  /** The cart as it was confirmed: the order is made of it, and the backend deletes it afterwards. */
  orderedCart: Cart | null;
  /** The order being paid: placed here, or found pending in the session (a return from the provider, a reload). */
  order: PendingOrder | null;
  /** The payment was under way when the page opened. */
  resumed: boolean;
  failure: CheckoutFailure | null;
  /** A registration at checkout: the general terms are accepted (spec 001 §8, spec 002 §5). */
  termsAccepted: boolean;
  /** A registration's password, asked again when the session no longer holds it; in memory only. */
  newPassword: NewPassword;
  /** A registration's confirmation was refused: from then on each refused field says why. */
  checked: boolean;
}

export type CheckoutFailure = CallFailure<'details-failed' | 'order-failed'>;

export type CheckoutNotice = 'payment-method-required' | 'order-failed' | 'registration-failed' | 'nothing-to-order' | 'terms-required' | 'invalid-form';

/** The fields of a registration at checkout the summary asks itself. */
export type RegistrationField = NewPasswordField | 'terms';

export type CheckoutEmitted =
  /** A registration's confirmation was refused: the page puts the focus on this field. */
  { type: 'FIELD_FOCUS_REQUESTED'; field: RegistrationField };

export type CheckoutEvent =
  | { type: 'SHOP_UPDATED'; shop: ShopView }
  | { type: 'PAYMENT_MODE_CHOSEN'; mode: PaymentMode }
  | { type: 'PAYMENT_METHOD_CHOSEN'; method: string }
  | { type: 'CONFIRM_REQUESTED' }
  /** The customer pays later, from the account's orders. */
  | { type: 'PAYMENT_POSTPONED' }
  | { type: 'RETRY_REQUESTED' }
  /** A customer registering at checkout ticks (or unticks) the general terms. */
  | { type: 'TERMS_ACCEPTANCE_CHANGED'; accepted: boolean }
  /** A customer registering at checkout types the password again (after a reload). */
  | { type: 'NEW_PASSWORD_CHANGED'; patch: Partial<NewPassword> };

export const buyerOfShop = (shop: ShopView): Buyer => buyerOf(shop.account, shop.pending);

/** A registration at checkout whose password the session no longer holds: the summary asks it. */
export const asksPassword = (shop: ShopView): boolean => buyerOfShop(shop) === 'registering' && !shop.registrationPasswordKnown;

/** What keeps a registration at checkout from being confirmed, in the order of the page: the password, then the terms. */
function registrationRefusal(context: Pick<CheckoutContext, 'shop' | 'newPassword' | 'termsAccepted'>): RegistrationField | null {
  if (buyerOfShop(context.shop) !== 'registering') return null;
  if (asksPassword(context.shop)) {
    const check = checkNewPassword(context.newPassword);
    if (!check.valid) return check.firstField;
  }
  return context.termsAccepted ? null : 'terms';
}

/**
 * The order that was placed although its answer was lost (decision 027): the cart it was made of is
 * gone. Its number did not reach the shop, so the thank-you page points to the account, and an
 * online payment is made from there.
 */
function receiptAfterLostAnswer(context: CheckoutContext): OrderReceipt {
  const { receipt } = pendingOrderOf(context, []);
  const paid = context.orderedCart !== null && paysOnline(context.orderedCart, buyerOfShop(context.shop), context.shop.pending.paymentMode);
  return { ...(paid ? paymentPostponed(receipt) : receipt), answerLost: true };
}

/** The order waiting for its payment, with what the thank-you page shows of it once paid. */
function pendingOrderOf(context: CheckoutContext, orders: CheckoutOrder[]): PendingOrder {
  const cart = context.orderedCart!;
  const { pending } = context.shop;
  const warehouse = context.details?.warehouses.find((w) => w.WarehouseID === cart.WarehouseID.Key) ?? null;
  const buyer = buyerOfShop(context.shop);
  const payment = receiptPaymentOf(cart, buyer, pending.paymentMode);
  const receipt = receiptOf(cart, orders, warehouse, payment, context.salesMode);
  return {
    reservationOrderIds: orders.map((order) => order.ReservationOrderID),
    paymentMethod: pending.paymentMethod ?? null,
    // The thank-you page tells a new customer where the activation mail went.
    receipt: buyer === 'registering' ? { ...receipt, newAccountEmail: newAccountEmailOf(pending) } : receipt,
  };
}

/**
 * The order summary and its confirmation (spec 001 §2, §4, §6): the payment choice, one order
 * however often confirm is pressed, the online payment followed to Paid (also after the round
 * trip to the provider and a reload), then the thank-you page.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    /** Sends SHOP_UPDATED whenever the session or the cart announces a change. */
    followShop: listener<CheckoutEvent>(),
    /** The order types and the warehouses (for the contact address), in one wave. */
    loadDetails: call<CheckoutDetails>(),
    /** `_checkout`, `_checkout-anonymous` or `_checkout-and-register`, by who orders; a registration's password comes from the session. */
    placeOrder: call<CheckoutOrder[], { cartId: string; buyer: Buyer; pending: PendingValues }>(),
    /** Whether the cart the order was made of still exists: the backend deletes it once the order is placed. */
    cartExists: call<boolean, { cartId: string }>(),
    payment: paymentMachine,
  },
  actions: {
    /** Keeps checkout values (payment mode and method, the order awaiting payment) in the session store. */
    storePending: effect<{ patch: Partial<PendingValues> }>(),
    /** Clears the cart and the checkout's pending values, keeps the receipt, and goes to the thank-you page. */
    completeOrder: effect<{ receipt: OrderReceipt }>(),
    /** Forgets the drafts of the forms the order was made of (the event, a guest's details, a registration): the next order starts afresh. */
    forgetOrderForms: effect(),
    notify: effect<{ notice: CheckoutNotice }>(),
    /** The password typed on the summary goes to the session, which holds it in memory for the order. */
    keepRegistrationPassword: effect<{ password: string }>(),
    /** Asks the page to put the focus on a refused field (the page owns the fields). */
    focusField: emit((_, params: { field: RegistrationField }) => ({ type: 'FIELD_FOCUS_REQUESTED' as const, field: params.field })),
    acceptTerms: assign((_, accepted: boolean) => ({ termsAccepted: accepted })),
    changeNewPassword: assign(({ context }, patch: Partial<NewPassword>) => ({ newPassword: { ...context.newPassword, ...patch } })),
    /** From now on every refused field of the registration says why. */
    showRefusals: assign({ checked: true }),
    keepShop: assign((_, shop: ShopView) => ({ shop })),
    storeDetails: assign((_, details: CheckoutDetails) => ({ details, failure: null })),
    rememberFailure: assign((_, failure: CheckoutFailure) => ({ failure })),
    /** The order is made of the cart as it was confirmed: the backend deletes the cart afterwards. */
    keepOrderedCart: assign(({ context }) => ({ orderedCart: context.shop.cart })),
    keepOrder: assign(({ context }, orders: CheckoutOrder[]) => ({ order: pendingOrderOf(context, orders) })),
    /** A payment was under way when the page opened (a return from the provider, a reload). */
    resumePayment: assign(({ context }) => ({ resumed: true, order: context.shop.pending.order ?? null })),
    /** Not paid: the receipt says the customer pays later from the account instead of paid online. */
    notePaymentPostponed: assign(({ context }) => ({ order: context.order && { ...context.order, receipt: paymentPostponed(context.order.receipt) } })),
  },
  guards: {
    hasPendingOrder: ({ context }) => !!context.shop.pending.order,
    cartSettled: ({ context }) => context.shop.cartSettled,
    modeChoosable: ({ context }) => context.shop.cart !== null && paymentModeChoosable(context.shop.cart, buyerOfShop(context.shop)),
    nothingToOrder: ({ context }) => !context.shop.cart || context.shop.cart.Items.length === 0 || buyerOfShop(context.shop) === 'unknown',
    isRegistering: ({ context }) => buyerOfShop(context.shop) === 'registering',
    asksPassword: ({ context }) => asksPassword(context.shop),
    passwordRefused: ({ context }) => {
      const refusal = registrationRefusal(context);
      return refusal === 'password' || refusal === 'confirmation';
    },
    termsNotAccepted: ({ context }) => registrationRefusal(context) === 'terms',
    paymentMethodMissing: ({ context }) =>
      context.shop.cart !== null && paysOnline(context.shop.cart, buyerOfShop(context.shop), context.shop.pending.paymentMode) && !context.shop.pending.paymentMethod,
    paysOnline: ({ context }) => context.shop.cart !== null && paysOnline(context.shop.cart, buyerOfShop(context.shop), context.shop.pending.paymentMode),
    answerMayBeLost: (_, params: { error: unknown }) => answerMayBeLost(params.error),
    cartGone: (_, params: { exists: boolean }) => !params.exists,
  },
}).createMachine({
  id: 'checkout',
  description: 'De samenvatting van de bestelling: betaalkeuze, bevestiging (één bestelling), online betaling gevolgd tot Paid, daarna de bedankpagina.',
  context: ({ input }) => ({
    returnUrl: input.returnUrl,
    salesMode: input.salesMode,
    shop: { cart: null, cartSettled: false, cartFailed: false, account: null, customer: null, pending: {}, registrationPasswordKnown: false },
    details: null,
    orderedCart: null,
    order: null,
    resumed: false,
    failure: null,
    termsAccepted: false,
    newPassword: EMPTY_NEW_PASSWORD,
    checked: false,
  }),
  invoke: { id: 'followShop', src: 'followShop' },
  on: {
    SHOP_UPDATED: { actions: { type: 'keepShop', params: ({ event }) => event.shop } },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        onDone: { target: 'deciding', actions: { type: 'storeDetails', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('details-failed', event.error) } },
      },
    },
    loadFailed: {
      on: { RETRY_REQUESTED: 'loading' },
    },
    deciding: {
      always: [
        { guard: 'hasPendingOrder', target: 'paying', actions: 'resumePayment' },
        { guard: 'cartSettled', target: 'reviewing' },
        { target: 'waitingForCart' },
      ],
    },
    waitingForCart: {
      tags: ['loading'],
      description: 'Na herladen wordt de winkelwagen opnieuw gelezen voor de samenvatting hem kan tonen.',
      on: { SHOP_UPDATED: { target: 'deciding', actions: { type: 'keepShop', params: ({ event }) => event.shop } } },
    },
    reviewing: {
      description: 'De samenvatting: klant, winkelwagen per huurperiode, totalen en de betaalkeuze; wie registreert, aanvaardt de algemene voorwaarden en kiest na herladen opnieuw een wachtwoord.',
      on: {
        PAYMENT_MODE_CHOSEN: {
          guard: 'modeChoosable',
          description: 'Spec 001 §4: een andere betaalwijze wist de gekozen betaalmethode.',
          actions: { type: 'storePending', params: ({ event }) => ({ patch: { paymentMode: event.mode, paymentMethod: null } }) },
        },
        PAYMENT_METHOD_CHOSEN: { actions: { type: 'storePending', params: ({ event }) => ({ patch: { paymentMethod: event.method } }) } },
        TERMS_ACCEPTANCE_CHANGED: { guard: 'isRegistering', actions: { type: 'acceptTerms', params: ({ event }) => event.accepted } },
        NEW_PASSWORD_CHANGED: { guard: 'asksPassword', actions: { type: 'changeNewPassword', params: ({ event }) => event.patch } },
        CONFIRM_REQUESTED: [
          { guard: 'nothingToOrder', actions: { type: 'notify', params: { notice: 'nothing-to-order' } } },
          {
            guard: 'passwordRefused',
            description: 'Na herladen vraagt de samenvatting het wachtwoord van de registratie opnieuw: sterk genoeg en tweemaal hetzelfde.',
            actions: [
              'showRefusals',
              { type: 'notify', params: { notice: 'invalid-form' } },
              { type: 'focusField', params: ({ context }) => ({ field: registrationRefusal(context) ?? 'password' }) },
            ],
          },
          {
            guard: 'termsNotAccepted',
            description: 'Spec 001 §8: wie bij het afrekenen registreert, gaat akkoord met de algemene voorwaarden.',
            actions: ['showRefusals', { type: 'notify', params: { notice: 'terms-required' } }, { type: 'focusField', params: { field: 'terms' } }],
          },
          { guard: 'paymentMethodMissing', actions: { type: 'notify', params: { notice: 'payment-method-required' } } },
          {
            guard: 'asksPassword',
            target: 'placingOrder',
            description: 'Het opnieuw gekozen wachtwoord gaat naar de sessie, die het enkel in het geheugen houdt voor de bestelling.',
            actions: ['keepOrderedCart', { type: 'keepRegistrationPassword', params: ({ context }) => ({ password: context.newPassword.password }) }],
          },
          { target: 'placingOrder', actions: 'keepOrderedCart' },
        ],
      },
    },
    placingOrder: {
      tags: ['submitting'],
      description: 'Eén bestelling: bevestigen wordt pas opnieuw aanvaard als hierop een antwoord gekomen is.',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({ cartId: context.orderedCart?.CartID ?? '', buyer: buyerOfShop(context.shop), pending: context.shop.pending }),
        onDone: [
          {
            guard: 'paysOnline',
            target: 'paying',
            description: 'Spec 001 §4: de openstaande bestelling wordt bewaard en de browser naar de betaallink gestuurd.',
            actions: [
              { type: 'keepOrder', params: ({ event }) => event.output },
              { type: 'storePending', params: ({ context }) => ({ patch: { order: context.order } }) },
            ],
          },
          { target: 'completed', actions: { type: 'completeOrder', params: ({ context, event }) => ({ receipt: pendingOrderOf(context, event.output).receipt }) } },
        ],
        onError: [
          {
            guard: { type: 'answerMayBeLost', params: ({ event }) => ({ error: event.error }) },
            target: 'checkingOrder',
            actions: { type: 'rememberFailure', params: ({ event }) => callFailure('order-failed', event.error) },
          },
          {
            target: 'reviewing',
            actions: [
              { type: 'rememberFailure', params: ({ event }) => callFailure('order-failed', event.error) },
              // A refused registration at checkout creates neither the account nor the order.
              { type: 'notify', params: ({ context }) => ({ notice: buyerOfShop(context.shop) === 'registering' ? ('registration-failed' as const) : ('order-failed' as const) }) },
            ],
          },
        ],
      },
    },
    checkingOrder: {
      tags: ['submitting'],
      description:
        'Het antwoord op de bestelling ging verloren (geen verbinding, een storing): eerst wordt gekeken of de winkelwagen nog bestaat. Is hij weg, dan is de bestelling geplaatst (één keer); bestaat hij nog, dan niet en kan de klant opnieuw bevestigen.',
      invoke: {
        id: 'cartExists',
        src: 'cartExists',
        input: ({ context }) => ({ cartId: context.orderedCart?.CartID ?? '' }),
        onDone: [
          {
            guard: { type: 'cartGone', params: ({ event }) => ({ exists: event.output }) },
            target: 'completed',
            actions: { type: 'completeOrder', params: ({ context }) => ({ receipt: receiptAfterLostAnswer(context) }) },
          },
          { target: 'reviewing', actions: { type: 'notify', params: { notice: 'order-failed' } } },
        ],
        onError: { target: 'reviewing', actions: { type: 'notify', params: { notice: 'order-failed' } } },
      },
    },
    paying: {
      tags: ['paying'],
      description: 'De betaalmachine volgt de betaling tot Paid; opnieuw bevestigen is ondertussen geblokkeerd.',
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          target: { kind: 'order' as const, reservationOrderId: context.order?.reservationOrderIds[0] ?? '' },
          returnUrl: context.returnUrl,
          paymentMethod: context.order?.paymentMethod ?? null,
          redirectAtOnce: !context.resumed,
        }),
        onDone: 'finishing',
      },
      on: { PAYMENT_POSTPONED: { target: 'finishing', actions: 'notePaymentPostponed' } },
    },
    finishing: {
      description: 'Betaald, of later te betalen vanuit het account: de bestelling is rond.',
      always: {
        target: 'completed',
        actions: { type: 'completeOrder', params: ({ context }) => ({ receipt: context.order!.receipt }) },
      },
    },
    completed: {
      type: 'final',
      description: 'De bestelling is rond: wat voor haar getypt werd, is weg.',
      entry: 'forgetOrderForms',
    },
  },
});
