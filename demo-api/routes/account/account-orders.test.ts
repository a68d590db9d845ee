import { describe, expect, it } from 'vitest';
import type { ReservationOrderRow } from '../../db.ts';
import { CUSTOMER, PRODUCT, WAREHOUSE } from '../../seed/anchors.ts';
import { accountKit } from './account-test-kit.ts';
import { applyOrderUpdate, planOrderUpdate, type OrderUpdate } from './order-update.ts';
import { withinDaysLimit } from './shared.ts';
import { FIXED_NOW } from '../../../tests/support/clock.ts';

function setup() {
  const kit = accountKit();
  const db = kit.api.db;
  const own = (match: (row: ReservationOrderRow) => boolean) => db.orders.find((r) => r.order.CustomerID === CUSTOMER.branding && match(r))!;
  const draft = own((r) => r.order.ReservationStatus === 'Draft' && r.order.IsEditable);
  const plan = (row: ReservationOrderRow, update: OrderUpdate) => planOrderUpdate(db, row, update, FIXED_NOW);
  return { kit, db, own, draft, plan };
}

describe('withinDaysLimit', () => {
  const start = '2026-12-03T09:00:00';
  it('has no limit at 0 days', () => expect(withinDaysLimit(new Date('2026-12-03T10:00:00Z'), start, 0)).toBe(true));
  it('allows until the pick-up moment at 1 day', () => {
    expect(withinDaysLimit(new Date('2026-12-03T08:59:00Z'), start, 1)).toBe(true);
    expect(withinDaysLimit(new Date('2026-12-03T09:00:00Z'), start, 1)).toBe(false);
  });
  it('allows until (days - 1) days before it', () => {
    expect(withinDaysLimit(new Date('2026-12-01T08:59:00Z'), start, 3)).toBe(true);
    expect(withinDaysLimit(new Date('2026-12-01T09:00:00Z'), start, 3)).toBe(false);
  });
});

describe('planOrderUpdate', () => {
  it('accepts a reference on an order that can no longer be edited', () => {
    const { own, plan } = setup();
    const closed = own((r) => r.order.ReservationStatus === 'Closed');
    expect(plan(closed, { Reference: 'X', CustomFields: { CUST_Note: 'y' } })).toMatchObject({ changesBooking: false, problems: [] });
    const line = closed.items[0]!;
    expect(plan(closed, { UpdateItems: [{ ReservationOrderItemID: line.ReservationOrderItemID, Amount: line.Amount + 1 }] }).problems).toEqual([
      'Deze reservering kan niet meer gewijzigd worden',
    ]);
  });

  it('keeps the settings: reservation-only editing and the editing days', () => {
    const { db, own, plan } = setup();
    const ordered = own((r) => r.order.ReservationStatus === 'Order' && r.order.IsEditable);
    const more = { UpdateItems: [{ ReservationOrderItemID: ordered.items[1]!.ReservationOrderItemID, Amount: ordered.items[1]!.Amount + 1 }] };
    expect(plan(ordered, more).problems).toEqual([]);
    db.settings.ShopAllowEditingOrder = 'reservation';
    expect(plan(ordered, more).problems).toEqual(['Deze reservering is al een order en kan niet meer gewijzigd worden']);
    db.settings.ShopAllowEditingOrder = 'reservation-order';
    db.settings.ShopAllowEditingDays = 60;
    expect(plan(ordered, more).problems[0]).toMatch(/^Wijzigen kan tot 59 dagen voor het afhaalmoment/);
  });

  it('does not count the order against its own stock', () => {
    const { db, draft, plan } = setup();
    const tents = draft.items.find((l) => l.ItemID === PRODUCT.partytent3x3)!;
    const stock = db.stock.find((s) => s.ItemID === PRODUCT.partytent3x3 && s.WarehouseID === WAREHOUSE.brugge)!;
    // Only this order's tents are left: any other counting would find none free.
    const reservedByOthers = db.orders
      .filter((r) => r !== draft && r.order.WarehouseID === WAREHOUSE.brugge && ['Draft', 'Open', 'Order', 'Pick', 'Picked', 'Active'].includes(r.order.ReservationStatus))
      .filter((r) => r.order.DateTimeExpectedStart <= '2026-12-07T23:59:59' && r.order.DateTimeExpectedEnd >= draft.order.DateTimeExpectedStart)
      .flatMap((r) => r.items)
      .filter((l) => l.ItemID === PRODUCT.partytent3x3)
      .reduce((sum, l) => sum + l.Amount, 0);
    stock.Quantity = reservedByOthers + tents.Amount;
    expect(plan(draft, { DateTimeExpectedEnd: '2026-12-07' }).problems).toEqual([]);
    expect(plan(draft, { UpdateItems: [{ ReservationOrderItemID: tents.ReservationOrderItemID, Amount: tents.Amount + 1 }] }).problems).toEqual([
      'Onvoldoende voorraad voor Partytent 3 x 3 m: nog 2 beschikbaar van 03/12/2026 tot 05/12/2026',
    ]);
  });

  it('checks the moments: days without returns, the drop-off slot, closing days, full slots', () => {
    const { plan, draft } = setup();
    expect(plan(draft, { DateTimeExpectedEnd: '2026-12-06' }).problems).toEqual(['Op 06/12/2026 kan er niet teruggebracht worden']);
    expect(plan(draft, { DateTimeExpectedEnd: '2026-12-07', BusinessHourEnd: `${WAREHOUSE.brugge}-DROP` }).problems).toEqual([
      'Het moment "voor 7:30" kan alleen bij inleveren in de inleverbox',
    ]);
    expect(plan(draft, { BusinessHourEnd: 'WH-KORTRIJK-R-0800' }).problems).toEqual(['Het gekozen terugbrengmoment bestaat niet op 05/12/2026']);
    expect(plan(draft, { BusinessHourStart: null }).problems).toEqual(['Kies een afhaal- en terugbrengmoment']);
    expect(plan(draft, { DateTimeExpectedEnd: '2026-12-25' }).problems[0]).toMatch(/gesloten op 25\/12\/2026/);
    expect(plan(draft, { DateTimeExpectedStart: '2026-12-02' }).problems).toEqual(['Er is niet voldoende capaciteit op een datum/tijdsperiode van uw keuze']);
    expect(plan(draft, { DateTimeExpectedStart: '2026-11-20' }).problems[0]).toMatch(/^De startdatum moet op of na/);
  });

  it('reports lines that are not the order\'s', () => {
    const { plan, draft } = setup();
    expect(plan(draft, { UpdateItems: [{ ReservationOrderItemID: 'RO-0-01', Amount: 1 }] }).problems).toEqual(['Regel RO-0-01 hoort niet bij deze reservering']);
  });
});

describe('applyOrderUpdate', () => {
  it('re-prices the lines and asks only the difference when part was paid', () => {
    const { db, own, plan } = setup();
    const ordered = own((r) => r.order.AmountDue > 0);
    const paidBefore = ordered.order.TotalIncVAT;
    ordered.order.AmountDue = 0;
    ordered.order.Actions.find((a) => a.ActionName === 'CreatePayment')!.Completed = true;
    const line = ordered.items.find((l) => l.ItemID === 'MICROFOONSTATIEF')!;
    const update = { UpdateItems: [{ ReservationOrderItemID: line.ReservationOrderItemID, Amount: line.Amount + 2 }] };
    const planned = plan(ordered, update);
    expect(planned.problems).toEqual([]);
    applyOrderUpdate(db, ordered, update, planned);
    expect(line.Amount).toBe(4);
    expect(ordered.order.AmountDue).toBeCloseTo(ordered.order.TotalIncVAT - paidBefore, 2);
    expect(ordered.order.AmountDue).toBeGreaterThan(0);
    expect(ordered.order.Actions.find((a) => a.ActionName === 'CreatePayment')!.Completed).toBe(false);
  });

  it('moves the moments with the days and keeps the slot where the new day has it', () => {
    const { db, draft, plan } = setup();
    const update = { DateTimeExpectedEnd: '2026-12-07' };
    applyOrderUpdate(db, draft, update, plan(draft, update));
    expect(draft.order.DateTimeExpectedEnd).toBe('2026-12-07T00:00:00');
    expect(draft.order.DateTimeBusinessEnd).toBe(`2026-12-07T${draft.order.BusinessHourEnd!.Description.slice(0, 5)}:00`);
  });
});

describe('the order routes', () => {
  it('cancels within the cancellation days and frees the stock', async () => {
    const { kit, draft } = setup();
    const id = draft.order.ReservationOrderID;
    const cancelled = await kit.json<{ ReservationStatus: string; Actions: unknown[]; AmountDue: number }>('POST', `/v2/shop/reservationOrders/${id}/cancel`);
    expect(cancelled).toMatchObject({ ReservationStatus: 'Cancelled', AmountDue: 0, Actions: [] });
    expect((await kit.call('POST', `/v2/shop/reservationOrders/${id}/cancel`)).status).toBe(409);
  });

  it('serves the order confirmation as a PDF with the order in it', async () => {
    const { kit, draft } = setup();
    const { ReservationOrderID: id, ReservationID } = draft.order;
    const response = await kit.call('GET', `/v2/shop/reservationOrders/${id}/documents/order-confirmation/${ReservationID}/Bevestiging ${id}.pdf`);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain(`filename*=UTF-8''Bevestiging%20${id}.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf).toContain(`(Reservering ${id}) Tj`);
    expect(pdf).toContain('(Status: Aangevraagd) Tj');
  });

  it('zips the documents of the customer\'s items, a folder per serial', async () => {
    const { kit, db } = setup();
    const response = await kit.call('GET', `/v2/shop/customer/${CUSTOMER.branding}/customeritems/serials/attachments/_zip`);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    const zip = Buffer.from(await response.arrayBuffer()).toString('latin1');
    for (const serial of db.serials.filter((s) => s.CustomerID === CUSTOMER.branding)) {
      for (const a of serial.Attachments) expect(zip).toContain(`${serial.SerialID}/${a.FileName}`);
    }
  });
});
