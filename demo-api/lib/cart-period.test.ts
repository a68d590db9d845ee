import { describe, expect, it } from 'vitest';
import type { DeliveryMethod, DemoDb, Warehouse } from '../db.ts';
import { seedDatabase } from '../seed/index.ts';
import { DELIVERY, WAREHOUSE } from '../seed/anchors.ts';
import { hasUsableSlot, periodProblem, slotProblem } from './cart-period.ts';
import { FIXED_NOW, fixedClock } from '../../tests/support/clock.ts';

// Saturday 21 November 2026.

function setting(): { db: DemoDb; brugge: Warehouse; pickup: DeliveryMethod; dropbox: DeliveryMethod } {
  const db = seedDatabase(fixedClock);
  db.orders = [];
  const delivery = (id: string) => db.deliveryMethods.find((d) => d.DeliveryID === id)!;
  return {
    db,
    brugge: db.warehouses.find((w) => w.WarehouseID === WAREHOUSE.brugge)!,
    pickup: delivery(DELIVERY.pickUpAndReturn),
    dropbox: delivery(DELIVERY.dropOffInBox),
  };
}

describe('periodProblem', () => {
  it('accepts a weekend next week', () => {
    const { db, brugge, pickup } = setting();
    expect(periodProblem(db, FIXED_NOW, brugge, pickup, '2026-11-27', '2026-11-30')).toBeNull();
  });

  it('refuses an end before the start and a start before today plus the minimum interval', () => {
    const { db, brugge, pickup } = setting();
    expect(periodProblem(db, FIXED_NOW, brugge, pickup, '2026-11-30', '2026-11-27')).toBe('De einddatum mag niet voor de startdatum liggen');
    db.settings.CartReservationMinimumStartInterval = 2;
    expect(periodProblem(db, FIXED_NOW, brugge, pickup, '2026-11-22', '2026-11-24')).toBe('De startdatum moet op of na 23/11/2026 liggen');
    expect(periodProblem(db, FIXED_NOW, brugge, pickup, '2026-11-23', '2026-11-24')).toBeNull();
  });

  it('keeps the maximum start interval and the durations, where 0 means no limit', () => {
    const { db, brugge, pickup } = setting();
    db.settings.CartReservationMaximumStartInterval = 30;
    expect(periodProblem(db, FIXED_NOW, brugge, pickup, '2026-12-22', '2026-12-22')).toBe('De startdatum mag niet na 21/12/2026 liggen');
    db.settings.CartReservationMaximumStartInterval = 0;
    db.settings.CartReservationMaximumDuration = 7;
    expect(periodProblem(db, FIXED_NOW, brugge, pickup, '2026-11-23', '2026-11-30')).toBe('De huurperiode mag hoogstens 7 dagen zijn');
    db.settings.CartReservationMaximumDuration = 0;
    db.settings.CartReservationMinimumDuration = 2;
    expect(periodProblem(db, FIXED_NOW, brugge, pickup, '2026-11-23', '2026-11-23')).toBe('De huurperiode moet minstens 2 dagen zijn');
  });

  it('asks the drop-off box its minimum rental period', () => {
    const { db, brugge, dropbox } = setting();
    expect(periodProblem(db, FIXED_NOW, brugge, dropbox, '2026-11-23', '2026-11-24')).toBe(
      'Terugbrengen in de inleverbox vereist een minimale huurperiode van 3 dagen',
    );
    expect(periodProblem(db, FIXED_NOW, brugge, dropbox, '2026-11-23', '2026-11-25')).toBeNull();
  });

  it('in sales mode takes one day, keeps the start rules, drops the rental durations and the drop-off box', () => {
    const { db, brugge, pickup, dropbox } = setting();
    db.settings.ShopSalesModus = true;
    db.settings.CartReservationMinimumDuration = 2;
    expect(periodProblem(db, FIXED_NOW, brugge, pickup, '2026-11-23', '2026-11-23')).toBeNull();
    expect(periodProblem(db, FIXED_NOW, brugge, pickup, '2026-11-27', '2026-11-30')).toBe(
      'Een verkoop gebeurt op één dag: begin en einde moeten dezelfde dag zijn (nu 27/11/2026 tot 30/11/2026)',
    );
    expect(periodProblem(db, FIXED_NOW, brugge, pickup, '2026-11-21', '2026-11-21')).toBe('De startdatum moet op of na 22/11/2026 liggen');
    expect(periodProblem(db, FIXED_NOW, brugge, pickup, '2026-12-25', '2026-12-25')).toMatch(/^Uitleendienst Brugge is gesloten op 25\/12\/2026/);
    expect(periodProblem(db, FIXED_NOW, brugge, dropbox, '2026-11-23', '2026-11-23')).toBe(
      'Terugbrengen in de inleverbox kan niet bij een verkoop: er wordt niets teruggebracht',
    );
  });

  it('refuses a closing day as start or end', () => {
    const { db, brugge, pickup } = setting();
    expect(periodProblem(db, FIXED_NOW, brugge, pickup, '2026-12-24', '2026-12-25')).toMatch(/^Uitleendienst Brugge is gesloten op 25\/12\/2026 \(.+\)$/);
  });
});

describe('slots', () => {
  it('must be a slot of that weekday and kind', () => {
    const { db, pickup } = setting();
    expect(slotProblem(db, 'shipment', WAREHOUSE.brugge, '2026-11-27', `${WAREHOUSE.brugge}-S-0900`, pickup, true)).toBeNull();
    expect(slotProblem(db, 'return', WAREHOUSE.brugge, '2026-11-27', `${WAREHOUSE.brugge}-S-0900`, pickup, true)).toBe('Unknown');
    // Sunday has no slots.
    expect(slotProblem(db, 'shipment', WAREHOUSE.brugge, '2026-11-29', `${WAREHOUSE.brugge}-S-0900`, pickup, true)).toBe('Unknown');
  });

  it('offer the drop-off slot only with drop-off in the box', () => {
    const { db, pickup, dropbox } = setting();
    const drop = `${WAREHOUSE.brugge}-DROP`;
    expect(slotProblem(db, 'return', WAREHOUSE.brugge, '2026-11-30', drop, pickup, true)).toBe('DropOffOnly');
    expect(slotProblem(db, 'return', WAREHOUSE.brugge, '2026-11-30', drop, dropbox, true)).toBeNull();
  });

  it('are full when their capacity is used, unless capacity is not asked', () => {
    const { db, pickup } = setting();
    const id = `${WAREHOUSE.brugge}-S-0900`;
    db.businessHours.find((h) => h.BusinessHourID === id && h.Weekday === 5)!.Capacity = 0;
    expect(slotProblem(db, 'shipment', WAREHOUSE.brugge, '2026-11-27', id, pickup, true)).toBe('Full');
    expect(slotProblem(db, 'shipment', WAREHOUSE.brugge, '2026-11-27', id, pickup, false)).toBeNull();
  });

  it('are to be chosen only on days that offer a usable one', () => {
    const { db, pickup } = setting();
    expect(hasUsableSlot(db, 'shipment', WAREHOUSE.brugge, '2026-11-27', pickup)).toBe(true);
    expect(hasUsableSlot(db, 'shipment', WAREHOUSE.brugge, '2026-11-29', pickup)).toBe(false);
    for (const h of db.businessHours) if (h.WarehouseID === WAREHOUSE.brugge && h.Weekday === 1 && h.Kind === 'return' && !h.IsDropOff) h.Capacity = 0;
    // Only the drop-off slot is left on Monday, and pick-up-and-return cannot use it.
    expect(hasUsableSlot(db, 'return', WAREHOUSE.brugge, '2026-11-30', pickup)).toBe(false);
  });
});
