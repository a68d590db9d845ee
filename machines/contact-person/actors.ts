import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { ShopUser, ShopUserCreate, ShopUserUpdate } from '../../src/domain/shop-user.ts';

/** The shop-user calls of the contact person form (spec 002 §7). */
export function createContactPersonActors(api: ShopClient) {
  return {
    loadUser: fromPromise<ShopUser, { customerId: string; contactId: string }>(async ({ input, signal }) =>
      unwrap(api.GET('/v3/customer/customer/{id}/shop-users/{userId}', { params: { path: { id: input.customerId, userId: input.contactId } }, signal })),
    ),
    createUser: fromPromise<ShopUser, { customerId: string; user: ShopUserCreate; sendMail: boolean }>(async ({ input, signal }) =>
      unwrap(
        api.POST('/v3/customer/customer/{id}/shop-users', {
          params: { path: { id: input.customerId }, query: { sendMail: input.sendMail } },
          body: input.user,
          signal,
        }),
      ),
    ),
    updateUser: fromPromise<ShopUser, { customerId: string; contactId: string; user: ShopUserUpdate }>(async ({ input, signal }) =>
      unwrap(
        api.PATCH('/v3/customer/customer/{id}/shop-users/{userId}', {
          params: { path: { id: input.customerId, userId: input.contactId } },
          body: input.user,
          signal,
        }),
      ),
    ),
  };
}
