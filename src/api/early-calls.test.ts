import { describe, expect, it, vi } from 'vitest';
import { fetchTakingEarlyCalls, type EarlyCalls } from './early-calls.ts';

const BASE = 'https://shop.example/api';
const answer = (body: string) => new Response(body, { status: 200 });

describe('the early calls the IO layer takes over', () => {
  it('answers the very same call from the early wave, once', async () => {
    const calls: EarlyCalls = { [`GET ${BASE}/v2/shop/core/settings`]: { headers: { 'Accept-Language': 'nl' }, response: Promise.resolve(answer('early')) } };
    const fetchNow = vi.fn(async () => answer('late'));
    const fetching = fetchTakingEarlyCalls(calls, fetchNow);
    const first = await fetching(new Request(`${BASE}/v2/shop/core/settings`, { headers: { 'Accept-Language': 'nl' } }));
    expect(await first.text()).toBe('early');
    expect(fetchNow).not.toHaveBeenCalled();
    const second = await fetching(new Request(`${BASE}/v2/shop/core/settings`, { headers: { 'Accept-Language': 'nl' } }));
    expect(await second.text()).toBe('late');
  });

  it('fetches for itself when the language, the token, the query or the method differ', async () => {
    const early = () => ({ headers: { 'Accept-Language': 'nl' }, response: Promise.resolve(answer('early')) });
    const calls: EarlyCalls = { [`GET ${BASE}/v2/shop/categories`]: early(), [`POST ${BASE}/v3/core/token/_get-anonymous-token`]: early() };
    const fetchNow = vi.fn(async () => answer('late'));
    const fetching = fetchTakingEarlyCalls(calls, fetchNow);
    for (const request of [
      new Request(`${BASE}/v2/shop/categories`, { headers: { 'Accept-Language': 'de' } }),
      new Request(`${BASE}/v2/shop/categories`, { headers: { 'Accept-Language': 'nl', Authorization: 'Bearer abc' } }),
      new Request(`${BASE}/v2/shop/categories?customerID=1`, { headers: { 'Accept-Language': 'nl' } }),
      new Request(`${BASE}/v3/core/token/_get-anonymous-token`, { headers: { 'Accept-Language': 'nl' } }),
    ]) {
      expect(await (await fetching(request)).text()).toBe('late');
    }
    expect(fetchNow).toHaveBeenCalledTimes(4);
  });

  it('fetches anew when the early call did not get through, or was refused (its answer may be stale by the time it is asked for)', async () => {
    const calls: EarlyCalls = {
      [`GET ${BASE}/v2/shop/categories`]: { headers: { 'Accept-Language': 'nl' }, response: Promise.reject(new TypeError('offline')) },
      [`POST ${BASE}/v3/core/token/_get-anonymous-token`]: { headers: { 'Accept-Language': 'nl' }, response: Promise.resolve(new Response('outage', { status: 503 })) },
    };
    const fetchNow = vi.fn(async () => answer('late'));
    const fetching = fetchTakingEarlyCalls(calls, fetchNow);
    expect(await (await fetching(new Request(`${BASE}/v2/shop/categories`, { headers: { 'Accept-Language': 'nl' } }))).text()).toBe('late');
    const token = await fetching(new Request(`${BASE}/v3/core/token/_get-anonymous-token`, { method: 'POST', headers: { 'Accept-Language': 'nl' } }));
    expect(await token.text()).toBe('late');
    expect(fetchNow).toHaveBeenCalledTimes(2);
  });
});
