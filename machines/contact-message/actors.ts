import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { ContactFormRequest } from '../../src/domain/contact-message.ts';

/** The message to the lending service; no bearer is needed, the client sends one when it has it. */
export function createContactMessageActors(api: ShopClient) {
  return {
    sendContactMessage: fromPromise<void, ContactFormRequest>(async ({ input, signal }) => {
      await unwrap(api.POST('/v2/_contact-form', { body: input, signal }));
    }),
  };
}
