import type { Hono } from 'hono';
import type { DemoEnv } from '../lib/http.ts';
import { registerMailboxPages } from '../pages/mailbox.ts';
import { registerSingleSignOnPage } from '../pages/sso.ts';
import { registerAuthorizationRoutes } from './identity/authorization.ts';
import { registerContactFormRoutes } from './identity/contact-form.ts';
import { registerCustomerRoutes } from './identity/customers.ts';
import { registerRegistrationRoutes } from './identity/registration.ts';
import { registerRegistryRoutes } from './identity/registry.ts';
import { registerSingleSignOnRoutes } from './identity/sso.ts';
import { registerTokenRoutes } from './identity/tokens.ts';

export function registerIdentityRoutes(app: Hono<DemoEnv>): void {
  registerTokenRoutes(app);
  registerAuthorizationRoutes(app);
  registerSingleSignOnRoutes(app);
  // Before the customer routes: `_register/{key}` must not be taken for `{id}/…`.
  registerRegistrationRoutes(app);
  registerCustomerRoutes(app);
  registerContactFormRoutes(app);
  registerRegistryRoutes(app);
  registerSingleSignOnPage(app);
  registerMailboxPages(app);
}
