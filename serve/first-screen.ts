import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { startFirstWave, type FirstScreenFiles, type FirstWaveOptions } from '../src/api/first-wave.ts';
import { SCREEN_MODULES, SCREENS_BY_PATH, STORED_CART_PARTS } from '../src/app/screen-paths.ts';

/** The attribute that marks index.html's inline first wave. */
export const FIRST_WAVE_ATTRIBUTE = 'data-first-wave';

/** Where the build leaves the files of each address's screen, beside index.html. */
export const FIRST_SCREEN_FILES = '.first-screen-files.json';

/** The parts of a built chunk this needs (Rolldown's output chunk, with Vite's metadata). */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  /** The modules bundled into the chunk: a screen's module can share its chunk with others. */
  moduleIds: string[];
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type Bundle = Record<string, BuiltChunk | { type: 'asset' }>;

/** A chunk with every chunk it imports statically, and their style sheets. */
function withStaticImports(bundle: Bundle, chunk: BuiltChunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') withStaticImports(bundle, next, files);
  }
  return files;
}

/** Per address pattern, the files of its screen that the entry does not hold. */
export function firstScreenFiles(bundle: Bundle): FirstScreenFiles[] {
  const chunks = Object.values(bundle).filter((file): file is BuiltChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry');
  const inEntry = withStaticImports(bundle, entry);
  const filesOf = (module: string, besides: ReadonlySet<string> = new Set()): string[] => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(`/${module}`)));
    if (!chunk) throw new Error(`the build has no chunk for ${module}`);
    return [...withStaticImports(bundle, chunk)].filter((file) => !inEntry.has(file) && !besides.has(file));
  };
  return SCREENS_BY_PATH.map(([pattern, names]): FirstScreenFiles => {
    const files = [...new Set(names.flatMap((name) => filesOf(SCREEN_MODULES[name])))];
    const parts = STORED_CART_PARTS.filter(([partPattern]) => partPattern.source === pattern.source).flatMap(([, module]) => filesOf(module, new Set(files)));
    return { pattern: pattern.source, files, withStoredCart: parts };
  });
}

/**
 * index.html starts the first wave before the scripts arrive (src/api/first-wave.ts, inlined as
 * it is, with the app's own constants) with the files of the screen each address opens, so they
 * load beside the entry rather than after it has run (issue 16). In development nothing is
 * bundled: the wave asks its calls and no files.
 */
export function firstScreen(options: Omit<FirstWaveOptions, 'screens'>): Plugin {
  let screens: FirstScreenFiles[] = [];
  return {
    name: 'first-screen',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        screens = context.bundle ? firstScreenFiles(context.bundle as unknown as Bundle) : [];
        const wave: FirstWaveOptions = { ...options, screens };
        // Marked: a page the server renders carries its answers instead (serve/render-page.ts).
        return [{ tag: 'script', attrs: { [FIRST_WAVE_ATTRIBUTE]: true }, children: `(${startFirstWave.toString()})(window, ${JSON.stringify(wave)});`, injectTo: 'head-prepend' }];
      },
    },
    // The server that renders a first screen names the screen's files itself; a dotfile, never served.
    writeBundle(output) {
      if (output.dir) writeFileSync(join(output.dir, FIRST_SCREEN_FILES), JSON.stringify(screens));
    },
  };
}
