import type { Plugin } from 'vite';
import { SCREEN_MODULES, SCREENS_BY_PATH } from '../src/app/screen-paths.ts';

/** The parts of a built chunk this needs (Rolldown's output chunk, with Vite's metadata). */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type Bundle = Record<string, BuiltChunk | { type: 'asset' }>;

const chunksOf = (bundle: Bundle): BuiltChunk[] => Object.values(bundle).filter((file): file is BuiltChunk => file.type === 'chunk');

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

/**
 * What a page needs besides the entry is named in index.html, so it loads beside the entry
 * rather than after it has run (issue 16): the Dutch catalog every page waits for to render, and
 * the chunks of the screen the address opens (src/app/screen-paths.ts), which a few lines pick by
 * the address and ask for at once.
 */
export function preloadFirstScreen(): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = (context.bundle ?? {}) as unknown as Bundle;
        const chunks = chunksOf(bundle);
        const entry = chunks.find((chunk) => chunk.isEntry);
        const catalog = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/i18n/locales/nl.po'));
        if (!entry || !catalog) throw new Error('the build has no entry or no Dutch catalog');
        const inEntry = withStaticImports(bundle, entry);
        const filesOf = (module: string): string[] => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
          if (!chunk) throw new Error(`the build has no chunk for ${module}`);
          return [...withStaticImports(bundle, chunk)].filter((file) => !inEntry.has(file));
        };
        const routes = SCREENS_BY_PATH.map(([pattern, names]) => [pattern.source, [...new Set(names.flatMap((name) => filesOf(SCREEN_MODULES[name])))]]);
        const pick = `(function (routes) {
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i][0]).test(location.pathname)) continue;
    routes[i][1].forEach(function (file) {
      var link = document.createElement('link');
      if (/\\.css$/.test(file)) { link.rel = 'preload'; link.as = 'style'; } else { link.rel = 'modulepreload'; }
      link.crossOrigin = '';
      link.href = '/' + file;
      document.head.appendChild(link);
    });
    return;
  }
})(${JSON.stringify(routes)});`;
        return [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${catalog.fileName}` }, injectTo: 'head' },
          { tag: 'script', children: pick, injectTo: 'head' },
        ];
      },
    },
  };
}
