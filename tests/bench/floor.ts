import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as forwardRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { BrowserContext } from '@playwright/test';
import { Hono } from 'hono';
import { precompressFolder } from '../../serve/precompress.ts';
import { shopFiles } from '../../serve/static-files.ts';
import type { DeploymentAddresses } from '../../src/app/deployment.ts';
import { floorMarkup } from './floor-markup.ts';

/**
 * The page has settled this long after its load event: the shop's deferred work (the search box,
 * a product's ordering part, the likely next page) starts 5 s after it and an idle moment
 * (src/ui/after-page-settles.ts), and the floor is the page as it stands once that is done.
 */
const SETTLED_AFTER_LOAD_MS = 7000;
/** …and nothing in it changed for this long. */
const QUIET_MS = 1000;

/** Notes when the document last changed. A string: tsx wraps a function's inner functions in a helper the page lacks. */
const WATCH_CHANGES =
  'window.__lastChange = 0; new MutationObserver(() => { window.__lastChange = performance.now(); }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });';

/**
 * Opens `path` in `context` (whose base URL is the shop, and whose storage is the visitor's), waits
 * until the page has settled, and answers its floor: the markup with no script, and without the
 * style sheets that style nothing on it.
 */
export async function captureFloor(context: BrowserContext, path: string): Promise<string> {
  const page = await context.newPage();
  await page.addInitScript(WATCH_CHANGES);
  await page.goto(path);
  await page.waitForFunction(
    ({ settledAfterLoadMs, quietMs }) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const loaded = navigation?.loadEventEnd ?? 0;
      const lastChange = (window as unknown as { __lastChange: number }).__lastChange;
      return loaded > 0 && performance.now() - loaded > settledAfterLoadMs && performance.now() - lastChange > quietMs;
    },
    { settledAfterLoadMs: SETTLED_AFTER_LOAD_MS, quietMs: QUIET_MS },
    { polling: 250, timeout: 60_000 },
  );
  // A style sheet styles nothing here when none of its rules matches an element of the page. A
  // selector is asked without its states and pseudo-elements (:hover, ::before, :not(…)), which
  // only widens what it matches; one the browser cannot ask that way counts as used.
  const unusedStyleSheets = await page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet) => {
      if (!sheet.href) return [];
      const rules: CSSRule[] = Array.from(sheet.cssRules);
      for (let rule = rules.pop(); rule; rule = rules.pop()) {
        if ('cssRules' in rule) rules.push(...Array.from((rule as CSSGroupingRule).cssRules));
        if (!(rule instanceof CSSStyleRule)) continue;
        try {
          if (document.querySelector(rule.selectorText.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, ''))) return [];
        } catch {
          return [];
        }
      }
      return [sheet.href];
    }),
  );
  const html = await page.content();
  const origin = new URL(page.url()).origin;
  await page.close();
  return floorMarkup(html, origin, unusedStyleSheets);
}

export interface FloorServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves each page's floor at the page's own path, as the shop serves its `index.html` (the same
 * brotli and gzip copies, caching and headers: serve/), and passes every other request (the
 * style sheets, pictures, fonts) to the shop untouched, so the floor loads the very same bytes.
 * It listens on a port the system picks, next to no one else's.
 */
export async function serveFloors(shop: string, floors: ReadonlyMap<string, string>, addresses: DeploymentAddresses): Promise<FloorServer> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-floors-'));
  const app = new Hono();
  [...floors].forEach(([path, html], index) => {
    const pageFolder = join(folder, String(index));
    mkdirSync(pageFolder);
    writeFileSync(join(pageFolder, 'index.html'), html);
    precompressFolder(pageFolder);
    app.get(path, shopFiles(pageFolder, addresses));
  });
  const floorPage = getRequestListener(app.fetch);
  const target = new URL(shop);
  const server = createServer((request, response) => {
    if (floors.has(new URL(request.url ?? '/', shop).pathname)) {
      void floorPage(request, response);
      return;
    }
    const forwarded = forwardRequest({ host: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, host: target.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
