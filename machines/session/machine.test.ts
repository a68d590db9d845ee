import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { emptyShopStore, type RestoredState, type SessionRecord } from '../../src/domain/stored-session.ts';
import { sampleReceipt } from '../checkout/samples.ts';
import { DEFAULT_STYLE_SETTINGS } from '../../src/domain/style-settings.ts';
import { sessionMachine, type Customer, type SessionResumeInput, type SessionStart, type SessionStartInput, type ShopSettings, type UserSession } from './machine.ts';

const VERSION = '1.0.0';
const anonymousToken = { accessToken: 'anon', expires: '2099-01-01T00:00:00Z' };
const userToken = { accessToken: 'user', expires: '2099-01-01T00:00:00Z' };
const account = { ContactID: 'CON-2001', CustomerID: 'CUST-1001', RoleName: 'Hoofdgebruiker', FirstName: 'Sofie', LastName: 'Peeters', Email: 'admin@demo.test', Barcode: '' };
const customer = { CustomerID: 'CUST-1001', CompanyName: 'Jeugdhuis De Branding vzw' } as Customer;
const settings = (allowAnonymous: boolean) => ({ AllowAnonymousShopUser: allowAnonymous }) as ShopSettings;
const login = { token: userToken, customerId: 'CUST-1001', contactId: 'CON-2001' };
const failure = () => new ApiFailure({ kind: 'network', status: 0, serverMessage: null });

function start(options: {
  stored?: SessionRecord | null;
  cartId?: string | null;
  allowAnonymous?: boolean;
  initialise?: () => Promise<SessionStart>;
  establish?: (input: { handover: unknown }) => Promise<UserSession>;
  refresh?: () => Promise<typeof userToken>;
  fetchAnonymous?: () => Promise<typeof anonymousToken>;
}) {
  const persist = vi.fn();
  const reloadCategories = vi.fn();
  const navigateAfterLogout = vi.fn();
  const clearDrafts = vi.fn();
  const establish = vi.fn(options.establish ?? (async () => ({ account, customer, cartId: 'CART-USER', warehouseId: 'WH-BRUGGE' })));
  const fetchAnonymous = vi.fn(options.fetchAnonymous ?? (async () => anonymousToken));
  const restored: RestoredState = {
    session: options.stored ?? null,
    store: { ...emptyShopStore(VERSION), cartId: options.cartId ?? null },
    discarded: false,
  };
  const machine = sessionMachine.provide({
    actors: {
      initialise: fromPromise(options.initialise ?? (async () => ({ restored, settings: settings(options.allowAnonymous ?? true), style: DEFAULT_STYLE_SETTINGS }))),
      fetchAnonymousToken: fromPromise(() => fetchAnonymous()),
      establishUserSession: fromPromise(({ input }) => establish(input)),
      refreshToken: fromPromise(options.refresh ?? (async () => ({ ...userToken, accessToken: 'user-2' }))),
    },
    actions: { persist, reloadCategories, navigateAfterLogout, clearDrafts },
  });
  const actor = createActor(machine, { input: { appVersion: VERSION } });
  const emitted: string[] = [];
  for (const type of ['LOGIN_ATTEMPT_SUCCEEDED', 'LOGIN_ATTEMPT_FAILED', 'REFRESH_SUCCEEDED', 'REFRESH_FAILED', 'LOGGED_OUT'] as const) {
    actor.on(type, () => emitted.push(type));
  }
  actor.start();
  return { actor, persist, reloadCategories, navigateAfterLogout, clearDrafts, establish, fetchAnonymous, emitted };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('refreshing'));

describe('the session machine', () => {
  it('obtains an anonymous token when anonymous shopping is allowed', async () => {
    const { actor, persist } = start({});
    const snapshot = await settled(actor);
    expect(snapshot.matches({ visiting: 'anonymous' })).toBe(true);
    expect(snapshot.context.token).toEqual(anonymousToken);
    expect(persist).toHaveBeenCalled();
  });

  it('stays without a token when anonymous shopping is not allowed', async () => {
    const { actor, fetchAnonymous } = start({ allowAnonymous: false });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ visiting: 'withoutToken' })).toBe(true);
    expect(fetchAnonymous).not.toHaveBeenCalled();
  });

  it('restores a stored user session', async () => {
    const { actor } = start({ stored: { accountType: 'user', data: { token: userToken, account } } });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ signedIn: 'active' })).toBe(true);
    expect(snapshot.context.account).toEqual(account);
  });

  it('restores a stored anonymous token without asking a new one', async () => {
    const { actor, fetchAnonymous } = start({ stored: { accountType: 'anonymous', data: { token: anonymousToken } } });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ visiting: 'anonymous' })).toBe(true);
    expect(fetchAnonymous).not.toHaveBeenCalled();
  });

  it('says the shop could not be loaded when set-up fails, and retries', async () => {
    let attempts = 0;
    const { actor } = start({
      initialise: async () => {
        attempts++;
        if (attempts === 1) throw failure();
        return { restored: { session: null, store: emptyShopStore(VERSION), discarded: false }, settings: settings(false), style: DEFAULT_STYLE_SETTINGS };
      },
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toMatchObject({ kind: 'set-up-failed' });
    actor.send({ type: 'RETRY_REQUESTED' });
    expect((await settled(actor)).matches('visiting')).toBe(true);
  });

  it('fails set-up when no anonymous token can be had', async () => {
    const { actor } = start({ fetchAnonymous: () => Promise.reject(failure()) });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.failure).toMatchObject({ kind: 'set-up-failed' });
  });

  it('signs in: loads the customer, carries the anonymous cart over, reloads categories', async () => {
    const { actor, establish, reloadCategories, clearDrafts, emitted } = start({ cartId: 'CART-ANON' });
    await settled(actor);
    actor.send({ type: 'LOGIN_REQUESTED', login });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ signedIn: 'active' })).toBe(true);
    // What the visitor typed is theirs still: their forms' drafts stay.
    expect(clearDrafts).not.toHaveBeenCalled();
    expect(establish).toHaveBeenCalledWith({ login, handover: { token: anonymousToken, cartId: 'CART-ANON' } });
    expect(snapshot.context).toMatchObject({ token: userToken, account, customer, handover: null });
    expect(snapshot.context.store.cartId).toBe('CART-USER');
    expect(snapshot.context.store.pending).toMatchObject({ warehouseId: 'WH-BRUGGE' });
    expect(reloadCategories).toHaveBeenCalledOnce();
    expect(emitted).toEqual(['LOGIN_ATTEMPT_SUCCEEDED']);
  });

  it("clears a previous user's session before another login, handing nothing over", async () => {
    const { actor, establish, clearDrafts } = start({ stored: { accountType: 'user', data: { token: userToken, account } }, cartId: 'CART-OLD' });
    await settled(actor);
    actor.send({ type: 'LOGIN_REQUESTED', login: { ...login, token: { ...userToken, accessToken: 'other' } } });
    await settled(actor);
    expect(establish).toHaveBeenCalledWith(expect.objectContaining({ handover: null }));
    expect(clearDrafts).toHaveBeenCalledOnce();
  });

  it('reports Customer not found and stays the visitor it was, with its cart, when the customer cannot be loaded', async () => {
    const { actor, emitted, navigateAfterLogout } = start({
      cartId: 'CART-ANON',
      establish: () => Promise.reject(new ApiFailure({ kind: 'not-found', status: 404, serverMessage: null })),
    });
    await settled(actor);
    actor.send({ type: 'LOGIN_REQUESTED', login });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ visiting: 'anonymous' })).toBe(true);
    expect(snapshot.context).toMatchObject({ account: null, token: anonymousToken });
    expect(snapshot.context.store.cartId).toBe('CART-ANON');
    expect(snapshot.context.failure).toMatchObject({ kind: 'customer-not-found' });
    // The login page stays, to say why: no logout, no navigation.
    expect(emitted).toEqual(['LOGIN_ATTEMPT_FAILED']);
    expect(navigateAfterLogout).not.toHaveBeenCalled();
  });

  it('logs out: clears everything, obtains a new anonymous token, reloads categories, navigates', async () => {
    const { actor, reloadCategories, navigateAfterLogout, clearDrafts, emitted } = start({
      stored: { accountType: 'user', data: { token: userToken, account } },
      cartId: 'CART-USER',
    });
    await settled(actor);
    actor.send({ type: 'LOGOUT_REQUESTED' });
    const snapshot = await settled(actor);
    expect(clearDrafts).toHaveBeenCalledOnce();
    expect(snapshot.matches({ visiting: 'anonymous' })).toBe(true);
    expect(snapshot.context).toMatchObject({ token: anonymousToken, account: null, customer: null });
    expect(snapshot.context.store).toEqual({ version: VERSION, cartId: null, pending: {} });
    expect(reloadCategories).toHaveBeenCalledOnce();
    expect(navigateAfterLogout).toHaveBeenCalledOnce();
    expect(emitted).toEqual(['LOGGED_OUT']);
  });

  it('refreshes a refused user token once and keeps the session', async () => {
    const { actor, emitted, persist } = start({ stored: { accountType: 'user', data: { token: userToken, account } } });
    await settled(actor);
    persist.mockClear();
    actor.send({ type: 'TOKEN_REJECTED' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    actor.send({ type: 'TOKEN_REJECTED' });
    const snapshot = await settled(actor);
    expect(snapshot.context.token?.accessToken).toBe('user-2');
    expect(persist).toHaveBeenCalledOnce();
    expect(emitted).toEqual(['REFRESH_SUCCEEDED']);
  });

  it('logs out after a short delay when the refresh fails', async () => {
    vi.useFakeTimers();
    try {
      const { actor, emitted } = start({ stored: { accountType: 'user', data: { token: userToken, account } }, refresh: () => Promise.reject(failure()) });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('signedIn')).toBe(true));
      actor.send({ type: 'TOKEN_REJECTED' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ signedIn: 'refreshFailed' })).toBe(true));
      expect(actor.getSnapshot().context.account).not.toBeNull();
      await vi.advanceTimersByTimeAsync(1500);
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ visiting: 'anonymous' })).toBe(true));
      expect(emitted).toEqual(['REFRESH_FAILED', 'LOGGED_OUT']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a cart made for the session, and forgets one that could not be fetched', async () => {
    const { actor, persist } = start({ stored: { accountType: 'user', data: { token: userToken, account } } });
    await settled(actor);
    persist.mockClear();
    actor.send({ type: 'CART_CHANGED', cartId: 'CART-NEW' });
    expect(actor.getSnapshot().context.store.cartId).toBe('CART-NEW');
    actor.send({ type: 'CART_CHANGED', cartId: null });
    expect(actor.getSnapshot().context.store.cartId).toBeNull();
    expect(persist).toHaveBeenCalledTimes(2);
  });

  it('holds the password of a registration at checkout in memory only, until the order is placed', async () => {
    const { actor, persist } = start({});
    await settled(actor);
    persist.mockClear();
    actor.send({ type: 'REGISTRATION_PASSWORD_CHOSEN', password: 'Nieuw!2026' });
    expect(actor.getSnapshot().context.registrationPassword).toBe('Nieuw!2026');
    expect(persist).not.toHaveBeenCalled();
    actor.send({ type: 'ORDER_COMPLETED', receipt: sampleReceipt });
    expect(actor.getSnapshot().context.registrationPassword).toBeNull();
    actor.send({ type: 'REGISTRATION_PASSWORD_CHOSEN', password: 'Nieuw!2026' });
    actor.send({ type: 'LOGIN_REQUESTED', login });
    expect((await settled(actor)).context.registrationPassword).toBeNull();
  });

  it('takes the names and the customer a saved profile changed, for the signed-in contact only', async () => {
    const { actor, persist } = start({});
    await settled(actor);
    actor.send({ type: 'LOGIN_REQUESTED', login });
    await settled(actor);
    const announced: unknown[] = [];
    actor.on('SESSION_CHANGED', ({ session }) => announced.push(session.account));
    persist.mockClear();
    const renamed = { ...customer, CompanyName: 'De Branding vzw' };
    actor.send({ type: 'ACCOUNT_CHANGED', change: { contactId: 'CON-2001', names: { FirstName: 'Sofie', LastName: 'Claeys' }, customer: renamed } });
    expect(actor.getSnapshot().context.account).toEqual({ ...account, LastName: 'Claeys' });
    expect(actor.getSnapshot().context.customer).toEqual(renamed);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(announced).toEqual([{ ...account, LastName: 'Claeys' }]);

    // The same names again, or another contact's (another tab signed in as someone else): nothing changes.
    actor.send({ type: 'ACCOUNT_CHANGED', change: { contactId: 'CON-2001', names: { FirstName: 'Sofie', LastName: 'Claeys' }, customer: null } });
    actor.send({ type: 'ACCOUNT_CHANGED', change: { contactId: 'CON-9999', names: { FirstName: 'Els', LastName: 'Maes' }, customer: null } });
    expect(persist).toHaveBeenCalledTimes(1);
    // Only the customer: the names stay.
    actor.send({ type: 'ACCOUNT_CHANGED', change: { contactId: 'CON-2001', names: null, customer: customer } });
    expect(actor.getSnapshot().context).toMatchObject({ account: { FirstName: 'Sofie', LastName: 'Claeys' }, customer });
  });

  it('keeps the chosen warehouse, delivery and period in the shop store, and a visitor keeps them at login', async () => {
    const { actor, persist } = start({});
    await settled(actor);
    persist.mockClear();
    const period = { from: '2026-12-11', to: '2026-12-13' };
    actor.send({ type: 'PENDING_CHANGED', patch: { warehouseId: 'WH-KORTRIJK', warehouseAlias: 'Zuid-West-Vlaanderen', deliveryId: 'PICKUP', period } });
    actor.send({ type: 'PENDING_CHANGED', patch: { deliveryId: 'DROPBOX' } });
    expect(actor.getSnapshot().context.store.pending).toEqual({ warehouseId: 'WH-KORTRIJK', warehouseAlias: 'Zuid-West-Vlaanderen', deliveryId: 'DROPBOX', period });
    expect(persist).toHaveBeenCalledTimes(2);
    // The latest order's warehouse (WH-BRUGGE) does not replace the visitor's own choice.
    actor.send({ type: 'LOGIN_REQUESTED', login });
    expect((await settled(actor)).context.store.pending).toMatchObject({ warehouseId: 'WH-KORTRIJK', period });
  });

  it('takes over what another tab stored: a refreshed token, a cart, a logout, a login', async () => {
    const { actor, persist, navigateAfterLogout } = start({ stored: { accountType: 'user', data: { token: userToken, account } } });
    await settled(actor);
    persist.mockClear();
    const refreshed = { ...userToken, accessToken: 'user-from-other-tab' };
    const store = { ...emptyShopStore(VERSION), cartId: 'CART-OTHER-TAB' };
    actor.send({ type: 'STORAGE_CHANGED', restored: { session: { accountType: 'user', data: { token: refreshed, account } }, store, discarded: false } });
    expect(actor.getSnapshot().context).toMatchObject({ token: refreshed, account, store: { cartId: 'CART-OTHER-TAB' } });
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);

    actor.send({ type: 'STORAGE_CHANGED', restored: { session: { accountType: 'anonymous', data: { token: anonymousToken } }, store: emptyShopStore(VERSION), discarded: false } });
    const signedOut = await settled(actor);
    expect(signedOut.matches({ visiting: 'anonymous' })).toBe(true);
    expect(signedOut.context).toMatchObject({ token: anonymousToken, account: null });

    actor.send({ type: 'STORAGE_CHANGED', restored: { session: { accountType: 'user', data: { token: refreshed, account } }, store, discarded: false } });
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    // Another tab stored all of this already; this one writes nothing and goes nowhere.
    expect(persist).not.toHaveBeenCalled();
    expect(navigateAfterLogout).not.toHaveBeenCalled();
  });

  it('replaces a refused anonymous token with a new one, or goes on without', async () => {
    let calls = 0;
    const { actor } = start({
      fetchAnonymous: async () => {
        calls++;
        if (calls === 3) throw failure();
        return { ...anonymousToken, accessToken: `anon-${calls}` };
      },
    });
    await settled(actor);
    actor.send({ type: 'TOKEN_REJECTED' });
    expect((await settled(actor)).context.token?.accessToken).toBe('anon-2');
    actor.send({ type: 'TOKEN_REJECTED' });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ visiting: 'withoutToken' })).toBe(true);
    expect(snapshot.context.token).toBeNull();
  });
});

describe('the neutral first screen (a page the server rendered)', () => {
  function startNeutral(stored: SessionRecord | null, storedPending = {}) {
    const persist = vi.fn();
    const announced: unknown[] = [];
    const restored: RestoredState = { session: stored, store: { ...emptyShopStore(VERSION), cartId: 'CART-STORED', pending: storedPending }, discarded: false };
    const resume = vi.fn(async ({ input }: { input: SessionResumeInput }): Promise<SessionStart> => ({ restored, settings: input.settings, style: DEFAULT_STYLE_SETTINGS }));
    const machine = sessionMachine.provide({
      actors: {
        initialise: fromPromise<SessionStart, SessionStartInput>(async ({ input }) => ({
          restored: { session: null, store: emptyShopStore(VERSION), discarded: false },
          settings: settings(true),
          style: DEFAULT_STYLE_SETTINGS,
          neutral: input.neutral,
        })),
        resume: fromPromise<SessionStart, SessionResumeInput>(resume),
        fetchAnonymousToken: fromPromise(async () => anonymousToken),
        establishUserSession: fromPromise(async (): Promise<UserSession> => ({ account, customer, cartId: null, warehouseId: null })),
        refreshToken: fromPromise(async () => userToken),
      },
      actions: { persist, reloadCategories: () => {}, navigateAfterLogout: () => {}, clearDrafts: () => {} },
    });
    const actor = createActor(machine, { input: { appVersion: VERSION, firstScreen: 'neutral' } });
    actor.on('SESSION_CHANGED', (event) => announced.push(event));
    actor.start();
    return { actor, persist, resume, announced };
  }

  it('knows the settings and nothing of the browser: no token, no account, no cart, and it is not settled', async () => {
    const { actor, persist, announced } = startNeutral({ accountType: 'anonymous', data: { token: anonymousToken } });
    const snapshot = await waitFor(actor, (s) => s.matches('neutral'));
    expect(snapshot.context).toMatchObject({ token: null, account: null, settings: settings(true), store: { cartId: null, pending: {} } });
    expect(snapshot.hasTag('loading')).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    expect(announced).toEqual([]);
  });

  it('keeps a pending change without writing it, and lays it over what was stored once the page is hydrated', async () => {
    const { actor, persist, resume, announced } = startNeutral({ accountType: 'anonymous', data: { token: anonymousToken } }, { warehouseId: 'WH-BRUGGE', productFilter: { categoryId: 1100 } });
    await waitFor(actor, (s) => s.matches('neutral'));
    actor.send({ type: 'PENDING_CHANGED', patch: { productFilter: { categoryId: 1000 } } });
    expect(persist).not.toHaveBeenCalled();
    expect(resume).not.toHaveBeenCalled();
    actor.send({ type: 'PAGE_HYDRATED' });
    const snapshot = await waitFor(actor, (s) => s.matches({ visiting: 'anonymous' }));
    expect(snapshot.context.token).toEqual(anonymousToken);
    expect(snapshot.context.store).toMatchObject({ cartId: 'CART-STORED', pending: { warehouseId: 'WH-BRUGGE', productFilter: { categoryId: 1000 } } });
    expect(persist).toHaveBeenCalledTimes(1);
    expect(announced).toHaveLength(1);
  });

  it('resumes a stored user as signed in', async () => {
    const { actor } = startNeutral({ accountType: 'user', data: { token: userToken, account } });
    await waitFor(actor, (s) => s.matches('neutral'));
    actor.send({ type: 'PAGE_HYDRATED' });
    const snapshot = await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(snapshot.context.account).toEqual(account);
  });

  it('a browser that stored nothing gets its anonymous token after the page is hydrated', async () => {
    const { actor } = startNeutral(null);
    await waitFor(actor, (s) => s.matches('neutral'));
    actor.send({ type: 'PAGE_HYDRATED' });
    expect((await waitFor(actor, (s) => s.matches({ visiting: 'anonymous' }))).context.token).toEqual(anonymousToken);
  });
});
