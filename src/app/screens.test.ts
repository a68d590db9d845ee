import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES } from './screen-paths.ts';
import { screens, screensFor } from './screens.ts';

const APP = readFileSync(new URL('./App.tsx', import.meta.url), 'utf8');
const SCREENS = readFileSync(new URL('./screens.ts', import.meta.url), 'utf8');
/** The pages of the entry itself: nothing to fetch ahead. */
const IN_ENTRY = new Set(['/', '/home', '/forbidden', '/error']);

describe('fetching a screen ahead', () => {
  it('knows the screens of every route of the route map, so no page waits for its first render to ask', () => {
    const routes = [...APP.matchAll(/<Route path="([^"]+)"/g)].map(([, pattern]) => pattern!).filter((pattern) => !IN_ENTRY.has(pattern));
    expect(routes.length).toBeGreaterThanOrEqual(30);
    // A route's parameters filled in, an optional one left out.
    const unknown = routes.filter((pattern) => screensFor(pattern.replace(/\/:\w+\?$/, '').replace(/:\w+/g, 'x')).length === 0);
    expect(unknown).toEqual([]);
    expect(screensFor('/account/orders/detail/RO-2026-0001')).toEqual(['accountLayout', 'orderDetail']);
    expect(screensFor('/home')).toEqual([]);
  });

  it('uses in the route map exactly the screens it can fetch ahead', () => {
    const used = new Set([...APP.matchAll(/screens\.(\w+)\.Component/g)].map(([, name]) => name));
    expect([...used].sort()).toEqual(Object.keys(screens).sort());
  });

  it('names each screen’s module as it imports it, so the build preloads the right chunks', () => {
    const declared = [...SCREENS.matchAll(/(\w+): screen\('(\w+)', \(\) => import\('\.\.\/([^']+)'\)/g)];
    expect(Object.fromEntries(declared.map(([, key, , path]) => [key, `src/${path}`]))).toEqual(SCREEN_MODULES);
    // The name a screen preloads its modules by (src/app/screen-files.ts) is its own.
    expect(declared.filter(([, key, name]) => key !== name)).toEqual([]);
  });
});
