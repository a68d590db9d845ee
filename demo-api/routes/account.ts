import type { Hono } from 'hono';
import type { DemoEnv } from '../lib/http.ts';
import { registerPaymentPage } from '../pages/payment.ts';
import { registerConversationRoutes } from './account/conversations.ts';
import { registerCustomerItemRoutes } from './account/customer-items.ts';
import { registerInvoiceRoutes } from './account/invoices.ts';
import { registerOrderRoutes } from './account/orders.ts';
import { registerPaymentRoutes } from './account/payments.ts';

/** The account area (tag `account`): orders, invoices, payments, conversations, customer items. */
export function registerAccountRoutes(app: Hono<DemoEnv>): void {
  registerOrderRoutes(app);
  registerInvoiceRoutes(app);
  registerPaymentRoutes(app);
  registerConversationRoutes(app);
  registerCustomerItemRoutes(app);
  // The demo payment provider's page is reached through the payment links this area hands out.
  registerPaymentPage(app);
}
