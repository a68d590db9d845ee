import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { ShopUser } from './machine.ts';

/** The shop-user calls of the contacts list (spec 002 §7). */
export function createContactsActors(api: ShopClient) {
  return {
    loadUsers: fromPromise<ShopUser[], { customerId: string }>(async ({ input, signal }) =>
      (await unwrap(api.GET('/v3/customer/customer/{id}/shop-users', { params: { path: { id: input.customerId } }, signal }))).Collection,
    ),
    deleteUser: fromPromise<void, { customerId: string; contactId: string }>(async ({ input, signal }) => {
      await unwrap(api.DELETE('/v3/customer/customer/{id}/shop-users/{userId}', { params: { path: { id: input.customerId, userId: input.contactId } }, signal }));
    }),
    inviteUser: fromPromise<ShopUser, { customerId: string; user: ShopUser; confirmUrl: string }>(async ({ input, signal }) =>
      unwrap(
        api.POST('/v3/customer/customer/{id}/shop-users/{userId}', {
          params: { path: { id: input.customerId, userId: input.user.ContactID } },
          body: { FirstName: input.user.FirstName, LastName: input.user.LastName, Email: input.user.Email, ConfirmURL: input.confirmUrl },
          signal,
        }),
      ),
    ),
  };
}
