import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_STYLE_SETTINGS } from '../domain/style-settings.ts';
import { ApiFailure } from '../domain/api-error.ts';
import { fetchStyleSettings } from './style-settings.ts';

const URL = 'http://shop.test/style-settings.json';
const QUICK = { retries: 3, baseDelayMs: 0, random: () => 0.5 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const read = (fetch: typeof globalThis.fetch, warn = vi.fn()) => fetchStyleSettings({ url: URL, fetch, retryPolicy: QUICK, warn }, DEFAULT_STYLE_SETTINGS, new AbortController().signal);

describe('reading the deployment’s style settings', () => {
  it('takes the document’s settings over the defaults', async () => {
    const settings = await read(async () => json({ warehouseAliases: false, productGridPageItems: 24 }));
    expect(settings).toEqual({ ...DEFAULT_STYLE_SETTINGS, warehouseAliases: false, productGridPageItems: 24 });
  });

  it('runs on the defaults where the deployment provides no document', async () => {
    expect(await read(async () => new Response('Not found', { status: 404 }))).toBe(DEFAULT_STYLE_SETTINGS);
  });

  it('reads again after a failed answer, as every read is', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValueOnce(new Response('', { status: 503 })).mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(json({ duplicateMode: 'DISABLED' }));
    expect((await read(fetch)).duplicateMode).toBe('DISABLED');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('fails as a catalogued error when it cannot be read at all', async () => {
    await expect(read(async () => new Response('', { status: 503 }))).rejects.toBeInstanceOf(ApiFailure);
    await expect(read(async () => Promise.reject(new TypeError('offline')))).rejects.toMatchObject({ error: { kind: 'network' } });
  });

  it('says what of a deployment’s document it could not read, which keeps its default', async () => {
    const warn = vi.fn();
    expect(await read(async () => json({ filterOptionCount: 'vijf', cartMode: 'single' }), warn)).toEqual(DEFAULT_STYLE_SETTINGS);
    expect(warn).toHaveBeenCalledWith(`${URL}: filterOptionCount, cartMode not read (unknown or of the wrong kind): the default stands`);
    expect(await read(async () => new Response('<html>', { status: 200 }), warn)).toBe(DEFAULT_STYLE_SETTINGS);
    expect(warn).toHaveBeenLastCalledWith(`${URL} is not JSON: every style setting keeps its default`);
  });
});
