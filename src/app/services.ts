import { createContext, useContext } from 'react';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { createCategoryActors } from '../../machines/categories/actors.ts';
import { categoriesMachine } from '../../machines/categories/machine.ts';
import { cookieConsentMachine } from '../../machines/cookie-consent/machine.ts';
import { overlaysMachine } from '../../machines/overlays/machine.ts';
import { createSessionImplementations } from '../../machines/session/actors.ts';
import { sessionMachine } from '../../machines/session/machine.ts';
import { toastsMachine } from '../../machines/toasts/machine.ts';
import type { TokenProvider } from '../api/auth.ts';
import { createShopClient, type ShopClient } from '../api/client.ts';
import type { Language } from '../api/context.ts';
import { isExpired } from '../domain/stored-session.ts';
import { createConsentImplementations } from './consent.ts';
import type { KeyValueStore } from './storage.ts';

export interface ShopServices {
  api: ShopClient;
  session: ActorRefFrom<typeof sessionMachine>;
  categories: ActorRefFrom<typeof categoriesMachine>;
  toasts: ActorRefFrom<typeof toastsMachine>;
  overlays: ActorRefFrom<typeof overlaysMachine>;
  cookieConsent: ActorRefFrom<typeof cookieConsentMachine>;
}

export interface ShopServicesOptions {
  baseUrl: string;
  store: KeyValueStore;
  appVersion: string;
  language(): Language;
  navigate(path: string): void;
  /** Spec 002 §2: the optional route a logout leads to. */
  routeAfterLogout: string | null;
  /** Spec 000 §4: an unauthorised answer logs out "where configured". */
  logoutOnUnauthorized: boolean;
  loadAnalytics(): void;
  now?: () => Date;
}

/**
 * The composition root: the long-lived actors of the shop and the one client, wired so the
 * session machine owns the token the client sends.
 */
export function createShopServices(options: ShopServicesOptions): ShopServices {
  const now = options.now ?? (() => new Date());
  // The client needs the session (its token provider) and the session needs the client: the
  // provider reads the session actor only when a call is made, after both exist.
  let session: ShopServices['session'] | null = null;
  const sessionActor = () => {
    if (!session) throw new Error('the session actor is created with the client');
    return session;
  };

  const tokens: TokenProvider = {
    current() {
      const snapshot = sessionActor().getSnapshot();
      const token = snapshot.context.token;
      if (!token) return null;
      if (isExpired(token, now())) {
        sessionActor().send({ type: 'TOKEN_EXPIRED' });
        return null;
      }
      return token.accessToken;
    },
    async refresh() {
      sessionActor().send({ type: 'TOKEN_REJECTED' });
      const settled = await waitFor(sessionActor(), (s) => !s.hasTag('refreshing'));
      return settled.hasTag('refresh-failed') ? null : (settled.context.token?.accessToken ?? null);
    },
  };

  const api = createShopClient({
    baseUrl: options.baseUrl,
    tokens,
    language: options.language,
    identity: () => {
      const account = sessionActor().getSnapshot().context.account;
      return account ? { contactID: account.ContactID, customerID: account.CustomerID } : null;
    },
    onUnauthorized: () => {
      if (options.logoutOnUnauthorized && sessionActor().getSnapshot().matches('signedIn')) sessionActor().send({ type: 'LOGOUT' });
    },
  });

  const categories = createActor(categoriesMachine.provide({ actors: createCategoryActors(api) }));
  session = createActor(
    sessionMachine.provide(
      createSessionImplementations({
        api,
        store: options.store,
        appVersion: options.appVersion,
        reloadCategories: () => categories.send({ type: 'RELOAD_REQUESTED' }),
        navigateAfterLogout: () => {
          if (options.routeAfterLogout) options.navigate(options.routeAfterLogout);
        },
      }),
    ),
    { input: { appVersion: options.appVersion } },
  );
  const toasts = createActor(toastsMachine);
  const overlays = createActor(overlaysMachine);
  const cookieConsent = createActor(cookieConsentMachine.provide(createConsentImplementations(options.store, options.loadAnalytics)));

  for (const actor of [session, categories, toasts, overlays, cookieConsent]) actor.start();
  return { api, session, categories, toasts, overlays, cookieConsent };
}

export const ServicesContext = createContext<ShopServices | null>(null);

export function useServices(): ShopServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs the ServicesContext provider');
  return services;
}
