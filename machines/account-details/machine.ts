import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { call } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export type Customer = components['schemas']['Customer'];
export type Contact = components['schemas']['Contact'];

export interface AccountDetails {
  customer: Customer;
  contact: Contact;
}

export type AccountDetailsFailure = CallFailure<'load-failed'>;

export interface AccountDetailsContext {
  customerId: string;
  contactId: string;
  details: AccountDetails | null;
  failure: AccountDetailsFailure | null;
}

export type AccountDetailsEvent = { type: 'RETRY_REQUESTED' };

/** "Mijn gegevens": the signed-in contact and their organisation as the backend has them now. */
export const accountDetailsMachine = setup({
  types: {
    context: {} as AccountDetailsContext,
    events: {} as AccountDetailsEvent,
    input: {} as { customerId: string; contactId: string },
  },
  actors: {
    loadDetails: call<AccountDetails, { customerId: string; contactId: string }>(),
  },
  actions: {
    storeDetails: assign((_, details: AccountDetails) => ({ details, failure: null })),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: callFailure('load-failed', params.error) })),
  },
}).createMachine({
  id: 'accountDetails',
  context: ({ input }) => ({ ...input, details: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ customerId: context.customerId, contactId: context.contactId }),
        onDone: { target: 'loaded', actions: { type: 'storeDetails', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {},
    failed: { on: { RETRY_REQUESTED: 'loading' } },
  },
});
