import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../demo-api/seed/anchors.ts';
import { demoShop, settledSession } from '../../../tests/support/shop.ts';
import { loginLogic } from './login.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

const noQuery = { queryToken: null, registerKey: null, status: null };

describe('the login as the shop wires it', () => {
  it('starts the session with the token and goes back where the visitor was going', async () => {
    const { services, navigate } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await settledSession(services);
    const login = createActor(loginLogic(services, { returnTo: '/winkelwagen' }), { input: noQuery }).start();
    login.send({ type: 'SUBMITTED', credentials: { userName: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD } });
    await waitFor(login, (s) => s.status === 'done');
    expect(services.session.getSnapshot().matches('signedIn')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/winkelwagen', { replace: true });
  });

  it('never returns to another site, and sends a register key on to registration', async () => {
    const { services, navigate } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await settledSession(services);
    const login = createActor(loginLogic(services, { returnTo: '//elders.example' }), { input: noQuery }).start();
    login.send({ type: 'SUBMITTED', credentials: { userName: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD } });
    await waitFor(login, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });

    createActor(loginLogic(services, { returnTo: null }), { input: { ...noQuery, registerKey: 'DEMO-SLEUTEL-2026' } }).start();
    expect(navigate).toHaveBeenLastCalledWith('/register/DEMO-SLEUTEL-2026', { replace: true });
  });

  it('logs out when the token of the login query is refused', async () => {
    const { services } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await settledSession(services);
    const login = createActor(loginLogic(services, { returnTo: null }), { input: { ...noQuery, queryToken: 'niet-geldig' } }).start();
    const refused = await waitFor(login, (s) => s.matches('editing'));
    expect(refused.context.failure?.kind).toBe('token-login-failed');
    expect(services.session.getSnapshot().matches('visiting')).toBe(true);
  });
});
