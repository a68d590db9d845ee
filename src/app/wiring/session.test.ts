import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { SESSION_KEY, SHOP_STORE_KEY } from '../../domain/stored-session.ts';
import { demoShop, memoryStore, settledSession, signIn, toastTexts } from '../../../tests/support/shop.ts';
import { sessionTokens } from './session.ts';

const clock = { now: () => new Date('2026-11-21T09:00:00Z') };

describe('the session as the shop wires it', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the session and the shop store in local storage, and reloads the categories at login', async () => {
    const demo = createDemoApi({ clock });
    const store = memoryStore();
    const { services } = demoShop(demo, { store, now: clock.now });
    await settledSession(services);
    expect(JSON.parse(store.entries.get(SESSION_KEY)!)).toMatchObject({ accountType: 'anonymous' });

    const reloads = vi.fn();
    services.categories.subscribe((snapshot) => snapshot.matches('loading') && reloads());
    await signIn(services, DEMO_ACCOUNTS.admin);
    expect(JSON.parse(store.entries.get(SESSION_KEY)!)).toMatchObject({ accountType: 'user', data: { account: { Email: DEMO_ACCOUNTS.admin } } });
    expect(JSON.parse(store.entries.get(SHOP_STORE_KEY)!)).toMatchObject({ version: 'test' });
    expect(reloads).toHaveBeenCalled();
  });

  it('says in a toast why the customer is signed out when the refresh fails, then goes to the route after logout', async () => {
    const demo = createDemoApi({ clock });
    const { services, navigate } = demoShop(demo, { now: clock.now });
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

  it('does not send a token found expired: the session hears of it and signs out', async () => {
    const demo = createDemoApi({ clock });
    let now = clock.now();
    const { services } = demoShop(demo, { now: () => now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    const token = services.session.getSnapshot().context.token!;
    now = new Date(Date.parse(token.expires) + 1000);
    expect(sessionTokens(() => services.session, () => now).current()).toBeNull();
    await waitFor(services.session, (s) => s.matches('visiting'));
  });
});
