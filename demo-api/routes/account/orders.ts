/** Reservation orders of the caller's customer: list, read, cancel, edit, documents, files, certificates. */
import type { Hono } from 'hono';
import { z } from 'zod';
import { nextId, type ReservationOrder, type ReservationOrderItem } from '../../db.ts';
import { certificatesAction } from '../../lib/cart-totals.ts';
import { isoDateTime } from '../../lib/dates.ts';
import { DemoError, badRequest, intQuery, jsonBody, notFound, page, requireOwnCustomer, requireUser, type DemoEnv } from '../../lib/http.ts';
import { requireTabAccess, sendMail } from '../identity/accounts.ts';
import { orderConfirmationPdf } from './documents.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { applyOrderUpdate, customerLeftover, orderUpdateSchema, planOrderUpdate } from './order-update.ts';
import { booleanQuery, contentDisposition, includes, orderView, ownOrder, parseBody, sizeQuery, withinDaysLimit } from './shared.ts';

const SORT_FIELDS = ['DateTimeExpectedStart', 'DateTimeExpectedEnd', 'DateTimeCreated', 'ReservationOrderID', 'TotalIncVAT', 'ReservationStatus'] as const;
type SortField = (typeof SORT_FIELDS)[number];

function parseOrderby(raw: string | undefined): { field: SortField; descending: boolean } {
  const match = /^(\w+)(?: (asc|desc))?$/i.exec((raw ?? 'DateTimeExpectedStart desc').trim());
  const field = SORT_FIELDS.find((f) => f === match?.[1]);
  if (!match || !field) throw badRequest(`Parameter Orderby: sorteren kan op ${SORT_FIELDS.join(', ')}, gevolgd door asc of desc`);
  return { field, descending: match[2]?.toLowerCase() === 'desc' };
}

const natural = (a: string, b: string) => a.localeCompare(b, 'nl', { numeric: true });

function compareOrders(field: SortField): (a: ReservationOrder, b: ReservationOrder) => number {
  return (a, b) => {
    const byField = field === 'TotalIncVAT' ? a.TotalIncVAT - b.TotalIncVAT : natural(String(a[field]), String(b[field]));
    return byField !== 0 ? byField : natural(a.ReservationOrderID, b.ReservationOrderID);
  };
}

const CLOSED_FOR_FILES = new Set(['Cancelled', 'Expired', 'Rejected']);

const certificateSchema = z.object({
  Number: z.string().trim().min(1).max(50),
  IsInactive: z.literal(false),
});

export function registerOrderRoutes(app: Hono<DemoEnv>): void {
  app.get('/v2/shop/reservationOrders', (c) => {
    const user = requireUser(c);
    requireOwnCustomer(c, c.req.query('CustomerID') ?? user.CustomerID);
    requireTabAccess(c, 'ShopShowReservationsAndOrdersFor');
    const { field, descending } = parseOrderby(c.req.query('Orderby'));
    const compare = compareOrders(field);
    const orders = c
      .get('db')
      .orders.map((r) => r.order)
      .filter((o) => o.CustomerID === user.CustomerID)
      .sort((a, b) => (descending ? compare(b, a) : compare(a, b)));
    const withActions = includes(c, 'actions');
    const answer = page(orders, intQuery(c, 'index', 0), sizeQuery(c, 20));
    return c.json({ ...answer, Collection: answer.Collection.map((o) => orderView(o, withActions)) });
  });

  app.get('/v2/shop/reservationOrders/:id', (c) => {
    const row = ownOrder(c, c.req.param('id'));
    return c.json(orderView(row.order, includes(c, 'actions')));
  });

  app.post('/v2/shop/reservationOrders/:id/cancel', (c) => {
    const row = ownOrder(c, c.req.param('id'));
    const db = c.get('db');
    const now = c.get('clock').now();
    const { order } = row;
    const days = db.settings.ShopAllowCancellationDays;
    if (!order.IsCancellable) throw new DemoError(409, 'Deze reservering kan niet (meer) geannuleerd worden', 'Conflict');
    if (!withinDaysLimit(now, order.DateTimeBusinessStart, days)) {
      const limit = days === 1 ? 'het afhaalmoment' : `${days - 1} dagen voor het afhaalmoment`;
      throw new DemoError(409, `Annuleren kan tot ${limit}; neem contact op met de uitleendienst`, 'Conflict');
    }
    order.ReservationStatus = 'Cancelled';
    order.IsCancellable = false;
    order.IsEditable = false;
    // Nothing is left to pay or fill in for a cancelled order.
    order.AmountDue = 0;
    order.Actions = order.Actions.filter((a) => a.Completed);
    if (booleanQuery(c, 'sendMail', false)) {
      const contact = db.contacts.find((ct) => ct.ContactID === order.ContactID);
      if (contact) {
        sendMail(db, c.get('clock'), {
          To: contact.Email,
          Subject: `Annulering van uw reservering ${order.ReservationOrderID}`,
          Body: `Beste ${contact.FirstName},\n\nUw reservering ${order.ReservationOrderID} is geannuleerd.\n\nMet vriendelijke groeten,\nDe Provinciale Uitleendienst`,
          Link: null,
          Code: null,
          Purpose: 'order-confirmation',
        });
      }
    }
    return c.json(orderView(order, true));
  });

  app.get('/v2/shop/reservationOrders/:id/items', (c) => {
    const row = ownOrder(c, c.req.param('id'));
    const db = c.get('db');
    const withItem = includes(c, 'item');
    const { DateTimeExpectedStart: start, DateTimeExpectedEnd: end } = row.order;
    const items = row.items.map(
      (line): Omit<ReservationOrderItem, 'Item'> & { Item: ReservationOrderItem['Item'] | null } => ({
        ...line,
        // What the customer may still add, as the edit form's maximum needs it (spec 002 §5).
        MaxPerCustomer: customerLeftover(db, row, line.Item.ID, start, `${end.slice(0, 10)}T23:59:59`),
        Item: withItem ? line.Item : null,
      }),
    );
    return c.json({ Collection: items, Total: items.length, Index: 0 });
  });

  app.post('/v2/shop/reservationOrders/:id/_validate-update', async (c) => {
    const row = ownOrder(c, c.req.param('id'));
    const update = parseBody(orderUpdateSchema, await jsonBody(c));
    const { problems } = planOrderUpdate(c.get('db'), row, update, c.get('clock').now());
    return c.json({ IsValid: problems.length === 0, Data: problems.map((Message) => ({ Message })) });
  });

  app.post('/v2/shop/reservationOrders/:id/_update', async (c) => {
    const row = ownOrder(c, c.req.param('id'));
    const update = parseBody(orderUpdateSchema, await jsonBody(c));
    const db = c.get('db');
    const plan = planOrderUpdate(db, row, update, c.get('clock').now());
    if (plan.problems.length > 0) throw new DemoError(409, plan.problems[0]!, 'Conflict');
    applyOrderUpdate(db, row, update, plan);
    return c.json(orderView(row.order, true));
  });

  app.get('/v2/shop/reservationOrders/:id/documents/:documentType/:documentId/:fileName', (c) => {
    const row = ownOrder(c, c.req.param('id'));
    const { documentType, documentId, fileName } = c.req.param();
    if (documentType !== 'order-confirmation' || documentId !== row.order.ReservationID) throw notFound('Document');
    return c.body(orderConfirmationPdf(c.get('db'), row), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('inline', fileName),
    });
  });

  app.get('/v2/shop/reservationOrders/:id/files', (c) => {
    const row = ownOrder(c, c.req.param('id'));
    const files = row.files.map(({ Data: _data, ...file }) => file);
    return c.json({ Collection: files, Total: files.length, Index: 0 });
  });

  app.post('/v2/shop/reservationOrders/:id/files', async (c) => {
    const row = ownOrder(c, c.req.param('id'));
    const upload = await readUploadedFile(c);
    if (CLOSED_FOR_FILES.has(row.order.ReservationStatus)) {
      throw new DemoError(409, 'Bij een geannuleerde, verlopen of afgewezen reservering kunnen geen bestanden meer', 'Conflict');
    }
    const db = c.get('db');
    const stored = { FileID: nextId(db, 'FILE-'), ...upload, DateTimeCreated: isoDateTime(c.get('clock').now()) };
    row.files.push(stored);
    return c.json({ Collection: [{ ID: stored.FileID, FileName: stored.FileName }], Total: 1, Index: 0 }, 201);
  });

  app.post('/v2/shop/reservationOrders/:id/_certificate', async (c) => {
    const row = ownOrder(c, c.req.param('id'));
    const { Number } = parseBody(certificateSchema, await jsonBody(c));
    const index = row.order.Actions.findIndex((a) => a.ActionName === 'Certificates');
    const action = row.order.Actions[index];
    if (!action) throw new DemoError(409, 'Voor deze reservering zijn geen certificaten nodig', 'Conflict');
    if (!row.certificates.some((given) => given.Number === Number)) row.certificates.push({ Number });
    const required = action.Details?.RequiredCertificates.length ?? 0;
    row.order.Actions[index] = certificatesAction(required, row.certificates);
    return c.json(orderView(row.order, true));
  });
}
