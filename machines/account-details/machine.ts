import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ApiError } from '../../src/api/errors.ts';
import { asApiError } from '../../src/api/errors.ts';

export type Customer = components['schemas']['Customer'];
export type Contact = components['schemas']['Contact'];

export interface AccountDetails {
  customer: Customer;
  contact: Contact;
}

export interface AccountDetailsContext {
  customerId: string;
  contactId: string;
  details: AccountDetails | null;
  failure: ApiError | null;
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
    loadDetails: fromPromise<AccountDetails, { customerId: string; contactId: string }>(() =>
      Promise.reject(new Error('provided by the app')),
    ),
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
        onDone: { target: 'loaded', actions: assign({ details: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => asApiError(event.error) }) },
      },
    },
    loaded: {},
    failed: { on: { RETRY_REQUESTED: 'loading' } },
  },
});
