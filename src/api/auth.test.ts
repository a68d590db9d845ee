import { describe, expect, it, vi } from 'vitest';
import { createDemoApi, type DemoApi } from '../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../demo-api/seed/anchors.ts';
import { DEMO_BASE as BASE, demoClient, demoLogin } from '../../tests/support/demo-client.ts';
import { TOKEN_FROM_SESSION, type TokenProvider } from './auth.ts';
import { createShopClient, unwrap } from './client.ts';
import { ApiFailure } from '../domain/api-error.ts';


/** A token owner like the session machine: holds the token, refreshes through the contract's call. */
function tokenOwner(api: DemoApi, initial: string, options: { failRefresh?: boolean } = {}) {
  let token: string | null = initial;
  const refresh = vi.fn(async (expired: string) => {
    // Let every concurrent call come back with its 401 before the refresh answers.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (options.failRefresh) {
      token = null;
      return null;
    }
    const response = await api.app.fetch(
      new Request(`${BASE}/v3/core/token/_refresh`, { method: 'POST', headers: { Authorization: `Bearer ${expired}` } }),
    );
    if (!response.ok) return null;
    token = ((await response.json()) as { Access_token: string }).Access_token;
    return token;
  });
  const provider: TokenProvider = { current: () => token, refresh };
  return { provider, refresh, current: () => token };
}

describe('the IO layer on an expired token', () => {
  it('holds 20 concurrent calls while exactly one refresh runs, then retries each once', async () => {
    const api = createDemoApi();
    const owner = tokenOwner(api, await demoLogin(api, DEMO_ACCOUNTS.admin));
    const client = demoClient(api, owner.provider);
    await api.app.fetch(new Request(`${BASE}/__demo/tokens/_expire`, { method: 'POST' }));
    const mailsBefore = api.db.mailbox.length;

    const calls = Array.from({ length: 20 }, (_, n) => {
      if (n % 4 === 0) {
        // POSTs with a body prove the retried request still carries it.
        return unwrap(
          client.POST('/v2/_contact-form', {
            body: { Name: `Tester ${n}`, Email: `tester${n}@demo.test`, Phone: '', Subject: `Vraag ${n}`, Message: `Bericht ${n}` },
          }),
        );
      }
      return n % 2 === 0 ? unwrap(client.GET('/v2/shop/categories')) : unwrap(client.GET('/v3/core/token/_user-info'));
    });
    const results = await Promise.allSettled(calls);

    expect(owner.refresh).toHaveBeenCalledTimes(1);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const subjects = api.db.mailbox.slice(mailsBefore).map((m) => m.Subject);
    for (const n of [0, 4, 8, 12, 16]) expect(subjects.join('\n')).toContain(`Vraag ${n}`);
  });

  it('fails every held call as unauthorized when the refresh fails, refreshing only once, and leaves the signing out to the session', async () => {
    const api = createDemoApi();
    const owner = tokenOwner(api, await demoLogin(api, DEMO_ACCOUNTS.admin), { failRefresh: true });
    const onUnauthorized = vi.fn();
    const client = demoClient(api, owner.provider, onUnauthorized);
    await api.app.fetch(new Request(`${BASE}/__demo/tokens/_expire`, { method: 'POST' }));

    const results = await Promise.allSettled(Array.from({ length: 5 }, () => unwrap(client.GET('/v3/core/token/_user-info'))));

    expect(owner.refresh).toHaveBeenCalledTimes(1);
    expect(owner.current()).toBeNull();
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as ApiFailure;
      expect(reason.error.kind).toBe('unauthorized');
      expect(reason.error.status).toBe(401);
    }
    // The session signs out after its short delay (spec 000 §4), not the handler at once.
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('retries at once with the new token when a 401 arrives after the refresh finished', async () => {
    const api = createDemoApi();
    const owner = tokenOwner(api, await demoLogin(api, DEMO_ACCOUNTS.admin));
    const client = demoClient(api, owner.provider);
    await api.app.fetch(new Request(`${BASE}/__demo/tokens/_expire`, { method: 'POST' }));

    await unwrap(client.GET('/v3/core/token/_user-info'));
    expect(owner.refresh).toHaveBeenCalledTimes(1);
    await unwrap(client.GET('/v3/core/token/_user-info'));
    expect(owner.refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes a token known to have expired before the calls go out, once for all of them', async () => {
    const api = createDemoApi();
    const owner = tokenOwner(api, await demoLogin(api, DEMO_ACCOUNTS.admin));
    const stale = owner.current();
    const sent: (string | null)[] = [];
    const client = createShopClient({
      baseUrl: BASE,
      tokens: { ...owner.provider, expired: (token) => token === stale },
      language: () => 'nl',
      identity: () => null,
      fetch: (input, init) => {
        const request = new Request(input, init);
        sent.push(request.headers.get('Authorization'));
        return Promise.resolve(api.app.fetch(request));
      },
    });

    await Promise.all(Array.from({ length: 5 }, () => unwrap(client.GET('/v3/core/token/_user-info'))));
    expect(owner.refresh).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(5);
    expect(sent.every((header) => header === `Bearer ${owner.current()}`)).toBe(true);
  });

  it('does not refresh when a token call itself is refused', async () => {
    const api = createDemoApi();
    const owner = tokenOwner(api, await demoLogin(api, DEMO_ACCOUNTS.admin));
    const client = demoClient(api, owner.provider);
    const failure = await unwrap(client.POST('/v3/core/token/_login', { body: { UserName: DEMO_ACCOUNTS.admin, Password: 'fout' } })).catch(
      (e: unknown) => e,
    );
    expect((failure as ApiFailure).error.kind).toBe('incorrect-details');
    expect(owner.refresh).not.toHaveBeenCalled();
  });
});

describe('the one call that takes the token in its address (spec 002 §7)', () => {
  async function attachmentId(api: DemoApi) {
    return api.db.conversations.find((c) => c.Attachments.length > 0)!.Attachments[0]!.AttachmentID;
  }

  it('gets the current token in its query, not in a header, and a refreshed one on the retry', async () => {
    const api = createDemoApi();
    const owner = tokenOwner(api, await demoLogin(api, DEMO_ACCOUNTS.admin));
    const seen: Request[] = [];
    const client = createShopClient({
      baseUrl: BASE,
      tokens: owner.provider,
      language: () => 'nl',
      identity: () => null,
      fetch: (input, init) => {
        const request = new Request(input, init);
        seen.push(request.clone());
        return Promise.resolve(api.app.fetch(request));
      },
    });
    const id = await attachmentId(api);
    const first = owner.current()!;
    await api.app.fetch(new Request(`${BASE}/__demo/tokens/_expire`, { method: 'POST' }));

    const blob = await unwrap(client.GET('/v2/shop/customer/conversation-attachment/{attachmentId}', { params: { path: { attachmentId: id }, query: { token: TOKEN_FROM_SESSION } }, parseAs: 'blob' }));

    expect(blob.size).toBeGreaterThan(0);
    expect(owner.refresh).toHaveBeenCalledTimes(1);
    const tokens = seen.map((request) => new URL(request.url).searchParams.get('token'));
    expect(tokens).toEqual([first, owner.current()]);
    expect(seen.every((request) => !request.headers.has('Authorization'))).toBe(true);
  });
});
