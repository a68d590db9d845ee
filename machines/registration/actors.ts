import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { RegistrationKey, RegistrationRequest } from '../../src/domain/registration.ts';
import type { RegistrationResult } from './machine.ts';

/** `_register` and `_register/{key}` take the one extra contact as `Contact`. */
function withOneContact({ Contacts, ...request }: RegistrationRequest) {
  return { ...request, ...(Contacts[0] ? { Contact: Contacts[0] } : {}) };
}

/** The registration calls (spec 002 §7); none needs a bearer. */
export function createRegistrationActors(api: ShopClient) {
  return {
    loadKey: fromPromise<RegistrationKey, { registerKey: string }>(async ({ input, signal }) =>
      unwrap(api.GET('/v3/customer/customer/_register/{key}', { params: { path: { key: input.registerKey } }, signal })),
    ),
    register: fromPromise<RegistrationResult, RegistrationRequest>(async ({ input, signal }) =>
      unwrap(api.POST('/v3/customer/customer/_register', { body: withOneContact(input), signal })),
    ),
    registerWithContacts: fromPromise<RegistrationResult, RegistrationRequest>(async ({ input, signal }) =>
      unwrap(api.POST('/v3/customer/customer/_register-multiple-contacts', { body: input, signal })),
    ),
    registerWithKey: fromPromise<RegistrationResult, { registerKey: string; request: RegistrationRequest }>(async ({ input, signal }) =>
      unwrap(api.POST('/v3/customer/customer/_register/{key}', { params: { path: { key: input.registerKey } }, body: withOneContact(input.request), signal })),
    ),
  };
}
