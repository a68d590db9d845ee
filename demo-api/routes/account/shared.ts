import { z } from 'zod';
import type { DemoDb, ReservationOrder, ReservationOrderRow } from '../../db.ts';
import { DAY_MS } from '../../lib/dates.ts';
import { badRequest, notFound, requireUser, type DemoContext } from '../../lib/http.ts';

/** Date-times in the database carry no zone (`2026-12-02T09:00:00`); the demo reads them as UTC. */
export function parseMoment(value: string): Date {
  return new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value.length === 10 ? `${value}T00:00:00` : value}Z`);
}

/** Whether `include` (a comma-separated query parameter) names `part`. */
export function includes(c: DemoContext, part: string): boolean {
  return (c.req.query('include') ?? '')
    .split(',')
    .some((p) => p.trim().toLowerCase() === part);
}

export function booleanQuery(c: DemoContext, name: string, fallback: boolean): boolean {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw badRequest(`Parameter ${name} moet true of false zijn`);
}

/** A page length between 1 and 100. */
export function sizeQuery(c: DemoContext, fallback: number): number {
  const raw = c.req.query('size');
  if (raw === undefined || raw === '') return fallback;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > 100) throw badRequest('Parameter size moet een geheel getal van 1 tot 100 zijn');
  return size;
}

/** An order of the caller's customer; another customer's order is as unknown as a missing one. */
export function ownOrder(c: DemoContext, id: string): ReservationOrderRow {
  const user = requireUser(c);
  const row = c.get('db').orders.find((r) => r.order.ReservationOrderID === id && r.order.CustomerID === user.CustomerID);
  if (!row) throw notFound(`Reservering ${id}`);
  return row;
}

/** The order as answered: `Actions` only when asked for (include=actions). */
export function orderView(order: ReservationOrder, withActions: boolean): ReservationOrder {
  return { ...order, Actions: withActions ? order.Actions : [] };
}

/**
 * The spec's "days before pick-up" limit of cancelling and editing (002 §4): allowed while now
 * plus that many days minus 1 is before the pick-up moment; 0 means no limit.
 */
export function withinDaysLimit(now: Date, businessStart: string, days: number): boolean {
  if (days <= 0) return true;
  return now.getTime() + (days - 1) * DAY_MS < parseMoment(businessStart).getTime();
}

const dutchErrors = z.locales.nl().localeError;

/** Parses a request body, answering 400 with a Dutch message that names the first bad field. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body, { error: dutchErrors });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.join('.') : 'het verzoek';
  throw badRequest(`Ongeldig veld ${field}: ${issue.message}`);
}

export const customFieldsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
export const formatEuro = (amount: number) => euro.format(amount);

export function contactName(db: DemoDb, contactId: string): string {
  const contact = db.contacts.find((c) => c.ContactID === contactId);
  return contact ? `${contact.FirstName} ${contact.LastName}` : contactId;
}

/** A Content-Disposition header that survives any file name (ASCII fallback plus RFC 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\w .()-]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
