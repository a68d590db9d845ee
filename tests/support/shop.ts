import { expect, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { DemoApi } from '../../demo-api/app.ts';
import { DEMO_PASSWORD, PRODUCT, WAREHOUSE } from '../../demo-api/seed/anchors.ts';
import { selectIsSettled } from '../../machines/session/selectors.ts';
import type { ShopServices } from '../../src/app/environment.ts';
import { createShopServices } from '../../src/app/services.ts';
import { DRAFT_KEY_PREFIX } from '../../src/app/flow-drafts.ts';
import { memoryStore } from '../../src/app/storage.ts';

export { memoryStore };
import type { KeyValueStore } from '../../src/domain/stored-session.ts';
import { DEMO_BASE, DEMO_STYLE_SETTINGS_URL, QUICK_RETRIES } from './demo-client.ts';

/** What a flow's draft holds in the store, as stored (src/app/flow-drafts.ts); null when there is none. */
export function storedDraft(store: KeyValueStore, flow: string): unknown {
  const raw = store.read(`${DRAFT_KEY_PREFIX}${flow}`);
  return raw === null ? null : (JSON.parse(raw) as { draft: unknown }).draft;
}

/**
 * One browser's local storage shared by several tabs: a write by one tab is told to the others,
 * after the writing tab is done, as the browser does.
 */
export function sharedStorage() {
  const entries = new Map<string, string>();
  const listeners = new Set<(key: string) => void>();
  return {
    entries,
    tab(): KeyValueStore {
      let own: ((key: string) => void) | null = null;
      const tell = (key: string) => queueMicrotask(() => listeners.forEach((listener) => listener !== own && listener(key)));
      return {
        read: (key) => entries.get(key) ?? null,
        write: (key, value) => {
          if (entries.get(key) === value) return;
          entries.set(key, value);
          tell(key);
        },
        remove: (key) => {
          if (!entries.delete(key)) return;
          tell(key);
        },
        keys: () => [...entries.keys()],
        watchOtherTabs: (changed) => {
          own = changed;
          listeners.add(changed);
          return () => listeners.delete(changed);
        },
      };
    },
  };
}

/**
 * The shop's composition root over the in-process demo API, as the app builds it: the same
 * wiring, with navigation, the provider's page and analytics recorded.
 */
export function demoShop(demo: DemoApi, options: { store?: KeyValueStore; now?: () => Date; exclusive?: <T>(name: string, task: () => Promise<T>) => Promise<T> } = {}) {
  const navigate = vi.fn<(path: string, options?: { replace?: boolean }) => void>();
  const leaveFor = vi.fn<(url: string) => void>();
  const loadAnalytics = vi.fn();
  const store = options.store ?? memoryStore();
  const services = createShopServices({
    baseUrl: DEMO_BASE,
    styleSettingsUrl: DEMO_STYLE_SETTINGS_URL,
    store,
    appVersion: 'test',
    language: () => 'nl',
    navigate,
    leaveFor,
    routeAfterLogout: '/home',
    logoutOnUnauthorized: true,
    loadAnalytics,
    ...(options.now ? { now: options.now } : {}),
    ...(options.exclusive ? { exclusive: options.exclusive } : {}),
    fetch: (input, init) => Promise.resolve(demo.app.fetch(new Request(input, init))),
    retryPolicy: QUICK_RETRIES,
    inspect: () => {},
  });
  return { services, navigate, leaveFor, loadAnalytics, store };
}

/** The session once it has settled (set up, signed in or out). */
export const settledSession = (services: ShopServices) => waitFor(services.session, selectIsSettled);

/** Signs in as a demo account the way the login page does: its token handed to the session. */
export async function signIn(services: ShopServices, userName: string): Promise<void> {
  await settledSession(services);
  const { data } = await services.api.POST('/v3/core/token/_login', { body: { UserName: userName, Password: DEMO_PASSWORD } });
  const account = data?.Accounts[0];
  if (!data?.Token || !account) throw new Error(`${userName} cannot sign in with one account`);
  services.session.send({
    type: 'LOGIN_REQUESTED',
    login: { token: { accessToken: data.Token.Access_token, expires: data.Token.Expires }, customerId: account.CustomerID, contactId: account.ContactID },
  });
  await waitFor(services.session, (s) => s.matches('signedIn') && selectIsSettled(s));
}

/** The toasts shown so far, as text. */
export const toastTexts = (services: ShopServices) => services.toasts.getSnapshot().context.toasts.map((toast) => toast.text);

/**
 * A cart of two tents for a weekend in Brugge, kept in the session as the configurator keeps it
 * and read by the cart actor; with its pick-up and return slots chosen when asked.
 */
export async function cartInSession(services: ShopServices, { withSlots = false } = {}): Promise<string> {
  const { api, session, cart } = services;
  const body = { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-12-18', DateTimeExpectedEnd: '2026-12-21', DeliveryID: 'PICKUP' };
  const id = (await api.POST('/v3/rental/cart', { body })).data!.CartID;
  await api.POST('/v3/rental/cart/{id}/items', { params: { path: { id } }, body: [{ ItemID: PRODUCT.partytent3x3, Amount: 2 }] });
  if (withSlots) {
    const moments = (kind: '_start-business-moments' | '_end-business-moments', dateToCheck: string) =>
      api.GET(`/v2/shop/capacity/${kind}`, { params: { query: { warehouseID: WAREHOUSE.brugge, dateToCheck, cartID: id } } });
    const start = (await moments('_start-business-moments', '2026-12-18')).data!.find((slot) => slot.MomentCanBeUsed)!;
    const end = (await moments('_end-business-moments', '2026-12-21')).data!.find((slot) => slot.MomentCanBeUsed && slot.BusinessHour !== 'voor 7:30')!;
    await api.PATCH('/v3/rental/cart/{id}', { params: { path: { id } }, body: { BusinessHourStart: start.BusinessHourID, BusinessHourEnd: end.BusinessHourID } });
  }
  session.send({ type: 'CART_CHANGED', cartId: id });
  await waitFor(cart, (s) => s.matches({ loaded: { slots: 'ready' } }));
  return id;
}

/** The next `times` calls of one operation of the contract fail with `status` (the demo's `/__demo/faults`). */
export async function failNextCalls(demo: DemoApi, operation: string, { times = 1, status = 503 } = {}): Promise<void> {
  const answer = await demo.app.fetch(
    new Request('http://demo.test/api/__demo/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ operation, times, status }),
    }),
  );
  expect(answer.status).toBe(201);
}
