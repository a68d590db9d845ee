import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { selectMoments } from '../../../machines/order-detail/selectors.ts';
import { demoShop, signIn } from '../../../tests/support/shop.ts';
import { orderDetailLogic } from './order-detail.ts';
import { shopModeOf } from './shop-mode.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe("an order's moments as the shop wires them", () => {
  it('shows when a rented order is picked up and brought back; in sales mode only its pick-up', async () => {
    for (const salesMode of [false, true]) {
      const demo = createDemoApi({ clock: fixedClock });
      demo.db.settings.ShopSalesModus = salesMode;
      const { services } = demoShop(demo, { now: fixedClock.now });
      await signIn(services, DEMO_ACCOUNTS.admin);
      expect(shopModeOf(services)).toEqual({ salesMode });
      const detail = createActor(orderDetailLogic(services), { input: { reservationOrderId: 'RO-2026-0015', ...shopModeOf(services) } }).start();
      const moments = selectMoments(await waitFor(detail, (s) => s.matches('ready')))!;
      expect(moments.pickUp.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(moments.return === null).toBe(salesMode);
    }
  });
});
