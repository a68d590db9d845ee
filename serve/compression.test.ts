import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressedAnswers } from './compression.ts';

const YEAR = Array.from({ length: 365 }, (_, day) => ({ Date: `day ${day}`, MomentCanBeUsed: day % 3 !== 0, Reason: null }));

function backend() {
  const app = new Hono();
  app.use('/api/*', compressedAnswers);
  app.get('/api/days', (c) => c.json(YEAR));
  app.get('/api/settings', (c) => c.json({ ShopSalesModus: false }));
  app.get('/api/invoice.pdf', (c) => c.body(new Uint8Array(4096).fill(37), 200, { 'Content-Type': 'application/pdf' }));
  app.get('/api/refused', (c) => c.json({ title: 'Niet gevonden', detail: 'x'.repeat(2000) }, 404, { 'Content-Type': 'application/problem+json' }));
  return app;
}

const ask = (path: string, acceptEncoding?: string) => backend().request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
const bytesOf = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

describe('the backend’s answers, compressed as the browser accepts them', () => {
  it('sends a large JSON answer in brotli, else gzip, with its compressed length; its text is the same', async () => {
    const plain = JSON.stringify(YEAR);
    const br = await ask('/api/days', 'gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBytes = await bytesOf(br);
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(plain.length / 5);
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain);

    const gzip = await ask('/api/days', 'gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gzip)).toString()).toBe(plain);
  });

  it('sends an answer as it is to a client that accepts no encoding (the server’s own requests), a small one, and a file', async () => {
    const own = await ask('/api/days');
    expect(own.headers.get('Content-Encoding')).toBeNull();
    expect(await own.text()).toBe(JSON.stringify(YEAR));

    const small = await ask('/api/settings', 'br');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ShopSalesModus: false });

    const pdf = await ask('/api/invoice.pdf', 'br');
    expect(pdf.headers.get('Content-Encoding')).toBeNull();
    expect((await bytesOf(pdf)).length).toBe(4096);
  });

  it('compresses a refusal too, with its status', async () => {
    const refused = await ask('/api/refused', 'br');
    expect(refused.status).toBe(404);
    expect(refused.headers.get('Content-Encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(await bytesOf(refused)).toString())).toMatchObject({ title: 'Niet gevonden' });
  });
});
