import { assign, setup } from 'xstate';
import type { ReservationOrder, ReservationOrderItem, Warehouse } from '../../src/domain/orders.ts';
import { call } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export interface OrderDetailInput {
  reservationOrderId: string;
}

/** What the details page shows, read in one wave. */
export interface OrderDetails {
  order: ReservationOrder;
  items: ReservationOrderItem[];
  /** The warehouse of the order, for its name and address; null when it is not (any longer) listed. */
  warehouse: Warehouse | null;
}

/** Spec 002 §8: the order could not be read (errorNotFound when it does not exist). */
export type OrderDetailFailure = CallFailure<'load-failed'>;

export interface OrderDetailContext extends OrderDetailInput {
  details: OrderDetails | null;
  failure: OrderDetailFailure | null;
}

export type OrderDetailEvent = { type: 'RETRY_REQUESTED' };

/** An order's details page (spec 002 §2, §3): the order with its actions, its lines with their products, and its warehouse. */
export const orderDetailMachine = setup({
  types: { context: {} as OrderDetailContext, events: {} as OrderDetailEvent, input: {} as OrderDetailInput },
  actors: {
    /** `GET v2/shop/reservationOrders/{id}?include=actions`, `…/{id}/items?include=item` and `GET v2/shop/warehouse`, in parallel. */
    loadDetails: call<OrderDetails, { reservationOrderId: string }>(),
  },
  actions: {
    takeDetails: assign((_, details: OrderDetails) => ({ details, failure: null })),
    rememberFailure: assign((_, failure: OrderDetailFailure) => ({ failure })),
  },
}).createMachine({
  id: 'orderDetail',
  description: 'De details van één bestelling: de bestelling met haar acties, haar lijnen met hun producten en het magazijn, in één golf gelezen.',
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
    ready: {},
  },
});
