import { describe, expect, it, vi } from 'vitest';
import { createShopClient } from './client.ts';
import { retryDelay, type RetryPolicy } from './retry.ts';

const quick: RetryPolicy = { retries: 3, baseDelayMs: 0, random: () => 0.5 };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unavailable = () => json(503, { Error: { Message: 'Even niet', Code: 'InjectedFailure' } });
const categories = () => json(200, { Collection: [], Total: 0, Index: 0 });

/** A client whose backend answers the given outcomes in turn (a thrown error is a network failure). */
function clientAnswering(...outcomes: (Response | Error)[]) {
  return clientOf(quick, ...outcomes);
}

function clientOf(retryPolicy: RetryPolicy, ...outcomes: (Response | Error)[]) {
  const fetch = vi.fn(async (_request: Request) => {
    const next = outcomes.shift() ?? categories();
    if (next instanceof Error) throw next;
    return next;
  });
  const client = createShopClient({
    baseUrl: 'http://demo.test/api',
    tokens: { current: () => null, refresh: async () => null },
    language: () => 'nl',
    identity: () => null,
    fetch: (input, init) => fetch(new Request(input, init)),
    retryPolicy,
  });
  return { client, fetch };
}

describe('reads retry, writes do not', () => {
  it('tries a read again after a 5xx and after a network error, until it answers', async () => {
    const { client, fetch } = clientAnswering(unavailable(), new TypeError('Failed to fetch'), categories());
    const { data, response } = await client.GET('/v2/shop/categories');
    expect(response.status).toBe(200);
    expect(data?.Collection).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives the last failure once the tries run out', async () => {
    const { client, fetch } = clientAnswering(unavailable(), unavailable(), unavailable(), unavailable(), categories());
    const { error, response } = await client.GET('/v2/shop/categories');
    expect(response.status).toBe(503);
    expect(error).toMatchObject({ Error: { Code: 'InjectedFailure' } });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('never repeats a write, nor a read the backend refused (4xx)', async () => {
    const write = clientAnswering(unavailable(), new Response(null, { status: 204 }));
    await write.client.POST('/v2/_contact-form', { body: { Name: 'A', Email: 'a@demo.test', Phone: '', Subject: 'S', Message: 'M' } });
    expect(write.fetch).toHaveBeenCalledTimes(1);

    const refused = clientAnswering(json(404, { Error: { Message: 'Niet gevonden', Code: 'NotFound' } }));
    expect((await refused.client.GET('/v2/shop/categories/{id}', { params: { path: { id: 9 } } })).response.status).toBe(404);
    expect(refused.fetch).toHaveBeenCalledTimes(1);
  });

  it('tries a POST that is safe to repeat again like a read, with the same body each time (decision 027)', async () => {
    const token = () => json(200, { Token: { Access_token: 'a', Refresh_token: 'r', Expires: '2026-12-01T00:00:00Z' } });
    const anonymous = clientAnswering(unavailable(), new TypeError('Failed to fetch'), token());
    expect((await anonymous.client.POST('/v3/core/token/_get-anonymous-token')).response.status).toBe(200);
    expect(anonymous.fetch).toHaveBeenCalledTimes(3);

    const login = clientAnswering(unavailable(), unavailable(), token());
    const body = { UserName: 'admin@demo.test', Password: 'Demo!2026' };
    expect((await login.client.POST('/v3/core/token/_login', { body })).response.status).toBe(200);
    const sent = await Promise.all(login.fetch.mock.calls.map(([request]) => request.json()));
    expect(sent).toEqual([body, body, body]);
  });

  it('stops waiting when the read is aborted', async () => {
    const { client, fetch } = clientOf({ retries: 3, baseDelayMs: 60_000, random: () => 0.5 }, unavailable());
    const controller = new AbortController();
    const call = client.GET('/v2/shop/categories', { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits longer each time, spread by jitter', () => {
    const policy = (random: number): RetryPolicy => ({ retries: 3, baseDelayMs: 300, random: () => random });
    expect([1, 2, 3].map((n) => retryDelay(policy(0.5), n))).toEqual([300, 600, 1200]);
    expect(retryDelay(policy(0), 1)).toBe(150);
    expect(retryDelay(policy(1), 1)).toBe(450);
  });
});
