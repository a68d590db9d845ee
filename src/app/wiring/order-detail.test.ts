import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { selectCustomerFacts, selectMayEdit, selectMoments } from '../../../machines/order-detail/selectors.ts';
import { demoShop, signIn } from '../../../tests/support/shop.ts';
import { orderDetailInputOf, orderDetailLogic } from './order-detail.ts';

import { fixedClock } from '../../../tests/support/clock.ts';

async function detailOf(reservationOrderId: string, prepare: (demo: ReturnType<typeof createDemoApi>) => void = () => {}) {
  const demo = createDemoApi({ clock: fixedClock });
  prepare(demo);
  const { services } = demoShop(demo, { now: fixedClock.now });
  await signIn(services, DEMO_ACCOUNTS.admin);
  const input = orderDetailInputOf(services, reservationOrderId);
  const detail = createActor(orderDetailLogic(services), { input }).start();
  return { input, snapshot: await waitFor(detail, (s) => s.matches('ready')) };
}

describe("an order's page as the shop wires it", () => {
  it('shows when a rented order is picked up and brought back; in sales mode only its pick-up', async () => {
    for (const salesMode of [false, true]) {
      const { input, snapshot } = await detailOf('RO-2026-0015', (demo) => void (demo.db.settings.ShopSalesModus = salesMode));
      expect(input.salesMode).toBe(salesMode);
      const moments = selectMoments(snapshot)!;
      expect(moments.pickUp.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(moments.return === null).toBe(salesMode);
    }
  });

  it("starts from the signed-in customer, the settings' change rules and the deployment's hidden fields", async () => {
    const open = await detailOf('RO-2026-0015');
    expect(open.input).toMatchObject({ now: fixedClock.now().toISOString(), rules: { editingDays: 0, editingOrder: 'reservation-order' }, hiddenFields: [] });
    expect(selectCustomerFacts(open.snapshot).find(({ fact }) => fact === 'name')?.value).toBe(open.input.customer?.CompanyName);
    // RO-2026-0015 is an editable order that has an order number already.
    expect(selectMayEdit(open.snapshot)).toBe(true);

    const limited = await detailOf('RO-2026-0015', (demo) => {
      demo.db.settings.ShopAllowEditingOrder = 'reservation';
      demo.db.styleSettings = { ...demo.db.styleSettings, orderDetailHiddenFields: ['customer-address', 'customer-phone'] };
    });
    expect(limited.input).toMatchObject({ rules: { editingOrder: 'reservation' }, hiddenFields: ['customer-address', 'customer-phone'] });
    expect(selectCustomerFacts(limited.snapshot).map(({ fact }) => fact)).toEqual(['name', 'email']);
    expect(selectMayEdit(limited.snapshot)).toBe(false);
  });
});
