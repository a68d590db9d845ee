import type { Plugin } from 'vite';
import { SCREEN_FILES_ID, startFirstWave, type FirstWaveOptions, type ScreenFiles } from '../src/api/first-wave.ts';
import { ENTRY_PARTS, SCREEN_MODULES, SCREENS_BY_PATH, STORED_CART_PARTS } from '../src/app/screen-paths.ts';

/** The attribute that marks index.html's inline first wave. */
export const FIRST_WAVE_ATTRIBUTE = 'data-first-wave';
/** On `<html>` of a page whose frame the server rendered: its app starts after the first paint (serve/render-page.ts). */
export const APP_AFTER_PAINT_ATTRIBUTE = 'data-app-after-paint';

/** The parts of a built chunk this needs (Rolldown's output chunk, with Vite's metadata). */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  /** The modules bundled into the chunk: a screen's module can share its chunk with others. */
  moduleIds: string[];
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type Bundle = Record<string, BuiltChunk | { type: 'asset' }>;

/** A chunk with every chunk it imports statically. */
function withStaticImports(bundle: Bundle, chunk: BuiltChunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') withStaticImports(bundle, next, files);
  }
  return files;
}

/** Per screen or entry part, the files the entry does not hold; per address with a filled cart's parts, those its screens do not. */
export function screenFilesOf(bundle: Bundle): ScreenFiles {
  const chunks = Object.values(bundle).filter((file): file is BuiltChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry');
  // index.html links the one style sheet; neither the table nor the pages name another (decision 030).
  const styled = chunks.find((chunk) => !chunk.isEntry && (chunk.viteMetadata?.importedCss.size ?? 0) > 0);
  if (styled) throw new Error(`${styled.fileName} has a style sheet of its own: the shop's styles are one sheet (build.cssCodeSplit false)`);
  const inEntry = withStaticImports(bundle, entry);
  const filesOf = (module: string, besides: ReadonlySet<string> = new Set()): string[] => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(`/${module}`)));
    if (!chunk) throw new Error(`the build has no chunk for ${module}`);
    return [...withStaticImports(bundle, chunk)].filter((file) => !inEntry.has(file) && !besides.has(file));
  };
  const parts: Record<string, string[]> = Object.fromEntries(Object.entries({ ...SCREEN_MODULES, ...ENTRY_PARTS }).map(([name, module]) => [name, filesOf(module)]));
  const withStoredCart = Object.fromEntries(
    STORED_CART_PARTS.map(([pattern, module]) => {
      const shown = SCREENS_BY_PATH.find(([screenPattern]) => screenPattern.source === pattern.source)?.[1] ?? [];
      return [pattern.source, filesOf(module, new Set(shown.flatMap((name) => parts[name] ?? [])))];
    }),
  );
  // What the entry imports on demand has no list of its own (vite.config.ts): its modules must be
  // among a part's, or they would come an import at a time.
  const named = new Set(Object.values(parts).flat());
  for (const file of entry.dynamicImports) {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    const unnamed = [...withStaticImports(bundle, chunk)].filter((imported) => imported !== file && !inEntry.has(imported) && !named.has(imported));
    if (unnamed.length > 0) throw new Error(`the entry imports ${file} on demand, whose modules no part names (${unnamed.join(', ')}): add it to ENTRY_PARTS (src/app/screen-paths.ts)`);
  }
  return { parts, withStoredCart };
}

/** A value as the text of a `<script type="application/json">`: `<` escaped, so no text in it can close the element. */
export const jsonInScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The files of the screens an address shows, for an anonymous visitor (the server's first screens). */
export function screenFilesOfPath(table: ScreenFiles, path: string): string[] {
  const names = SCREENS_BY_PATH.find(([pattern]) => pattern.test(path))?.[1] ?? [];
  return [...new Set(names.flatMap((name) => table.parts[name] ?? []))];
}

/** The screens' files a built index.html carries (none in development). */
export function screenFilesInPage(html: string): ScreenFiles {
  const block = new RegExp(`<script type="application/json" id="${SCREEN_FILES_ID}">([\\s\\S]*?)</script>`).exec(html);
  return block?.[1] ? (JSON.parse(block[1]) as ScreenFiles) : { parts: {}, withStoredCart: {} };
}

/**
 * index.html carries the files of every screen once, as a JSON block: its first wave (src/api/first-wave.ts,
 * inlined as it is, with the app's own constants) has the screen an address opens load beside the
 * entry rather than after it has run (issue 16), the server links those of the screen it renders
 * (serve/render-page.ts), and the app those of each part it fetches (src/app/screen-files.ts),
 * in place of Vite's list of every chunk's imports inside the entry (vite.config.ts). In
 * development nothing is bundled: the wave asks its calls and no files.
 */
export function firstScreen(options: Omit<FirstWaveOptions, 'paths' | 'screenFilesId' | 'appAfterPaintAttribute'>): Plugin {
  return {
    name: 'first-screen',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const wave: FirstWaveOptions = { ...options, paths: SCREENS_BY_PATH.map(([pattern, names]) => [pattern.source, names]), screenFilesId: SCREEN_FILES_ID, appAfterPaintAttribute: APP_AFTER_PAINT_ATTRIBUTE };
        const table = context.bundle ? screenFilesOf(context.bundle as unknown as Bundle) : null;
        return [
          // First the charset, which a browser looks for in the first 1024 bytes where no
          // Content-Type names it (a static host's may not): the screens' table is larger.
          { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' as const },
          // A data block, never run; before the wave, so the wave finds it.
          ...(table ? [{ tag: 'script', attrs: { type: 'application/json', id: SCREEN_FILES_ID }, children: jsonInScript(table), injectTo: 'head-prepend' as const }] : []),
          // Before the style sheets, which would hold an inline script back until they are in.
          // Marked: a page the server renders carries its answers instead (serve/render-page.ts).
          { tag: 'script', attrs: { [FIRST_WAVE_ATTRIBUTE]: true }, children: `(${startFirstWave.toString()})(window, ${JSON.stringify(wave)});`, injectTo: 'head-prepend' as const },
        ];
      },
    },
  };
}
