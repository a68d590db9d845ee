import { createActor, type InspectionEvent } from 'xstate';
import { toastsMachine } from '../../machines/toasts/machine.ts';
import { createShopClient } from '../api/client.ts';
import type { RetryPolicy } from '../api/retry.ts';
import type { StyleSettingsSource } from '../api/style-settings.ts';
import type { Language } from '../domain/language.ts';
import type { KeyValueStore } from '../domain/stored-session.ts';
import type { Reader } from '../domain/stored-shape.ts';
import type { ShopActors, ShopEnvironment, ShopServices } from './environment.ts';
import { flowDraft } from './flow-drafts.ts';
import { createLiveInspect } from '../flows/live-bridge.ts';
import { cartLogic, connectCart } from './wiring/cart.ts';
import { categoriesLogic } from './wiring/categories.ts';
import { cookieConsentLogic } from './wiring/cookie-consent.ts';
import { connectSelection, selectionLogic } from './wiring/selection.ts';
import { connectSession, sessionIdentity, sessionLogic, sessionTokens } from './wiring/session.ts';

export interface ShopServicesOptions {
  baseUrl: string;
  store: KeyValueStore;
  appVersion: string;
  language(): Language;
  navigate(path: string, options?: { replace?: boolean }): void;
  leaveFor(url: string): void;
  /** Spec 002 §2: the optional route a logout leads to. */
  routeAfterLogout: string | null;
  /** Spec 000 §4: an unauthorised answer logs out "where configured". */
  logoutOnUnauthorized: boolean;
  loadAnalytics(): void;
  now?: () => Date;
  /** The browser's Web Locks; without them (tests, an old browser) a task simply runs. */
  exclusive?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /** The browser's fetch, taking over the answers of index.html's first wave (src/api/early-calls.ts); tests give the in-process demo API. */
  fetch?: typeof globalThis.fetch;
  /** Where the deployment's style settings document is (src/app/config.ts). */
  styleSettingsUrl: string;
  /** The first screen the page starts from (machines/session/machine.ts): `neutral` where the server rendered it. */
  firstScreen?: 'stored' | 'neutral';
  /**
   * When the actors the first screen does not need (the toasts, the cookie question) start: once
   * the first screen is shown in the browser, never on the server. Until then what they are sent
   * waits for them. Without it (tests) they start at once.
   */
  startLater?: (start: () => void) => void;
  /** Only tests replace these: retries without waiting, no live charts. */
  retryPolicy?: RetryPolicy;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * The composition root: the one client and the long-lived actors, each wired by its flow's
 * module in ./wiring, and connected to the actors they follow.
 */
export function createShopServices(options: ShopServicesOptions): ShopServices {
  const now = options.now ?? (() => new Date());
  // The client needs the session (its token provider) and the session needs the client: the
  // provider reads the session actor only when a call is made, after both exist.
  let session: ShopActors['session'] | null = null;
  const sessionActor = () => {
    if (!session) throw new Error('the session actor is created with the client');
    return session;
  };
  const api = createShopClient({
    baseUrl: options.baseUrl,
    tokens: sessionTokens(sessionActor, now),
    language: options.language,
    identity: () => sessionIdentity(sessionActor()),
    onUnauthorized: () => {
      if (options.logoutOnUnauthorized) sessionActor().send({ type: 'LOGOUT_REQUESTED' });
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.retryPolicy ? { retryPolicy: options.retryPolicy } : {}),
  });
  const inspect = options.inspect ?? createLiveInspect();
  const exclusive = options.exclusive ?? (<T,>(_name: string, task: () => Promise<T>) => task());
  const draft = <T,>(flow: string, read: Reader<T>) => flowDraft(options.store, flow, read, options.appVersion);
  const environment: ShopEnvironment = { api, store: options.store, navigate: options.navigate, leaveFor: options.leaveFor, now, exclusive, inspect, draft };

  const toasts = createActor(toastsMachine, { inspect });
  const cookieConsent = createActor(cookieConsentLogic(options.store, options.loadAnalytics), { inspect });
  const categories = createActor(categoriesLogic(api), { inspect });
  const styleSettings: StyleSettingsSource = {
    url: options.styleSettingsUrl,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    ...(options.retryPolicy ? { retryPolicy: options.retryPolicy } : {}),
    warn: (problem) => console.warn(`[style settings] ${problem}`),
  };
  session = createActor(sessionLogic({ ...environment, categories, styleSettings, appVersion: options.appVersion, routeAfterLogout: options.routeAfterLogout }), {
    input: { appVersion: options.appVersion, firstScreen: options.firstScreen ?? 'stored' },
    inspect,
  });
  const cart = createActor(cartLogic({ ...environment, session, toasts }), { inspect });
  const selection = createActor(selectionLogic({ api, session, cart }), { inspect });

  connectSession({ session, toasts, store: options.store, appVersion: options.appVersion });
  connectCart({ session, cart });
  connectSelection({ session, selection, now });
  // The first screen needs the settings and the categories, and a checkout page the cart and the
  // selection from its first render on (they idle until the session announces itself); the
  // toasts and the cookie question wait their turn.
  for (const actor of [session, categories, cart, selection]) actor.start();
  const startTheOthers = () => {
    for (const actor of [toasts, cookieConsent]) actor.start();
  };
  if (options.startLater) options.startLater(startTheOthers);
  else startTheOthers();
  return { ...environment, session, categories, toasts, cookieConsent, cart, selection };
}
