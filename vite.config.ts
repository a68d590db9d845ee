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
import { staticHostHeaders } from './serve/static-host-headers.ts';
import { linguiBabelPlugins } from './serve/source-messages.ts';
import { MACHINE_MODULES, withoutChartDescriptions } from './serve/chart-descriptions.ts';
import { DEFAULT_STYLE_SETTINGS } from './src/domain/style-settings.ts';
import { SESSION_KEY, SHOP_STORE_KEY } from './src/domain/stored-session.ts';
import { DEFAULT_LANGUAGE } from './src/domain/language.ts';
import { deploymentAddresses } from './src/app/deployment.ts';

/** react-aria's packages (the components, the hooks, the state, their dates and numbers). */
const REACT_ARIA = /node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized)[\\/]/;

/** The entry's file as the build names it (index.html's script). */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

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
      const { DEMO_STYLE_SETTINGS_PATH, STYLE_SETTINGS_PATH } = await import('./demo-api/style-settings-path.ts');
      server.middlewares.use((req, res, next) => {
        // The deployment's style settings document is the demo's, which a test changes.
        if (req.url === STYLE_SETTINGS_PATH) req.url = DEMO_STYLE_SETTINGS_PATH;
        if (req.url?.startsWith('/api/')) void listener(req, res);
        else next();
      });
    },
  };
}

/**
 * `npm run dev`: the flows view colours its charts with the browser coverage report the last test
 * run wrote (`coverage/flows.json`), handed to it as a module (src/flows/coverage-source.ts), so
 * no request leaves the page and a new run's report reloads the view. A build gets `null`.
 */
function flowsCoverageModule(): Plugin {
  const virtualId = 'virtual:flows-coverage';
  const resolvedId = `\0${virtualId}`;
  let serving = false;
  return {
    name: 'flows-coverage',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (source) => (source === virtualId ? resolvedId : null),
    async load(id) {
      if (id !== resolvedId) return null;
      if (!serving) return 'export default null;';
      const report = join(process.cwd(), 'coverage', 'flows.json');
      this.addWatchFile(report);
      const text = await readFile(report, 'utf8').catch(() => null);
      // Parsed in the page: a damaged file fails the import, which the view takes as no report.
      return text === null ? 'export default null;' : `export default JSON.parse(${JSON.stringify(text)});`;
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const addresses = deploymentAddresses(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    define: { __APP_VERSION__: JSON.stringify(version) },
    plugins: [
      react(),
      // plugin-react 6 ignores a `babel` option: the lingui macros need their own Babel pass.
      babel({ plugins: linguiBabelPlugins }),
      // The charts' prose stays out of the built machines; /flows reads it from a generated table.
      babel({ include: [MACHINE_MODULES], plugins: [withoutChartDescriptions] }).then((plugin) => ({ ...plugin, name: 'without-chart-descriptions', apply: 'build' as const })),
      lingui(),
      // react-aria ships its own texts for 34 languages; the shop speaks three.
      { ...optimizeLocales.vite({ locales: ['nl-BE', 'nl-NL', 'en-GB', 'en-US', 'de-DE'] }), enforce: 'pre' },
      demoApiMiddleware(),
      flowsCoverageModule(),
      // The server's build (src/main-server.tsx) has no page of its own and is not served as files.
      !isSsrBuild &&
      firstScreen({
        apiBase: addresses.apiBase,
        styleSettingsUrl: addresses.styleSettingsUrl,
        language: DEFAULT_LANGUAGE,
        pageSize: DEFAULT_STYLE_SETTINGS.productGridPageItems,
        sessionKey: SESSION_KEY,
        shopStoreKey: SHOP_STORE_KEY,
      }),
      // After the first wave is in index.html: the policy hashes it as it was built.
      !isSsrBuild && staticHostHeaders(addresses),
      !isSsrBuild && precompress(),
    ],
    // @xstate/react and wouter bring use-sync-external-store's shim for React 17 and older into the
    // entry; React 19 has the hook itself.
    resolve: {
      alias: [
        { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
      ],
    },
    // The manifest tells the web benchmark (tests/bench/web.ts) which chunk is the entry and which a route.
    build: {
      target: 'es2022',
      // The shop's styles are one sheet (12 KB gzip), linked by every page: split per part they were
      // 33 files, of which a filled cart's first screen waited for eight, a round trip each on a
      // slow line (decision 030). The first-screen plugin holds the build to it.
      cssCodeSplit: false,
      sourcemap: true,
      manifest: true,
      // Every browser the shop targets knows modulepreload (a browser that does not just loads the
      // modules when they are imported): the polyfill would only weigh on the entry. The lists of
      // what each part the entry loads on demand imports, which Vite would put in the entry (3.7 KB
      // gzip), are in index.html once, where the first wave reads them anyway (serve/first-screen.ts,
      // src/app/screen-files.ts). The lazily loaded chunks keep Vite's lists, and every style sheet
      // stays in them.
      modulePreload: { polyfill: false, resolveDependencies: (_file, dependencies, { hostId, hostType }) => (hostType === 'js' && ENTRY_CHUNK.test(hostId) ? [] : dependencies) },
      // What index.html loads is one file: left to itself Rolldown split it into nine, each a round
      // trip on a slow line (docs/decisions/013). Lazily loaded parts keep the automatic splitting,
      // except react-aria's core (press, hover, focus, the shared hooks), which twenty or more parts
      // import: left to itself it came as a dozen files of 0.3–10 KB, each a round trip before a
      // part could run (decision 030).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'entry', tags: ['$initial'] },
              { name: 'aria-core', test: REACT_ARIA, minShareCount: 20, includeDependenciesRecursively: false },
              // The charts' descriptions (serve/chart-descriptions.ts) beside the flows view, not inside its chunk.
              { name: 'chart-descriptions', test: /chart-descriptions\.generated\.ts$/ },
            ],
          },
        },
      },
    },
  };
});
