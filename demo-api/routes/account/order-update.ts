/**
 * Changing a reservation order from the account area (spec 002 §4 "Edit", §5 "Order edit"):
 * one planner checks a change and says what it would do, so `_validate-update` and `_update`
 * cannot disagree.
 */
import { z } from 'zod';
import type { DemoDb, KeyRef, ReservationOrderItem, ReservationOrderRow } from '../../db.ts';
import { businessMoments, holdsStock, stockFor, type MomentKind } from '../../lib/availability.ts';
import { NOT_ENOUGH_CAPACITY, displayDay, hasUsableSlot, periodProblem, slotProblem, slotRef, slotRow } from '../../lib/cart-period.ts';
import { businessMoment, dayStart, extraOrderInfoAction, isSalesMode } from '../../lib/cart-totals.ts';
import { isoDate, overlaps, rentalDays } from '../../lib/dates.ts';
import { modePrice, round2 } from '../../lib/pricing.ts';
import { customFieldsSchema, withinDaysLimit } from './shared.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'verwacht een datum yyyy-MM-dd')
  .refine((value) => {
    const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && isoDate(date) === value.slice(0, 10);
  }, 'geen bestaande datum');

export const orderUpdateSchema = z.object({
  DateTimeExpectedStart: day.optional(),
  DateTimeExpectedEnd: day.optional(),
  UpdateItems: z.array(z.object({ ReservationOrderItemID: z.string().min(1), Amount: z.number().int().min(1) })).optional(),
  BusinessHourStart: z.string().min(1).nullable().optional(),
  BusinessHourEnd: z.string().min(1).nullable().optional(),
  Reference: z.string().trim().max(100).optional(),
  CustomFields: customFieldsSchema.optional(),
});

export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

/** What a change would make of the order's period, moments and amounts. */
export interface OrderUpdatePlan {
  /** Days, yyyy-MM-dd. */
  start: string;
  end: string;
  slotStart: KeyRef | null;
  slotEnd: KeyRef | null;
  amounts: Map<string, number>;
  /** Whether period, moments or amounts change (then the order must be editable). */
  changesBooking: boolean;
  problems: string[];
}

const SLOT_NAME: Record<MomentKind, string> = { shipment: 'afhaalmoment', return: 'terugbrengmoment' };

/** How many more of an item the customer may reserve over a period (its MaxPerCustomer minus what it holds). */
export function customerLeftover(db: DemoDb, row: ReservationOrderRow, itemId: string, start: string, end: string): number | null {
  const max = db.products.find((p) => p.ID === itemId)?.MaxPerCustomer ?? null;
  if (max === null) return null;
  let held = 0;
  for (const other of db.orders) {
    if (other.order.CustomerID !== row.order.CustomerID || !holdsStock(other)) continue;
    if (!overlaps(other.order.DateTimeExpectedStart, other.order.DateTimeExpectedEnd, start, end)) continue;
    for (const line of other.items) if (line.Item.ID === itemId) held += line.Amount;
  }
  return Math.max(0, max - held);
}

function editProblem(db: DemoDb, row: ReservationOrderRow, now: Date): string | null {
  const { order } = row;
  const { ShopAllowEditingOrder, ShopAllowEditingDays } = db.settings;
  if (!order.IsEditable) return 'Deze reservering kan niet meer gewijzigd worden';
  if (ShopAllowEditingOrder === 'reservation' && order.OrderID !== null) {
    return 'Deze reservering is al een order en kan niet meer gewijzigd worden';
  }
  if (!withinDaysLimit(now, order.DateTimeBusinessStart, ShopAllowEditingDays)) {
    const limit = ShopAllowEditingDays === 1 ? 'het afhaalmoment' : `${ShopAllowEditingDays - 1} dagen voor het afhaalmoment`;
    return `Wijzigen kan tot ${limit}; neem contact op met de uitleendienst`;
  }
  return null;
}

/**
 * The slot a change leaves for one moment, with the reason it cannot be used (or null). A slot
 * not sent is kept when the (new) day has it, else it must be chosen again.
 */
function plannedSlot(
  db: DemoDb,
  row: ReservationOrderRow,
  kind: MomentKind,
  day: string,
  chosen: string | null | undefined,
): { slot: KeyRef | null; problem: string | null; changed: boolean } {
  const { order } = row;
  const kept = kind === 'shipment' ? order.BusinessHourStart : order.BusinessHourEnd;
  const keptDay = (kind === 'shipment' ? order.DateTimeExpectedStart : order.DateTimeExpectedEnd).slice(0, 10);
  const keptFits = kept !== null && slotRow(db, kind, order.WarehouseID, day, kept.Key) !== undefined;
  const slotId = chosen === undefined ? (keptFits ? kept.Key : null) : chosen;
  const changed = day !== keptDay || slotId !== (kept?.Key ?? null);
  const delivery = db.deliveryMethods.find((d) => d.DeliveryID === order.DeliveryID);
  if (!changed || !delivery) return { slot: kept, problem: null, changed };
  // This order's own use of a slot does not count against it.
  const moments = businessMoments(db, kind, order.WarehouseID, day, order.ReservationOrderID);
  if (moments.every((m) => m.BusinessHourID === null)) {
    return { slot: null, problem: `Op ${displayDay(day)} kan er niet ${kind === 'shipment' ? 'afgehaald' : 'teruggebracht'} worden`, changed };
  }
  if (slotId === null) {
    const problem = hasUsableSlot(db, kind, order.WarehouseID, day, delivery) ? 'Kies een afhaal- en terugbrengmoment' : NOT_ENOUGH_CAPACITY;
    return { slot: null, problem, changed };
  }
  const found = slotRow(db, kind, order.WarehouseID, day, slotId);
  if (!found) return { slot: null, problem: `Het gekozen ${SLOT_NAME[kind]} bestaat niet op ${displayDay(day)}`, changed };
  if (slotProblem(db, kind, order.WarehouseID, day, slotId, delivery, false) === 'DropOffOnly') {
    return { slot: null, problem: `Het moment "${found.BusinessHour}" kan alleen bij inleveren in de inleverbox`, changed };
  }
  const usable = moments.find((m) => m.BusinessHourID === slotId)?.MomentCanBeUsed === true;
  return { slot: slotRef(found), problem: usable ? null : NOT_ENOUGH_CAPACITY, changed };
}

function stockProblems(db: DemoDb, row: ReservationOrderRow, plan: OrderUpdatePlan, periodChanged: boolean): string[] {
  const { order } = row;
  const start = dayStart(plan.start);
  const end = `${plan.end}T23:59:59`;
  const problems: string[] = [];
  const wanted = new Map<string, { amount: number; rises: boolean; line: ReservationOrderItem }>();
  for (const line of row.items) {
    const amount = plan.amounts.get(line.ReservationOrderItemID) ?? line.Amount;
    const entry = wanted.get(line.Item.ID) ?? { amount: 0, rises: false, line };
    entry.amount += amount;
    entry.rises ||= amount > line.Amount;
    wanted.set(line.Item.ID, entry);
  }
  for (const [itemId, { amount, rises, line }] of wanted) {
    if (!rises && !periodChanged) continue;
    const product = db.products.find((p) => p.ID === itemId);
    if (periodChanged && product?.MaxReservationDays != null && rentalDays(plan.start, plan.end) > product.MaxReservationDays) {
      problems.push(`${line.ItemDescription} kan hoogstens ${product.MaxReservationDays} dagen gehuurd worden`);
      continue;
    }
    const stock = stockFor(db, { itemId, warehouseId: order.WarehouseID, start, end, excludeReservationOrderId: order.ReservationOrderID }, amount);
    if (stock.available !== null && stock.available < amount) {
      problems.push(
        `Onvoldoende voorraad voor ${line.ItemDescription}: nog ${stock.available} beschikbaar van ${displayDay(plan.start)} tot ${displayDay(plan.end)}`,
      );
    }
  }
  return problems;
}

function amountProblems(db: DemoDb, row: ReservationOrderRow, plan: OrderUpdatePlan): string[] {
  const problems: string[] = [];
  for (const line of row.items) {
    const amount = plan.amounts.get(line.ReservationOrderItemID) ?? line.Amount;
    if (amount <= line.Amount) continue;
    // Spec 002 §5: at most the current amount plus what the customer may still reserve, capped by MaxPerCart.
    const leftover = customerLeftover(db, row, line.Item.ID, dayStart(plan.start), `${plan.end}T23:59:59`);
    const maxPerCart = db.products.find((p) => p.ID === line.Item.ID)?.MaxPerCart ?? null;
    const max = Math.min(leftover === null ? Infinity : line.Amount + leftover, maxPerCart ?? Infinity);
    if (amount > max) problems.push(`U kunt hoogstens ${max} × ${line.ItemDescription} reserveren`);
  }
  return problems;
}

/** Checks a change of an order and says what it would make of it; `problems` is empty when it may be applied. */
export function planOrderUpdate(db: DemoDb, row: ReservationOrderRow, update: OrderUpdate, now: Date): OrderUpdatePlan {
  const { order } = row;
  const start = (update.DateTimeExpectedStart ?? order.DateTimeExpectedStart).slice(0, 10);
  const end = (update.DateTimeExpectedEnd ?? order.DateTimeExpectedEnd).slice(0, 10);
  const amounts = new Map((update.UpdateItems ?? []).map((u) => [u.ReservationOrderItemID, u.Amount]));
  const periodChanged = start !== order.DateTimeExpectedStart.slice(0, 10) || end !== order.DateTimeExpectedEnd.slice(0, 10);
  const pickUp = plannedSlot(db, row, 'shipment', start, update.BusinessHourStart);
  const giveBack = plannedSlot(db, row, 'return', end, update.BusinessHourEnd);
  const amountsChanged = row.items.some((l) => (amounts.get(l.ReservationOrderItemID) ?? l.Amount) !== l.Amount);
  const unknownLines = [...amounts.keys()].filter((id) => !row.items.some((l) => l.ReservationOrderItemID === id));
  const plan: OrderUpdatePlan = {
    start,
    end,
    slotStart: pickUp.slot,
    slotEnd: giveBack.slot,
    amounts,
    changesBooking: periodChanged || pickUp.changed || giveBack.changed || amountsChanged,
    problems: unknownLines.map((id) => `Regel ${id} hoort niet bij deze reservering`),
  };
  if (!plan.changesBooking || plan.problems.length > 0) return plan;

  const notEditable = editProblem(db, row, now);
  if (notEditable) return { ...plan, problems: [notEditable] };
  const warehouse = db.warehouses.find((w) => w.WarehouseID === order.WarehouseID);
  const delivery = db.deliveryMethods.find((d) => d.DeliveryID === order.DeliveryID);
  const period = periodChanged && warehouse && delivery ? periodProblem(db, now, warehouse, delivery, start, end) : null;
  if (period) return { ...plan, problems: [period] };
  plan.problems = [
    ...[pickUp.problem, giveBack.problem].filter((p): p is string => p !== null),
    ...amountProblems(db, row, plan),
    ...stockProblems(db, row, plan, periodChanged),
  ];
  return plan;
}

/** Applies a checked plan and the reference and custom fields of the change. */
export function applyOrderUpdate(db: DemoDb, row: ReservationOrderRow, update: OrderUpdate, plan: OrderUpdatePlan): void {
  const { order } = row;
  if (plan.changesBooking) {
    const paid = round2(order.TotalIncVAT - order.AmountDue);
    order.DateTimeExpectedStart = dayStart(plan.start);
    order.DateTimeExpectedEnd = dayStart(plan.end);
    order.BusinessHourStart = plan.slotStart;
    order.BusinessHourEnd = plan.slotEnd;
    order.DateTimeBusinessStart = businessMoment(plan.start, plan.slotStart);
    order.DateTimeBusinessEnd = businessMoment(plan.end, plan.slotEnd);
    for (const line of row.items) {
      const amount = plan.amounts.get(line.ReservationOrderItemID) ?? line.Amount;
      const product = db.products.find((p) => p.ID === line.Item.ID);
      if (product) {
        const unit = modePrice(product, order.DateTimeExpectedStart, order.DateTimeExpectedEnd, isSalesMode(db));
        line.TotalExcVAT = round2(unit.price * amount);
        line.TotalIncVAT = round2(unit.priceIncVAT * amount);
      } else {
        // A product no longer in the catalogue keeps its price per unit.
        line.TotalExcVAT = round2((line.TotalExcVAT / line.Amount) * amount);
        line.TotalIncVAT = round2((line.TotalIncVAT / line.Amount) * amount);
      }
      line.Amount = amount;
    }
    order.TotalQtyOfReservationItems = row.items.reduce((sum, l) => sum + l.Amount, 0);
    order.TotalExcVAT = round2(row.items.reduce((sum, l) => sum + l.TotalExcVAT, 0));
    order.TotalIncVAT = round2(row.items.reduce((sum, l) => sum + l.TotalIncVAT, 0));
    const payment = order.Actions.find((a) => a.ActionName === 'CreatePayment');
    if (payment) {
      order.AmountDue = Math.max(0, round2(order.TotalIncVAT - paid));
      payment.Completed = order.AmountDue === 0;
    }
  }
  if (update.Reference !== undefined) {
    order.Reference = update.Reference;
    const action = order.Actions.find((a) => a.ActionName === 'ReferenceRequired');
    if (action) action.Completed = order.Reference !== '';
  }
  if (update.CustomFields) {
    order.CustomFields = { ...order.CustomFields, ...update.CustomFields };
    const extraInfo = order.Actions.find((a) => a.ActionName === 'ExtraOrderInfo');
    if (extraInfo) extraInfo.Completed = extraOrderInfoAction(order.CustomFields).Completed;
  }
}
