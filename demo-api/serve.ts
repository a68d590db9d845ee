/**
 * `npm start`: the built shop and the demo backend on one port (PORT, default 4173), the API
 * under /api. Switches for the demo backend come from the environment (see demo-api/README.md).
 */
import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createDemoApi } from './app.ts';
import { switchesFromEnv } from './lib/switches.ts';

const DIST = 'dist';
if (!existsSync(`${DIST}/index.html`)) {
  console.error('No built shop in dist/: run `npm run build` first (npm start does).');
  process.exit(1);
}

const demo = createDemoApi({ switches: switchesFromEnv(process.env) });
const server = new Hono();
server.all('/api/*', (c) => demo.app.fetch(c.req.raw));
server.use('/assets/*', serveStatic({ root: DIST, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
server.use('*', serveStatic({ root: DIST }));
// Every other path is a route of the single-page app.
server.get('*', serveStatic({ root: DIST, path: 'index.html' }));

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
serve({ fetch: server.fetch, port, hostname: host }, (info) => {
  console.log(`Uitleendienst shop with demo backend: http://${host === '0.0.0.0' ? 'localhost' : host}:${info.port}/`);
});
