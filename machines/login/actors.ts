import { fromPromise, type ActorRefFrom } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import { ApiFailure } from '../../src/api/errors.ts';
import type { SessionToken } from '../../src/domain/stored-session.ts';
import { toSessionToken } from '../session/actors.ts';
import type { sessionMachine } from '../session/machine.ts';
import type { Credentials, LoginAccount, LoginAnswer } from './machine.ts';

export interface LoginEffects {
  api: ShopClient;
  session: ActorRefFrom<typeof sessionMachine>;
  goToRegister(registerKey: string | null): void;
  goToReturnRoute(): void;
  registerKey: string | null;
}

/** The effects of the login machine: the token calls, and handing the token to the session. */
export function createLoginImplementations({ api, session, goToRegister, goToReturnRoute, registerKey }: LoginEffects) {
  return {
    actors: {
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

      startSession: fromPromise<void, { token: SessionToken; account: LoginAccount }>(({ input }) => {
        const outcome = new Promise<void>((resolve, reject) => {
          const succeeded = session.on('LOGIN_ATTEMPT_SUCCEEDED', () => {
            stop();
            resolve();
          });
          const failed = session.on('LOGIN_ATTEMPT_FAILED', (event) => {
            stop();
            reject(new ApiFailure(event.error));
          });
          const stop = () => {
            succeeded.unsubscribe();
            failed.unsubscribe();
          };
        });
        session.send({ type: 'LOGIN', login: { token: input.token, customerId: input.account.CustomerID, contactId: input.account.ContactID } });
        return outcome;
      }),
    },
    actions: {
      goToRegister: () => goToRegister(registerKey),
      goToReturnRoute,
      logOut: () => session.send({ type: 'LOGOUT' }),
    },
  };
}
