import { describe, expect, it, vi } from 'vitest';
import { fakeXhrs } from '../../tests/support/fake-xhr.ts';
import { createShopClient } from './client.ts';
import { fetchWithUploadProgress, type UploadProgress } from './upload.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the fetch with upload progress', () => {
  it('sends the request as it is and reports the body going out', async () => {
    const progress: UploadProgress[] = [];
    const xhrs = fakeXhrs((xhr) => {
      xhr.progress(2, 4);
      xhr.progress(4, 4);
      xhr.respond(201, '{"ok":true}', { 'Content-Type': 'application/json', 'X-Request': 'een' });
    });
    const send = fetchWithUploadProgress((p) => progress.push(p), xhrs.create);

    const response = await send(new Request('http://demo.test/api/upload', { method: 'POST', headers: { 'X-Test': 'ja' }, body: bytes('data') }));

    const [xhr] = xhrs.sent;
    expect(xhr!.method).toBe('POST');
    expect(xhr!.url).toBe('http://demo.test/api/upload');
    expect(xhr!.headers.get('x-test')).toBe('ja');
    expect(new TextDecoder().decode(xhr!.body!)).toBe('data');
    expect(xhr!.responseType).toBe('arraybuffer');
    expect(progress).toEqual([
      { loaded: 2, total: 4 },
      { loaded: 4, total: 4 },
    ]);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request')).toBe('een');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers a status without a body with an empty response, and an error status as a response', async () => {
    const noContent = fetchWithUploadProgress(() => {}, fakeXhrs((xhr) => xhr.respond(204, null)).create);
    expect((await noContent(new Request('http://demo.test/x', { method: 'DELETE' }))).status).toBe(204);
    const refused = fetchWithUploadProgress(() => {}, fakeXhrs((xhr) => xhr.respond(400, '{"Error":{"Message":"Nee"}}')).create);
    const response = await refused(new Request('http://demo.test/x'));
    expect(response.ok).toBe(false);
    expect(await response.json()).toEqual({ Error: { Message: 'Nee' } });
  });

  it('fails like fetch when no answer comes', async () => {
    const send = fetchWithUploadProgress(() => {}, fakeXhrs((xhr) => xhr.failToConnect()).create);
    await expect(send(new Request('http://demo.test/x'))).rejects.toThrow(TypeError);
  });

  it('aborts the request when its signal does, and does not send an aborted one', async () => {
    const xhrs = fakeXhrs();
    const send = fetchWithUploadProgress(() => {}, xhrs.create);
    const controller = new AbortController();
    const pending = send(new Request('http://demo.test/x', { method: 'POST', body: bytes('data'), signal: controller.signal }));
    await vi.waitFor(() => expect(xhrs.sent).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhrs.sent[0]!.aborted).toBe(true);

    await expect(send(new Request('http://demo.test/x', { signal: AbortSignal.abort() }))).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhrs.sent).toHaveLength(1);
  });

  it("keeps the client's middleware: token, language, and one refresh and retry on a 401", async () => {
    let token = 'oud';
    const refresh = vi.fn(async () => (token = 'nieuw'));
    const api = createShopClient({
      baseUrl: 'http://demo.test/api',
      tokens: { current: () => token, refresh },
      language: () => 'nl',
      identity: () => null,
      fetch: () => Promise.reject(new Error('the call has its own fetch')),
    });
    const progress: UploadProgress[] = [];
    const xhrs = fakeXhrs((xhr) => {
      xhr.progress(1, 1);
      if (xhr.headers.get('authorization') === 'Bearer oud') xhr.respond(401, '{"Error":{"Message":"Token verlopen"}}');
      else xhr.respond(201, JSON.stringify({ Collection: [{ ID: 'CART-ATT-1', FileName: 'foto.png' }], Total: 1, Index: 0 }));
    });
    const form = new FormData();
    form.append('file', new File([bytes('png')], 'foto.png', { type: 'image/png' }));

    const { data } = await api.POST('/v3/rental/cart/{cartId}/attachment', {
      params: { path: { cartId: 'CART-1' } },
      body: { file: 'foto.png' },
      bodySerializer: () => form,
      fetch: fetchWithUploadProgress((p) => progress.push(p), xhrs.create),
    });

    expect(data?.Collection[0]?.ID).toBe('CART-ATT-1');
    expect(refresh).toHaveBeenCalledOnce();
    expect(xhrs.sent.map((xhr) => xhr.headers.get('authorization'))).toEqual(['Bearer oud', 'Bearer nieuw']);
    expect(xhrs.sent.map((xhr) => xhr.headers.get('accept-language'))).toEqual(['nl', 'nl']);
    expect(xhrs.sent[1]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(new TextDecoder().decode(xhrs.sent[1]!.body!)).toContain('filename="foto.png"');
    expect(progress).toHaveLength(2);
  });
});
