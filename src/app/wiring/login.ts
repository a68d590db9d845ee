import { fromPromise } from 'xstate';
import { createLoginActors } from '../../../machines/login/actors.ts';
import { loginMachine, type LoginAccount } from '../../../machines/login/machine.ts';
import { ApiFailure } from '../../domain/api-error.ts';
import type { SessionToken } from '../../domain/stored-session.ts';
import { safeReturnPath } from '../navigation.ts';
import type { ShopServices } from '../environment.ts';

/**
 * Hands the token to the session and waits for its answer: the session signs in (loading the
 * customer, carrying the cart over) and announces whether that worked.
 */
function startSessionWith(session: ShopServices['session']) {
  return fromPromise<void, { token: SessionToken; account: LoginAccount }>(({ input }) => {
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
  });
}

/** The login with its token calls, the session it starts, and where it leads: registration, or back where the visitor was going. */
export function loginLogic({ api, session, navigate }: Pick<ShopServices, 'api' | 'session' | 'navigate'>, { returnTo }: { returnTo: string | null }) {
  return loginMachine.provide({
    actors: { ...createLoginActors(api), startSession: startSessionWith(session) },
    actions: {
      goToRegister: (_, { registerKey }) => navigate(registerKey ? `/register/${encodeURIComponent(registerKey)}` : '/register', { replace: true }),
      goToReturnRoute: () => navigate(safeReturnPath(returnTo), { replace: true }),
      logOut: () => session.send({ type: 'LOGOUT' }),
    },
  });
}
