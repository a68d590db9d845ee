import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What a browser fetches as text; images and fonts are compressed already, source maps are for developers. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Under this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `file.br` and `file.gz` beside every compressible file of `folder`, at the strongest settings. */
export function precompressFolder(folder: string): number {
  let written = 0;
  for (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    written += 1;
  }
  return written;
}

/**
 * Compresses the build once, at build time, as a CDN would keep it: the server (serve/static-files.ts)
 * or any static host then sends the `.br` or `.gz` copy the browser accepts, without compressing
 * on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressFolder(outDir);
    },
  };
}
