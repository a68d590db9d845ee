import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { getRequestListener } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { precompress } from './serve/precompress.ts';
import { firstScreen } from './serve/first-screen.ts';
import { linguiBabelPlugins } from './serve/source-messages.ts';
import { PRODUCT_GRID_PAGE_ITEMS } from './src/app/style-settings.ts';
import { SESSION_KEY, SHOP_STORE_KEY } from './src/domain/stored-session.ts';
import { DEFAULT_LANGUAGE } from './src/domain/language.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** `npm run dev`: the demo backend answers /api inside the Vite dev server. */
function demoApiMiddleware(): Plugin {
  return {
    name: 'demo-api',
    async configureServer(server) {
      const { createDemoApi } = await import('./demo-api/app.ts');
      const { switchesFromEnv } = await import('./demo-api/lib/switches.ts');
      const demo = createDemoApi({ switches: switchesFromEnv(process.env) });
      const listener = getRequestListener(demo.app.fetch);
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/api/')) void listener(req, res);
        else next();
      });
    },
  };
}

/**
 * `npm run dev`: the flows view colours its charts with the browser coverage report the last
 * test run wrote (src/flows/coverage-source.ts). Only the dev server answers; a build has no such path.
 */
function flowsCoverageMiddleware(): Plugin {
  return {
    name: 'flows-coverage',
    apply: 'serve',
    configureServer(server) {
      const report = join(server.config.root, 'coverage', 'flows.json');
      server.middlewares.use('/__flows/coverage.json', (req, res, next) => {
        if (req.method !== 'GET') return next();
        readFile(report).then(
          (content) => {
            res.setHeader('Content-Type', 'application/json');
            // Every test run writes a new one.
            res.setHeader('Cache-Control', 'no-store');
            res.end(content);
          },
          () => {
            res.statusCode = 404;
            res.end();
          },
        );
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [
    react(),
    // plugin-react 6 ignores a `babel` option: the lingui macros need their own Babel pass.
    babel({ plugins: linguiBabelPlugins }),
    lingui(),
    // react-aria ships its own texts for 34 languages; the shop speaks three.
    { ...optimizeLocales.vite({ locales: ['nl-BE', 'nl-NL', 'en-GB', 'en-US', 'de-DE'] }), enforce: 'pre' },
    demoApiMiddleware(),
    flowsCoverageMiddleware(),
    firstScreen({
      apiBase: loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL ?? '/api',
      language: DEFAULT_LANGUAGE,
      pageSize: PRODUCT_GRID_PAGE_ITEMS,
      sessionKey: SESSION_KEY,
      shopStoreKey: SHOP_STORE_KEY,
    }),
    precompress(),
  ],
  // The manifest tells the web benchmark (tests/bench/web.ts) which chunk is the entry and which a route.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Every browser the shop targets knows modulepreload (a browser that does not just loads the
    // modules when they are imported): the polyfill would only weigh on the entry.
    modulePreload: { polyfill: false },
    // What index.html loads is one file: left to itself Rolldown split it into nine, each a round
    // trip on a slow line (docs/decisions/013). Lazily loaded parts keep the automatic splitting.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'entry', tags: ['$initial'] }] } },
    },
  },
}));
