import { describe, expect, it } from 'vitest';
import type { DemoDb } from '../db.ts';
import { seedDatabase } from '../seed/index.ts';
import { calendarDay, CAPACITY_MESSAGE, checkCapacity, dayAvailability, DROP_OFF_ONLY_MESSAGE, reservedByCustomer } from './availability.ts';
import { unitPrice } from './pricing.ts';
import { DemoError } from './http.ts';
import { fixedClock } from '../../tests/support/clock.ts';

const MONDAY = '2027-03-08';

/** Takes every non-drop-off return slot of Brugge on a day, and optionally the drop-off slot. */
function fillReturns(db: DemoDb, day: string, withDropOff: boolean): void {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  for (const slot of db.businessHours.filter((h) => h.WarehouseID === 'WH-BRUGGE' && h.Kind === 'return' && h.Weekday === weekday)) {
    if (slot.IsDropOff && !withDropOff) continue;
    for (let n = 0; n < slot.Capacity; n++) {
      db.orders.push({
        order: {
          ReservationOrderID: `RO-${slot.BusinessHourID}-${n}`,
          ReservationID: '',
          OrderID: null,
          CustomerID: 'CUST-1002',
          ContactID: '',
          WarehouseID: 'WH-BRUGGE',
          DeliveryID: 'PICKUP',
          Reference: '',
          ReservationStatus: 'Order',
          DateTimeCreated: '2026-11-01T10:00:00',
          DateTimeExpectedStart: '2027-03-01T00:00:00',
          DateTimeExpectedEnd: `${day}T23:59:59`,
          DateTimeBusinessStart: '2027-03-01T09:00:00',
          DateTimeBusinessEnd: `${day}T09:00:00`,
          BusinessHourStart: null,
          BusinessHourEnd: { Key: slot.BusinessHourID, Description: slot.BusinessHour },
          TotalQtyOfReservationItems: 1,
          TotalIncVAT: 0,
          TotalExcVAT: 0,
          AmountDue: 0,
          IsCancellable: false,
          IsEditable: false,
          Actions: [],
          CustomFields: {},
          Notes: '',
          Labels: [],
        },
        items: [
          {
            ReservationOrderItemID: `ROI-${slot.BusinessHourID}-${n}`,
            ReservationOrderID: `RO-${slot.BusinessHourID}-${n}`,
            ItemID: 'BIERBANKSET',
            CompositionID: null,
            RelatedRentalItemID: null,
            ItemDescription: 'Bierbankset',
            Amount: 4,
            TotalIncVAT: 0,
            TotalExcVAT: 0,
            MaxPerCustomer: 30,
            Item: { ID: 'BIERBANKSET', Images: [], MaxPerCart: null, UploadPolicy: 'DenyUpload' },
          },
        ],
        files: [],
        certificates: [],
      });
    }
  }
}

describe('the calendar', () => {
  const rules = (db: DemoDb, allowDropOff = false) => ({ today: '2026-11-21', settings: db.settings, allowDropOff });

  it('refuses days before the minimum start interval, and starts after the maximum', () => {
    const db = seedDatabase(fixedClock);
    expect(calendarDay(db, 'shipment', 'WH-BRUGGE', '2026-11-21', rules(db)).Reason).toBe('BeforeMinimumStart');
    expect(calendarDay(db, 'return', 'WH-BRUGGE', '2026-11-21', rules(db)).Reason).toBe('BeforeMinimumStart');
    expect(calendarDay(db, 'shipment', 'WH-BRUGGE', '2027-11-23', rules(db)).Reason).toBe('AfterMaximumStart');
    expect(calendarDay(db, 'return', 'WH-BRUGGE', '2027-11-23', rules(db)).Reason).toBeNull();
    db.settings.CartReservationMaximumStartInterval = 0;
    expect(calendarDay(db, 'shipment', 'WH-BRUGGE', '2027-11-23', rules(db)).Reason).toBeNull();
  });

  it('keeps a return day with only the drop-off slot left for drop-off carts', () => {
    const db = seedDatabase(fixedClock);
    fillReturns(db, MONDAY, false);
    expect(dayAvailability(db, 'return', 'WH-BRUGGE', MONDAY)).toMatchObject({ MomentCanBeUsed: false, Reason: 'Full' });
    expect(dayAvailability(db, 'return', 'WH-BRUGGE', MONDAY, true)).toMatchObject({ MomentCanBeUsed: true, Reason: null });
    fillReturns(db, MONDAY, true);
    expect(calendarDay(db, 'return', 'WH-BRUGGE', MONDAY, rules(db, true)).Reason).toBe('Full');
  });
});

describe('the capacity check', () => {
  const base = { warehouseId: 'WH-BRUGGE', startDay: '2027-03-05', endDay: MONDAY, businessHourStart: null, businessHourEnd: null, allowDropOff: false, sale: false };

  it('answers capacity, a full day, the drop-off rule and closing days', () => {
    const db = seedDatabase(fixedClock);
    expect(checkCapacity(db, base)).toEqual({ HasCapacity: true, Message: null });
    expect(checkCapacity(db, { ...base, businessHourEnd: 'WH-BRUGGE-DROP' })).toEqual({ HasCapacity: false, Message: DROP_OFF_ONLY_MESSAGE });
    expect(checkCapacity(db, { ...base, businessHourEnd: 'WH-BRUGGE-DROP', allowDropOff: true }).HasCapacity).toBe(true);
    fillReturns(db, MONDAY, false);
    expect(checkCapacity(db, base)).toEqual({ HasCapacity: false, Message: CAPACITY_MESSAGE });
    expect(checkCapacity(db, { ...base, businessHourEnd: 'WH-BRUGGE-R-0800' })).toEqual({ HasCapacity: false, Message: CAPACITY_MESSAGE });
    expect(checkCapacity(db, { ...base, endDay: '2027-03-29' }).Message).toBe('De uitleendienst is gesloten op 29/03/2027 (Paasmaandag)');
    expect(checkCapacity(db, { ...base, startDay: '2027-03-07' }).Message).toBe('De uitleendienst is gesloten op 07/03/2027');
  });

  it('asks a sale only about its pick-up: nothing comes back', () => {
    const db = seedDatabase(fixedClock);
    fillReturns(db, MONDAY, false);
    const sale = { ...base, startDay: MONDAY, endDay: MONDAY, sale: true };
    expect(checkCapacity(db, { ...sale, sale: false })).toEqual({ HasCapacity: false, Message: CAPACITY_MESSAGE });
    expect(checkCapacity(db, sale)).toEqual({ HasCapacity: true, Message: null });
  });

  it('frees the slots of the order being edited', () => {
    const db = seedDatabase(fixedClock);
    fillReturns(db, MONDAY, false);
    const query = { ...base, businessHourEnd: 'WH-BRUGGE-R-0800' };
    expect(checkCapacity(db, { ...query, excludeOrderId: 'RO-WH-BRUGGE-R-0800-0' }).HasCapacity).toBe(true);
  });

  it('refuses a slot that does not exist on the day', () => {
    const db = seedDatabase(fixedClock);
    expect(() => checkCapacity(db, { ...base, businessHourStart: 'WH-IEPER-S-0900' })).toThrow(DemoError);
  });
});

describe('per-customer reservations', () => {
  it('counts only the customer, overlapping holding orders, except the one being edited', () => {
    const db = seedDatabase(fixedClock);
    db.orders = [];
    fillReturns(db, MONDAY, false);
    const perOrder = 4;
    const orders = db.orders.length;
    const query = { itemId: 'BIERBANKSET', start: '2027-03-05T00:00:00', end: '2027-03-06T23:59:59' };
    expect(reservedByCustomer(db, 'CUST-1002', query)).toBe(orders * perOrder);
    expect(reservedByCustomer(db, 'CUST-1001', query)).toBe(0);
    expect(reservedByCustomer(db, 'CUST-1002', { ...query, start: '2027-03-09T00:00:00', end: '2027-03-10T23:59:59' })).toBe(0);
    db.orders[0]!.order.ReservationStatus = 'Cancelled';
    expect(reservedByCustomer(db, 'CUST-1002', { ...query, excludeReservationOrderId: db.orders[1]!.order.ReservationOrderID })).toBe((orders - 2) * perOrder);
  });
});

describe('prices', () => {
  it('charges a deposit and a sales item a fixed amount whatever the period', () => {
    const db = seedDatabase(fixedClock);
    const deposit = db.products.find((p) => p.ID === 'BORG-GELUID')!;
    expect(unitPrice(deposit, '2027-03-01', '2027-03-20')).toEqual({ price: 150, priceIncVAT: 150 });
    const bags = db.products.find((p) => p.ID === 'AFVALZAKKEN-PMD')!;
    expect(unitPrice(bags, '2027-03-01', '2027-03-20')).toEqual({ price: 4.13, priceIncVAT: 5 });
  });
});
