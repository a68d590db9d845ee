import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import { selectHoursFailed, selectOpeningSpans } from '../../../machines/warehouse-hours/selectors.ts';
import { demoShop, failNextCalls, settledSession } from '../../../tests/support/shop.ts';
import { warehouseHoursLogic } from './warehouse-hours.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe('the warehouse hours as the shop wires them', () => {
  it('reads the pick-up day’s shipment hours and the return day’s return hours; a closed day has none', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    // A Friday pick-up, a Sunday return (the demo's warehouses are closed on Sundays).
    const hours = createActor(warehouseHoursLogic(services), { input: { warehouseId: WAREHOUSE.brugge, pickUpDay: '2026-12-18', returnDay: '2026-12-20' } }).start();
    const ready = await waitFor(hours, (s) => s.matches('ready'));
    const spans = selectOpeningSpans(ready)!;
    expect(spans.pickUp).toMatch(/^\d{2}:\d{2} – \d{2}:\d{2}$/);
    expect(spans.return).toBeNull();
  });

  it('hides the hours when they cannot be read, and reads them again on request', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    await failNextCalls(demo, 'GET /v2/warehouse/{id}/businessdays/{day}/returnhours', { status: 404 });
    const hours = createActor(warehouseHoursLogic(services), { input: { warehouseId: WAREHOUSE.brugge, pickUpDay: '2026-12-18', returnDay: '2026-12-21' } }).start();
    const failed = await waitFor(hours, (s) => s.matches('failed'));
    expect(selectHoursFailed(failed)).toBe(true);
    expect(selectOpeningSpans(failed)).toBeNull();
    hours.send({ type: 'RETRY_REQUESTED' });
    const ready = await waitFor(hours, (s) => s.matches('ready'));
    expect(selectOpeningSpans(ready)?.return).toMatch(/–/);
  });

  it('reads only the pick-up day of a sale, which has no return', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    await failNextCalls(demo, 'GET /v2/warehouse/{id}/businessdays/{day}/returnhours', { status: 404 });
    const hours = createActor(warehouseHoursLogic(services), { input: { warehouseId: WAREHOUSE.brugge, pickUpDay: '2026-12-18', returnDay: null } }).start();
    const spans = selectOpeningSpans(await waitFor(hours, (s) => s.matches('ready')))!;
    expect(spans.pickUp).toMatch(/–/);
    expect(spans.return).toBeUndefined();
  });
});
