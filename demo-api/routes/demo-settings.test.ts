import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../app.ts';

const call = (demo: ReturnType<typeof createDemoApi>, method: string, path: string, body?: unknown) =>
  demo.app.fetch(new Request(`http://demo.test/api${path}`, { method, headers: { 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) }));

describe('the demo settings switch', () => {
  it('patches known settings until the reset', async () => {
    const demo = createDemoApi();
    expect((await call(demo, 'PUT', '/__demo/settings', { DisplayPricePolicy: 'AferLogin' })).status).toBe(200);
    expect(((await (await call(demo, 'GET', '/v2/shop/core/settings')).json()) as { DisplayPricePolicy: string }).DisplayPricePolicy).toBe('AferLogin');
    await call(demo, 'POST', '/__demo/reset');
    expect(demo.db.settings.DisplayPricePolicy).toBe('Always');
  });

  it('refuses unknown settings and values of another type', async () => {
    const demo = createDemoApi();
    expect((await call(demo, 'PUT', '/__demo/settings', { Nonsense: true })).status).toBe(400);
    expect((await call(demo, 'PUT', '/__demo/settings', { AllowAnonymousShopUser: 'ja' })).status).toBe(400);
    expect(demo.db.settings.AllowAnonymousShopUser).toBe(true);
  });
});
