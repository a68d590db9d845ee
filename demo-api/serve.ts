/**
 * `npm start`: the built shop and the demo backend on one port (PORT, default 4173), the API
 * under /api; with INSTANCES=n, n independent copies on consecutive ports. Switches for the demo backend come from the environment (see demo-api/README.md).
 * The first screens are rendered here (serve/render-page.ts), from the in-process demo: the demo
 * holds its data in memory, so each instance is a shop of its own (docs/serving.md).
 */
import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { compressedAnswers } from '../serve/compression.ts';
import { everyResponseHeaders } from '../serve/security-headers.ts';
import { serverBuildOf, shopPages } from '../serve/render-page.ts';
import { shopFiles } from '../serve/static-files.ts';
import { builtAddresses } from '../serve/static-host-headers.ts';
import { createDemoApi } from './app.ts';
import { switchesFromEnv } from './lib/switches.ts';
import { DEMO_STYLE_SETTINGS_PATH, STYLE_SETTINGS_PATH } from './style-settings-path.ts';

// React renders the first screens as the shop's build does: without its development checks.
process.env.NODE_ENV ??= 'production';

/** Where the built shop is; another folder lets a second build be served beside the usual one. */
const DIST = process.env.SHOP_DIST ?? 'dist';
if (!existsSync(`${DIST}/index.html`)) {
  console.error('No built shop in dist/: run `npm run build` first (npm start does).');
  process.exit(1);
}

/** The addresses the build calls (VITE_API_BASE_URL and the others): its pages' policy allows them. */
const addresses = builtAddresses(DIST);

/** One shop with its own demo backend (its own data) on a port. */
async function serveShop(port: number, host: string): Promise<void> {
  const demo = createDemoApi({ switches: switchesFromEnv(process.env) });
  const server = new Hono();
  server.use(everyResponseHeaders);
  server.use('/api/*', compressedAnswers);
  server.all('/api/*', (c) => demo.app.fetch(c.req.raw));
  // The deployment's style settings document is the demo's, which a test changes.
  server.get(STYLE_SETTINGS_PATH, (c) => demo.app.fetch(new Request(new URL(DEMO_STYLE_SETTINGS_PATH, c.req.url))));
  // A first screen asks the demo and the style settings in-process, through this same server.
  const pages = await shopPages({ dist: DIST, distServer: serverBuildOf(DIST), sameOrigin: (request) => server.fetch(request), addresses });
  const files = shopFiles(DIST, addresses);
  server.get('*', async (c) => (await pages(c)) ?? files(c));
  const listening = serve({ fetch: server.fetch, port, hostname: host }, (info) => {
    console.log(`Uitleendienst shop with demo backend: http://${host === '0.0.0.0' ? 'localhost' : host}:${info.port}/`);
  });
  // Node closes an idle connection after 5 s on both sides: a client reusing one just as the server
  // closed it got ECONNRESET. Holding it longer than clients do leaves the closing to them.
  if ('keepAliveTimeout' in listening) listening.keepAliveTimeout = 65_000;
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
// INSTANCES=n serves n independent shops on PORT, PORT+1, …: browser tests run one per worker,
// so parallel tests never share (or reset) each other's demo data.
const instances = Math.max(1, Number(process.env.INSTANCES ?? 1));
for (let i = 0; i < instances; i++) await serveShop(port + i, host);
