import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS, WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import { selectAcceptsChanges, selectWarehouseId } from '../../../machines/selection/selectors.ts';
import { selectPending } from '../../../machines/session/selectors.ts';
import { demoShop, signIn } from '../../../tests/support/shop.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe('the selection as the shop wires it', () => {
  it('starts once the session is set up, and keeps a choice in the session store', async () => {
    const { services } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await waitFor(services.selection, selectAcceptsChanges);
    services.selection.send({ type: 'WAREHOUSE_CHOSEN', warehouseId: WAREHOUSE.brugge });
    await waitFor(services.selection, (s) => selectAcceptsChanges(s) && selectWarehouseId(s) === WAREHOUSE.brugge);
    expect(selectPending(services.session.getSnapshot()).warehouseId).toBe(WAREHOUSE.brugge);
  });

  it('takes the warehouse the session chose at login (that of the latest order)', async () => {
    const { services } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await waitFor(services.selection, selectAcceptsChanges);
    await signIn(services, DEMO_ACCOUNTS.admin);
    const stored = selectPending(services.session.getSnapshot()).warehouseId;
    expect(stored).toBeTruthy();
    await waitFor(services.selection, (s) => selectAcceptsChanges(s) && selectWarehouseId(s) === stored);
  });
});
