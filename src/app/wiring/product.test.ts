import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { PRODUCT } from '../../../demo-api/seed/anchors.ts';
import { demoShop, settledSession } from '../../../tests/support/shop.ts';
import { productLogic } from './product.ts';
import { shopModeOf } from './shop-mode.ts';

const clock = { now: () => new Date('2026-11-21T09:00:00Z') };

describe('the product page as the shop wires it', () => {
  it('loads the product and its suggestions', async () => {
    const { services } = demoShop(createDemoApi({ clock }), { now: clock.now });
    await settledSession(services);
    const product = createActor(productLogic(services), { input: { productId: PRODUCT.partytent3x3, ...shopModeOf(services) } }).start();
    expect((await waitFor(product, (s) => s.matches('loaded'))).context.page?.product.ID).toBe(PRODUCT.partytent3x3);
  });

  it("adds the public documents of the serial a serial number led here with, only on that serial's product", async () => {
    const demo = createDemoApi({ clock });
    const { services } = demoShop(demo, { now: clock.now });
    await settledSession(services);
    const serial = demo.db.serials.find((entry) => entry.ItemID === PRODUCT.geluidsinstallatie && entry.CustomerID === null)!;
    const product = createActor(productLogic(services), { input: { productId: PRODUCT.geluidsinstallatie, serial: serial.SerialID, ...shopModeOf(services) } }).start();
    const loaded = await waitFor(product, (s) => s.matches('loaded'));
    expect(loaded.context.page?.serialDocuments?.serial).toBe(serial.SerialID);
    expect(loaded.context.page?.serialDocuments?.attachments.map((a) => a.FileName)).toEqual(serial.Attachments.map((a) => a.FileName));

    product.send({ type: 'PRODUCT_REQUESTED', productId: PRODUCT.partytent3x3, serial: serial.SerialID });
    expect((await waitFor(product, (s) => s.matches('loaded'))).context.page?.serialDocuments).toBeNull();
    product.send({ type: 'PRODUCT_REQUESTED', productId: PRODUCT.partytent3x3, serial: 'BESTAAT-NIET' });
    const unknown = await waitFor(product, (s) => s.matches('loaded'));
    expect(unknown.context.page?.product.ID).toBe(PRODUCT.partytent3x3);
    expect(unknown.context.page?.serialDocuments).toBeNull();
  });
});
