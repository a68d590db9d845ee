import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentAddresses } from '../../src/app/deployment.ts';
import { serveFloors, type FloorServer } from './floor.ts';

const FLOOR = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/index.css"></head><body>${'<p>Tenten</p>'.repeat(200)}</body></html>`;
/** What the shop sends for a style sheet: its own gzip copy, which the floor must pass on as it is. */
const STYLE_SHEET = gzipSync('p { color: navy }');

let shop: Server;
let floors: FloorServer;

/** A raw answer: node's fetch would unpack a compressed body, and the bytes are what is compared. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  shop = createServer((asked, answer) => {
    if (asked.url === '/assets/index.css') {
      answer.writeHead(200, { 'Content-Type': 'text/css', 'Content-Encoding': 'gzip', 'Cache-Control': 'public, max-age=31536000, immutable' }).end(STYLE_SHEET);
    } else answer.writeHead(404).end(`no ${asked.url} here`);
  });
  await new Promise<void>((listening) => shop.listen(0, '127.0.0.1', listening));
  floors = await serveFloors(`http://127.0.0.1:${(shop.address() as AddressInfo).port}`, new Map([['/home', FLOOR]]), deploymentAddresses({}));
});

afterAll(async () => {
  await floors.close();
  await new Promise((closed) => shop.close(closed));
});

describe('the floors’ server', () => {
  it('serves a page’s floor at the page’s path as the shop serves its page: compressed, asked again each visit', async () => {
    const page = await get(`${floors.origin}/home`, { 'Accept-Encoding': 'gzip, br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toBe(FLOOR);
  });

  it('passes every other request to the shop and its answer back byte for byte', async () => {
    const sheet = await get(`${floors.origin}/assets/index.css`, { 'Accept-Encoding': 'gzip' });
    expect(sheet.headers['content-encoding']).toBe('gzip');
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sheet.body.equals(STYLE_SHEET)).toBe(true);
    const missing = await get(`${floors.origin}/products`);
    expect([missing.status, missing.body.toString()]).toEqual([404, 'no /products here']);
  });
});
