import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { createLoginActors } from '../../../machines/login/actors.ts';
import { loginMachine, type Credentials, type LoginAccount, type LoginInput } from '../../../machines/login/machine.ts';
import { selectCredentials, selectFailure, selectIdentityChoice, selectIsSubmitting, selectMissingFields } from '../../../machines/login/selectors.ts';
import { selectSettings } from '../../../machines/session/selectors.ts';
import { ApiFailure } from '../../domain/api-error.ts';
import type { SessionToken } from '../../domain/stored-session.ts';
import { safeReturnPath, singleSignOnHref } from '../navigation.ts';
import type { ShopServices } from '../environment.ts';
import { useServices } from '../services-context.ts';
import { useFlow } from './use-flow.ts';

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
    session.send({ type: 'LOGIN_REQUESTED', login: { token: input.token, customerId: input.account.CustomerID, contactId: input.account.ContactID } });
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
      logOut: () => session.send({ type: 'LOGOUT_REQUESTED' }),
    },
  });
}

/**
 * The login page for the query it was opened with (read once: a token logs in at once and leaves
 * the address bar and the history; a register key or an unauthorised status goes to register),
 * the identity picker when the login holds several accounts, and single sign-on where offered.
 */
export function useLoginFlow(query: string) {
  const { session } = useServices();
  const [{ input, returnTo }] = useState(() => {
    const params = new URLSearchParams(query);
    const opened: LoginInput = { queryToken: params.get('token'), registerKey: params.get('registerKey'), status: params.get('status') };
    return { input: opened, returnTo: params.get('returnTo') };
  });
  const [snapshot, send] = useFlow((shop) => loginLogic(shop, { returnTo }), input);
  useEffect(() => {
    // The token must not stay in the address bar or the history once the machine has it.
    if (!input.queryToken) return;
    const clean = new URL(window.location.href);
    clean.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', clean.pathname + clean.search);
  }, [input]);
  const provider = useSelector(session, (s) => selectSettings(s)?.OidcProviderName ?? null);
  return {
    identityChoice: selectIdentityChoice(snapshot),
    failure: selectFailure(snapshot),
    credentials: selectCredentials(snapshot),
    submitting: selectIsSubmitting(snapshot),
    missing: selectMissingFields(snapshot),
    /** The identity provider (OidcProviderName) and its sign-on address, coming back where the visitor was going. */
    singleSignOn: provider ? { provider, href: singleSignOnHref(provider, 'login', returnTo) } : null,
    submit: (credentials: Credentials) => send({ type: 'SUBMITTED', credentials }),
    chooseCustomer: (customerId: string) => send({ type: 'CUSTOMER_CHOSEN', customerId }),
    chooseContact: (contactId: string) => send({ type: 'CONTACT_CHOSEN', contactId }),
    cancel: () => send({ type: 'CANCELLED' }),
  };
}
