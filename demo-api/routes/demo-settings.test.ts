import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../app.ts';
import { DEFAULT_STYLE_SETTINGS } from '../../src/domain/style-settings.ts';

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

describe('the demo’s style settings document', () => {
  it('serves the shipped document, patched by a test until the reset', async () => {
    const demo = createDemoApi();
    const read = async () => (await (await call(demo, 'GET', '/__demo/style-settings')).json()) as { warehouseAliases: boolean; fixedProduct: unknown };
    expect(await read()).toEqual(DEFAULT_STYLE_SETTINGS);
    const fixedProduct = { itemId: 'TRANSPORT', deliveryId: 'TRANSPORT' };
    expect((await call(demo, 'PUT', '/__demo/style-settings', { warehouseAliases: false, fixedProduct })).status).toBe(200);
    expect(await read()).toMatchObject({ warehouseAliases: false, fixedProduct });
    await call(demo, 'POST', '/__demo/reset');
    expect(await read()).toEqual(DEFAULT_STYLE_SETTINGS);
  });

  it('refuses a setting the shop could not read, and changes nothing', async () => {
    const demo = createDemoApi();
    const refused = await call(demo, 'PUT', '/__demo/style-settings', { warehouseAliases: false, cartMode: 'multiple' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { Error: { Message: string } }).Error.Message).toBe('Onbekende of onleesbare stijlinstelling: cartMode');
    expect((await call(demo, 'PUT', '/__demo/style-settings', { productGridPageItems: -1 })).status).toBe(400);
    expect(demo.db.styleSettings).toEqual(DEFAULT_STYLE_SETTINGS);
  });
});
