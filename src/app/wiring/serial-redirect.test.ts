import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { PRODUCT } from '../../../demo-api/seed/anchors.ts';
import { demoShop, settledSession } from '../../../tests/support/shop.ts';
import { serialRedirectLogic } from './serial-redirect.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe('the serial number page as the shop wires it', () => {
  it('is replaced by the page of its product', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services, navigate } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    const serial = demo.db.serials.find((entry) => entry.ItemID === PRODUCT.geluidsinstallatie)!;
    const redirect = createActor(serialRedirectLogic(services), { input: { serial: serial.SerialID } }).start();
    await waitFor(redirect, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith(`/product/details/${PRODUCT.geluidsinstallatie}?serial=${serial.SerialID}`, { replace: true });
  });

  it('leads a product number to the product without a serial', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services, navigate } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    const redirect = createActor(serialRedirectLogic(services), { input: { serial: PRODUCT.geluidsinstallatie } }).start();
    await waitFor(redirect, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith(`/product/details/${PRODUCT.geluidsinstallatie}`, { replace: true });
  });
});
