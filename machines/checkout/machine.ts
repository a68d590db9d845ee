import { assign, setup } from 'xstate';
import type { OrderReceipt, PendingOrder, PendingValues, SessionAccount } from '../../src/domain/stored-session.ts';
import type { Cart } from '../cart/rules.ts';
import { call, effect, listener } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import { paymentMachine } from '../payment/machine.ts';
import { buyerOf, paymentModeChoosable, paymentPostponed, paysOnline, receiptOf, receiptPaymentOf, type Buyer, type CheckoutOrder, type Customer, type Label, type PaymentMode, type Warehouse } from './rules.ts';

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
}

export interface CheckoutDetails {
  /** The order types (labels of Rental.Reservation). */
  labels: Label[];
  warehouses: Warehouse[];
}

export interface CheckoutInput {
  /** Spec 001 §7: the payment link's return address is the current page. */
  returnUrl: string;
}

export interface CheckoutContext {
  returnUrl: string;
  shop: ShopView;
  details: CheckoutDetails | null;
  /** The cart as it was confirmed: the order is made of it, and the backend deletes it afterwards. */
  orderedCart: Cart | null;
  /** The order being paid: placed here, or found pending in the session (a return from the provider, a reload). */
  order: PendingOrder | null;
  /** The payment was under way when the page opened. */
  resumed: boolean;
  failure: CheckoutFailure | null;
}

export type CheckoutFailure = CallFailure<'details-failed' | 'order-failed'>;

export type CheckoutNotice = 'payment-method-required' | 'order-failed' | 'nothing-to-order';

export type CheckoutEvent =
  | { type: 'SHOP_UPDATED'; shop: ShopView }
  | { type: 'PAYMENT_MODE_CHOSEN'; mode: PaymentMode }
  | { type: 'PAYMENT_METHOD_CHOSEN'; method: string }
  | { type: 'CONFIRM_REQUESTED' }
  /** The customer pays later, from the account's orders. */
  | { type: 'PAYMENT_POSTPONED' }
  | { type: 'RETRY_REQUESTED' };

export const buyerOfShop = (shop: ShopView): Buyer => buyerOf(shop.account, shop.pending);

/** The order waiting for its payment, with what the thank-you page shows of it once paid. */
function pendingOrderOf(context: CheckoutContext, orders: CheckoutOrder[]): PendingOrder {
  const cart = context.orderedCart!;
  const { pending } = context.shop;
  const warehouse = context.details?.warehouses.find((w) => w.WarehouseID === cart.WarehouseID.Key) ?? null;
  const payment = receiptPaymentOf(cart, buyerOfShop(context.shop), pending.paymentMode);
  return { reservationOrderIds: orders.map((order) => order.ReservationOrderID), paymentMethod: pending.paymentMethod ?? null, receipt: receiptOf(cart, orders, warehouse, payment) };
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
  },
  actors: {
    /** Sends SHOP_UPDATED whenever the session or the cart announces a change. */
    followShop: listener<CheckoutEvent>(),
    /** The order types and the warehouses (for the contact address), in one wave. */
    loadDetails: call<CheckoutDetails>(),
    /** `_checkout`, `_checkout-anonymous` or `_checkout-and-register`, by who orders. */
    placeOrder: call<CheckoutOrder[], { cartId: string; buyer: Buyer; pending: PendingValues }>(),
    payment: paymentMachine,
  },
  actions: {
    /** Keeps checkout values (payment mode and method, the order awaiting payment) in the session store. */
    storePending: effect<{ patch: Partial<PendingValues> }>(),
    /** Clears the cart and the checkout's pending values, keeps the receipt, and goes to the thank-you page. */
    completeOrder: effect<{ receipt: OrderReceipt }>(),
    notify: effect<{ notice: CheckoutNotice }>(),
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
    paymentMethodMissing: ({ context }) =>
      context.shop.cart !== null && paysOnline(context.shop.cart, buyerOfShop(context.shop), context.shop.pending.paymentMode) && !context.shop.pending.paymentMethod,
    paysOnline: ({ context }) => context.shop.cart !== null && paysOnline(context.shop.cart, buyerOfShop(context.shop), context.shop.pending.paymentMode),
  },
}).createMachine({
  id: 'checkout',
  description: 'De samenvatting van de bestelling: betaalkeuze, bevestiging (één bestelling), online betaling gevolgd tot Paid, daarna de bedankpagina.',
  context: ({ input }) => ({
    returnUrl: input.returnUrl,
    shop: { cart: null, cartSettled: false, cartFailed: false, account: null, customer: null, pending: {} },
    details: null,
    orderedCart: null,
    order: null,
    resumed: false,
    failure: null,
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
      description: 'De samenvatting: klant, winkelwagen per huurperiode, totalen en de betaalkeuze.',
      on: {
        PAYMENT_MODE_CHOSEN: {
          guard: 'modeChoosable',
          description: 'Spec 001 §4: een andere betaalwijze wist de gekozen betaalmethode.',
          actions: { type: 'storePending', params: ({ event }) => ({ patch: { paymentMode: event.mode, paymentMethod: null } }) },
        },
        PAYMENT_METHOD_CHOSEN: { actions: { type: 'storePending', params: ({ event }) => ({ patch: { paymentMethod: event.method } }) } },
        CONFIRM_REQUESTED: [
          { guard: 'nothingToOrder', actions: { type: 'notify', params: { notice: 'nothing-to-order' } } },
          { guard: 'paymentMethodMissing', actions: { type: 'notify', params: { notice: 'payment-method-required' } } },
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
        onError: {
          target: 'reviewing',
          actions: [
            { type: 'rememberFailure', params: ({ event }) => callFailure('order-failed', event.error) },
            { type: 'notify', params: { notice: 'order-failed' } },
          ],
        },
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
    },
  },
});
