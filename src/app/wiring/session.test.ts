import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { SESSION_KEY, SHOP_STORE_KEY } from '../../domain/stored-session.ts';
import { DEMO_BASE } from '../../../tests/support/demo-client.ts';
import { cartInSession, demoShop, failNextCalls, memoryStore, settledSession, sharedStorage, signIn, toastTexts } from '../../../tests/support/shop.ts';
import { selectCanShop, selectIsSettled } from '../../../machines/session/selectors.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe('the session as the shop wires it', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the session and the shop store in local storage, and reloads the categories at login', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const store = memoryStore();
    const { services } = demoShop(demo, { store, now: fixedClock.now });
    await settledSession(services);
    expect(JSON.parse(store.entries.get(SESSION_KEY)!)).toMatchObject({ accountType: 'anonymous' });

    const reloads = vi.fn();
    services.categories.subscribe((snapshot) => snapshot.matches('loading') && reloads());
    await signIn(services, DEMO_ACCOUNTS.admin);
    expect(JSON.parse(store.entries.get(SESSION_KEY)!)).toMatchObject({ accountType: 'user', data: { account: { Email: DEMO_ACCOUNTS.admin } } });
    expect(JSON.parse(store.entries.get(SHOP_STORE_KEY)!)).toMatchObject({ version: 'test' });
    expect(reloads).toHaveBeenCalled();
  });

  it('with anonymous shopping off asks the demo for no token: a visitor browses without one and cannot shop, and signs in as usual', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    demo.db.settings.AllowAnonymousShopUser = false;
    const { services } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    // The demo refuses anonymous tokens now: had the session asked, it would have failed to set up.
    const session = services.session.getSnapshot();
    expect(session.matches({ visiting: 'withoutToken' })).toBe(true);
    expect(demo.db.tokens.size).toBe(0);
    expect(selectCanShop(session)).toBe(false);
    expect(toastTexts(services)).toEqual([]);
    await signIn(services, DEMO_ACCOUNTS.admin);
    expect(selectCanShop(services.session.getSnapshot())).toBe(true);
  });

  it('says in a toast why the customer is signed out when the refresh fails, then goes to the route after logout', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services, navigate } = demoShop(demo, { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    // Every token this session held is refused, the refresh too.
    for (const token of demo.db.tokens.values()) token.Revoked = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const refused = services.api.GET('/v2/shop/contacts/{id}', { params: { path: { id: 'CON-2001' } } });
    await waitFor(services.session, (snapshot) => snapshot.hasTag('refresh-failed'));
    expect(toastTexts(services)).toContain('Uw sessie is verlopen. Meld u opnieuw aan.');
    await vi.runOnlyPendingTimersAsync();
    expect((await refused).response.status).toBe(401);
    await waitFor(services.session, (s) => s.matches('visiting'));
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('refreshes a token found expired before the call goes out, and stays signed in', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    let now = fixedClock.now();
    const { services } = demoShop(demo, { now: () => now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    const expired = services.session.getSnapshot().context.token!;
    now = new Date(Date.parse(expired.expires) + 1000);
    const { response } = await services.api.GET('/v3/core/token/_user-info');
    expect(response.status).toBe(200);
    const snapshot = services.session.getSnapshot();
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context.token?.accessToken).not.toBe(expired.accessToken);
  });
});

/** The tabs of one browser: one local storage, one lock. */
function browser(demo: ReturnType<typeof createDemoApi>) {
  const storage = sharedStorage();
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T,>(_name: string, task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
  return { storage, tab: () => demoShop(demo, { store: storage.tab(), now: fixedClock.now, exclusive }) };
}

/** Two tabs of one browser, signed in through the first. */
async function twoSignedInTabs(demo: ReturnType<typeof createDemoApi>) {
  const tabs = browser(demo);
  const first = tabs.tab();
  const second = tabs.tab();
  await Promise.all([settledSession(first.services), settledSession(second.services)]);
  await signIn(first.services, DEMO_ACCOUNTS.admin);
  await waitFor(second.services.session, (s) => s.matches({ signedIn: 'active' }));
  return { first, second };
}

describe('one session across the tabs of a browser', () => {
  it('signs in and out in every tab when one tab does', async () => {
    const { first, second } = await twoSignedInTabs(createDemoApi({ clock: fixedClock }));
    expect(second.services.session.getSnapshot().context.account?.Email).toBe(DEMO_ACCOUNTS.admin);

    second.services.session.send({ type: 'LOGOUT_REQUESTED' });
    await waitFor(first.services.session, (s) => s.matches('visiting') && selectIsSettled(s));
    expect(first.services.session.getSnapshot().context.account).toBeNull();
  });

  it('refreshes once when the token expires in two tabs, and both keep the session and the cart', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { first, second } = await twoSignedInTabs(demo);
    const cartId = await cartInSession(first.services);
    await waitFor(second.services.cart, (s) => s.matches('loaded') && s.context.cartId === cartId);

    await demo.app.fetch(new Request(`${DEMO_BASE}/__demo/tokens/_expire`, { method: 'POST' }));
    const refreshes = () => demo.db.tokens.size;
    const before = refreshes();
    const answers = await Promise.all([first.services.api.GET('/v3/core/token/_user-info'), second.services.api.GET('/v3/core/token/_user-info')]);
    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200]);
    expect(refreshes() - before).toBe(1);
    for (const tab of [first, second]) {
      const snapshot = await waitFor(tab.services.session, (s) => s.matches({ signedIn: 'active' }));
      expect(snapshot.context.store.cartId).toBe(cartId);
    }
    expect(first.services.session.getSnapshot().context.token).toEqual(second.services.session.getSnapshot().context.token);
  });
});

describe('a reload confirms the stored user (spec 000 §7: _user-info and authorization/user)', () => {
  async function signedInThenReloaded(change: (demo: ReturnType<typeof createDemoApi>) => Promise<void> | void) {
    const demo = createDemoApi({ clock: fixedClock });
    const store = memoryStore();
    const first = demoShop(demo, { store, now: fixedClock.now });
    await signIn(first.services, DEMO_ACCOUNTS.admin);
    await change(demo);
    const reloaded = demoShop(demo, { store, now: fixedClock.now });
    await settledSession(reloaded.services);
    return { demo, store, session: reloaded.services.session.getSnapshot() };
  }

  it('takes the contact’s names and role as the backend has them now', async () => {
    const { session, store } = await signedInThenReloaded((demo) => {
      const contact = demo.db.contacts.find((c) => c.ContactID === 'CON-2001')!;
      contact.FirstName = 'Lieselot';
    });
    expect(session.matches('signedIn')).toBe(true);
    expect(session.context.account).toMatchObject({ ContactID: 'CON-2001', FirstName: 'Lieselot' });
    expect(JSON.parse(store.entries.get(SESSION_KEY)!)).toMatchObject({ data: { account: { FirstName: 'Lieselot' } } });
  });

  it('signs out a login that is no longer active', async () => {
    const { session, store } = await signedInThenReloaded((demo) => {
      demo.db.users.find((u) => u.Email === DEMO_ACCOUNTS.admin)!.Status = 'LockedOut';
    });
    expect(session.matches('visiting')).toBe(true);
    expect(session.context.account).toBeNull();
    expect(JSON.parse(store.entries.get(SESSION_KEY) ?? 'null')?.accountType ?? null).not.toBe('user');
  });

  it('keeps the stored user when the backend cannot say', async () => {
    const { session } = await signedInThenReloaded((demo) => failNextCalls(demo, 'GET /v2/shop/authorization/user', { times: 5 }));
    expect(session.matches('signedIn')).toBe(true);
    expect(session.context.account).toMatchObject({ Email: DEMO_ACCOUNTS.admin });
  });
});
