/**
 * The rules a cart's warehouse, delivery, period and business hours must keep (spec 001 §5),
 * checked by the server too: the shop checks them, but a cart may be changed by any client.
 */
import type { BusinessHourRow, DeliveryMethod, DemoDb, KeyRef, Warehouse } from '../db.ts';
import { businessMoments, closingDayOf, type MomentKind } from './availability.ts';
import { addDays, isoDate, parseDay, rentalDays, startOfDay } from './dates.ts';

export const NOT_ENOUGH_CAPACITY = 'Er is niet voldoende capaciteit op een datum/tijdsperiode van uw keuze';

/** dd/MM/yyyy, the shop's date display. */
export function displayDay(value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

const days = (n: number) => `${n} ${n === 1 ? 'dag' : 'dagen'}`;

/**
 * Why a period cannot be booked at this warehouse with this delivery (the Dutch message), or
 * null. `start` and `end` are days (yyyy-MM-dd…).
 */
export function periodProblem(
  db: DemoDb,
  now: Date,
  warehouse: Warehouse,
  delivery: DeliveryMethod,
  start: string,
  end: string,
): string | null {
  const settings = db.settings;
  const today = startOfDay(now);
  if (end.slice(0, 10) < start.slice(0, 10)) return 'De einddatum mag niet voor de startdatum liggen';
  if (settings.ShopSalesModus) {
    const sale = saleProblem(start, end, delivery);
    if (sale) return sale;
  }
  const earliest = isoDate(addDays(today, settings.CartReservationMinimumStartInterval));
  if (start.slice(0, 10) < earliest) return `De startdatum moet op of na ${displayDay(earliest)} liggen`;
  if (settings.CartReservationMaximumStartInterval > 0) {
    const latest = isoDate(addDays(today, settings.CartReservationMaximumStartInterval));
    if (start.slice(0, 10) > latest) return `De startdatum mag niet na ${displayDay(latest)} liggen`;
  }
  // Spec 001 §5: the duration rules are the rental's; a sale is one day.
  if (settings.ShopSalesModus) return closedOn(db, warehouse, start);
  const length = rentalDays(start, end);
  if (length < settings.CartReservationMinimumDuration) {
    return `De huurperiode moet minstens ${days(settings.CartReservationMinimumDuration)} zijn`;
  }
  if (settings.CartReservationMaximumDuration > 0 && length > settings.CartReservationMaximumDuration) {
    return `De huurperiode mag hoogstens ${days(settings.CartReservationMaximumDuration)} zijn`;
  }
  if (delivery.MinimumRentalDays !== null && length < delivery.MinimumRentalDays) {
    return `${delivery.Description} vereist een minimale huurperiode van ${days(delivery.MinimumRentalDays)}`;
  }
  return closedOn(db, warehouse, start) ?? closedOn(db, warehouse, end);
}

function closedOn(db: DemoDb, warehouse: Warehouse, day: string): string | null {
  const closing = closingDayOf(db, warehouse.WarehouseID, day.slice(0, 10));
  return closing ? `${warehouse.Description} is gesloten op ${displayDay(day)} (${closing.Description})` : null;
}

/** The message that refuses a cart, line or order spanning more than one day in sales mode. */
export function oneDayMessage(start: string, end: string): string {
  return `Een verkoop gebeurt op één dag: begin en einde moeten dezelfde dag zijn (nu ${displayDay(start)} tot ${displayDay(end)})`;
}

/**
 * Spec 001 §1, §5: in sales mode (ShopSalesModus) one day is both start and end, and nothing
 * comes back, so a delivery that returns through the drop-off box does not apply.
 */
export function saleProblem(start: string, end: string, delivery: DeliveryMethod): string | null {
  if (start.slice(0, 10) !== end.slice(0, 10)) return oneDayMessage(start, end);
  if (delivery.IsDropOffInBox) return `${delivery.Description} kan niet bij een verkoop: er wordt niets teruggebracht`;
  return null;
}

export type SlotProblem = 'Unknown' | 'DropOffOnly' | 'Full';

export function slotRow(db: DemoDb, kind: MomentKind, warehouseId: string, day: string, slotId: string): BusinessHourRow | undefined {
  const weekday = parseDay(day).getUTCDay();
  return db.businessHours.find(
    (h) => h.WarehouseID === warehouseId && h.Kind === kind && h.Weekday === weekday && h.BusinessHourID === slotId,
  );
}

/**
 * Whether a slot can be the pick-up (shipment) or return moment of a day: it must be one of the
 * warehouse's slots that weekday, the drop-off slot only with drop-off-in-box, and (when
 * `capacity`) still have room.
 */
export function slotProblem(
  db: DemoDb,
  kind: MomentKind,
  warehouseId: string,
  day: string,
  slotId: string,
  delivery: DeliveryMethod,
  capacity: boolean,
): SlotProblem | null {
  const row = slotRow(db, kind, warehouseId, day, slotId);
  if (!row) return 'Unknown';
  if (row.IsDropOff && !delivery.IsDropOffInBox) return 'DropOffOnly';
  if (capacity) {
    const moment = businessMoments(db, kind, warehouseId, day.slice(0, 10)).find((m) => m.BusinessHourID === slotId);
    if (!moment?.MomentCanBeUsed) return 'Full';
  }
  return null;
}

export function slotRef(row: BusinessHourRow): KeyRef {
  return { Key: row.BusinessHourID, Description: row.BusinessHour };
}

/** Whether the day offers a slot the customer could choose (so choosing one is required). */
export function hasUsableSlot(db: DemoDb, kind: MomentKind, warehouseId: string, day: string, delivery: DeliveryMethod): boolean {
  return businessMoments(db, kind, warehouseId, day.slice(0, 10)).some(
    (m) => m.BusinessHourID !== null && m.MomentCanBeUsed && slotProblem(db, kind, warehouseId, day, m.BusinessHourID, delivery, false) === null,
  );
}
