import type { components } from '../../openapi/schema';
import { daysIncluding, plusDays } from '../../src/domain/days.ts';

/**
 * The rules of choosing a location and a period (spec 001 §5 "Location and period"), as pure
 * functions of today, the shop settings and the warehouse's calendar. The machine decides with
 * them, and the date pickers mark the days with the same answers.
 */

export type Warehouse = components['schemas']['Warehouse'];
export type DeliveryMethod = components['schemas']['DeliveryMethod'];
export type ClosingDay = components['schemas']['ClosingDay'];
export type AvailableDay = components['schemas']['AvailableDay'];
export type ShopSettings = components['schemas']['ShopSettings'];

/** Spec 001 §9: the start is at least this many days after today unless the setting says otherwise. */
const DEFAULT_MINIMUM_START_INTERVAL_DAYS = 1;
/** Spec 001 §7/§9: closing days (and so the calendar) are asked one year ahead. */
const CALENDAR_DAYS_AHEAD = 365;
/** The capacity calls answer at most 400 days at once. */
const CAPACITY_RANGE_LIMIT_DAYS = 400;

/** Rental days, first and last included, as yyyy-MM-dd; one day for both in sales mode. */
export interface Period {
  from: string;
  to: string;
}

/** A location as the customer is offered it: a warehouse, or an alias group offered once. */
export interface Location {
  /** The WarehouseID a choice of this location stores: the warehouse, or the first of its alias group. */
  id: string;
  /** The alias group's name, or the warehouse's description. */
  label: string;
  alias: string | null;
  email: string;
  /** Capacity is asked for each of these; a day is available if any of them has it. */
  memberIds: string[];
  /** The towns of its warehouses. */
  places: string[];
}

export interface Choice {
  warehouseId: string | null;
  deliveryId: string | null;
  period: Period | null;
}

export type PeriodSettings = Partial<
  Pick<
    ShopSettings,
    | 'ShopSalesModus'
    | 'CartReservationMinimumStartInterval'
    | 'CartReservationMaximumStartInterval'
    | 'CartReservationMinimumDuration'
    | 'CartReservationMaximumDuration'
    | 'DefaultDeliveryID'
  >
>;

/** Why a day cannot be chosen. */
export type DayUnavailable =
  | { kind: 'closed'; description: string | null }
  | { kind: 'full' }
  | { kind: 'no-opening-hours' }
  | { kind: 'before-earliest'; earliest: string }
  | { kind: 'after-latest'; latest: string }
  | { kind: 'before-start' }
  | { kind: 'too-short'; minimum: number }
  | { kind: 'too-long'; maximum: number };

/** The days of one location: for each day from today, null when usable, else why not. */
export interface Calendar {
  start: Record<string, DayUnavailable | null>;
  end: Record<string, DayUnavailable | null>;
}

/** What the backend answered for one warehouse of a location. */
export interface WarehouseDays {
  warehouseId: string;
  closingDays: ClosingDay[];
  startDays: AvailableDay[];
  endDays: AvailableDay[];
}

/** The days the calendar asks about: pick-up days from today, return days as far as a rental may last. */
export interface CalendarRange {
  from: string;
  startUntil: string;
  endUntil: string;
}

export interface DayRules {
  today: string;
  settings: PeriodSettings;
  calendar: Calendar | null;
}

export type PeriodProblem = { role: 'start' | 'end'; day: string; reason: DayUnavailable };

export const rentalDays = (period: Period): number => daysIncluding(period.from, period.to);

function earliestStart(today: string, settings: PeriodSettings): string {
  return plusDays(today, settings.CartReservationMinimumStartInterval ?? DEFAULT_MINIMUM_START_INTERVAL_DAYS);
}

/** The latest start day, or null when there is no limit (0). */
function latestStart(today: string, settings: PeriodSettings): string | null {
  const maximum = settings.CartReservationMaximumStartInterval ?? 0;
  return maximum > 0 ? plusDays(today, maximum) : null;
}

export function calendarRange(today: string, settings: PeriodSettings): CalendarRange {
  const startDays = Math.min(settings.CartReservationMaximumStartInterval || CALENDAR_DAYS_AHEAD, CALENDAR_DAYS_AHEAD);
  const maximumDuration = settings.CartReservationMaximumDuration ?? 0;
  const endDays = Math.min(startDays + Math.max(maximumDuration - 1, 0), CAPACITY_RANGE_LIMIT_DAYS - 1);
  return { from: today, startUntil: plusDays(today, startDays), endUntil: plusDays(today, endDays) };
}

/**
 * Warehouses as locations: one per warehouse without alias, one per alias group; where the shop
 * does not use aliases (a style setting), one per warehouse.
 */
export function locationsOf(warehouses: Warehouse[], useAliases: boolean): Location[] {
  const locations: Location[] = [];
  for (const warehouse of warehouses) {
    const alias = useAliases ? warehouse.Alias : null;
    const group = alias ? locations.find((l) => l.alias === alias) : undefined;
    if (group) {
      group.memberIds.push(warehouse.WarehouseID);
      group.places.push(warehouse.City);
    } else
      locations.push({
        id: warehouse.WarehouseID,
        label: alias ?? warehouse.Description,
        alias,
        email: warehouse.Email,
        memberIds: [warehouse.WarehouseID],
        places: [warehouse.City],
      });
  }
  return locations;
}

/** The location a stored WarehouseID belongs to (an alias member's group too). */
export function locationOf(locations: Location[], warehouseId: string | null): Location | null {
  if (!warehouseId) return null;
  return locations.find((l) => l.memberIds.includes(warehouseId)) ?? null;
}

/**
 * The delivery method to use: the wanted one if offered, else the only one (chosen
 * automatically), else the shop's default, else none yet.
 */
export function resolveDelivery(methods: DeliveryMethod[], settings: PeriodSettings, wanted: string | null): string | null {
  const offered = (id: string | null | undefined) => (id && methods.some((m) => m.DeliveryID === id) ? id : null);
  if (methods.length === 1) return methods[0]!.DeliveryID;
  return offered(wanted) ?? offered(settings.DefaultDeliveryID);
}

function serverReason(day: AvailableDay, closingDays: ClosingDay[]): DayUnavailable {
  switch (day.Reason) {
    case 'Closed':
      return { kind: 'closed', description: closingDays.find((c) => c.Date === day.Date)?.Description ?? null };
    case 'Full':
      return { kind: 'full' };
    case 'NoBusinessHours':
      return { kind: 'no-opening-hours' };
    case 'BeforeMinimumStart':
      return { kind: 'before-earliest', earliest: day.Date };
    default:
      return { kind: 'after-latest', latest: day.Date };
  }
}

/** One location's calendar from its warehouses' answers: a day is usable if any warehouse can use it. */
export function calendarOf(answers: WarehouseDays[]): Calendar {
  const merge = (pick: (a: WarehouseDays) => AvailableDay[]) => {
    const days: Record<string, DayUnavailable | null> = {};
    const [first, ...others] = answers;
    for (const day of first ? pick(first) : []) {
      const usable = day.MomentCanBeUsed || others.some((a) => pick(a).some((d) => d.Date === day.Date && d.MomentCanBeUsed));
      // The location's own (first) warehouse says why, when none can.
      days[day.Date] = usable ? null : serverReason(day, first!.closingDays);
    }
    // A closing day of every warehouse closes the location even if the capacity answer missed it.
    for (const closing of first?.closingDays ?? []) {
      const closedEverywhere = answers.every((a) => a.closingDays.some((c) => c.Date === closing.Date));
      if (closedEverywhere && closing.Date in days) days[closing.Date] = { kind: 'closed', description: closing.Description };
    }
    return days;
  };
  return { start: merge((a) => a.startDays), end: merge((a) => a.endDays) };
}

function lastKnownDay(days: Record<string, unknown>): string {
  return Object.keys(days).sort().at(-1) ?? '';
}

/**
 * Why a day cannot be the first day, or null. In sales mode it is the one day: a pick-up day,
 * whatever the returns and the rental durations, since nothing comes back (decision 015).
 */
export function startDayProblem(rules: DayRules, day: string): DayUnavailable | null {
  const earliest = earliestStart(rules.today, rules.settings);
  if (day < earliest) return { kind: 'before-earliest', earliest };
  const latest = latestStart(rules.today, rules.settings);
  if (latest && day > latest) return { kind: 'after-latest', latest };
  if (!rules.calendar) return null;
  const known = rules.calendar.start[day];
  if (known === undefined) return { kind: 'after-latest', latest: lastKnownDay(rules.calendar.start) };
  return known;
}

/** Why a day cannot be the last day of a rental starting on `start`, or null. */
export function endDayProblem(rules: DayRules, day: string, start: string): DayUnavailable | null {
  if (day < start) return { kind: 'before-start' };
  const length = rentalDays({ from: start, to: day });
  const minimum = rules.settings.CartReservationMinimumDuration ?? 0;
  if (length < minimum) return { kind: 'too-short', minimum };
  const maximum = rules.settings.CartReservationMaximumDuration ?? 0;
  if (maximum > 0 && length > maximum) return { kind: 'too-long', maximum };
  if (!rules.calendar) return null;
  const known = rules.calendar.end[day];
  if (known === undefined) return { kind: 'after-latest', latest: lastKnownDay(rules.calendar.end) };
  return known;
}

/** Why a period cannot be booked, or null. In sales mode the period is one day. */
export function periodProblem(rules: DayRules, period: Period): PeriodProblem | null {
  const startReason = startDayProblem(rules, period.from);
  if (startReason) return { role: 'start', day: period.from, reason: startReason };
  if (rules.settings.ShopSalesModus) {
    return period.to === period.from ? null : { role: 'end', day: period.to, reason: { kind: 'too-long', maximum: 1 } };
  }
  const endReason = endDayProblem(rules, period.to, period.from);
  return endReason ? { role: 'end', day: period.to, reason: endReason } : null;
}

/**
 * Spec 001 §5: a delivery method with a minimum number of days moves the end of a shorter
 * period to the first usable return day that makes it long enough; null when none can.
 */
export function fitMinimumDays(rules: DayRules, period: Period, minimumDays: number): Period | null {
  if (rules.settings.ShopSalesModus || rentalDays(period) >= minimumDays) return period;
  const lastDay = rules.calendar ? lastKnownDay(rules.calendar.end) : plusDays(period.from, minimumDays - 1);
  for (let to = plusDays(period.from, minimumDays - 1); to <= lastDay; to = plusDays(to, 1)) {
    const reason = endDayProblem(rules, to, period.from);
    if (!reason) return { from: period.from, to };
    if (reason.kind === 'too-long') return null;
  }
  return null;
}

export const samePeriod = (a: Period | null, b: Period | null): boolean => a?.from === b?.from && a?.to === b?.to;

export const isComplete = (choice: Choice): choice is { warehouseId: string; deliveryId: string; period: Period } =>
  choice.warehouseId !== null && choice.deliveryId !== null && choice.period !== null;
