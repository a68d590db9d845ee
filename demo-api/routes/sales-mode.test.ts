import { describe, expect, it } from 'vitest';
import { PRODUCT, WAREHOUSE } from '../seed/anchors.ts';
import { accountKit } from './account/account-test-kit.ts';

/** A sale placed through the demo's own routes: the order that a customer then finds in the account. */
async function placedSale() {
  const kit = accountKit();
  kit.api.db.settings.ShopSalesModus = true;
  const cart = await kit.json<{ CartID: string }>('POST', '/v3/rental/cart', {
    WarehouseID: WAREHOUSE.brugge,
    DateTimeExpectedStart: '2026-11-27',
    DateTimeExpectedEnd: '2026-11-27',
    DeliveryID: 'PICKUP',
  });
  await kit.json('POST', `/v3/rental/cart/${cart.CartID}/items`, [{ ItemID: PRODUCT.partytent3x3, Amount: 1 }]);
  const placed = await kit.json<{ Collection: { ReservationOrderID: string; ReservationID: string }[] }>('POST', `/v3/rental/cart/${cart.CartID}/_checkout`, {});
  return { kit, order: placed.Collection[0]! };
}

describe('a sale in the account', () => {
  it('is confirmed as one pick-up day, without a rental period or a return', async () => {
    const { kit, order } = await placedSale();
    const response = await kit.call('GET', `/v2/shop/reservationOrders/${order.ReservationOrderID}/documents/order-confirmation/${order.ReservationID}/Bevestiging.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf).toContain('(Afhaaldag: 27/11/2026) Tj');
    expect(pdf).not.toContain('Terugbrengen');
    expect(pdf).not.toContain('Huurperiode');
  });

  it('keeps its sales price when its amounts change', async () => {
    const { kit, order } = await placedSale();
    const [line] = (await kit.json<{ Collection: { ReservationOrderItemID: string }[] }>('GET', `/v2/shop/reservationOrders/${order.ReservationOrderID}/items`)).Collection;
    const updated = await kit.json<{ TotalIncVAT: number }>('POST', `/v2/shop/reservationOrders/${order.ReservationOrderID}/_update`, {
      UpdateItems: [{ ReservationOrderItemID: line!.ReservationOrderItemID, Amount: 2 }],
    });
    expect(updated.TotalIncVAT).toBe(700);
  });
});
