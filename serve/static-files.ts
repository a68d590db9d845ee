import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import type { DeploymentAddresses } from '../src/app/deployment.ts';
import { pageHeaders } from './security-headers.ts';

/**
 * The built shop served the way a CDN serves it (issue 16): the `.br` or `.gz` copy written at
 * build time (serve/precompress.ts) when the browser accepts it; hashed assets cached for a year
 * as immutable; `index.html` revalidated on every visit (so a new release is picked up at once);
 * a missing file a 404, never the app; every other path the single-page app's `index.html`, with
 * the page's security headers (serve/security-headers.ts) computed from the page itself.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Hashed by the build: a changed file gets a new name, so it never needs asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page that names the hashed files: always asked again, answered 304 when unchanged. */
export const REVALIDATE = 'no-cache';
/** Other files of public/ (favicon, robots.txt): not hashed, so kept an hour. */
const SHORT = 'public, max-age=3600';

type Encoding = 'br' | 'gzip';

interface StoredFile {
  body: ArrayBuffer;
  etag: string;
  /** The headers of a page (an HTML file), computed once from its text; none for other files. */
  pageHeaders: Record<string, string>;
}

/** The encodings the browser accepts, best first; `q=0` refuses one. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';').map((piece) => piece.trim()))
      .filter(([, quality]) => !quality || Number(quality.replace(/^q=/, '')) > 0)
      .map(([name]) => name?.toLowerCase()),
  );
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding) || accepted.has('*'));
}

/** Whether the path names a file (it has an extension) rather than a route of the app. */
export const looksLikeFile = (path: string) => path.startsWith('/assets/') || extname(path) !== '';

export function shopFiles(dist: string, addresses: DeploymentAddresses) {
  const root = normalize(dist);
  const cache = new Map<string, StoredFile | null>();

  /** A file under dist/ (no dotfiles: the build manifest stays private), read once. */
  const read = (relative: string): StoredFile | null => {
    if (cache.has(relative)) return cache.get(relative)!;
    const full = normalize(join(root, relative));
    const inside = full.startsWith(root + sep) && !relative.split('/').some((segment) => segment.startsWith('.'));
    const file = inside && existsSync(full) && statSync(full).isFile() ? readFileSync(full) : null;
    const stored = file
      ? {
          body: file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
          etag: `"${statSync(full).size.toString(36)}-${statSync(full).mtimeMs.toString(36)}"`,
          pageHeaders: extname(relative) === '.html' ? pageHeaders(file.toString('utf8'), addresses) : {},
        }
      : null;
    cache.set(relative, stored);
    return stored;
  };

  const respond = (c: Context, relative: string, cacheControl: string): Response | null => {
    const original = read(relative);
    if (!original) return null;
    const encoding = acceptedEncodings(c.req.header('accept-encoding')).find((name) => read(`${relative}.${name === 'br' ? 'br' : 'gz'}`));
    const file = encoding ? read(`${relative}.${encoding === 'br' ? 'br' : 'gz'}`)! : original;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(relative)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
      // The policy is the page's, read from its own text: the compressed copy carries the same page.
      ...original.pageHeaders,
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
    headers['Content-Length'] = String(file.body.byteLength);
    return new Response(c.req.method === 'HEAD' ? null : file.body, { status: 200, headers });
  };

  return (c: Context): Response => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad request', 400);
    }
    if (path !== '/' && path !== '/index.html') {
      const relative = path.replace(/^\/+/, '');
      const found = respond(c, relative, path.startsWith('/assets/') ? IMMUTABLE : SHORT);
      if (found) return found;
      if (looksLikeFile(path)) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    }
    // Every other path is a route of the single-page app.
    const page = respond(c, 'index.html', REVALIDATE);
    if (!page) return c.text('No built shop: run `npm run build` first.', 500);
    return page;
  };
}
