import type { Hono } from 'hono';
import type { DemoEnv } from '../lib/http.ts';

export function registerIdentityRoutes(app: Hono<DemoEnv>): void {
  void app;
}
