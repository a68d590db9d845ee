import { assign, setup } from 'xstate';
import { asApiError } from '../../src/domain/api-error.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

/** A lookup that failed for another reason than "no such serial or product". */
type SerialRedirectFailure = CallFailure<'lookup-failed'>;

export interface SerialRedirectContext {
  serial: string;
  failure: SerialRedirectFailure | null;
}

export type SerialRedirectEvent = { type: 'RETRY_REQUESTED' };

const notFound = (_: unknown, params: { error: unknown }) => asApiError(params.error).kind === 'not-found';

/**
 * `product/serial/{serial}` and `sn/{serial}` (spec 001 §2): the serial is looked up as a serial
 * number first, else as a product, else it is not found; a hit replaces the URL with the product
 * (naming the serial, whose public documents the product page then shows).
 */
export const serialRedirectMachine = setup({
  types: {
    context: {} as SerialRedirectContext,
    events: {} as SerialRedirectEvent,
    input: {} as { serial: string },
  },
  actors: {
    /** Answers the ID of the product the serial belongs to. */
    lookUpSerial: call<string, { serial: string }>(),
    /** Answers the ID of the product whose slug or ID it is. */
    lookUpItem: call<string, { serial: string }>(),
  },
  actions: {
    /** Replaces the URL (no history entry) with the product page; a serial goes along, so the page shows its documents. */
    redirectToProduct: effect<{ productId: string; serial: string | null }>(),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: callFailure('lookup-failed', params.error) })),
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    isSerialUnknown: notFound,
    isItemUnknown: notFound,
  },
}).createMachine({
  id: 'serial-redirect',
  description: 'Een serienummer leidt naar zijn product: eerst als serienummer, anders als product, anders niet gevonden.',
  context: ({ input }) => ({ serial: input.serial, failure: null }),
  initial: 'lookingUpSerial',
  states: {
    lookingUpSerial: {
      tags: ['loading'],
      invoke: {
        id: 'lookUpSerial',
        src: 'lookUpSerial',
        input: ({ context }) => ({ serial: context.serial }),
        onDone: { target: 'redirected', actions: { type: 'redirectToProduct', params: ({ context, event }) => ({ productId: event.output, serial: context.serial }) } },
        onError: [
          { guard: { type: 'isSerialUnknown', params: ({ event }) => ({ error: event.error }) }, target: 'lookingUpItem' },
          { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    lookingUpItem: {
      tags: ['loading'],
      description: 'Geen serienummer met dat nummer: misschien is het een product.',
      invoke: {
        id: 'lookUpItem',
        src: 'lookUpItem',
        input: ({ context }) => ({ serial: context.serial }),
        onDone: { target: 'redirected', actions: { type: 'redirectToProduct', params: ({ event }) => ({ productId: event.output, serial: null }) } },
        onError: [
          { guard: { type: 'isItemUnknown', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    redirected: { type: 'final' },
    notFound: {
      type: 'final',
      description: "Geen serienummer en geen product: 'Dit artikel kon niet gevonden worden'.",
    },
    failed: {
      description: 'Het opzoeken mislukte om een andere reden dan niet gevonden; de pagina biedt aan om het opnieuw te proberen.',
      on: { RETRY_REQUESTED: { target: 'lookingUpSerial', actions: 'forgetFailure' } },
    },
  },
});
