import { assign, emit, setup } from 'xstate';
import { asApiError, type ApiError } from '../../src/domain/api-error.ts';
import { call } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export interface ActivationInput {
  /** `code` of the activation link; null when the link came without one. */
  code: string | null;
  /**
   * This page (its entry in the browser's history) confirmed its code already. The code left the
   * address bar when it was read, so a reload cannot post it again; it shows the outcome instead.
   */
  confirmedBefore: boolean;
}

/**
 * The backend refused the code (unknown or already used: spec 002 §8 activateError), or the
 * confirmation did not get through (no connection, a server failure): only the second is worth a retry.
 */
export type ActivationFailure = CallFailure<'code-refused' | 'confirm-failed'>;

export interface ActivationContext {
  code: string | null;
  confirmedBefore: boolean;
  failure: ActivationFailure | null;
}

export type ActivationEvent = { type: 'RETRY_REQUESTED' };

export type ActivationEmitted =
  /** The code is redeemed: the page remembers that, so a reload says so instead of posting a used code. */
  { type: 'ACCOUNT_ACTIVATED' };

/** An answer of the backend about the request itself (4xx): the same request would be refused again. */
const isRefusal = (error: ApiError): boolean => error.status >= 400 && error.status < 500;

/** /activate?code= (spec 002 §2, §4): the code of the activation mail is redeemed once. */
export const activationMachine = setup({
  types: {
    context: {} as ActivationContext,
    events: {} as ActivationEvent,
    input: {} as ActivationInput,
    emitted: {} as ActivationEmitted,
  },
  actors: {
    /** POST confirmuser with the code: an unconfirmed login becomes active. */
    confirmAccount: call<void, { code: string }>(),
  },
  actions: {
    rememberFailure: assign((_, failure: ActivationFailure) => ({ failure })),
    forgetFailure: assign({ failure: null }),
    announceActivated: emit({ type: 'ACCOUNT_ACTIVATED' as const }),
  },
  guards: {
    hasCode: ({ context }) => context.code !== null && context.code.trim() !== '',
    wasConfirmedBefore: ({ context }) => context.confirmedBefore,
    isRefusal: (_, params: { error: unknown }) => isRefusal(asApiError(params.error)),
  },
}).createMachine({
  id: 'activation',
  description: 'Activeert een account met de code uit de activatiemail: één keer, met een melding voor elke uitkomst.',
  context: ({ input }) => ({ code: input.code, confirmedBefore: input.confirmedBefore, failure: null }),
  initial: 'readingLink',
  states: {
    readingLink: {
      always: [
        { guard: 'hasCode', target: 'confirming' },
        { guard: 'wasConfirmedBefore', target: 'activated' },
        { target: 'codeMissing' },
      ],
    },
    codeMissing: {
      description: 'codeError: de link heeft geen code; de klant opent de link uit de activatiemail opnieuw.',
    },
    confirming: {
      tags: ['loading'],
      invoke: {
        id: 'confirmAccount',
        src: 'confirmAccount',
        input: ({ context }) => ({ code: (context.code ?? '').trim() }),
        onDone: { target: 'activated', actions: 'forgetFailure' },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'rememberFailure', params: ({ event }) => callFailure('code-refused', event.error) },
          },
          { target: 'confirmFailed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('confirm-failed', event.error) } },
        ],
      },
    },
    confirmFailed: {
      description: 'De bevestiging raakte niet tot bij de server of de server faalde: dezelfde code kan opnieuw geprobeerd worden.',
      on: { RETRY_REQUESTED: 'confirming' },
    },
    refused: {
      description: 'activateError: de server weigerde de code (onbekend of al gebruikt); zijn melding, anders een algemene tekst. Opnieuw proberen helpt niet.',
    },
    activated: {
      description: 'activateSuccess: het account is actief; verder naar aanmelden.',
      entry: 'announceActivated',
    },
  },
});
