import { describe, expect, it } from 'vitest';
import type { DemoDb, ReservationStatus } from '../db.ts';
import { businessMoments, dayAvailability, holdsStock, stockFor, type MomentKind } from '../lib/availability.ts';
import { CUSTOMER, PRODUCT, WAREHOUSE } from './anchors.ts';
import { seedDatabase } from './index.ts';
import { FIXED_NOW } from '../../tests/support/clock.ts';

const seed = (now = FIXED_NOW): DemoDb => seedDatabase({ now: () => new Date(now) });

const STATUSES: ReservationStatus[] = ['Draft', 'Open', 'Order', 'Pick', 'Picked', 'Active', 'Closed', 'ClosedAndCompleted', 'Cancelled', 'Expired', 'Rejected'];

/** How many holding orders use each slot on each day, counted straight from the orders. */
function slotUse(db: DemoDb): Map<string, { kind: MomentKind; warehouse: string; day: string; slot: string; used: number }> {
  const use = new Map<string, { kind: MomentKind; warehouse: string; day: string; slot: string; used: number }>();
  for (const row of db.orders.filter(holdsStock)) {
    for (const [kind, moment, slot] of [
      ['shipment', row.order.DateTimeBusinessStart, row.order.BusinessHourStart],
      ['return', row.order.DateTimeBusinessEnd, row.order.BusinessHourEnd],
    ] as const) {
      if (!slot) continue;
      const key = `${kind}|${row.order.WarehouseID}|${moment.slice(0, 10)}|${slot.Key}`;
      const entry = use.get(key) ?? { kind, warehouse: row.order.WarehouseID, day: moment.slice(0, 10), slot: slot.Key, used: 0 };
      entry.used++;
      use.set(key, entry);
    }
  }
  return use;
}

describe('the account seed', () => {
  it('gives De Branding an order in every status, each with its lines and totals', () => {
    const db = seed();
    const own = db.orders.filter((r) => r.order.CustomerID === CUSTOMER.branding);
    expect(new Set(own.map((r) => r.order.ReservationStatus))).toEqual(new Set(STATUSES));
    for (const { order, items } of db.orders) {
      expect(items.length).toBeGreaterThan(0);
      expect(order.TotalQtyOfReservationItems).toBe(items.reduce((sum, l) => sum + l.Amount, 0));
      expect(order.TotalIncVAT).toBeCloseTo(items.reduce((sum, l) => sum + l.TotalIncVAT, 0), 2);
      expect(order.DateTimeExpectedStart <= order.DateTimeExpectedEnd).toBe(true);
      expect(order.BusinessHourStart, order.ReservationOrderID).not.toBeNull();
      expect(order.BusinessHourEnd, order.ReservationOrderID).not.toBeNull();
      expect(order.DateTimeBusinessStart.slice(11, 16)).toBe(order.BusinessHourStart!.Description.match(/\d{1,2}:\d{2}/)![0].padStart(5, '0'));
    }
  });

  it('gives De Branding an order holding a package as a composition, its add-ons linked to it', () => {
    const own = seed().orders.filter((r) => r.order.CustomerID === CUSTOMER.branding);
    const withPackage = own.find((r) => r.items.some((line) => line.CompositionID === PRODUCT.pakketFuif))!;
    const [pakket, ...rest] = withPackage.items;
    expect(pakket).toMatchObject({ ItemID: null, CompositionID: PRODUCT.pakketFuif, RelatedRentalItemID: null });
    const addOns = rest.filter((line) => line.RelatedRentalItemID !== null);
    expect(addOns.map((line) => [line.ItemID, line.RelatedRentalItemID])).toEqual([
      ['NOODVERLICHTING-SET', pakket!.ReservationOrderItemID],
      ['BRANDBLUSSER-6KG', pakket!.ReservationOrderItemID],
      ['LED-SPOTSET', pakket!.ReservationOrderItemID],
    ]);
    expect(rest.filter((line) => line.RelatedRentalItemID === null).map((line) => line.ItemID)).toEqual(['PLOOITAFEL']);
    // The history's numbers stay as the journeys name them: the package order comes after it.
    expect(own.map((r) => r.order.ReservationOrderID).toSorted().at(-1)).toBe(withPackage.order.ReservationOrderID);
  });

  it('seeds every kind of open action on future orders that may still change', () => {
    const own = seed().orders.filter((r) => r.order.CustomerID === CUSTOMER.branding).map((r) => r.order);
    const open = (name: string) => own.find((o) => o.Actions.some((a) => a.ActionName === name && !a.Completed && a.Required));
    expect(open('ReferenceRequired')).toMatchObject({ Reference: '', IsEditable: true, IsCancellable: true });
    expect(open('Certificates')?.Actions.find((a) => a.ActionName === 'Certificates')?.Details?.RequiredCertificates).toEqual([{ Number: '' }]);
    const unpaid = open('CreatePayment')!;
    expect(unpaid.AmountDue).toBe(unpaid.TotalIncVAT);
    expect(unpaid.OrderID).not.toBeNull();
    for (const order of own) {
      const future = order.DateTimeBusinessStart.slice(0, 10) > '2026-11-21';
      expect(order.IsCancellable, order.ReservationOrderID).toBe(future && ['Draft', 'Open', 'Order'].includes(order.ReservationStatus));
    }
  });

  it('never books a slot beyond its capacity, as availability.ts counts it', () => {
    const db = seed();
    for (const { kind, warehouse, day, slot, used } of slotUse(db).values()) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const capacity = db.businessHours.find((h) => h.BusinessHourID === slot && h.Kind === kind && h.Weekday === weekday)!.Capacity;
      expect(used, `${kind} ${slot} on ${day}`).toBeLessThanOrEqual(capacity);
      const moment = businessMoments(db, kind, warehouse, day).find((m) => m.BusinessHourID === slot)!;
      expect(moment.MomentCanBeUsed).toBe(used < capacity);
    }
  });

  it('fills every pick-up slot in Brugge on the first Wednesday at least 10 days ahead', () => {
    const db = seed();
    expect(dayAvailability(db, 'shipment', WAREHOUSE.brugge, '2026-12-02')).toEqual({ Date: '2026-12-02', MomentCanBeUsed: false, Reason: 'Full' });
    expect(dayAvailability(db, 'shipment', WAREHOUSE.brugge, '2026-12-01').MomentCanBeUsed).toBe(true);
    expect(dayAvailability(db, 'shipment', WAREHOUSE.brugge, '2026-12-03').MomentCanBeUsed).toBe(true);
    const filling = db.orders.filter((r) => r.order.DateTimeBusinessStart.startsWith('2026-12-02') && holdsStock(r));
    expect(filling.every((r) => r.order.CustomerID !== CUSTOMER.branding || r.order.ReservationStatus === 'Draft')).toBe(true);
  });

  it('follows the clock: another date gives another full Wednesday', () => {
    const db = seed(new Date('2027-03-10T08:00:00Z'));
    expect(dayAvailability(db, 'shipment', WAREHOUSE.brugge, '2027-03-24').Reason).toBe('Full');
  });

  it('leaves the Fuifpakket short of its scarcest required add-on over one weekend', () => {
    const db = seed();
    const required = db.suggestions.filter((s) => s.ItemID === PRODUCT.pakketFuif && s.ShopPolicy === 'required');
    const period = { warehouseId: WAREHOUSE.brugge, start: '2026-12-11T00:00:00', end: '2026-12-13T23:59:59' };
    const short = required.filter((s) => (stockFor(db, { ...period, itemId: s.SuggestedItemID }).available ?? Infinity) < s.SuggestionAmount);
    expect(short.length).toBeGreaterThan(0);
    const weekLater = { ...period, start: '2026-12-18T00:00:00', end: '2026-12-20T23:59:59' };
    expect(required.every((s) => (stockFor(db, { ...weekLater, itemId: s.SuggestedItemID }).available ?? Infinity) >= s.SuggestionAmount)).toBe(true);
  });

  it('invoices the returned orders, one still to pay', () => {
    const db = seed();
    expect(db.invoices.length).toBeGreaterThanOrEqual(3);
    expect(db.invoices.length).toBeLessThanOrEqual(5);
    const open = db.invoices.filter((i) => i.AmountDue > 0);
    expect(open).toHaveLength(1);
    expect(open[0]!.Actions).toEqual([{ ActionName: 'CreatePayment', Completed: false, Required: true, Details: null }]);
    for (const invoice of db.invoices) {
      const order = db.orders.find((r) => r.order.OrderID === invoice.OrderID.Key)!.order;
      expect(invoice.TotalIncVAT).toBe(order.TotalIncVAT);
      expect(invoice.DateInvoice <= '2026-11-21').toBe(true);
    }
  });

  it('seeds conversations with provider HTML to sanitise and image attachments', () => {
    const db = seed();
    const conversations = db.conversations.filter((c) => c.CustomerID === CUSTOMER.branding);
    expect(conversations.length).toBeGreaterThanOrEqual(2);
    const messages = conversations.flatMap((c) => c.Communications);
    expect(messages.some((m) => !m.IsCustomerMessage && m.Message.includes('<script>') && m.Message.includes('onclick='))).toBe(true);
    const attachments = conversations.flatMap((c) => c.Attachments);
    expect(attachments.length).toBeGreaterThanOrEqual(2);
    for (const a of attachments) expect(db.blobs.get(a.AttachmentID)?.ContentType).toBe(a.ContentType);
    for (const c of conversations.filter((c) => c.RentalObjectID !== null)) {
      expect(db.orders.some((r) => r.order.ReservationOrderID === c.RentalObjectID && r.order.CustomerID === c.CustomerID)).toBe(true);
    }
  });

  it('is deterministic', () => {
    const pick = (db: DemoDb) => JSON.stringify([db.orders.map((r) => [r.order, r.items]), db.invoices, db.conversations]);
    expect(pick(seed())).toBe(pick(seed()));
  });
});
