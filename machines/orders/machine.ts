import { assign, setup } from 'xstate';
import type { Label } from '../../src/api/labels.ts';
import { extraOrderInfoProblems, isExtraOrderInfoValid, type ExtraOrderInfo, type ExtraOrderInfoProblems } from '../../src/domain/extra-order-info.ts';
import { mayCancel, mayRequestAgain, type DuplicateMode, type OrderChangeRules, type OrderStatus, type ReservationOrder } from '../../src/domain/orders.ts';
import type { ShopSelection } from '../configurator/machine.ts';
import { call, effect, listener } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export interface OrdersInput {
  customerId: string;
  /** The settings that say when an order may still be cancelled or changed. */
  rules: OrderChangeRules;
  /** When the page opened (ISO): the limits are counted from it; the backend checks again. */
  now: string;
  /** Style setting DUPLICATE_MODE: whether "Opnieuw aanvragen" is offered. */
  duplicateMode: DuplicateMode;
}

/** The cart the session names, as far as it has been read: a requested-again order replaces it. */
export interface SessionCart {
  cartId: string;
  /** How many lines it holds; null while it has not been read (or could not be). */
  lineCount: number | null;
}

/** Everything the orders table shows, read in one wave: the orders with their actions and the order types. */
export interface OrdersPage {
  orders: ReservationOrder[];
  orderTypes: Label[];
}

/** Spec 002 §8: the orders could not be read; a reference, a certificate or the extra order info could not be saved. */
export type OrdersFailure = CallFailure<'load-failed' | 'reference-failed' | 'certificate-failed' | 'extra-info-failed' | 'cancel-failed' | 'duplicate-failed'>;

export interface OrdersContext extends OrdersInput, OrdersPage {
  /** The status filter; null shows every order. */
  status: OrderStatus | null;
  /** The order whose actions pop-up is open. */
  actionsOf: string | null;
  /** The order a cancellation is asked for, or under way. */
  cancelling: string | null;
  /** The order requested again: its new warehouse and period are being chosen, or its cart made. */
  duplicating: string | null;
  /** Why the extra order info given in its dialog cannot be saved yet; empty when nothing is refused. */
  extraInfoProblems: ExtraOrderInfoProblems;
  /** The session's cart; null when it names none. */
  sessionCart: SessionCart | null;
  /** The session's cart, let go while the customer chooses for the cart that replaces it; it comes back when they cancel. */
  setAside: string | null;
  /** The warehouse, delivery and period the requested-again order's cart is made with, once confirmed. */
  choice: ShopSelection | null;
  failure: OrdersFailure | null;
}

export type OrdersEvent =
  | { type: 'RETRY_REQUESTED' }
  | { type: 'STATUS_FILTERED'; status: OrderStatus | null }
  | { type: 'ACTIONS_OPENED'; reservationOrderId: string }
  | { type: 'ACTIONS_CLOSED' }
  | { type: 'PAYMENT_REQUESTED'; reservationOrderId: string }
  | { type: 'REFERENCE_DIALOG_OPENED' }
  | { type: 'REFERENCE_GIVEN'; reference: string }
  | { type: 'CERTIFICATE_DIALOG_OPENED' }
  | { type: 'CERTIFICATE_GIVEN'; number: string }
  | { type: 'EXTRA_INFO_DIALOG_OPENED' }
  | { type: 'EXTRA_INFO_GIVEN'; info: ExtraOrderInfo }
  | { type: 'DIALOG_CLOSED' }
  | { type: 'CANCEL_REQUESTED'; reservationOrderId: string }
  | { type: 'DUPLICATE_REQUESTED'; reservationOrderId: string }
  /** The customer asks for the new cart with the warehouse, delivery and period chosen in the dialog. */
  | { type: 'DUPLICATE_CONFIRMED' }
  | { type: 'CONFIRMED' }
  | { type: 'CANCELLED' }
  /** The session's cart, whenever the session or the cart announces a change. */
  | { type: 'CART_FOLLOWED'; cart: SessionCart | null };

const isKnownIn = (context: OrdersContext, reservationOrderId: string) => context.orders.some((order) => order.ReservationOrderID === reservationOrderId);
const mayRequestAgainIn = (context: OrdersContext, reservationOrderId: string) => mayRequestAgain(context.duplicateMode) && isKnownIn(context, reservationOrderId);

/**
 * "Bestellingen" (spec 002 §2, §4, §7): the organisation's orders, newest expected start first,
 * with their open actions; a status filter; an order's actions in a pop-up, from which a payment
 * starts in the payment modal.
 */
export const ordersMachine = setup({
  types: { context: {} as OrdersContext, events: {} as OrdersEvent, input: {} as OrdersInput },
  actors: {
    /** `GET v2/shop/reservationOrders` (every page, `Orderby DateTimeExpectedStart desc`, include actions) and `GET v2/shop/label?subject=Rental.Reservation`, in parallel. */
    loadOrders: call<OrdersPage, { customerId: string }>(),
    /** `POST v2/shop/reservationOrders/{id}/_update` with `Reference`. */
    saveReference: call<ReservationOrder, { reservationOrderId: string; reference: string }>(),
    /** `POST v2/shop/reservationOrders/{id}/_certificate` with `Number` (IsInactive false). */
    giveCertificate: call<ReservationOrder, { reservationOrderId: string; number: string }>(),
    /** `POST v2/shop/reservationOrders/{id}/_update` with the on-site contact's `CustomFields`. */
    saveExtraInfo: call<ReservationOrder, { reservationOrderId: string; info: ExtraOrderInfo }>(),
    /** `POST v2/shop/reservationOrders/{id}/cancel?sendMail=false`. */
    cancelOrder: call<ReservationOrder, { reservationOrderId: string }>(),
    /**
     * The shop's selection confirms what the dialog shows (or marks what is missing); answers it
     * when complete, else null. It asks nothing of the backend, so it never fails.
     */
    confirmChoice: call<ShopSelection | null>(),
    /** A new cart for the selection (`POST v3/rental/cart`) with the order's lines (`…/{id}/items`, then `PUT v3/rental/cart/{id}/items`); answers its CartID. */
    duplicateOrder: call<string, { reservationOrderId: string; selection: ShopSelection }>(),
    /** Reports the session's cart (CART_FOLLOWED) now and whenever the session or the cart changes. */
    followShop: listener<OrdersEvent>(),
  },
  actions: {
    /** Opens the payment modal of the order over the orders tab (the payment return address). */
    openPayment: effect<{ reservationOrderId: string }>(),
    announceReferenceSaved: effect(),
    announceCertificateGiven: effect(),
    announceExtraInfoSaved: effect(),
    announceFailure: effect<{ failure: OrdersFailure }>(),
    announceCancelled: effect<{ reservationOrderId: string }>(),
    /** The new cart becomes the current cart, and the shop opens it. */
    openCart: effect<{ cartId: string; reservationOrderId: string }>(),
    /** The session lets go of its cart, so the choice in the dialog does not move it along. */
    setCartAside: effect(),
    /** The cart set aside is the session's cart again. */
    takeCartBack: effect<{ cartId: string }>(),
    /** The order as the backend answered a change: its actions count again at once, before the list is read again. */
    takeOrder: assign(({ context }, changed: ReservationOrder) => ({
      orders: context.orders.map((order) => (order.ReservationOrderID === changed.ReservationOrderID ? changed : order)),
    })),
    takeOrders: assign((_, page: OrdersPage) => ({ ...page, failure: null })),
    rememberFailure: assign((_, failure: OrdersFailure) => ({ failure })),
    rememberExtraInfoProblems: assign((_, info: ExtraOrderInfo) => ({ extraInfoProblems: extraOrderInfoProblems(info) })),
    forgetExtraInfoProblems: assign({ extraInfoProblems: {} }),
    filter: assign((_, status: OrderStatus | null) => ({ status })),
    showActionsOf: assign((_, reservationOrderId: string) => ({ actionsOf: reservationOrderId })),
    hideActions: assign({ actionsOf: null }),
    aimCancel: assign((_, reservationOrderId: string) => ({ cancelling: reservationOrderId })),
    releaseCancel: assign({ cancelling: null }),
    aimDuplicate: assign((_, reservationOrderId: string) => ({ duplicating: reservationOrderId })),
    releaseDuplicate: assign({ duplicating: null, setAside: null, choice: null }),
    keepSetAside: assign(({ context }) => ({ setAside: context.sessionCart?.cartId ?? null })),
    takeChoice: assign((_, choice: ShopSelection | null) => ({ choice })),
    followCart: assign((_, sessionCart: SessionCart | null) => ({ sessionCart })),
  },
  guards: {
    extraInfoIncomplete: (_, info: ExtraOrderInfo) => !isExtraOrderInfoValid(info),
    isKnownOrder: ({ context }, reservationOrderId: string) => isKnownIn(context, reservationOrderId),
    mayRequestAgainIt: ({ context }, reservationOrderId: string) => mayRequestAgainIn(context, reservationOrderId),
    /** Only a cart known to be empty is replaced without asking: one not read yet may hold lines. */
    replacesFilledCart: ({ context }, reservationOrderId: string) =>
      mayRequestAgainIn(context, reservationOrderId) && context.sessionCart !== null && context.sessionCart.lineCount !== 0,
    cartSetAside: ({ context }) => context.setAside !== null,
    isChoice: (_, choice: ShopSelection | null) => choice !== null,
    mayCancelIt: ({ context }, reservationOrderId: string) => {
      const order = context.orders.find((candidate) => candidate.ReservationOrderID === reservationOrderId);
      return order !== undefined && mayCancel(order, context.rules, new Date(context.now));
    },
  },
}).createMachine({
  id: 'orders',
  description: 'De bestellingen van de organisatie met hun openstaande acties, te filteren op status; de acties van een bestelling in een venster.',
  context: ({ input }) => ({
    ...input,
    orders: [],
    orderTypes: [],
    status: null,
    actionsOf: null,
    cancelling: null,
    duplicating: null,
    extraInfoProblems: {},
    sessionCart: null,
    setAside: null,
    choice: null,
    failure: null,
  }),
  invoke: { id: 'followShop', src: 'followShop' },
  on: { CART_FOLLOWED: { actions: { type: 'followCart', params: ({ event }) => event.cart } } },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadOrders',
        id: 'loadOrders',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: { target: 'ready', actions: { type: 'takeOrders', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('load-failed', event.error) } },
      },
    },
    failed: {
      description: 'De bestellingen konden niet gelezen worden: de pagina zegt het en laat opnieuw proberen.',
      on: { RETRY_REQUESTED: 'loading' },
    },
    ready: {
      on: {
        STATUS_FILTERED: { actions: { type: 'filter', params: ({ event }) => event.status } },
        ACTIONS_OPENED: {
          guard: { type: 'isKnownOrder', params: ({ event }) => event.reservationOrderId },
          target: 'showingActions',
          actions: { type: 'showActionsOf', params: ({ event }) => event.reservationOrderId },
        },
        DUPLICATE_REQUESTED: [
          {
            guard: { type: 'replacesFilledCart', params: ({ event }) => event.reservationOrderId },
            target: 'confirmingReplace',
            actions: { type: 'aimDuplicate', params: ({ event }) => event.reservationOrderId },
          },
          {
            guard: { type: 'mayRequestAgainIt', params: ({ event }) => event.reservationOrderId },
            target: 'choosingDuplicate',
            actions: { type: 'aimDuplicate', params: ({ event }) => event.reservationOrderId },
          },
        ],
        CANCEL_REQUESTED: {
          guard: { type: 'mayCancelIt', params: ({ event }) => event.reservationOrderId },
          target: 'confirmingCancel',
          actions: { type: 'aimCancel', params: ({ event }) => event.reservationOrderId },
        },
      },
    },
    confirmingReplace: {
      description:
        'De sessie heeft een winkelwagen die niet leeg is (of nog niet gelezen): eerst zeggen dat de nieuwe winkelwagen hem vervangt. Annuleren laat hem zoals hij is; bevestigen zet hem opzij terwijl de klant kiest.',
      on: {
        CONFIRMED: { target: 'choosingDuplicate', actions: ['keepSetAside', 'setCartAside'] },
        CANCELLED: { target: 'ready', actions: 'releaseDuplicate' },
      },
    },
    choosingDuplicate: {
      description: 'Opnieuw aanvragen: eerst het magazijn en de periode kiezen, met de keuze die de winkel al heeft.',
      on: {
        DUPLICATE_CONFIRMED: 'confirmingChoice',
        CANCELLED: [
          { guard: 'cartSetAside', target: 'ready', actions: [{ type: 'takeCartBack', params: ({ context }) => ({ cartId: context.setAside ?? '' }) }, 'releaseDuplicate'] },
          { target: 'ready', actions: 'releaseDuplicate' },
        ],
      },
    },
    confirmingChoice: {
      tags: ['busy'],
      description: 'De keuze van de winkel wordt bevestigd; wat ontbreekt, toont de keuze zelf, en de klant kiest verder.',
      invoke: {
        src: 'confirmChoice',
        id: 'confirmChoice',
        onDone: [
          { guard: { type: 'isChoice', params: ({ event }) => event.output }, target: 'duplicating', actions: { type: 'takeChoice', params: ({ event }) => event.output } },
          { target: 'choosingDuplicate' },
        ],
      },
    },
    duplicating: {
      tags: ['busy'],
      invoke: {
        src: 'duplicateOrder',
        id: 'duplicateOrder',
        input: ({ context }) => {
          if (context.choice === null) throw new Error('duplicating is entered with a confirmed selection only');
          return { reservationOrderId: context.duplicating ?? '', selection: context.choice };
        },
        onDone: {
          target: 'ready',
          actions: [{ type: 'openCart', params: ({ context, event }) => ({ cartId: event.output, reservationOrderId: context.duplicating ?? '' }) }, 'releaseDuplicate'],
        },
        onError: {
          target: 'choosingDuplicate',
          actions: { type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('duplicate-failed', event.error) }) },
        },
      },
    },
    confirmingCancel: {
      description: 'Annuleren vraagt eerst een bevestiging.',
      on: { CONFIRMED: 'cancelling', CANCELLED: { target: 'ready', actions: 'releaseCancel' } },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        src: 'cancelOrder',
        id: 'cancelOrder',
        input: ({ context }) => ({ reservationOrderId: context.cancelling ?? '' }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'takeOrder', params: ({ event }) => event.output },
            { type: 'announceCancelled', params: ({ context }) => ({ reservationOrderId: context.cancelling ?? '' }) },
            'releaseCancel',
          ],
        },
        onError: {
          target: 'ready',
          actions: [{ type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('cancel-failed', event.error) }) }, 'releaseCancel'],
        },
      },
    },
    showingActions: {
      description: 'Het venster met de acties van één bestelling: afgerond of nog te doen, verplicht of niet.',
      on: {
        REFERENCE_DIALOG_OPENED: 'givingReference',
        CERTIFICATE_DIALOG_OPENED: 'givingCertificate',
        EXTRA_INFO_DIALOG_OPENED: 'givingExtraInfo',
        ACTIONS_CLOSED: { target: 'ready', actions: 'hideActions' },
        PAYMENT_REQUESTED: {
          guard: { type: 'isKnownOrder', params: ({ event }) => event.reservationOrderId },
          target: 'ready',
          actions: ['hideActions', { type: 'openPayment', params: ({ event }) => ({ reservationOrderId: event.reservationOrderId }) }],
        },
      },
    },
    givingReference: {
      description: 'De referentie van de bestelling, verplicht in dit venster.',
      on: { REFERENCE_GIVEN: 'savingReference', DIALOG_CLOSED: 'showingActions' },
    },
    savingReference: {
      tags: ['busy'],
      invoke: {
        src: 'saveReference',
        id: 'saveReference',
        input: ({ context, event }) => ({ reservationOrderId: context.actionsOf ?? '', reference: event.type === 'REFERENCE_GIVEN' ? event.reference : '' }),
        onDone: { target: 'refreshing', actions: [{ type: 'takeOrder', params: ({ event }) => event.output }, 'announceReferenceSaved'] },
        onError: { target: 'givingReference', actions: { type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('reference-failed', event.error) }) } },
      },
    },
    givingCertificate: {
      description: 'Het nummer van een attest, één per keer; de gegeven nummers staan erbij.',
      on: { CERTIFICATE_GIVEN: 'savingCertificate', DIALOG_CLOSED: 'showingActions' },
    },
    savingCertificate: {
      tags: ['busy'],
      invoke: {
        src: 'giveCertificate',
        id: 'giveCertificate',
        input: ({ context, event }) => ({ reservationOrderId: context.actionsOf ?? '', number: event.type === 'CERTIFICATE_GIVEN' ? event.number : '' }),
        onDone: { target: 'refreshing', actions: [{ type: 'takeOrder', params: ({ event }) => event.output }, 'announceCertificateGiven'] },
        onError: { target: 'givingCertificate', actions: { type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('certificate-failed', event.error) }) } },
      },
    },
    givingExtraInfo: {
      description: 'De extra informatie die de uitleendienst vraagt (spec 002 §4): de verantwoordelijke ter plaatse, naam en telefoon; onvolledig wordt niet bewaard.',
      on: {
        EXTRA_INFO_GIVEN: [
          {
            guard: { type: 'extraInfoIncomplete', params: ({ event }) => event.info },
            actions: { type: 'rememberExtraInfoProblems', params: ({ event }) => event.info },
          },
          { target: 'savingExtraInfo', actions: 'forgetExtraInfoProblems' },
        ],
        DIALOG_CLOSED: { target: 'showingActions', actions: 'forgetExtraInfoProblems' },
      },
    },
    savingExtraInfo: {
      tags: ['busy'],
      invoke: {
        src: 'saveExtraInfo',
        id: 'saveExtraInfo',
        input: ({ context, event }) => {
          if (event.type !== 'EXTRA_INFO_GIVEN') throw new Error('savingExtraInfo is entered with the given info only');
          return { reservationOrderId: context.actionsOf ?? '', info: event.info };
        },
        onDone: { target: 'refreshing', actions: [{ type: 'takeOrder', params: ({ event }) => event.output }, 'announceExtraInfoSaved'] },
        onError: { target: 'givingExtraInfo', actions: { type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('extra-info-failed', event.error) }) } },
      },
    },
    refreshing: {
      description:
        'Na een wijziging worden de bestellingen en hun acties opnieuw gelezen; het venster blijft open met de gewijzigde bestelling. Wie het venster intussen sluit, ziet de bestelling zoals het bewaren ze teruggaf.',
      // A slow line must not keep the pop-up open: the changed order is already in the list.
      on: { ACTIONS_CLOSED: { target: 'ready', actions: 'hideActions' } },
      invoke: {
        src: 'loadOrders',
        id: 'refreshOrders',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: { target: 'showingActions', actions: { type: 'takeOrders', params: ({ event }) => event.output } },
        // The changed order is shown already: a list that could not be read again stays as it was.
        onError: 'showingActions',
      },
    },
  },
});
