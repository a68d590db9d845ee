/** Invoices of the caller's customer, and each as a PDF. */
import type { Hono } from 'hono';
import { collection, notFound, requireUser, type DemoEnv } from '../../lib/http.ts';
import { requireTabAccess } from '../identity/accounts.ts';
import { invoicePdf } from './documents.ts';
import { includes } from './shared.ts';

export function registerInvoiceRoutes(app: Hono<DemoEnv>): void {
  app.get('/v2/shop/invoices', (c) => {
    const user = requireUser(c);
    requireTabAccess(c, 'ShopShowInvoicesFor');
    const withActions = includes(c, 'actions');
    const invoices = c
      .get('db')
      .invoices.filter((i) => i.CustomerID === user.CustomerID)
      .sort((a, b) => b.DateInvoice.localeCompare(a.DateInvoice) || b.InvoiceID.localeCompare(a.InvoiceID, 'nl', { numeric: true }))
      .map((i) => ({ ...i, Actions: withActions ? i.Actions : [] }));
    return c.json(collection(invoices));
  });

  app.get('/v2/shop/invoices/:id/_pdf', (c) => {
    const user = requireUser(c);
    const db = c.get('db');
    const id = c.req.param('id');
    const invoice = db.invoices.find((i) => i.InvoiceID === id && i.CustomerID === user.CustomerID);
    if (!invoice) throw notFound(`Factuur ${id}`);
    const name = (invoice.OrderID.Key || invoice.Reference || invoice.InvoiceID).replace(/[^\w.-]+/g, '-');
    return c.json({
      FileName: `Factuur-${name}.pdf`,
      ContentType: 'application/pdf',
      Data: Buffer.from(invoicePdf(db, invoice)).toString('base64'),
    });
  });
}
