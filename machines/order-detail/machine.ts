import { assign, setup } from 'xstate';
import type { OrderChangeRules, ReservationOrder, ReservationOrderItem, Warehouse } from '../../src/domain/orders.ts';
import type { Customer } from '../../src/domain/profile.ts';
import type { OrderDetailField } from '../../src/domain/style-settings.ts';
import type { CartAttachment } from '../../src/domain/uploads.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export interface OrderDetailInput {
  reservationOrderId: string;
  /** The shop sells (ShopSalesModus): an order is picked up on its day and kept. */
  salesMode: boolean;
  /** The settings that say when an order may still be changed: whether the page offers its edit page. */
  rules: OrderChangeRules;
  /** When the page opened (ISO): the editing days are counted from it, as on the orders page. */
  now: string;
  /** The signed-in customer, whose details the page shows as the order's personal info; null when unknown. */
  customer: Customer | null;
  /** Style setting `hiddenFields` (spec 002 §2): the personal details the page leaves out. */
  hiddenFields: readonly OrderDetailField[];
}

/** What the details page shows, read in one wave. */
export interface OrderDetails {
  order: ReservationOrder;
  items: ReservationOrderItem[];
  /** The warehouse of the order, for its name and address; null when it is not (any longer) listed. */
  warehouse: Warehouse | null;
  /** The files given with the order (at checkout and since), as the upload field lists them. */
  files: CartAttachment[];
}

/** The order confirmation to download (`documents/order-confirmation/{ReservationID}/{fileName}`). */
export interface OrderDocument {
  reservationOrderId: string;
  reservationId: string;
  fileName: string;
}

/** Spec 002 §8: the order could not be read (errorNotFound when it does not exist). */
export type OrderDetailFailure = CallFailure<'load-failed' | 'document-failed'>;

export interface OrderDetailContext extends OrderDetailInput {
  details: OrderDetails | null;
  failure: OrderDetailFailure | null;
}

export type OrderDetailEvent = { type: 'RETRY_REQUESTED' } | { type: 'DOCUMENT_REQUESTED' };

/** Spec 002 §2: the order confirmation, named after the order. */
export const confirmationOf = (order: Pick<ReservationOrder, 'ReservationOrderID' | 'ReservationID'>): OrderDocument => ({
  reservationOrderId: order.ReservationOrderID,
  reservationId: order.ReservationID,
  fileName: `Orderbevestiging-${order.ReservationOrderID}.pdf`,
});

/** An order's details page (spec 002 §2, §3): the order with its actions, its lines with their products, and its warehouse. */
export const orderDetailMachine = setup({
  types: { context: {} as OrderDetailContext, events: {} as OrderDetailEvent, input: {} as OrderDetailInput },
  actors: {
    /** `GET v2/shop/reservationOrders/{id}?include=actions`, `…/{id}/items?include=item` and `GET v2/shop/warehouse`, in parallel. */
    loadDetails: call<OrderDetails, { reservationOrderId: string }>(),
    /** `GET …/{id}/documents/order-confirmation/{ReservationID}/{fileName}`, as a blob. */
    fetchDocument: call<Blob, OrderDocument>(),
  },
  actions: {
    /** Hands the document to the browser as a download under its name. */
    saveDocument: effect<{ blob: Blob; fileName: string }>(),
    announceFailure: effect<{ failure: OrderDetailFailure }>(),
    takeDetails: assign((_, details: OrderDetails) => ({ details, failure: null })),
    rememberFailure: assign((_, failure: OrderDetailFailure) => ({ failure })),
  },
}).createMachine({
  id: 'order-detail',
  description: 'De details van één bestelling: de bestelling met haar acties, haar lijnen met hun producten, het magazijn en de bestanden, in één golf gelezen; de orderbevestiging als download.',
  context: ({ input }) => ({ ...input, details: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadDetails',
        id: 'loadDetails',
        input: ({ context }) => ({ reservationOrderId: context.reservationOrderId }),
        onDone: { target: 'ready', actions: { type: 'takeDetails', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('load-failed', event.error) } },
      },
    },
    failed: {
      description: 'De bestelling kon niet gelezen worden of bestaat niet: de pagina zegt het en laat opnieuw proberen.',
      on: { RETRY_REQUESTED: 'loading' },
    },
    ready: {
      on: { DOCUMENT_REQUESTED: 'downloading' },
    },
    downloading: {
      description: 'De orderbevestiging wordt opgehaald en als pdf aan de browser gegeven.',
      tags: ['busy'],
      invoke: {
        src: 'fetchDocument',
        id: 'fetchDocument',
        input: ({ context }) => confirmationOf(context.details!.order),
        onDone: { target: 'ready', actions: { type: 'saveDocument', params: ({ context, event }) => ({ blob: event.output, fileName: confirmationOf(context.details!.order).fileName }) } },
        onError: { target: 'ready', actions: { type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('document-failed', event.error) }) } },
      },
    },
  },
});
