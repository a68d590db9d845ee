import type { BusinessHour, DemoDb, ReservationOrderRow, ReservationStatus, ShopSettings } from '../db.ts';
import { addDays, isoDate, overlaps, parseDay } from './dates.ts';
import { badRequest } from './http.ts';

/** Statuses in which a reservation holds stock and a pick-up/return moment. */
const HOLDING_STATUSES: ReadonlySet<ReservationStatus> = new Set([
  'Draft',
  'Open',
  'Order',
  'Pick',
  'Picked',
  'Active',
]);

export function holdsStock(row: ReservationOrderRow): boolean {
  return HOLDING_STATUSES.has(row.order.ReservationStatus);
}

export interface StockAnswer {
  /** Null when the item is kept without stock (BulkWithoutStock): never short. */
  total: number | null;
  reserved: number;
  available: number | null;
  /** First day after `end` on which at least `wanted` are free again, when short now. */
  nextAvailableDate: string | null;
}

export interface StockQuery {
  itemId: string;
  warehouseId: string;
  start: string;
  end: string;
  /** Leave this reservation out (it is the one being edited). */
  excludeReservationOrderId?: string;
}

function ownedQuantity(db: DemoDb, itemId: string, warehouseId: string): number | null {
  const product = db.products.find((p) => p.ID === itemId);
  if (product?.StockType === 'BulkWithoutStock') return null;
  return db.stock.find((s) => s.ItemID === itemId && s.WarehouseID === warehouseId)?.Quantity ?? 0;
}

function reservedQuantity(db: DemoDb, query: StockQuery): number {
  let reserved = 0;
  for (const row of db.orders) {
    if (!holdsStock(row) || row.order.WarehouseID !== query.warehouseId) continue;
    if (row.order.ReservationOrderID === query.excludeReservationOrderId) continue;
    if (!overlaps(row.order.DateTimeExpectedStart, row.order.DateTimeExpectedEnd, query.start, query.end)) continue;
    for (const line of row.items) if (line.Item.ID === query.itemId) reserved += line.Amount;
  }
  return reserved;
}

/** Stock of an item in a warehouse over a period, computed from the reservations that hold it. */
export function stockFor(db: DemoDb, query: StockQuery, wanted = 1): StockAnswer {
  const total = ownedQuantity(db, query.itemId, query.warehouseId);
  const reserved = reservedQuantity(db, query);
  if (total === null) return { total: null, reserved, available: null, nextAvailableDate: null };
  const available = Math.max(0, total - reserved);
  let nextAvailableDate: string | null = null;
  if (available < wanted && total >= wanted) {
    const length = parseDay(query.end).getTime() - parseDay(query.start).getTime();
    for (let shift = 1; shift <= 365; shift++) {
      const start = addDays(parseDay(query.start), shift);
      const end = new Date(start.getTime() + length);
      const free = total - reservedQuantity(db, { ...query, start: isoDate(start), end: `${isoDate(end)}T23:59:59` });
      if (free >= wanted) {
        nextAvailableDate = isoDate(start);
        break;
      }
    }
  }
  return { total, reserved, available, nextAvailableDate };
}

/**
 * How many of an item a customer holds in reservations overlapping a period (for the
 * per-customer maximum); `excludeReservationOrderId` leaves out the order being edited.
 */
export function reservedByCustomer(db: DemoDb, customerId: string, query: Omit<StockQuery, 'warehouseId'>): number {
  let reserved = 0;
  for (const row of db.orders) {
    if (!holdsStock(row) || row.order.CustomerID !== customerId) continue;
    if (row.order.ReservationOrderID === query.excludeReservationOrderId) continue;
    if (!overlaps(row.order.DateTimeExpectedStart, row.order.DateTimeExpectedEnd, query.start, query.end)) continue;
    for (const line of row.items) if (line.Item.ID === query.itemId) reserved += line.Amount;
  }
  return reserved;
}

export type MomentKind = 'shipment' | 'return';

type DayUnavailableReason = 'Closed' | 'NoBusinessHours' | 'Full' | 'BeforeMinimumStart' | 'AfterMaximumStart';

export function closingDayOf(db: DemoDb, warehouseId: string, day: string) {
  return db.closingDays.find((c) => c.Date === day && (c.WarehouseID === null || c.WarehouseID === warehouseId)) ?? null;
}

function slotUse(db: DemoDb, kind: MomentKind, warehouseId: string, day: string, slotId: string, excludeOrderId?: string) {
  let used = 0;
  for (const row of db.orders) {
    const order = row.order;
    if (!holdsStock(row) || order.WarehouseID !== warehouseId) continue;
    if (order.ReservationOrderID === excludeOrderId) continue;
    const moment = kind === 'shipment' ? order.DateTimeBusinessStart : order.DateTimeBusinessEnd;
    const slot = kind === 'shipment' ? order.BusinessHourStart : order.BusinessHourEnd;
    if (moment.slice(0, 10) === day && slot?.Key === slotId) used++;
  }
  return used;
}

/** The business moments of a day, each usable while its slot has capacity left. */
export function businessMoments(
  db: DemoDb,
  kind: MomentKind,
  warehouseId: string,
  day: string,
  excludeOrderId?: string,
): BusinessHour[] {
  const weekday = parseDay(day).getUTCDay();
  const closed = closingDayOf(db, warehouseId, day) !== null;
  const slots = db.businessHours
    .filter((h) => h.WarehouseID === warehouseId && h.Kind === kind && h.Weekday === weekday)
    .sort((a, b) => a.BusinessHourRanking - b.BusinessHourRanking);
  if (slots.length === 0) {
    // The backend answers a day without slots with one placeholder entry (spec 001 §5).
    return [{ BusinessHourID: null, BusinessHour: '', BusinessHourRanking: 0, MomentCanBeUsed: false }];
  }
  return slots.map((slot) => ({
    BusinessHourID: slot.BusinessHourID,
    BusinessHour: slot.BusinessHour,
    BusinessHourRanking: slot.BusinessHourRanking,
    MomentCanBeUsed: !closed && slotUse(db, kind, warehouseId, day, slot.BusinessHourID, excludeOrderId) < slot.Capacity,
  }));
}

export interface DayAvailability {
  Date: string;
  MomentCanBeUsed: boolean;
  Reason: DayUnavailableReason | null;
}

/**
 * Whether a day can be a pick-up (shipment) or return day at a warehouse. The drop-off slot
 * makes a return day usable only when the cart returns through the drop-off box.
 */
export function dayAvailability(db: DemoDb, kind: MomentKind, warehouseId: string, day: string, allowDropOff = false): DayAvailability {
  if (closingDayOf(db, warehouseId, day)) return { Date: day, MomentCanBeUsed: false, Reason: 'Closed' };
  const moments = businessMoments(db, kind, warehouseId, day);
  if (moments.every((m) => m.BusinessHourID === null)) {
    return { Date: day, MomentCanBeUsed: false, Reason: 'NoBusinessHours' };
  }
  const usable = moments.some((m) => m.MomentCanBeUsed && (allowDropOff || !isDropOffSlot(db, warehouseId, m.BusinessHourID)));
  return { Date: day, MomentCanBeUsed: usable, Reason: usable ? null : 'Full' };
}

export interface CalendarRules {
  /** The current day (yyyy-MM-dd). */
  today: string;
  settings: Pick<ShopSettings, 'CartReservationMinimumStartInterval' | 'CartReservationMaximumStartInterval'>;
  allowDropOff: boolean;
}

/**
 * A day as the shop's calendar offers it: no day before today plus the minimum start interval
 * (for start and end alike), no start after the maximum start interval (0 = no limit), and
 * otherwise as the warehouse's closing days and slot capacity allow.
 */
export function calendarDay(db: DemoDb, kind: MomentKind, warehouseId: string, day: string, rules: CalendarRules): DayAvailability {
  const today = parseDay(rules.today);
  if (day < isoDate(addDays(today, rules.settings.CartReservationMinimumStartInterval))) {
    return { Date: day, MomentCanBeUsed: false, Reason: 'BeforeMinimumStart' };
  }
  const maximum = rules.settings.CartReservationMaximumStartInterval;
  if (kind === 'shipment' && maximum > 0 && day > isoDate(addDays(today, maximum))) {
    return { Date: day, MomentCanBeUsed: false, Reason: 'AfterMaximumStart' };
  }
  return dayAvailability(db, kind, warehouseId, day, rules.allowDropOff);
}

export const CAPACITY_MESSAGE = 'Er is onvoldoende capaciteit op een datum/tijdstip van uw keuze';
export const DROP_OFF_ONLY_MESSAGE = 'Het tijdstip voor 7:30 kan enkel bij terugbrengen in de inleverbox';

export interface CapacityQuery {
  warehouseId: string;
  /** Pick-up and return day (yyyy-MM-dd). */
  startDay: string;
  endDay: string;
  businessHourStart: string | null;
  businessHourEnd: string | null;
  allowDropOff: boolean;
  /** Sales mode: the day is a pick-up only, nothing comes back (spec 001 §1). */
  sale: boolean;
  excludeOrderId?: string;
}

export interface CapacityAnswer {
  HasCapacity: boolean;
  /** Why not, in Dutch; null when there is capacity. */
  Message: string | null;
}

const displayDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * Whether a pick-up and a return (a sale: the pick-up) fit: the days open with a usable slot,
 * and the chosen slots (when given) still have room. A slot that does not exist on its day is a
 * bad request.
 */
export function checkCapacity(db: DemoDb, query: CapacityQuery): CapacityAnswer {
  const pickUp = { kind: 'shipment' as const, day: query.startDay, slot: query.businessHourStart };
  const legs = query.sale ? [pickUp] : [pickUp, { kind: 'return' as const, day: query.endDay, slot: query.businessHourEnd }];
  for (const { kind, day, slot } of legs) {
    const closing = closingDayOf(db, query.warehouseId, day);
    if (closing) return { HasCapacity: false, Message: `De uitleendienst is gesloten op ${displayDate(day)} (${closing.Description})` };
    const moments = businessMoments(db, kind, query.warehouseId, day, query.excludeOrderId);
    if (moments.every((m) => m.BusinessHourID === null)) {
      return { HasCapacity: false, Message: `De uitleendienst is gesloten op ${displayDate(day)}` };
    }
    if (slot === null) {
      if (!dayAvailability(db, kind, query.warehouseId, day, query.allowDropOff).MomentCanBeUsed) return { HasCapacity: false, Message: CAPACITY_MESSAGE };
      continue;
    }
    const moment = moments.find((m) => m.BusinessHourID === slot);
    if (!moment) throw badRequest(`Tijdslot ${slot} bestaat niet op ${displayDate(day)}`);
    if (isDropOffSlot(db, query.warehouseId, slot) && !query.allowDropOff) return { HasCapacity: false, Message: DROP_OFF_ONLY_MESSAGE };
    if (!moment.MomentCanBeUsed) return { HasCapacity: false, Message: CAPACITY_MESSAGE };
  }
  return { HasCapacity: true, Message: null };
}

function isDropOffSlot(db: DemoDb, warehouseId: string, businessHourId: string | null): boolean {
  return db.businessHours.some((h) => h.WarehouseID === warehouseId && h.BusinessHourID === businessHourId && h.IsDropOff);
}

/** Warehouses offered together with this one (its alias group), itself first. */
export function aliasGroupOf(db: DemoDb, warehouseId: string): string[] {
  const warehouse = db.warehouses.find((w) => w.WarehouseID === warehouseId);
  if (!warehouse?.Alias) return [warehouseId];
  return [warehouseId, ...db.warehouses.filter((w) => w.Alias === warehouse.Alias && w.WarehouseID !== warehouseId).map((w) => w.WarehouseID)];
}
