import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { PRODUCT } from '../../../demo-api/seed/anchors.ts';
import { demoShop, settledSession } from '../../../tests/support/shop.ts';
import { productLogic } from './product.ts';

const clock = { now: () => new Date('2026-11-21T09:00:00Z') };

describe('the product page as the shop wires it', () => {
  it('loads the product and its suggestions', async () => {
    const { services } = demoShop(createDemoApi({ clock }), { now: clock.now });
    await settledSession(services);
    const product = createActor(productLogic(services), { input: { productId: PRODUCT.partytent3x3 } }).start();
    expect((await waitFor(product, (s) => s.matches('loaded'))).context.page?.product.ID).toBe(PRODUCT.partytent3x3);
  });
});
