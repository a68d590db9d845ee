import { Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings } from './static-files.ts';

/** Brotli at a speed a page can wait for; gzip where the browser does not take brotli. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };

/** Compressed as the browser accepts it, a chunk at a time. */
export function compressed(stream: ReadableStream<Uint8Array>, encoding: 'br' | 'gzip'): ReadableStream<Uint8Array> {
  const compressor = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP);
  return Readable.toWeb(Readable.fromWeb(stream as Parameters<typeof Readable.fromWeb>[0]).pipe(compressor)) as ReadableStream<Uint8Array>;
}

/** Under this an answer goes as it is: compressed it would be about as large. */
const SMALLEST_COMPRESSED = 1024;
const TEXT = /^(application\/([\w.+-]*\+)?json|text\/)/;

/**
 * The backend's answers in text (JSON, mostly) compressed as the browser accepts them, as a real
 * backend's web server or CDN compresses them: a year of a warehouse's available days is 22 KB as
 * it is and about 1 KB compressed. Files (a PDF, a picture) go as they are, and so does an answer
 * to the server's own requests, which accept no encoding.
 */
export const compressedAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const { res } = c;
  if (!res.body || res.headers.has('Content-Encoding') || !TEXT.test(res.headers.get('Content-Type') ?? '')) return;
  // An answer is a document, not a stream: read whole, its size says whether it is worth compressing.
  const body = new Uint8Array(await res.arrayBuffer());
  const encoding = body.length >= SMALLEST_COMPRESSED ? acceptedEncodings(c.req.header('accept-encoding'))[0] : undefined;
  const sent = encoding === 'br' ? brotliCompressSync(body, BROTLI) : encoding === 'gzip' ? gzipSync(body, GZIP) : body;
  const vary = res.headers.get('Vary');
  // Hono carries the former answer's headers over to the new one: its length and Vary are set after.
  c.res = new Response(c.req.method === 'HEAD' ? null : sent, { status: res.status, statusText: res.statusText, headers: res.headers });
  c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  c.res.headers.set('Content-Length', String(sent.length));
  if (encoding) c.res.headers.set('Content-Encoding', encoding);
};
