/** The demo's failure controls as a browser test uses them: the random rate, its seed, named faults and the reset. */
import { describe, expect, it } from 'vitest';
import { createDemoApi, type DemoApi } from '../app.ts';
import type { DemoSwitches } from '../lib/http.ts';
import { DELIVERY, DEMO_ACCOUNTS, DEMO_PASSWORD, WAREHOUSE } from '../seed/anchors.ts';
import { fixedClock } from '../../tests/support/clock.ts';

// Saturday 21 November 2026: the cart below is for the weekend after.
const newDemo = (switches: Partial<DemoSwitches> = {}) => createDemoApi({ clock: fixedClock, switches });
const CART_BODY = { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-11-27', DateTimeExpectedEnd: '2026-11-30', DeliveryID: DELIVERY.pickUpAndReturn };

async function call(demo: DemoApi, method: string, path: string, init: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return demo.app.fetch(new Request(`http://demo.test/api${path}`, { method, headers, body }));
}

const settingsCalls = async (demo: DemoApi, count: number): Promise<number[]> => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await call(demo, 'GET', '/v2/shop/core/settings')).status);
  return statuses;
};

async function userToken(demo: DemoApi): Promise<string> {
  const answer = await call(demo, 'POST', '/v3/core/token/_login', { body: { UserName: DEMO_ACCOUNTS.admin, Password: DEMO_PASSWORD } });
  return ((await answer.json()) as { Token: { Access_token: string } }).Token.Access_token;
}

async function newCart(demo: DemoApi, token: string): Promise<string> {
  const answer = await call(demo, 'POST', '/v3/rental/cart', { token, body: CART_BODY });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { CartID: string }).CartID;
}

describe('the random failure rate', () => {
  it('never fails at rate 0, and calls at rate 0 do not change what fails later', async () => {
    const idle = newDemo({ failureSeed: 5 });
    expect(await settingsCalls(idle, 300)).not.toContain(503);
    await call(idle, 'PUT', '/__demo/switches', { body: { failureRate: 0.2 } });
    const fresh = newDemo({ failureSeed: 5, failureRate: 0.2 });
    const afterIdle = await settingsCalls(idle, 30);
    expect(afterIdle).toEqual(await settingsCalls(fresh, 30));
    expect(afterIdle).toContain(200);
    expect(afterIdle).toContain(503);
  });

  it('fails the same calls again when the same seed is set again', async () => {
    const demo = newDemo();
    expect((await call(demo, 'PUT', '/__demo/switches', { body: { failureRate: 0.4, failureSeed: 99 } })).status).toBe(200);
    const first = await settingsCalls(demo, 40);
    await call(demo, 'PUT', '/__demo/switches', { body: { failureSeed: 99 } });
    expect(await settingsCalls(demo, 40)).toEqual(first);
  });

  it('fails about half of 200 calls at rate 0.5, with the error the shop knows', async () => {
    const demo = newDemo({ failureRate: 0.5, failureSeed: 1 });
    const failures = (await settingsCalls(demo, 200)).filter((status) => status === 503).length;
    expect(failures).toBeGreaterThan(80);
    expect(failures).toBeLessThan(120);
    demo.switches.failureRate = 1;
    expect(await (await call(demo, 'GET', '/v2/shop/core/settings')).json()).toEqual({
      Error: { Message: 'De demo-backend simuleert een storing', Code: 'InjectedFailure' },
    });
  });

  it('leaves the demo controls alone', async () => {
    const demo = newDemo({ failureRate: 1 });
    expect((await call(demo, 'GET', '/__demo/switches')).status).toBe(200);
  });

  it('refuses a seed that is not a whole number', async () => {
    const demo = newDemo();
    expect((await call(demo, 'PUT', '/__demo/switches', { body: { failureSeed: 'abc' } })).status).toBe(400);
    expect((await call(demo, 'PUT', '/__demo/switches', { body: { failureSeed: 1.5, latencyMs: 10 } })).status).toBe(400);
    expect(demo.switches).toMatchObject({ failureSeed: null, latencyMs: 0 });
  });

  it('strikes writes as well as reads, and a write it strikes changes nothing', async () => {
    const demo = newDemo();
    const token = await userToken(demo);
    await call(demo, 'PUT', '/__demo/switches', { body: { failureRate: 0.5, failureSeed: 7 } });
    const writes = async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await call(demo, 'POST', '/v3/rental/cart', { token, body: CART_BODY })).status);
      return statuses;
    };
    const cartsBefore = demo.db.carts.size;
    const first = await writes();
    expect(first).toContain(503);
    expect(first).toContain(201);
    expect(demo.db.carts.size - cartsBefore).toBe(first.filter((status) => status === 201).length);
    await call(demo, 'PUT', '/__demo/switches', { body: { failureSeed: 7 } });
    expect(await writes()).toEqual(first);
  });
});

describe('faults of a named operation', () => {
  it('fail exactly as many calls of that operation as asked, with the status asked, and no other calls', async () => {
    const demo = newDemo();
    const token = await userToken(demo);
    const cartId = await newCart(demo, token);
    const asked = await call(demo, 'POST', '/__demo/faults', { body: { operation: 'GET /v3/rental/cart/{id}', times: 2, status: 404 } });
    expect(asked.status).toBe(201);
    expect(await asked.json()).toEqual({ operation: 'GET /v3/rental/cart/{id}', status: 404, times: 2 });

    expect((await call(demo, 'GET', `/v3/rental/cart/${cartId}/items`, { token })).status).toBe(200);
    expect((await call(demo, 'PATCH', `/v3/rental/cart/${cartId}`, { token, body: {} })).status).toBe(200);
    const failed = await call(demo, 'GET', `/v3/rental/cart/${cartId}`, { token });
    expect(failed.status).toBe(404);
    expect(((await failed.json()) as { Error: { Code: string } }).Error.Code).toBe('NotFound');
    expect(await (await call(demo, 'GET', '/__demo/faults')).json()).toEqual([{ operation: 'GET /v3/rental/cart/{id}', status: 404, times: 1 }]);
    expect((await call(demo, 'GET', '/v3/rental/cart/ANY-OTHER', { token })).status).toBe(404);
    expect((await call(demo, 'GET', `/v3/rental/cart/${cartId}`, { token })).status).toBe(200);
    expect(await (await call(demo, 'GET', '/__demo/faults')).json()).toEqual([]);
  });

  it('fail before the route: a failed write changes nothing, whatever the token', async () => {
    const demo = newDemo();
    const token = await userToken(demo);
    await call(demo, 'POST', '/__demo/faults', { body: { operation: 'POST /v3/rental/cart' } });
    const cartsBefore = demo.db.carts.size;
    const failed = await call(demo, 'POST', '/v3/rental/cart', { token, body: CART_BODY });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ Error: { Message: 'De demo-backend simuleert een storing', Code: 'InjectedFailure' } });
    expect(demo.db.carts.size).toBe(cartsBefore);
    await newCart(demo, token);
  });

  it('with lostAnswer run the route and then lose its answer: the write is saved, the client hears 503', async () => {
    const demo = newDemo();
    const token = await userToken(demo);
    await call(demo, 'POST', '/__demo/faults', { body: { operation: 'POST /v3/rental/cart', lostAnswer: true } });
    expect(await (await call(demo, 'GET', '/__demo/faults')).json()).toEqual([{ operation: 'POST /v3/rental/cart', status: 503, times: 1, lostAnswer: true }]);
    const cartsBefore = demo.db.carts.size;
    const lost = await call(demo, 'POST', '/v3/rental/cart', { token, body: CART_BODY });
    expect(lost.status).toBe(503);
    expect(await lost.json()).toEqual({ Error: { Message: 'De demo-backend simuleert een storing', Code: 'InjectedFailure' } });
    expect(demo.db.carts.size).toBe(cartsBefore + 1);
    await newCart(demo, token);
    expect(demo.db.carts.size).toBe(cartsBefore + 2);
  });

  it('answer a 401 as an expired token does, so the shop refreshes', async () => {
    const demo = newDemo();
    const token = await userToken(demo);
    await call(demo, 'POST', '/__demo/faults', { body: { operation: 'GET /v3/core/token/_user-info', status: 401 } });
    const failed = await call(demo, 'GET', '/v3/core/token/_user-info', { token });
    expect(failed.status).toBe(401);
    expect(((await failed.json()) as { Error: { Code: string } }).Error.Code).toBe('TokenExpired');
    expect((await call(demo, 'GET', '/v3/core/token/_user-info', { token })).status).toBe(200);
  });

  it('refuse an operation the contract does not have, in Dutch', async () => {
    const demo = newDemo();
    for (const operation of ['GET /v3/rental/cart/:id', 'GET /api/v2/shop/categories', 'GET /v9/nothing']) {
      const refused = await call(demo, 'POST', '/__demo/faults', { body: { operation } });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { Error: { Message: string } }).Error.Message).toMatch(/^Onbekende operatie/);
    }
    expect(await (await call(demo, 'GET', '/__demo/faults')).json()).toEqual([]);
  });

  it('still wait the latency first', async () => {
    const demo = newDemo({ latencyMs: 30 });
    await call(demo, 'POST', '/__demo/faults', { body: { operation: 'GET /v2/shop/core/settings', status: 504 } });
    const started = performance.now();
    expect((await call(demo, 'GET', '/v2/shop/core/settings')).status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('are all dropped by DELETE', async () => {
    const demo = newDemo();
    await call(demo, 'POST', '/__demo/faults', { body: { operation: 'GET /v2/shop/core/settings', times: 5 } });
    expect((await call(demo, 'DELETE', '/__demo/faults')).status).toBe(204);
    expect((await call(demo, 'GET', '/v2/shop/core/settings')).status).toBe(200);
  });
});

describe('the reset', () => {
  it('restores the switches the demo started with, its failure sequence, and drops pending faults', async () => {
    const demo = newDemo({ failureRate: 0.5, failureSeed: 3, tokenLifetimeSeconds: 60 });
    const started = { ...demo.switches };
    const firstRun = await settingsCalls(demo, 20);
    await call(demo, 'PUT', '/__demo/switches', { body: { latencyMs: 5, failureRate: 0, failureSeed: 8, tokenLifetimeSeconds: 10, refreshWindowSeconds: 0 } });
    await call(demo, 'POST', '/__demo/faults', { body: { operation: 'GET /v2/shop/core/settings', times: 3 } });

    expect((await call(demo, 'POST', '/__demo/reset')).status).toBe(204);
    expect(await (await call(demo, 'GET', '/__demo/switches')).json()).toEqual(started);
    expect(await (await call(demo, 'GET', '/__demo/faults')).json()).toEqual([]);
    expect(await settingsCalls(demo, 20)).toEqual(firstRun);
  });
});
