import { useSelector } from '@xstate/react';
import { waitFor, type ActorRefFrom } from 'xstate';
import type { categoriesMachine } from '../../../machines/categories/machine.ts';
import { createSessionActors, persistSession } from '../../../machines/session/actors.ts';
import { sessionMachine } from '../../../machines/session/machine.ts';
import { selectAccount, selectGuestCheckoutAllowed, selectHasToken, selectIsSettled, selectIsSignedIn } from '../../../machines/session/selectors.ts';
import type { toastsMachine } from '../../../machines/toasts/machine.ts';
import type { TokenProvider } from '../../api/auth.ts';
import { fetchStyleSettings, type StyleSettingsSource } from '../../api/style-settings.ts';
import { clearDrafts } from '../flow-drafts.ts';
import { DEFAULT_STYLE_SETTINGS } from '../../domain/style-settings.ts';
import { isExpired, restoreState, SESSION_KEY, SHOP_STORE_KEY, type KeyValueStore } from '../../domain/stored-session.ts';
import { sessionExpiredText } from '../../texts/session.ts';
import { useServices } from '../services-context.ts';
import type { ShopEnvironment } from '../environment.ts';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface SessionWiring extends Pick<ShopEnvironment, 'api' | 'store' | 'navigate' | 'now' | 'exclusive'> {
  categories: ActorRefFrom<typeof categoriesMachine>;
  /** Where the deployment's style settings are read (src/api/style-settings.ts). */
  styleSettings: StyleSettingsSource;
  appVersion: string;
  /** Spec 002 §2: the optional route a logout leads to. */
  routeAfterLogout: string | null;
}

/** The session with its calls, local storage, the categories it reloads and the route after a logout. */
export function sessionLogic({ api, store, navigate, now, exclusive, categories, styleSettings, appVersion, routeAfterLogout }: SessionWiring) {
  return sessionMachine.provide({
    actors: createSessionActors({ api, store, appVersion, now, exclusive, loadStyleSettings: (signal) => fetchStyleSettings(styleSettings, DEFAULT_STYLE_SETTINGS, signal) }),
    actions: {
      persist: ({ context }) => persistSession(store, context),
      clearDrafts: () => clearDrafts(store),
      reloadCategories: () => categories.send({ type: 'RELOAD_REQUESTED' }),
      navigateAfterLogout: () => {
        if (routeAfterLogout) navigate(routeAfterLogout);
      },
    },
  });
}

/**
 * The customer reads why they are signed out during the short delay before it happens; and what
 * another tab stores (a refreshed token, a login, a logout, a cart) reaches this tab's session.
 */
export function connectSession({ session, toasts, store, appVersion }: { session: SessionActor; toasts: ActorRefFrom<typeof toastsMachine>; store: KeyValueStore; appVersion: string }) {
  session.on('REFRESH_FAILED', () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: sessionExpiredText() }));
  store.watchOtherTabs((key) => {
    if (key !== SESSION_KEY && key !== SHOP_STORE_KEY) return;
    session.send({ type: 'STORAGE_CHANGED', restored: restoreState(store.read(SESSION_KEY), store.read(SHOP_STORE_KEY), appVersion) });
  });
}

/**
 * The client's token provider: the session owns the token. A token found expired before use, and
 * one the backend refused, are refreshed by the session's one refresh.
 */
export function sessionTokens(session: () => SessionActor, now: () => Date): TokenProvider {
  return {
    current: () => session().getSnapshot().context.token?.accessToken ?? null,
    expired(accessToken) {
      const token = session().getSnapshot().context.token;
      return token !== null && token.accessToken === accessToken && isExpired(token, now());
    },
    async refresh() {
      session().send({ type: 'TOKEN_REJECTED' });
      const settled = await waitFor(session(), (s) => !s.hasTag('refreshing'));
      return settled.hasTag('refresh-failed') ? null : (settled.context.token?.accessToken ?? null);
    },
  };
}

/** The signed-in contact and customer, which the calls that ask for them get as query parameters. */
export function sessionIdentity(session: SessionActor): { contactID: string; customerID: string } | null {
  const account = session.getSnapshot().context.account;
  return account ? { contactID: account.ContactID, customerID: account.CustomerID } : null;
}

/**
 * Who is there and signing out, as the top bar and the error pages show it: the account (the
 * account and logout buttons show only with one), a token (the cart button shows only with one),
 * and whether going on as a guest is offered (AllowAnonymousShopUser).
 */
export function useSessionFlow() {
  const { session } = useServices();
  return {
    account: useSelector(session, selectAccount),
    signedIn: useSelector(session, selectIsSignedIn),
    hasToken: useSelector(session, selectHasToken),
    settled: useSelector(session, selectIsSettled),
    guestCheckoutOffered: useSelector(session, selectGuestCheckoutAllowed),
    logOut: () => session.send({ type: 'LOGOUT_REQUESTED' }),
  };
}
