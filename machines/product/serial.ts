import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../../src/api/errors.ts';
import { asApiError } from '../../src/api/errors.ts';

export interface SerialRedirectContext {
  serial: string;
  failure: ApiError | null;
}

export type SerialRedirectEvent = { type: 'RETRY_REQUESTED' };

const notFound = (_: unknown, params: { error: unknown }) => asApiError(params.error).kind === 'not-found';

/**
 * `product/serial/{serial}` and `sn/{serial}` (spec 001 §2): the serial is looked up as a serial
 * number first, else as a product, else it is not found; a hit replaces the URL with the product.
 */
export const serialRedirectMachine = setup({
  types: {
    context: {} as SerialRedirectContext,
    events: {} as SerialRedirectEvent,
    input: {} as { serial: string },
  },
  actors: {
    /** Answers the ID of the product the serial belongs to. */
    lookUpSerial: fromPromise<string, { serial: string }>(() => Promise.reject(new Error('provided by the app'))),
    /** Answers the ID of the product whose slug or ID it is. */
    lookUpItem: fromPromise<string, { serial: string }>(() => Promise.reject(new Error('provided by the app'))),
  },
  actions: {
    /** Replaces the URL (no history entry) with the product page. */
    redirectToProduct: (_, _params: { productId: string }) => {},
  },
  guards: {
    isSerialUnknown: notFound,
    isItemUnknown: notFound,
  },
}).createMachine({
  id: 'serialRedirect',
  description: 'A serial number leads to its product: as serial first, else as product, else not found.',
  context: ({ input }) => ({ serial: input.serial, failure: null }),
  initial: 'lookingUpSerial',
  states: {
    lookingUpSerial: {
      tags: ['loading'],
      invoke: {
        id: 'lookUpSerial',
        src: 'lookUpSerial',
        input: ({ context }) => ({ serial: context.serial }),
        onDone: { target: 'redirected', actions: { type: 'redirectToProduct', params: ({ event }) => ({ productId: event.output }) } },
        onError: [
          { guard: { type: 'isSerialUnknown', params: ({ event }) => ({ error: event.error }) }, target: 'lookingUpItem' },
          { target: 'failed', actions: assign({ failure: ({ event }) => asApiError(event.error) }) },
        ],
      },
    },
    lookingUpItem: {
      tags: ['loading'],
      description: 'No serial of that number: perhaps it is a product.',
      invoke: {
        id: 'lookUpItem',
        src: 'lookUpItem',
        input: ({ context }) => ({ serial: context.serial }),
        onDone: { target: 'redirected', actions: { type: 'redirectToProduct', params: ({ event }) => ({ productId: event.output }) } },
        onError: [
          { guard: { type: 'isItemUnknown', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed', actions: assign({ failure: ({ event }) => asApiError(event.error) }) },
        ],
      },
    },
    redirected: { type: 'final' },
    notFound: {
      type: 'final',
      description: "Neither a serial nor a product: 'Dit artikel kon niet gevonden worden'.",
    },
    failed: {
      description: 'The lookup failed for another reason than not found; the page offers a retry.',
      on: { RETRY_REQUESTED: { target: 'lookingUpSerial', actions: assign({ failure: null }) } },
    },
  },
});
