import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * What index.html may load before the shop runs, gzip (issue 16; issue 27 holds it): the bench
 * names a miss, and a browser test fails on the build the browser tests serve.
 */
export const ENTRY_BUDGET_KB = 120;

export interface BundleSizes {
  /** What index.html loads before the shop can run: the entry and its static imports, gzip. */
  entryKb: number;
  /** The largest chunk a screen loads beyond the entry, gzip, and the screen that loads it. */
  largestRoute: { route: string; chunk: string; kb: number };
}

const gzipKb = (dist: string, file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/**
 * The sizes issue 16 budgets, read from the build manifest. A route chunk is a chunk a screen
 * loads on demand (src/views, the account frame, the flow charts) that the entry does not hold:
 * the screen's own chunk and the chunks it imports statically. What a screen imports only when
 * asked (the layout engine the flow charts load to draw a chart) is no part of the route.
 */
export function bundleSizes(dist: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const staticClosure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the build manifest names no entry');
  const entry = staticClosure(entryKey);
  const kbOf = (key: string) => gzipKb(dist, manifest[key]!.file);
  let largestRoute: BundleSizes['largestRoute'] | null = null;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !/^src\/(views|flows|features\/account)\/.*\.tsx$/.test(chunk.src ?? '')) continue;
    for (const loaded of staticClosure(key)) {
      if (entry.has(loaded)) continue;
      const kb = kbOf(loaded);
      if (!largestRoute || kb > largestRoute.kb) largestRoute = { route: chunk.src!, chunk: manifest[loaded]!.file, kb };
    }
  }
  if (!largestRoute) throw new Error('the build manifest names no route chunks');
  return { entryKb: [...entry].reduce((sum, key) => sum + kbOf(key), 0), largestRoute };
}
