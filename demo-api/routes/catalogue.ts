import type { Hono } from 'hono';
import type { DemoEnv } from '../lib/http.ts';

export function registerCatalogueRoutes(app: Hono<DemoEnv>): void {
  void app;
}
