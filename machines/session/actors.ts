import { fromPromise } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import {
  SESSION_KEY,
  SHOP_STORE_KEY,
  restoreState,
  type SessionRecord,
  isExpired,
  type SessionToken,
  type SessionAccount,
  type KeyValueStore,
  emptyShopStore,
} from '../../src/domain/stored-session.ts';
import type { StyleSettings } from '../../src/domain/style-settings.ts';
import type { SessionContext, SessionResumeInput, SessionStart, SessionStartInput, UserSession } from './machine.ts';

type Token = components['schemas']['Token'];

export function toSessionToken(token: Token): SessionToken {
  return { accessToken: token.Access_token, expires: token.Expires };
}

const bearer = (token: SessionToken) => ({ Authorization: `Bearer ${token.accessToken}` });

export interface SessionCalls {
  api: ShopClient;
  store: KeyValueStore;
  appVersion: string;
  now(): Date;
  /** Runs the task while no other tab of the browser runs one of that name (Web Locks). */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** The deployment's style settings document (src/api/style-settings.ts). */
  loadStyleSettings(signal: AbortSignal): Promise<StyleSettings>;
}

/** Only one tab of a browser refreshes at a time; the others then read the token it stored. */
const REFRESH_LOCK = 'uitleendienst-token-refresh';

function sessionRecordOf(context: SessionContext): SessionRecord | null {
  if (!context.token) return null;
  return context.account
    ? { accountType: 'user', data: { token: context.token, account: context.account, customer: context.customer } }
    : { accountType: 'anonymous', data: { token: context.token } };
}

/** Writes the session record and the shop store as the session now holds them. */
export function persistSession(store: KeyValueStore, context: SessionContext): void {
  const record = sessionRecordOf(context);
  if (record) store.write(SESSION_KEY, JSON.stringify(record));
  else store.remove(SESSION_KEY);
  store.write(SHOP_STORE_KEY, JSON.stringify(context.store));
}

/** The token another tab stored since this one took `held`, if it is still good. */
function tokenOfOtherTab(store: KeyValueStore, appVersion: string, held: SessionToken, now: Date): SessionToken | null {
  const stored = restoreState(store.read(SESSION_KEY), store.read(SHOP_STORE_KEY), appVersion).session?.data.token ?? null;
  return stored && stored.accessToken !== held.accessToken && !isExpired(stored, now) ? stored : null;
}

type UserRecord = Extract<SessionRecord, { accountType: 'user' }>;

/**
 * After a reload: who the stored token belongs to now. `_user-info` gives the contact's names
 * and role as they are today (a role handed over in another browser, a renamed contact), and
 * `authorization/user` the login behind the token: its status and the organisations it may act
 * for. The account as it is now; null when the login is not active or no longer bound to the
 * stored organisation; undefined when the backend could not say (the stored account stands, and
 * a refused token is refreshed at its first use as always).
 */
async function confirmStoredUser(api: ShopClient, held: UserRecord, signal: AbortSignal): Promise<SessionAccount | null | undefined> {
  const headers = bearer(held.data.token);
  try {
    const [user, login] = await Promise.all([
      unwrap(api.GET('/v3/core/token/_user-info', { headers, signal })),
      unwrap(api.GET('/v2/shop/authorization/user', { headers, signal })),
    ]);
    const { ContactID, CustomerID } = held.data.account;
    const bound = login.Accounts.some((account) => account.ContactID === ContactID && account.CustomerID === CustomerID);
    if (login.Status !== 'Active' || !bound || user.ContactID !== ContactID || user.CustomerID !== CustomerID) return null;
    return { ...held.data.account, RoleName: user.RoleName, FirstName: user.FirstName, LastName: user.LastName, Email: user.Email, Barcode: user.Barcode };
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined;
  }
}

/** The calls of the session machine, over the shop's client and local storage. */
export function createSessionActors({ api, store, appVersion, now, exclusive, loadStyleSettings }: SessionCalls) {
  /** What the browser stored, and who a stored user is now (spec 000 §7); a user the backend no longer knows so is signed out. */
  async function readStored(signal: AbortSignal, known: Promise<Pick<SessionStart, 'settings' | 'style'>>): Promise<SessionStart> {
    const restored = restoreState(store.read(SESSION_KEY), store.read(SHOP_STORE_KEY), appVersion);
    if (restored.discarded) {
      store.remove(SESSION_KEY);
      store.remove(SHOP_STORE_KEY);
    }
    const held = restored.session?.accountType === 'user' && !isExpired(restored.session.data.token, now()) ? restored.session : null;
    // One wave: the settings (unless known), and who the stored token belongs to now.
    const [{ settings, style }, confirmed] = await Promise.all([known, held ? confirmStoredUser(api, held, signal) : Promise.resolve(undefined)]);
    if (!held || confirmed === undefined) return { restored, settings, style };
    if (confirmed === null) {
      // The login is no longer active, or no longer bound to that organisation: signed out.
      store.remove(SESSION_KEY);
      return { restored: { ...restored, session: null }, settings, style };
    }
    const session: UserRecord = { ...held, data: { ...held.data, account: confirmed } };
    store.write(SESSION_KEY, JSON.stringify(session));
    return { restored: { ...restored, session }, settings, style };
  }

  /** The settings of the backend and of the deployment, in one wave. */
  const readSettings = async (signal: AbortSignal) => {
    const [settings, style] = await Promise.all([unwrap(api.GET('/v2/shop/core/settings', { signal })), loadStyleSettings(signal)]);
    return { settings, style };
  };

  return {
    initialise: fromPromise<SessionStart, SessionStartInput>(async ({ input, signal }) => {
      // The neutral first screen is the same for every visitor: nothing of the browser is read.
      if (input.neutral) return { restored: { session: null, store: emptyShopStore(appVersion), discarded: false }, ...(await readSettings(signal)), neutral: true };
      return readStored(signal, readSettings(signal));
    }),

    resume: fromPromise<SessionStart, SessionResumeInput>(({ input, signal }) => readStored(signal, Promise.resolve(input))),

    fetchAnonymousToken: fromPromise<SessionToken>(async ({ signal }) =>
      toSessionToken(await unwrap(api.POST('/v3/core/token/_get-anonymous-token', { signal }))),
    ),

    /** One wave: who the user is, their customer, their latest order, and the cart carried over. */
    establishUserSession: fromPromise<UserSession, { login: { token: SessionToken; customerId: string; contactId: string }; handover: SessionContext['handover'] }>(
      async ({ input: { login, handover }, signal }) => {
        const headers = bearer(login.token);
        const [user, customer, latestOrders, copiedCart] = await Promise.all([
          unwrap(api.GET('/v3/core/token/_user-info', { headers, signal })),
          unwrap(api.GET('/v3/customer/customer/{id}', { params: { path: { id: login.customerId } }, headers, signal })),
          // Only picks a warehouse: a failure here must not stop the login.
          unwrap(
            api.GET('/v2/shop/reservationOrders', {
              params: { query: { CustomerID: login.customerId, Orderby: 'DateTimeExpectedStart desc', size: 1, index: 0 } },
              headers,
              signal,
            }),
          ).catch(() => null),
          handover?.cartId
            ? unwrap(
                api.POST('/v3/rental/cart/_copy/{id}', {
                  params: { path: { id: handover.cartId }, query: { contactID: login.contactId, customerID: login.customerId } },
                  // The anonymous token owns the cart; the new token proves who takes it over.
                  headers: bearer(handover.token),
                  body: { Access_token: login.token.accessToken },
                  signal,
                }),
              ).catch(() => null)
            : // A visitor brings no cart: the customer's own open cart is found again (404: none).
              unwrap(api.GET('/v2/shop/cart', { headers, signal })).catch(() => null),
        ]);
        return {
          account: {
            ContactID: user.ContactID,
            CustomerID: user.CustomerID,
            RoleName: user.RoleName,
            FirstName: user.FirstName,
            LastName: user.LastName,
            Email: user.Email,
            Barcode: user.Barcode,
          },
          customer,
          cartId: copiedCart?.CartID ?? null,
          warehouseId: latestOrders?.Collection[0]?.WarehouseID ?? null,
        };
      },
    ),

    /**
     * Tabs share one session (docs/decisions/007): under the lock, a token another tab already
     * refreshed is taken as it is; and a refresh refused because another tab rotated the token
     * in the meantime reads that tab's before it gives up.
     */
    refreshToken: fromPromise<SessionToken, { token: SessionToken }>(({ input, signal }) =>
      exclusive(REFRESH_LOCK, async () => {
        const refreshedElsewhere = tokenOfOtherTab(store, appVersion, input.token, now());
        if (refreshedElsewhere) return refreshedElsewhere;
        try {
          return toSessionToken(await unwrap(api.POST('/v3/core/token/_refresh', { headers: bearer(input.token), signal })));
        } catch (refused) {
          const rotatedElsewhere = tokenOfOtherTab(store, appVersion, input.token, now());
          if (rotatedElsewhere) return rotatedElsewhere;
          throw refused;
        }
      }),
    ),
  };
}
