import { SCREEN_FILES_ID, type ScreenFiles } from '../api/first-wave.ts';
import type { LazyPart } from './screen-paths.ts';

/**
 * A screen's chunk imports more chunks, and those more again: fetched an import at a time, a
 * screen would wait a round trip per step. The page names the files of every screen and other
 * part the entry loads on demand (the JSON block the build puts in index.html, which the server's
 * pages keep), so a part's modules are asked all at once when it is fetched. Vite would carry the
 * same lists inside the entry (vite.config.ts leaves them out there). The shop's styles are one
 * sheet, which every page links.
 */

let table: ScreenFiles['parts'] | null = null;
const asked = new Set<string>();

function partsOnPage(page: Document): ScreenFiles['parts'] {
  if (table) return table;
  try {
    table = (JSON.parse(page.getElementById(SCREEN_FILES_ID)?.textContent ?? 'null') as ScreenFiles | null)?.parts ?? {};
  } catch {
    // A damaged block: each module is fetched when its importer asks for it.
    table = {};
  }
  return table;
}

/**
 * Has the browser fetch a part's modules, all at once. A page without the block (development,
 * tests) fetches nothing ahead, and the server, rendering, has no page to add links to.
 */
export function preloadModulesOf(part: LazyPart, page: Document | undefined = globalThis.document): void {
  if (!page) return;
  for (const file of partsOnPage(page)[part] ?? []) {
    if (asked.has(file)) continue;
    asked.add(file);
    const link = page.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    page.head.appendChild(link);
  }
}
