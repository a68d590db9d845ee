import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { DEMO_ACCOUNTS, DELIVERY, WAREHOUSE } from '../../demo-api/seed/anchors.ts';
import { unwrap } from '../../src/api/client.ts';
import { demoClient, demoLogin } from '../../tests/support/demo-client.ts';
import { createSelectionActors } from './actors.ts';
import { calendarOf, calendarRange, endDayProblem, locationsOf, startDayProblem } from './rules.ts';
import { fixedClock } from '../../tests/support/clock.ts';

/** A Saturday; the seed fills every Brugge pick-up slot on the first Wednesday at least 10 days ahead. */
const TODAY = '2026-11-21';
const FULL_WEDNESDAY = '2026-12-02';
/** The seed's staff training day in Ieper: the Friday at least two weeks ahead. */
const IEPER_TRAINING_DAY = '2026-12-11';
const period = { from: '2026-11-30', to: '2026-12-01' };

async function setUp(user: string | null = null) {
  const demo = createDemoApi({ clock: fixedClock });
  const api = demoClient(demo, user ? await demoLogin(demo, user) : null);
  return { demo, api, actors: createSelectionActors(api) };
}

describe('the selection actors against the demo API', () => {
  it('load warehouses and delivery methods: the alias group is one location', async () => {
    const { actors } = await setUp();
    const { warehouses, deliveryMethods } = await toPromise(createActor(actors.loadOptions).start());
    expect(locationsOf(warehouses, true).map((l) => l.memberIds)).toEqual([[WAREHOUSE.brugge], [WAREHOUSE.kortrijk, WAREHOUSE.ieper]]);
    expect(locationsOf(warehouses, false).map((l) => l.memberIds)).toEqual([[WAREHOUSE.brugge], [WAREHOUSE.kortrijk], [WAREHOUSE.ieper]]);
    expect(deliveryMethods.find((m) => m.DeliveryID === DELIVERY.dropOffInBox)?.MinimumRentalDays).toBe(3);
  });

  it("load a location's days per warehouse: the full Wednesday in Brugge, a closing day with its description", async () => {
    const { actors, demo } = await setUp();
    const range = calendarRange(TODAY, demo.db.settings);
    const brugge = await toPromise(createActor(actors.loadCalendar, { input: { warehouseIds: [WAREHOUSE.brugge], range } }).start());
    const rules = { today: TODAY, settings: demo.db.settings, calendar: calendarOf(brugge) };
    expect(startDayProblem(rules, FULL_WEDNESDAY)).toEqual({ kind: 'full' });
    expect(startDayProblem(rules, '2026-12-25')).toEqual({ kind: 'closed', description: 'Kerstmis' });
    expect(startDayProblem(rules, TODAY)).toEqual({ kind: 'before-earliest', earliest: '2026-11-22' });
    expect(startDayProblem(rules, '2026-11-22')).toEqual({ kind: 'no-opening-hours' });
    expect(endDayProblem(rules, '2026-12-01', '2026-11-30')).toBeNull();

    const group = await toPromise(createActor(actors.loadCalendar, { input: { warehouseIds: [WAREHOUSE.kortrijk, WAREHOUSE.ieper], range } }).start());
    expect(group.map((days) => days.closingDays.some((c) => c.Date === IEPER_TRAINING_DAY))).toEqual([false, true]);
    // Ieper's training day: Kortrijk is open, so the location is.
    expect(startDayProblem({ ...rules, calendar: calendarOf(group) }, IEPER_TRAINING_DAY)).toBeNull();
  });

  it("check a cart's items for another location, then remove the invalid ones and change the cart", async () => {
    const { actors, api } = await setUp(DEMO_ACCOUNTS.admin);
    const cart = await unwrap(
      api.POST('/v3/rental/cart', {
        body: { WarehouseID: WAREHOUSE.brugge, DeliveryID: DELIVERY.pickUpAndReturn, DateTimeExpectedStart: period.from, DateTimeExpectedEnd: period.to },
      }),
    );
    const cartId = cart.CartID;
    // The mobile stage is stocked in Brugge only; the party tent everywhere.
    await unwrap(api.POST('/v3/rental/cart/{id}/items', { params: { path: { id: cartId } }, body: [{ ItemID: 'PODIUMWAGEN', Amount: 1 }, { ItemID: 'PARTYTENT-3X3', Amount: 1 }] }));
    const change = { WarehouseID: WAREHOUSE.kortrijk, DeliveryID: DELIVERY.pickUpAndReturn, DateTimeExpectedStart: period.from, DateTimeExpectedEnd: period.to };

    const invalid = await toPromise(createActor(actors.checkConflicts, { input: { cartId, change } }).start());
    expect(invalid).toEqual([expect.objectContaining({ description: expect.stringContaining('podium'), amount: 1, reason: 'Niet beschikbaar in Uitleendienst Kortrijk' })]);

    await toPromise(createActor(actors.updateCart, { input: { cartId, removeIds: invalid.map((i) => i.cartItemId), change } }).start());
    const after = await unwrap(api.GET('/v3/rental/cart/{id}', { params: { path: { id: cartId } } }));
    expect(after.WarehouseID.Key).toBe(WAREHOUSE.kortrijk);
    expect(after.Items.map((line) => line.ItemID)).toEqual(['PARTYTENT-3X3']);
    expect(await toPromise(createActor(actors.checkConflicts, { input: { cartId, change } }).start())).toEqual([]);
  });
});
