/** Serial-numbered items a customer owns (serviced by the lending service) and their documents. */
import type { Hono } from 'hono';
import type { Serial } from '../../db.ts';
import { badRequest, intQuery, notFound, page, requireOwnCustomer, requireUser, type DemoEnv } from '../../lib/http.ts';
import { createZip, type ZipEntry } from '../../lib/zip.ts';
import { booleanQuery, contentDisposition, sizeQuery } from './shared.ts';

const SORT_FIELDS = ['LastServiceDate', 'SerialID', 'ItemID', 'Description', 'Brand', 'ServiceStatus'] as const;
type SortField = (typeof SORT_FIELDS)[number];

interface CustomerSerialItem {
  SerialID: string;
  ItemID: string;
  Description: string;
  Brand: string;
  ServiceStatus: string;
  LastServiceDate: string | null;
}

function compareOn(field: SortField, reverse: boolean): (a: CustomerSerialItem, b: CustomerSerialItem) => number {
  return (a, b) => {
    const x = a[field];
    const y = b[field];
    // Items never serviced come last whichever the direction.
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = x.localeCompare(y, 'nl', { numeric: true }) || a.SerialID.localeCompare(b.SerialID, 'nl', { numeric: true });
    return reverse ? -order : order;
  };
}

export function registerCustomerItemRoutes(app: Hono<DemoEnv>): void {
  app.get('/v2/shop/customer/customeritemserials', (c) => {
    const user = requireUser(c);
    const db = c.get('db');
    const sortOn = c.req.query('sortOn') || 'LastServiceDate';
    const field = SORT_FIELDS.find((f) => f === sortOn);
    if (!field) throw badRequest(`Parameter sortOn: sorteren kan op ${SORT_FIELDS.join(', ')}`);
    const search = (c.req.query('search') ?? '').trim().toLowerCase();
    const items = db.serials
      .filter((s) => s.CustomerID === user.CustomerID)
      .map(
        (s): CustomerSerialItem => ({
          SerialID: s.SerialID,
          ItemID: s.ItemID,
          Description: db.products.find((p) => p.ID === s.ItemID)?.Description ?? s.ItemID,
          Brand: s.Brand,
          ServiceStatus: s.ServiceStatus,
          LastServiceDate: s.LastServiceDate,
        }),
      )
      .filter((item) => !search || [item.SerialID, item.ItemID, item.Description, item.Brand].some((v) => v.toLowerCase().includes(search)))
      .sort(compareOn(field, booleanQuery(c, 'sortReverse', true)));
    return c.json(page(items, intQuery(c, 'index', 0), sizeQuery(c, 20)));
  });

  app.get('/v2/shop/customer/:customerId/customeritems/:itemId/serials/:serialId/attachments', (c) => {
    const user = requireOwnCustomer(c, c.req.param('customerId'));
    const { itemId, serialId } = c.req.param();
    const serial = c.get('db').serials.find((s) => s.SerialID === serialId && s.ItemID === itemId && s.CustomerID === user.CustomerID);
    if (!serial) throw notFound(`Artikel ${serialId}`);
    const attachments = [...serial.Attachments].sort((a, b) => a.Ranking - b.Ranking);
    return c.json({ Collection: attachments, Total: attachments.length, Index: 0 });
  });

  app.get('/v2/shop/customer/:customerId/customeritems/serials/attachments/_zip', async (c) => {
    const user = requireOwnCustomer(c, c.req.param('customerId'));
    const serials: Serial[] = c.get('db').serials.filter((s) => s.CustomerID === user.CustomerID);
    const modified = c.get('clock').now();
    const entries: ZipEntry[] = [];
    for (const serial of serials) {
      for (const attachment of [...serial.Attachments].sort((a, b) => a.Ranking - b.Ranking)) {
        // Attachments are served by the demo itself (asset routes): read them in-process.
        const url = new URL(attachment.AttachmentUrl, c.req.url);
        if (url.origin !== new URL(c.req.url).origin) continue;
        const response = await app.fetch(new Request(url));
        if (!response.ok) continue;
        entries.push({ name: `${serial.SerialID}/${attachment.FileName}`, data: new Uint8Array(await response.arrayBuffer()), modified });
      }
    }
    return c.body(createZip(entries), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition('attachment', `documenten-${user.CustomerID}.zip`),
    });
  });
}
