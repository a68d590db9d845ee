import type { Hono } from 'hono';
import type { DemoEnv } from '../lib/http.ts';
import { registerAssetRoutes } from './assets.ts';
import { registerCapacityRoutes } from './catalogue/capacity.ts';
import { registerLogisticsRoutes } from './catalogue/logistics.ts';
import { registerProductRoutes } from './catalogue/products.ts';

/**
 * Catalogue and logistics: public reads (no token needed, so the shop can show products and
 * settings before a session exists), plus the images and manuals the catalogue points at.
 */
export function registerCatalogueRoutes(app: Hono<DemoEnv>): void {
  registerProductRoutes(app);
  registerLogisticsRoutes(app);
  registerCapacityRoutes(app);
  registerAssetRoutes(app);
}
