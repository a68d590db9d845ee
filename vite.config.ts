import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { getRequestListener } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import { precompress } from './serve/precompress.ts';

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

/** index.html's first wave asks the backend the app will ask: its address, as src/app/config.ts reads it. */
function apiBaseInIndexHtml(apiBaseUrl: string): Plugin {
  return { name: 'api-base-in-index-html', transformIndexHtml: (html) => html.replaceAll('%SHOP_API_BASE_URL%', JSON.stringify(apiBaseUrl)) };
}

export default defineConfig(({ mode }) => ({
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [
    react(),
    // plugin-react 6 ignores a `babel` option: the lingui macros need their own Babel pass.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    // react-aria ships its own texts for 34 languages; the shop speaks three.
    { ...optimizeLocales.vite({ locales: ['nl-BE', 'nl-NL', 'en-GB', 'en-US', 'de-DE'] }), enforce: 'pre' },
    demoApiMiddleware(),
    apiBaseInIndexHtml(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL ?? '/api'),
    precompress(),
  ],
  // The manifest tells the web benchmark (tests/bench/web.ts) which chunk is the entry and which a route.
  build: { target: 'es2022', sourcemap: true, manifest: true },
}));
