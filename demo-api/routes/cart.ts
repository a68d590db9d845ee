import type { Hono } from 'hono';
import type { DemoEnv } from '../lib/http.ts';
import { registerCartCheckoutRoutes } from './cart/checkout.ts';
import { registerCartCopyRoutes } from './cart/copy.ts';
import { registerCartFileRoutes } from './cart/files.ts';
import { registerCartItemRoutes } from './cart/items.ts';
import { registerCartSettingsRoutes } from './cart/settings.ts';

/** The v3 cart family and checkout; the copy routes go first so "_copy" is never taken for a cart ID. */
export function registerCartRoutes(app: Hono<DemoEnv>): void {
  registerCartCopyRoutes(app);
  registerCartSettingsRoutes(app);
  registerCartItemRoutes(app);
  registerCartFileRoutes(app);
  registerCartCheckoutRoutes(app);
}
