import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { LoginCall, People, ShopUser, SubAccount } from './machine.ts';

const loginPath = ({ ownContactId, userName, contactId }: LoginCall) => ({ contactId: ownContactId, userName, targetContactId: contactId });

/** The shop-user and sub-account calls of the contacts list (spec 002 §7). */
export function createContactsActors(api: ShopClient) {
  return {
    loadPeople: fromPromise<People, { customerId: string; ownContactId: string }>(async ({ input, signal }) => {
      const [users, logins] = await Promise.all([
        unwrap(api.GET('/v3/customer/customer/{id}/shop-users', { params: { path: { id: input.customerId } }, signal })),
        unwrap(api.GET('/v2/shop/authorization/{contactId}/subaccounts', { params: { path: { contactId: input.ownContactId } }, signal })),
      ]);
      return { users: users.Collection, logins: logins.Collection };
    }),
    deleteUser: fromPromise<void, { customerId: string; contactId: string }>(async ({ input, signal }) => {
      await unwrap(api.DELETE('/v3/customer/customer/{id}/shop-users/{userId}', { params: { path: { id: input.customerId, userId: input.contactId } }, signal }));
    }),
    readUserCart: fromPromise<number | null, { customerId: string; contactId: string }>(async ({ input, signal }) => {
      try {
        const cart = await unwrap(api.GET('/v3/customer/customer/{id}/shop-users/{userId}/cart', { params: { path: { id: input.customerId, userId: input.contactId } }, signal }));
        const items = cart.Items.reduce((sum, line) => sum + line.Amount, 0);
        return items > 0 ? items : null;
      } catch (error) {
        // 404: the person has no cart.
        if (error instanceof ApiFailure && error.error.kind === 'not-found') return null;
        throw error;
      }
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
    setLoginStatus: fromPromise<SubAccount, LoginCall & { status: 'Active' | 'LockedOut' }>(async ({ input, signal }) =>
      unwrap(api.PATCH('/v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}', { params: { path: loginPath(input) }, body: { Status: input.status }, signal })),
    ),
    revokeLogin: fromPromise<void, LoginCall>(async ({ input, signal }) => {
      await unwrap(api.DELETE('/v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}', { params: { path: loginPath(input) }, signal }));
    }),
    promoteLogin: fromPromise<SubAccount[], LoginCall>(
      async ({ input, signal }) =>
        (await unwrap(api.POST('/v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}/promote', { params: { path: loginPath(input) }, signal }))).Collection,
    ),
  };
}
