import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';

/** The activation's one call. */
export function createActivationActors(api: ShopClient) {
  return {
    confirmAccount: fromPromise<void, { code: string }>(async ({ input, signal }) => {
      await unwrap(api.POST('/v2/shop/authorization/confirmuser', { params: { query: { code: input.code } }, signal }));
    }),
  };
}
