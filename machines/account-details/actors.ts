import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { AccountDetails } from './machine.ts';

export function createAccountDetailsActors(api: ShopClient) {
  return {
    loadDetails: fromPromise<AccountDetails, { customerId: string; contactId: string }>(async ({ input, signal }) => {
      const [customer, contact] = await Promise.all([
        unwrap(api.GET('/v3/customer/customer/{id}', { params: { path: { id: input.customerId } }, signal })),
        unwrap(api.GET('/v2/shop/contacts/{id}', { params: { path: { id: input.contactId } }, signal })),
      ]);
      return { customer, contact };
    }),
  };
}
