import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { SessionToken } from '../../src/domain/stored-session.ts';
import { toSessionToken } from '../session/actors.ts';
import type { Credentials, LoginAccount, LoginAnswer } from './machine.ts';

/** The token calls of the login machine. */
export function createLoginActors(api: ShopClient) {
  return {
    authenticate: fromPromise<LoginAnswer, { credentials: Credentials; account: LoginAccount | null }>(async ({ input, signal }) => {
      const answer = await unwrap(
        api.POST('/v3/core/token/_login', {
          body: {
            UserName: input.credentials.userName.trim(),
            Password: input.credentials.password,
            ...(input.account ? { CustomerID: input.account.CustomerID, ContactID: input.account.ContactID } : {}),
          },
          signal,
        }),
      );
      return { token: answer.Token ? toSessionToken(answer.Token) : null, accounts: answer.Accounts };
    }),

    /**
     * A token from the login query (single sign-on) is exchanged for a fresh one at once, so the
     * token that travelled in a URL is never the one kept.
     */
    identifyToken: fromPromise<{ token: SessionToken; account: LoginAccount }, { accessToken: string }>(async ({ input, signal }) => {
      const fresh = toSessionToken(
        await unwrap(api.POST('/v3/core/token/_refresh', { headers: { Authorization: `Bearer ${input.accessToken}` }, signal })),
      );
      const user = await unwrap(api.GET('/v3/core/token/_user-info', { headers: { Authorization: `Bearer ${fresh.accessToken}` }, signal }));
      return {
        token: fresh,
        account: { CustomerID: user.CustomerID, ContactID: user.ContactID, FirstName: user.FirstName, LastName: user.LastName, CompanyName: '' },
      };
    }),
  };
}
