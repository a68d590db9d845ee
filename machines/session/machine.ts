import { assign, emit, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { asApiError, type ApiError } from '../../src/domain/api-error.ts';
import type { OrderReceipt, PendingValues, RestoredState, SessionAccount, SessionToken, ShopStore } from '../../src/domain/stored-session.ts';
import { withoutCheckoutValues } from '../../src/domain/stored-session.ts';
import { DEFAULT_STYLE_SETTINGS, type StyleSettings } from '../../src/domain/style-settings.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import { timer } from '../timers.ts';

export type ShopSettings = components['schemas']['ShopSettings'];
export type Customer = components['schemas']['Customer'];

/** A failed refresh logs out after this delay (spec 000 §4: "after a short delay"). */
const LOGOUT_AFTER_FAILED_REFRESH_MS = 1500;

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

export type SessionFailure = CallFailure<'set-up-failed' | 'customer-not-found' | 'refresh-failed'>;

export interface SessionContext {
  token: SessionToken | null;
  account: SessionAccount | null;
  customer: Customer | null;
  settings: ShopSettings | null;
  /** The deployment's style settings, read with the shop settings (the shipped defaults until then). */
  style: StyleSettings;
  store: ShopStore;
  failure: SessionFailure | null;
  /** The first screen is the neutral one (SessionInput.firstScreen) until the browser's stored session is read. */
  neutral: boolean;
  /** While signing in: the anonymous token and its cart, to carry the cart over to the user. */
  handover: { token: SessionToken; cartId: string | null } | null;
  /**
   * The password of a registration at checkout (the pending user's): held in memory only, never
   * stored, so after a reload the summary asks it again.
   */
  registrationPassword: string | null;
}

/** What the start reads: local storage, the shop settings and the deployment's style settings. */
export interface SessionStart {
  restored: RestoredState;
  settings: ShopSettings;
  style: StyleSettings;
  /** Read for the neutral first screen: the settings only, nothing of the browser. */
  neutral?: boolean;
}

export interface SessionInput {
  appVersion: string;
  /**
   * Where the first screen comes from: `stored`, the browser reads what it stored at once;
   * `neutral`, the page is rendered (by the server, then hydrated by the browser) as an
   * anonymous visitor sees it, and what the browser stored is read only once the page stands.
   */
  firstScreen?: 'stored' | 'neutral';
}

/** What the start reads: with `neutral`, only the settings (the server's and the hydrating browser's first screen). */
export interface SessionStartInput {
  neutral: boolean;
}

/** What the session reads of the browser once the neutral first screen stands: the settings are known. */
export interface SessionResumeInput {
  settings: ShopSettings;
  style: StyleSettings;
}

export type SessionEvent =
  | { type: 'LOGIN_REQUESTED'; login: LoginRequest }
  | { type: 'LOGOUT_REQUESTED' }
  /** The backend refused the token (401), or it was found expired before use: refresh it. */
  | { type: 'TOKEN_REJECTED' }
  /** Another tab of the same browser stored another session or shop store. */
  | { type: 'STORAGE_CHANGED'; restored: RestoredState }
  | { type: 'RETRY_REQUESTED' }
  | { type: 'LOGOUT_DELAY_ELAPSED' }
  /** The server's neutral page was hydrated: what the browser stored (a login, a token, a cart, a choice) may show now. */
  | { type: 'PAGE_HYDRATED' }
  /** A pending value changed (warehouse, delivery, period, or a checkout value): kept in the shop store, so a reload keeps it. */
  | { type: 'PENDING_CHANGED'; patch: Partial<PendingValues> }
  /** A registration at checkout chose its password: kept for the order, in memory only. */
  | { type: 'REGISTRATION_PASSWORD_CHOSEN'; password: string }
  /** An order was placed (and paid, where it was paid online, unless left for later): its receipt is kept; the cart and the checkout's pending values go. */
  | { type: 'ORDER_COMPLETED'; receipt: OrderReceipt }
  /** A cart was made for the session, or the session's cart could not be fetched (null): kept in the shop store. */
  | { type: 'CART_CHANGED'; cartId: string | null }
  /**
   * The signed-in contact saved their profile: their names (null: not saved) and their
   * customer (null: not saved) as the backend answered, so the top bar and the account menu say
   * the new ones at once.
   */
  | { type: 'ACCOUNT_CHANGED'; change: AccountChange };

export interface AccountChange {
  contactId: string;
  names: { FirstName: string; LastName: string } | null;
  customer: Customer | null;
  /** The account's role changed: the admin handed that role to another user. */
  roleName?: string;
}

/** What the actors that follow the session (the cart, the selection, the flows of a page) read of it. */
export interface SessionFacts {
  settings: ShopSettings | null;
  style: StyleSettings;
  account: SessionAccount | null;
  store: ShopStore;
  /** Spec 001 §1: adding to a cart needs an account, or an anonymous token where anonymous shopping is allowed. */
  canShop: boolean;
}

export function sessionFactsOf(context: Pick<SessionContext, 'settings' | 'style' | 'account' | 'store' | 'token'>): SessionFacts {
  const { settings, style, account, store, token } = context;
  return { settings, style, account, store, canShop: account !== null || (settings?.AllowAnonymousShopUser === true && token !== null) };
}

export type SessionEmitted =
  | { type: 'LOGIN_ATTEMPT_SUCCEEDED' }
  | { type: 'LOGIN_ATTEMPT_FAILED'; error: ApiError }
  | { type: 'REFRESH_SUCCEEDED' }
  | { type: 'REFRESH_FAILED' }
  | { type: 'LOGGED_OUT' }
  /** The session settled, or its store changed: its followers read it anew. */
  | { type: 'SESSION_CHANGED'; session: SessionFacts };

/** Equal by value: stored values are read back as new objects. */
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as SessionInput,
  },
  actors: {
    /**
     * Reads local storage, and in one wave the shop settings, the style settings and who a stored
     * user is now (`_user-info`, `authorization/user`); for the neutral first screen only the settings.
     */
    initialise: call<SessionStart, SessionStartInput>(),
    /**
     * Reads local storage and who a stored user is now, the settings being known (after the
     * neutral first screen). Never fails: unreadable storage reads as none, and a backend that
     * cannot say who the user is leaves the stored account standing.
     */
    resume: call<SessionStart, SessionResumeInput>(),
    fetchAnonymousToken: call<SessionToken>(),
    /** Loads what a logged-in session needs and carries the anonymous cart over. */
    establishUserSession: call<UserSession, { login: LoginRequest; handover: SessionContext['handover'] }>(),
    /** Refreshes the token, unless another tab already did (it then reads that tab's). */
    refreshToken: call<SessionToken, { token: SessionToken }>(),
    logoutDelay: timer(LOGOUT_AFTER_FAILED_REFRESH_MS, { type: 'LOGOUT_DELAY_ELAPSED' }),
  },
  actions: {
    /** Writes the session record and the shop store (local storage). */
    persist: effect(),
    /** Forgets every flow's draft: the next person at this browser starts afresh. */
    clearDrafts: effect(),
    /** Categories depend on who is signed in. */
    reloadCategories: effect(),
    /** Goes to the configured route after a logout, if one is configured. */
    navigateAfterLogout: effect(),
    announceLoginSucceeded: emit({ type: 'LOGIN_ATTEMPT_SUCCEEDED' as const }),
    announceLoginFailed: emit((_, params: { error: unknown }) => ({ type: 'LOGIN_ATTEMPT_FAILED' as const, error: asApiError(params.error) })),
    announceRefreshed: emit({ type: 'REFRESH_SUCCEEDED' as const }),
    announceRefreshFailed: emit({ type: 'REFRESH_FAILED' as const }),
    announceLoggedOut: emit({ type: 'LOGGED_OUT' as const }),
    announceSession: emit(({ context }) => ({ type: 'SESSION_CHANGED' as const, session: sessionFactsOf(context) })),
    storePending: assign(({ context }, patch: Partial<PendingValues>) => ({ store: { ...context.store, pending: { ...context.store.pending, ...patch } } })),
    storeCartId: assign(({ context }, cartId: string | null) => ({ store: { ...context.store, cartId } })),
    /** The receipt stays for the thank-you page; the cart and the checkout's pending values go. */
    storeReceipt: assign(({ context }, receipt: OrderReceipt) => ({
      store: { ...context.store, cartId: null, pending: withoutCheckoutValues(context.store.pending), receipt },
      registrationPassword: null,
    })),
    keepRegistrationPassword: assign((_, password: string) => ({ registrationPassword: password })),
    storeAccountChange: assign(({ context }, change: AccountChange) => ({
      account: context.account && { ...context.account, ...change.names, ...(change.roleName === undefined ? {} : { RoleName: change.roleName }) },
      customer: change.customer ?? context.customer,
    })),
    storeToken: assign((_, token: SessionToken) => ({ token })),
    dropToken: assign({ token: null }),
    rememberFailure: assign((_, failure: SessionFailure) => ({ failure })),
    forgetFailure: assign({ failure: null }),
    leaveNeutral: assign({ neutral: false }),
    /** The neutral first screen knows the settings only: nothing of the browser. */
    takeSettings: assign((_, params: SessionStart) => ({ settings: params.settings, style: params.style })),
    restoreSession: assign(({ context }, params: SessionStart) => {
      const session = params.restored.session;
      const stored = params.restored.store;
      return {
        settings: params.settings,
        style: params.style,
        // What the neutral first screen kept (the product filter of the page opened) goes on top of what was stored.
        store: { ...stored, pending: { ...stored.pending, ...context.store.pending } },
        token: session?.data.token ?? null,
        account: session?.accountType === 'user' ? session.data.account : null,
        // Written by this shop from the backend's answer at login.
        customer: session?.accountType === 'user' ? ((session.data.customer as Customer | null | undefined) ?? null) : null,
      };
    }),
    /** A sign-in that failed leaves the visitor as they were: their token and their cart. */
    restoreVisitor: assign(({ context }) => ({
      token: context.handover?.token ?? null,
      account: null,
      customer: null,
      store: { ...context.store, cartId: context.handover?.cartId ?? null },
      handover: null,
    })),
    /** What another tab stored becomes this tab's too; it is stored already, so nothing is written. */
    adoptStoredSession: assign((_, restored: RestoredState) => {
      const session = restored.session;
      return {
        token: session?.data.token ?? null,
        account: session?.accountType === 'user' ? session.data.account : null,
        customer: session?.accountType === 'user' ? ((session.data.customer as Customer | null | undefined) ?? null) : null,
        store: restored.store,
      };
    }),
    /** A previous user's session is cleared first; a visitor's token and cart are kept to hand the cart over. */
    beginSignIn: assign(({ context }, login: LoginRequest) => {
      const wasAnonymous = context.account === null;
      return {
        handover: wasAnonymous && context.token ? { token: context.token, cartId: context.store.cartId } : null,
        token: login.token,
        account: null,
        customer: null,
        failure: null,
        registrationPassword: null,
        // A previous user's cart and pending data are not the new user's; a visitor's are.
        store: { ...context.store, cartId: null, pending: wasAnonymous ? context.store.pending : {} },
      };
    }),
    /** The most recent order's warehouse is the initial choice; a visitor's own choice stays. */
    storeUserSession: assign(({ context }, user: UserSession) => ({
      account: user.account,
      customer: user.customer,
      store: {
        ...context.store,
        cartId: user.cartId,
        pending: { ...context.store.pending, warehouseId: context.store.pending.warehouseId ?? user.warehouseId },
      },
      handover: null,
    })),
    clearSession: assign(({ context }) => ({
      token: null,
      account: null,
      customer: null,
      handover: null,
      registrationPassword: null,
      store: { ...context.store, cartId: null, pending: {} },
    })),
  },
  guards: {
    /** Only a real change is stored (and announced): the cart reports its delivery after every read. */
    changesPending: ({ context }, patch: Partial<PendingValues>) =>
      Object.entries(patch).some(([key, value]) => !sameValue(context.store.pending[key as keyof PendingValues], value)),
    /** Another tab signed in, as this user or another one (it also stores a refreshed token). */
    storedUserSession: (_, restored: RestoredState) => restored.session?.accountType === 'user',
    /** Another tab signed out: what is stored is no user. */
    storedNoUser: (_, restored: RestoredState) => restored.session?.accountType !== 'user',
    storedDiffers: ({ context }, restored: RestoredState) =>
      restored.session?.data.token.accessToken !== context.token?.accessToken || !sameValue(restored.store, context.store),
    /** A change of the signed-in contact (another tab may have signed in as someone else) that differs from what the session holds. */
    changesAccount: ({ context }, change: AccountChange) =>
      context.account?.ContactID === change.contactId &&
      ((change.names !== null && (change.names.FirstName !== context.account.FirstName || change.names.LastName !== context.account.LastName)) ||
        (change.customer !== null && !sameValue(change.customer, context.customer)) ||
        (change.roleName !== undefined && change.roleName !== context.account.RoleName)),
    anonymousShoppingAllowed: ({ context }) => context.settings?.AllowAnonymousShopUser === true,
    hasToken: ({ context }) => context.token !== null,
    isNeutralStart: (_, params: { start: SessionStart }) => params.start.neutral === true,
    restoredUserSession: (_, params: { restored: RestoredState }) => params.restored.session?.accountType === 'user',
  },
}).createMachine({
  id: 'session',
  description: 'De enige eigenaar van het sessietoken: herstelt het, meldt aan en af, en vernieuwt het.',
  context: ({ input }) => ({
    token: null,
    account: null,
    customer: null,
    settings: null,
    style: DEFAULT_STYLE_SETTINGS,
    store: { version: input.appVersion, cartId: null, pending: {} },
    failure: null,
    neutral: input.firstScreen === 'neutral',
    handover: null,
    registrationPassword: null,
  }),
  initial: 'initialising',
  on: {
    PENDING_CHANGED: {
      guard: { type: 'changesPending', params: ({ event }) => event.patch },
      actions: [{ type: 'storePending', params: ({ event }) => event.patch }, 'persist', 'announceSession'],
    },
    CART_CHANGED: {
      actions: [{ type: 'storeCartId', params: ({ event }) => event.cartId }, 'persist', 'announceSession'],
    },
    REGISTRATION_PASSWORD_CHOSEN: {
      actions: { type: 'keepRegistrationPassword', params: ({ event }) => event.password },
    },
    ORDER_COMPLETED: {
      actions: [{ type: 'storeReceipt', params: ({ event }) => event.receipt }, 'persist', 'announceSession'],
    },
  },
  states: {
    initialising: {
      tags: ['loading'],
      description: 'Herstelt de bewaarde sessie en laadt de winkel- en stijlinstellingen; van een bewaarde gebruiker leest ze tegelijk wie die nu is (namen, rol, of de login nog actief is).',
      invoke: {
        id: 'initialise',
        src: 'initialise',
        input: ({ context }) => ({ neutral: context.neutral }),
        onDone: [
          {
            guard: { type: 'isNeutralStart', params: ({ event }) => ({ start: event.output }) },
            target: 'neutral',
            actions: { type: 'takeSettings', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'restoredUserSession', params: ({ event }) => ({ restored: event.output.restored }) },
            target: 'signedIn',
            actions: { type: 'restoreSession', params: ({ event }) => event.output },
          },
          { target: 'visiting', actions: { type: 'restoreSession', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: ({ event }) => callFailure('set-up-failed', event.error) },
        },
      },
    },
    failed: {
      description: 'De winkel kon niet geladen worden (geen instellingen): het hoofdscherm zegt het en laat opnieuw proberen.',
      on: { RETRY_REQUESTED: { target: 'initialising', actions: 'forgetFailure' } },
    },
    neutral: {
      tags: ['loading'],
      description:
        'Het neutrale eerste scherm, zoals de server het toont: de instellingen zijn gelezen, van de browser nog niets (geen token, account, winkelwagen of keuze). Zo hydrateert de browser precies de pagina van de server; daarna leest hij wat hij bewaarde.',
      on: {
        PAGE_HYDRATED: { target: 'resuming', actions: 'leaveNeutral' },
        // Kept, not written: the browser's stored shop store is read only after the page stands.
        PENDING_CHANGED: { actions: { type: 'storePending', params: ({ event }) => event.patch } },
      },
    },
    resuming: {
      tags: ['loading'],
      description: 'Na het neutrale eerste scherm: leest de bewaarde sessie en van een bewaarde gebruiker wie die nu is; de pagina blijft staan.',
      invoke: {
        id: 'resume',
        src: 'resume',
        input: ({ context }) => {
          if (!context.settings) throw new Error('resuming follows the settings read for the neutral first screen');
          return { settings: context.settings, style: context.style };
        },
        onDone: [
          {
            guard: { type: 'restoredUserSession', params: ({ event }) => ({ restored: event.output.restored }) },
            target: 'signedIn',
            actions: [{ type: 'restoreSession', params: ({ event }) => event.output }, 'persist'],
          },
          { target: 'visiting', actions: [{ type: 'restoreSession', params: ({ event }) => event.output }, 'persist'] },
        ],
      },
    },
    visiting: {
      description: 'Niet aangemeld: met een anoniem token als anoniem winkelen toegelaten is, anders zonder.',
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
            onDone: { target: 'anonymous', actions: [{ type: 'storeToken', params: ({ event }) => event.output }, 'persist'] },
            onError: {
              target: '#session.failed',
              actions: { type: 'rememberFailure', params: ({ event }) => callFailure('set-up-failed', event.error) },
            },
          },
        },
        anonymous: {
          entry: 'announceSession',
          on: { TOKEN_REJECTED: 'renewingToken' },
        },
        renewingToken: {
          description: 'Een geweigerd anoniem token wordt vervangen door een nieuw.',
          tags: ['refreshing'],
          entry: 'dropToken',
          invoke: {
            id: 'fetchAnonymousToken',
            src: 'fetchAnonymousToken',
            onDone: { target: 'anonymous', actions: [{ type: 'storeToken', params: ({ event }) => event.output }, 'persist'] },
            onError: { target: 'withoutToken', actions: 'persist' },
          },
        },
        withoutToken: { entry: 'announceSession' },
      },
      on: {
        LOGIN_REQUESTED: { target: 'signingIn', actions: { type: 'beginSignIn', params: ({ event }) => event.login } },
        STORAGE_CHANGED: [
          {
            guard: { type: 'storedUserSession', params: ({ event }) => event.restored },
            description: 'Aangemeld in een ander tabblad: dit tabblad is ook aangemeld.',
            target: '#session.signedIn',
            actions: [{ type: 'adoptStoredSession', params: ({ event }) => event.restored }, 'reloadCategories'],
          },
          {
            guard: { type: 'storedDiffers', params: ({ event }) => event.restored },
            description: 'Bezoekerstoken of winkelwagen van een ander tabblad: één sessie in alle tabbladen.',
            target: '.checking',
            reenter: true,
            actions: { type: 'adoptStoredSession', params: ({ event }) => event.restored },
          },
        ],
      },
    },
    signingIn: {
      tags: ['loading'],
      description: 'Wist eerst een eventuele vorige sessie, laadt dan de klant en neemt de anonieme winkelwagen mee.',
      invoke: {
        id: 'establishUserSession',
        src: 'establishUserSession',
        input: ({ context, event }) => {
          if (event.type !== 'LOGIN_REQUESTED') throw new Error('signingIn is entered by LOGIN_REQUESTED only');
          return { login: event.login, handover: context.handover };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'storeUserSession', params: ({ event }) => event.output },
            'persist',
            'reloadCategories',
            'announceLoginSucceeded',
          ],
        },
        onError: {
          target: 'visiting',
          description: 'De bezoeker blijft zoals hij was, op de aanmeldpagina, die zegt waarom (spec 002 §8).',
          actions: [
            { type: 'rememberFailure', params: ({ event }) => callFailure('customer-not-found', event.error) },
            'restoreVisitor',
            'persist',
            { type: 'announceLoginFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    signedIn: {
      initial: 'active',
      states: {
        active: {
          entry: 'announceSession',
          on: { TOKEN_REJECTED: 'refreshing' },
        },
        refreshing: {
          tags: ['refreshing'],
          description: 'De ene vernieuwing waarop elke oproep wacht die met 401 geweigerd werd of een verlopen token heeft.',
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => {
              if (!context.token) throw new Error('refreshing needs a token');
              return { token: context.token };
            },
            onDone: {
              target: 'active',
              actions: [{ type: 'storeToken', params: ({ event }) => event.output }, 'persist', 'announceRefreshed'],
            },
            onError: {
              target: 'refreshFailed',
              actions: [{ type: 'rememberFailure', params: ({ event }) => callFailure('refresh-failed', event.error) }, 'announceRefreshFailed'],
            },
          },
        },
        refreshFailed: {
          tags: ['refresh-failed'],
          description: 'Meldt af na een korte wachttijd, zodat de klant kan lezen waarom.',
          invoke: { id: 'logoutDelay', src: 'logoutDelay' },
          on: { LOGOUT_DELAY_ELAPSED: '#session.signingOut' },
        },
      },
      on: {
        ACCOUNT_CHANGED: {
          guard: { type: 'changesAccount', params: ({ event }) => event.change },
          actions: [{ type: 'storeAccountChange', params: ({ event }) => event.change }, 'persist', 'announceSession'],
        },
        LOGOUT_REQUESTED: 'signingOut',
        LOGIN_REQUESTED: {
          target: 'signingIn',
          description: 'Aanmelden als iemand anders: de vorige gebruiker en zijn concepten zijn weg.',
          actions: [{ type: 'beginSignIn', params: ({ event }) => event.login }, 'clearDrafts'],
        },
        STORAGE_CHANGED: [
          {
            guard: { type: 'storedNoUser', params: ({ event }) => event.restored },
            description: 'Afgemeld in een ander tabblad: hier ook afgemeld.',
            target: '#session.visiting',
            actions: [{ type: 'adoptStoredSession', params: ({ event }) => event.restored }, 'reloadCategories', 'announceLoggedOut'],
          },
          {
            guard: { type: 'storedDiffers', params: ({ event }) => event.restored },
            description: 'Een ander tabblad vernieuwde het token, meldde aan als iemand anders of wijzigde de winkelwagen: dit tabblad neemt dat over.',
            target: '.active',
            reenter: true,
            actions: [{ type: 'adoptStoredSession', params: ({ event }) => event.restored }, 'reloadCategories'],
          },
        ],
      },
    },
    signingOut: {
      description: 'Wist token, account, klant, contactpersoon, winkelwagen en voorlopige gegevens, en gaat dan verder als bezoeker.',
      entry: ['clearSession', 'clearDrafts', 'persist'],
      always: {
        target: 'visiting',
        actions: ['reloadCategories', 'navigateAfterLogout', 'announceLoggedOut'],
      },
    },
  },
});
