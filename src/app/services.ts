import { t } from '@lingui/core/macro';
import { createContext, useContext } from 'react';
import { createActor, waitFor, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { createCategoryActors } from '../../machines/categories/actors.ts';
import { categoriesMachine } from '../../machines/categories/machine.ts';
import { createCartActors } from '../../machines/cart/actors.ts';
import { cartMachine } from '../../machines/cart/machine.ts';
import { cookieConsentMachine } from '../../machines/cookie-consent/machine.ts';
import { overlaysMachine } from '../../machines/overlays/machine.ts';
import { createSessionImplementations } from '../../machines/session/actors.ts';
import { sessionMachine } from '../../machines/session/machine.ts';
import { toastsMachine } from '../../machines/toasts/machine.ts';
import type { TokenProvider } from '../api/auth.ts';
import { createShopClient, type ShopClient } from '../api/client.ts';
import type { Language } from '../api/context.ts';
import { isExpired } from '../domain/stored-session.ts';
import { createSelectionService, type SelectionActor } from '../features/selection/selectionService.ts';
import { cartFailureText, proceedRefusalText } from '../features/cart/texts.ts';
import { createLiveInspect } from '../flows/live-bridge.ts';
import { createConsentImplementations } from './consent.ts';
import type { KeyValueStore } from './storage.ts';

export interface ShopServices {
  api: ShopClient;
  session: ActorRefFrom<typeof sessionMachine>;
  categories: ActorRefFrom<typeof categoriesMachine>;
  toasts: ActorRefFrom<typeof toastsMachine>;
  overlays: ActorRefFrom<typeof overlaysMachine>;
  cookieConsent: ActorRefFrom<typeof cookieConsentMachine>;
  /** The session's cart (the cart button's count). */
  cart: ActorRefFrom<typeof cartMachine>;
  /** Warehouse, delivery and period: shared by the filter bar, the configurator and the cart. */
  selection: SelectionActor;
  /** Reports machine snapshots to the live flow charts; views pass it to `useMachine` too. */
  inspect: (event: InspectionEvent) => void;
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

  const inspect = createLiveInspect();
  const categories = createActor(categoriesMachine.provide({ actors: createCategoryActors(api) }), { inspect });
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
    { input: { appVersion: options.appVersion }, inspect },
  );
  const toasts = createActor(toastsMachine, { inspect });
  const overlays = createActor(overlaysMachine, { inspect });
  const cookieConsent = createActor(cookieConsentMachine.provide(createConsentImplementations(options.store, options.loadAnalytics)), { inspect });

  // The customer reads why they are signed out during the short delay before it happens.
  session.on('REFRESH_FAILED', () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: t`Uw sessie is verlopen. Meld u opnieuw aan.` }));

  const cart = createActor(
    cartMachine.provide({
      actors: createCartActors(api),
      actions: {
        forgetCart: () => sessionActor().send({ type: 'CART_CHANGED', cartId: null }),
        storeReference: (_, { reference }) => sessionActor().send({ type: 'PENDING_CHANGED', patch: { reference } }),
        refuseProceed: (_, { reason }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: proceedRefusalText(reason) }),
        reportFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: cartFailureText(failure) }),
        proceed: () => options.navigate('/extra-info'),
      },
    }),
    { inspect },
  );

  for (const actor of [session, categories, toasts, overlays, cookieConsent, cart]) actor.start();
  // The session store owns the cart id; the cart actor reads the cart it names.
  let cartId: string | null = null;
  const followCart = () => {
    const next = sessionActor().getSnapshot().context.store.cartId;
    if (next !== cartId) cart.send({ type: 'CART_ID_CHANGED', cartId: (cartId = next) });
  };
  // The cart reads the session's mode, default delivery and pending reference; the session
  // follows the cart's delivery, which the cart's delivery rules may change.
  let cartSession = '';
  const followSession = () => {
    const { settings, store } = sessionActor().getSnapshot().context;
    const view = {
      salesMode: settings?.ShopSalesModus === true,
      defaultDeliveryId: settings?.DefaultDeliveryID ?? null,
      pendingReference: store.pending.reference ?? null,
    };
    const key = JSON.stringify(view);
    if (key === cartSession) return;
    cartSession = key;
    cart.send({ type: 'SESSION_UPDATED', session: view });
  };
  cart.subscribe((snapshot) => {
    const deliveryId = snapshot.context.cart?.DeliveryID.Key;
    if (deliveryId && deliveryId !== sessionActor().getSnapshot().context.store.pending.deliveryId) {
      sessionActor().send({ type: 'PENDING_CHANGED', patch: { deliveryId } });
    }
  });
  session.subscribe(followCart);
  session.subscribe(followSession);
  followCart();
  followSession();
  const selection = createSelectionService({ api, session, inspect, now, onCartChanged: () => cart.send({ type: 'REFRESH_REQUESTED' }) });
  return { api, session, categories, toasts, overlays, cookieConsent, cart, selection, inspect };
}

export const ServicesContext = createContext<ShopServices | null>(null);

export function useServices(): ShopServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs the ServicesContext provider');
  return services;
}
