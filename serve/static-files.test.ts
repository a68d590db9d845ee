import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { deploymentAddresses } from '../src/app/deployment.ts';
import { precompressFolder } from './precompress.ts';
import { hashSource } from './security-headers.ts';
import { acceptedEncodings, IMMUTABLE, REVALIDATE, shopFiles } from './static-files.ts';

const SCRIPT = `console.log(${JSON.stringify('uitleendienst '.repeat(400))});`;
const FIRST_WAVE = 'window.__earlyCalls = {};';
const PAGE = `<!doctype html><title>Uitleendienst</title><script>${FIRST_WAVE}</script>${'<p>shop</p>'.repeat(200)}`;
let app: Hono;

beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  expect(precompressFolder(dist)).toBe(2);
  app = new Hono();
  app.get('*', shopFiles(dist, deploymentAddresses({ VITE_API_BASE_URL: 'https://verhuur.example.be/api' })));
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('the built shop served as a CDN serves it', () => {
  it('sends the brotli copy when the browser takes it, else gzip, else the file itself; caches hashed assets for good', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('answers every route with index.html, asked again each visit and 304 when unchanged', async () => {
    const page = await get('/product/details/partytent-3-x-3-m', { 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe(REVALIDATE);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const again = await get('/home', { 'Accept-Encoding': 'br', 'If-None-Match': page.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it("sends a page with its policy, which allows the page's inline script and the build's backend; a file gets none", async () => {
    for (const encoding of ['br', 'identity']) {
      const page = await get('/account/orders', { 'Accept-Encoding': encoding });
      const policy = page.headers.get('content-security-policy');
      expect(policy).toContain(`script-src 'self' ${hashSource(FIRST_WAVE)};`);
      expect(policy).toContain("connect-src 'self' https://verhuur.example.be;");
      expect(page.headers.get('permissions-policy')).toContain('camera=()');
      expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
    const script = await get('/assets/index-abc123.js');
    expect(script.headers.get('content-security-policy')).toBeNull();
  });

  it('gives robots.txt as text, and a missing asset or a private file a 404, never the app', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('User-agent');
    for (const path of ['/assets/x.js', '/favicon.png', '/.vite/manifest.json', '/assets/../.vite/manifest.json']) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
    }
  });

  it('reads Accept-Encoding as browsers write it', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.8')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
