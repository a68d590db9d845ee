import type { Cart, Category, DemoDb, Product, Warehouse } from '../../db.ts';
import { addDays, isoDate, isoDateTime, parseDay, startOfDay } from '../../lib/dates.ts';
import { badRequest, forbidden, notFound, type DemoContext } from '../../lib/http.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function isRealDay(day: string): boolean {
  return DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && isoDate(parseDay(day)) === day;
}

/** A yyyy-MM-dd query parameter (a date-time counts as its day); undefined when absent. */
export function dayQuery(c: DemoContext, name: string): string | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const day = raw.slice(0, 10);
  if (!isRealDay(day) || !(raw.length === 10 || DATE_TIME.test(raw))) throw badRequest(`Parameter ${name} moet een datum zijn (jjjj-mm-dd)`);
  return day;
}

export function requiredDayQuery(c: DemoContext, name: string): string {
  const day = dayQuery(c, name);
  if (day === undefined) throw badRequest(`Parameter ${name} is verplicht`);
  return day;
}

/** A `{day}` path segment (yyyy-MM-dd). */
export function dayParam(c: DemoContext, name: string): string {
  const raw = c.req.param(name) ?? '';
  if (!isRealDay(raw)) throw badRequest(`${raw} is geen datum (jjjj-mm-dd)`);
  return raw;
}

/**
 * A moment as the backend stores it (yyyy-MM-ddTHH:mm:ss, UTC). A bare date means the start
 * of that day, or its end when `endOfDay`; a time with an offset is converted to UTC.
 */
function momentQuery(c: DemoContext, name: string, endOfDay: boolean): string | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const match = DATE_TIME.exec(raw);
  if (!match || !isRealDay(match[1]!)) throw badRequest(`Parameter ${name} moet een datum (jjjj-mm-dd) of datum en tijd zijn`);
  const [, day, time, zone] = match;
  if (!time) return `${day}T${endOfDay ? '23:59:59' : '00:00:00'}`;
  if (zone) return isoDateTime(new Date(raw));
  return `${day}T${time.length === 5 ? `${time}:00` : time}`;
}

export interface Period {
  start: string;
  end: string;
}

/**
 * The period of a stock or price question. Without dates the shop has not chosen a period
 * yet: the answer is then for one day, the first day that can be booked.
 */
export function periodQuery(c: DemoContext, db: DemoDb): Period {
  const firstDay = isoDate(addDays(startOfDay(c.get('clock').now()), db.settings.CartReservationMinimumStartInterval));
  const start = momentQuery(c, 'DateTimeExpectedStart', false) ?? `${firstDay}T00:00:00`;
  const end = momentQuery(c, 'DateTimeExpectedEnd', true) ?? `${start.slice(0, 10)}T23:59:59`;
  if (end < start) throw badRequest('DateTimeExpectedEnd mag niet voor DateTimeExpectedStart liggen');
  return { start, end };
}

export function warehouseOf(db: DemoDb, id: string): Warehouse {
  const warehouse = db.warehouses.find((w) => w.WarehouseID === id);
  if (!warehouse) throw notFound(`Magazijn ${id}`);
  return warehouse;
}

export function cartOf(db: DemoDb, id: string): Cart {
  const row = db.carts.get(id);
  if (!row) throw notFound('Winkelwagen');
  return row.cart;
}

/** Deposits are never listed, nor a product in no shop category (a service the shop adds itself, such as transport). */
export function isListed(product: Product): boolean {
  return product.ItemType !== 'Borg' && product.CategoryIDs.length > 0;
}

/** A product by slug, or else by ID (spec 001 §2). */
export function productOf(db: DemoDb, idOrSlug: string): Product {
  const product = db.products.find((p) => p.Slug === idOrSlug) ?? db.products.find((p) => p.ID === idOrSlug);
  if (!product) throw notFound('Artikel');
  return product;
}

export function categoryOf(db: DemoDb, rawId: string): Category {
  const category = db.categories.find((c) => String(c.CategoryID) === rawId);
  if (!category) throw notFound('Categorie');
  return category;
}

/**
 * The customer a stock or price question is asked for: the `CustomerID` parameter must be
 * the caller's own customer; without it, the logged-in customer (null when anonymous).
 */
export function customerQuery(c: DemoContext): string | null {
  const token = c.get('token');
  const asked = c.req.query('CustomerID');
  if (asked && asked !== token?.CustomerID) throw forbidden('Deze klant hoort niet bij uw account');
  return asked || token?.CustomerID || null;
}

/** A positive whole number parameter. */
export function amountQuery(c: DemoContext, name: string): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw badRequest(`Parameter ${name} moet een geheel getal groter dan 0 zijn`);
  return value;
}
