import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';

/** The reset's one call. */
export function createPasswordResetActors(api: ShopClient) {
  return {
    setPassword: fromPromise<void, { code: string; password: string; confirmation: string }>(async ({ input, signal }) => {
      await unwrap(
        api.POST('/v2/shop/authorization/setpassword', {
          body: { Code: input.code, Password: input.password, ConfirmPassword: input.confirmation },
          signal,
        }),
      );
    }),
  };
}
