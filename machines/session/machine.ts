import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ApiError } from '../../src/api/errors.ts';
import { asApiError } from '../../src/api/errors.ts';
import type { OrderReceipt, PendingValues, RestoredState, SessionAccount, SessionToken, ShopStore } from '../../src/domain/stored-session.ts';
import { withoutCheckoutValues } from '../../src/domain/stored-session.ts';

export type ShopSettings = components['schemas']['ShopSettings'];
export type Customer = components['schemas']['Customer'];

/** A failed refresh logs out after this delay (spec 000 §4: "after a short delay"). */
export const LOGOUT_AFTER_FAILED_REFRESH_MS = 1500;

export interface UserSession {
  account: SessionAccount;
  customer: Customer;
  /** The cart after login: the copied anonymous cart, or none. */
  cartId: string | null;
  /** The warehouse of the most recent order, selected for the customer. */
  warehouseId: string | null;
}

export interface LoginRequest {
  token: SessionToken;
  /** The account the token is bound to, as the login answered it. */
  customerId: string;
  contactId: string;
}

export type SessionFailure =
  | { kind: 'set-up-failed'; error: ApiError }
  | { kind: 'customer-not-found'; error: ApiError }
  | { kind: 'refresh-failed'; error: ApiError };

export interface SessionContext {
  token: SessionToken | null;
  account: SessionAccount | null;
  customer: Customer | null;
  settings: ShopSettings | null;
  store: ShopStore;
  failure: SessionFailure | null;
  /** While signing in: the anonymous token and its cart, to carry the cart over to the user. */
  handover: { token: SessionToken; cartId: string | null } | null;
}

export interface SessionInput {
  appVersion: string;
}

export type SessionEvent =
  | { type: 'LOGIN'; login: LoginRequest }
  | { type: 'LOGOUT' }
  /** The backend refused the token (401): refresh it. */
  | { type: 'TOKEN_REJECTED' }
  /** The token was found expired before use. */
  | { type: 'TOKEN_EXPIRED' }
  | { type: 'RETRY_REQUESTED' }
  | { type: 'LOGOUT_DELAY_ELAPSED' }
  /** A pending value changed (warehouse, delivery, period, or a checkout value): kept in the shop store, so a reload keeps it. */
  | { type: 'PENDING_CHANGED'; patch: Partial<PendingValues> }
  /** An order was placed (and paid, where it was paid online): its receipt is kept; the cart and the checkout's pending values go. */
  | { type: 'ORDER_COMPLETED'; receipt: OrderReceipt }
  /** A cart was made for the session, or the session's cart could not be fetched (null): kept in the shop store. */
  | { type: 'CART_CHANGED'; cartId: string | null };

export type SessionEmitted =
  | { type: 'LOGIN_ATTEMPT_SUCCEEDED' }
  | { type: 'LOGIN_ATTEMPT_FAILED'; error: ApiError }
  | { type: 'REFRESH_SUCCEEDED' }
  | { type: 'REFRESH_FAILED' }
  | { type: 'LOGGED_OUT' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as SessionInput,
  },
  actors: {
    /** Reads local storage and the shop settings (one wave). */
    initialise: fromPromise<{ restored: RestoredState; settings: ShopSettings }>(() => Promise.reject(new Error('provided by the app'))),
    fetchAnonymousToken: fromPromise<SessionToken>(() => Promise.reject(new Error('provided by the app'))),
    /** Loads what a logged-in session needs and carries the anonymous cart over. */
    establishUserSession: fromPromise<UserSession, { login: LoginRequest; handover: SessionContext['handover'] }>(
      () => Promise.reject(new Error('provided by the app')),
    ),
    refreshToken: fromPromise<SessionToken, { token: SessionToken }>(() => Promise.reject(new Error('provided by the app'))),
    /** Sends LOGOUT_DELAY_ELAPSED once the delay has passed; an explicit event so path tests can take it. */
    logoutDelay: fromCallback(({ sendBack }) => {
      const timer = setTimeout(() => sendBack({ type: 'LOGOUT_DELAY_ELAPSED' }), LOGOUT_AFTER_FAILED_REFRESH_MS);
      return () => clearTimeout(timer);
    }),
  },
  actions: {
    /** Writes the session record and the shop store (local storage). */
    persist: () => {},
    /** Categories depend on who is signed in. */
    reloadCategories: () => {},
    /** Goes to the configured route after a logout, if one is configured. */
    navigateAfterLogout: () => {},
    clearSession: assign(({ context }) => ({
      token: null,
      account: null,
      customer: null,
      handover: null,
      store: { ...context.store, cartId: null, pending: {} },
    })),
  },
  guards: {
    anonymousShoppingAllowed: ({ context }) => context.settings?.AllowAnonymousShopUser === true,
    hasToken: ({ context }) => context.token !== null,
    restoredUserSession: (_, params: { restored: RestoredState }) => params.restored.session?.accountType === 'user',
  },
}).createMachine({
  id: 'session',
  description: 'The single owner of the session token: restores it, signs in and out, and refreshes it.',
  context: ({ input }) => ({
    token: null,
    account: null,
    customer: null,
    settings: null,
    store: { version: input.appVersion, cartId: null, pending: {} },
    failure: null,
    handover: null,
  }),
  initial: 'initialising',
  on: {
    PENDING_CHANGED: {
      actions: [assign({ store: ({ context, event }) => ({ ...context.store, pending: { ...context.store.pending, ...event.patch } }) }), 'persist'],
    },
    CART_CHANGED: {
      actions: [assign({ store: ({ context, event }) => ({ ...context.store, cartId: event.cartId }) }), 'persist'],
    },
    ORDER_COMPLETED: {
      actions: [
        assign({
          store: ({ context, event }) => ({ ...context.store, cartId: null, pending: withoutCheckoutValues(context.store.pending), receipt: event.receipt }),
        }),
        'persist',
      ],
    },
  },
  states: {
    initialising: {
      tags: ['loading'],
      description: 'Restores the stored session and loads the shop settings.',
      invoke: {
        id: 'initialise',
        src: 'initialise',
        onDone: [
          {
            guard: { type: 'restoredUserSession', params: ({ event }) => ({ restored: event.output.restored }) },
            target: 'signedIn',
            actions: assign(({ event }) => {
              const session = event.output.restored.session;
              return {
                settings: event.output.settings,
                store: event.output.restored.store,
                token: session?.data.token ?? null,
                account: session?.accountType === 'user' ? session.data.account : null,
                // Written by this shop from the backend's answer at login.
                customer: session?.accountType === 'user' ? ((session.data.customer as Customer | null | undefined) ?? null) : null,
              };
            }),
          },
          {
            target: 'visiting',
            actions: assign(({ event }) => ({
              settings: event.output.settings,
              store: event.output.restored.store,
              token: event.output.restored.session?.data.token ?? null,
            })),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => ({ kind: 'set-up-failed', error: asApiError(event.error) }) }),
        },
      },
    },
    failed: {
      description: "The shop could not be loaded (no settings): the root view says so and offers a retry.",
      on: { RETRY_REQUESTED: { target: 'initialising', actions: assign({ failure: null }) } },
    },
    visiting: {
      description: 'Not signed in: with an anonymous token when anonymous shopping is allowed, else without one.',
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: 'hasToken', target: 'anonymous' },
            { guard: 'anonymousShoppingAllowed', target: 'obtainingToken' },
            { target: 'withoutToken' },
          ],
        },
        obtainingToken: {
          tags: ['loading'],
          invoke: {
            id: 'fetchAnonymousToken',
            src: 'fetchAnonymousToken',
            onDone: { target: 'anonymous', actions: [assign({ token: ({ event }) => event.output }), 'persist'] },
            onError: {
              target: '#session.failed',
              actions: assign({ failure: ({ event }) => ({ kind: 'set-up-failed', error: asApiError(event.error) }) }),
            },
          },
        },
        anonymous: {
          on: {
            TOKEN_REJECTED: 'renewingToken',
            TOKEN_EXPIRED: 'renewingToken',
          },
        },
        renewingToken: {
          description: 'An anonymous token that was refused is replaced by a new anonymous token.',
          tags: ['refreshing'],
          entry: assign({ token: null }),
          invoke: {
            id: 'fetchAnonymousToken',
            src: 'fetchAnonymousToken',
            onDone: { target: 'anonymous', actions: [assign({ token: ({ event }) => event.output }), 'persist'] },
            onError: { target: 'withoutToken', actions: 'persist' },
          },
        },
        withoutToken: {},
      },
      on: { LOGIN: 'signingIn' },
    },
    signingIn: {
      tags: ['loading'],
      description: 'Clears any previous session first, then loads the customer and carries the anonymous cart over.',
      invoke: {
        id: 'establishUserSession',
        src: 'establishUserSession',
        input: ({ context, event }) => {
          if (event.type !== 'LOGIN') throw new Error('signingIn is entered by LOGIN only');
          return { login: event.login, handover: context.handover };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ context, event }) => ({
              account: event.output.account,
              customer: event.output.customer,
              // The most recent order's warehouse is the initial choice; a visitor's own choice stays.
              store: {
                ...context.store,
                cartId: event.output.cartId,
                pending: { ...context.store.pending, warehouseId: context.store.pending.warehouseId ?? event.output.warehouseId },
              },
              handover: null,
            })),
            'persist',
            'reloadCategories',
            emit({ type: 'LOGIN_ATTEMPT_SUCCEEDED' }),
          ],
        },
        onError: {
          target: 'signingOut',
          actions: [
            assign({ failure: ({ event }) => ({ kind: 'customer-not-found', error: asApiError(event.error) }) }),
            emit(({ event }) => ({ type: 'LOGIN_ATTEMPT_FAILED', error: asApiError(event.error) })),
          ],
        },
      },
      entry: assign(({ context, event }) => {
        if (event.type !== 'LOGIN') return {};
        const wasAnonymous = context.account === null;
        return {
          handover: wasAnonymous && context.token ? { token: context.token, cartId: context.store.cartId } : null,
          token: event.login.token,
          account: null,
          customer: null,
          failure: null,
          // A previous user's cart and pending data are not the new user's; a visitor's are.
          store: { ...context.store, cartId: null, pending: wasAnonymous ? context.store.pending : {} },
        };
      }),
    },
    signedIn: {
      initial: 'active',
      states: {
        active: {
          on: {
            TOKEN_REJECTED: 'refreshing',
            TOKEN_EXPIRED: '#session.signingOut',
          },
        },
        refreshing: {
          tags: ['refreshing'],
          description: 'The one refresh that every call refused with 401 waits for.',
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => {
              if (!context.token) throw new Error('refreshing needs a token');
              return { token: context.token };
            },
            onDone: {
              target: 'active',
              actions: [assign({ token: ({ event }) => event.output }), 'persist', emit({ type: 'REFRESH_SUCCEEDED' })],
            },
            onError: {
              target: 'refreshFailed',
              actions: [
                assign({ failure: ({ event }) => ({ kind: 'refresh-failed', error: asApiError(event.error) }) }),
                emit({ type: 'REFRESH_FAILED' }),
              ],
            },
          },
        },
        refreshFailed: {
          tags: ['refresh-failed'],
          description: 'Logs out after a short delay, so the customer can read why.',
          invoke: { id: 'logoutDelay', src: 'logoutDelay' },
          on: { LOGOUT_DELAY_ELAPSED: '#session.signingOut' },
        },
      },
      on: {
        LOGOUT: 'signingOut',
        LOGIN: 'signingIn',
      },
    },
    signingOut: {
      description: 'Clears token, account, customer, contact, cart and pending data, then continues as a visitor.',
      entry: ['clearSession', 'persist'],
      always: {
        target: 'visiting',
        actions: ['reloadCategories', 'navigateAfterLogout', emit({ type: 'LOGGED_OUT' })],
      },
    },
  },
});
