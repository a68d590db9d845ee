import type { DemoApi } from '../../demo-api/app.ts';
import { DEMO_PASSWORD } from '../../demo-api/seed/anchors.ts';
import type { TokenProvider } from '../../src/api/auth.ts';
import { createShopClient, type ShopClient } from '../../src/api/client.ts';
import type { RetryPolicy } from '../../src/api/retry.ts';

export const DEMO_BASE = 'http://demo.test/api';
/** The demo's style settings document, which the shop reads at start (demo-api/style-settings-path.ts). */
export const DEMO_STYLE_SETTINGS_URL = `${DEMO_BASE}/__demo/style-settings`;

/** Reads are retried as in the shop, without the waits. */
export const QUICK_RETRIES: RetryPolicy = { retries: 3, baseDelayMs: 0, random: () => 0.5 };

/** A demo account's token, straight from the in-process demo API. */
export async function demoLogin(demo: DemoApi, userName: string, identity: { CustomerID: string; ContactID: string } | null = null): Promise<string> {
  const response = await demo.app.fetch(
    new Request(`${DEMO_BASE}/v3/core/token/_login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // A user of several customers names the one to log in as.
      body: JSON.stringify({ UserName: userName, Password: DEMO_PASSWORD, ...identity }),
    }),
  );
  const body = (await response.json()) as { Token: { Access_token: string } | null };
  if (!body.Token) throw new Error(`${userName} could not log in: ${response.status}`);
  return body.Token.Access_token;
}

/** The shop's own client, talking to the in-process demo API (no network). */
export function demoClient(demo: DemoApi, tokens: TokenProvider | string | null = null, onUnauthorized?: () => void): ShopClient {
  const provider: TokenProvider =
    typeof tokens === 'object' && tokens !== null ? tokens : { current: () => tokens, refresh: async () => null };
  return createShopClient({
    baseUrl: DEMO_BASE,
    tokens: provider,
    language: () => 'nl',
    identity: () => null,
    fetch: (request) => Promise.resolve(demo.app.fetch(request as Request)),
    retryPolicy: QUICK_RETRIES,
    ...(onUnauthorized ? { onUnauthorized } : {}),
  });
}

/** The shop's client over the in-process demo API, noting every address it asks (anonymous). */
export function recordingDemoClient(demo: DemoApi): { api: ShopClient; asked: URL[] } {
  const asked: URL[] = [];
  const api = createShopClient({
    baseUrl: DEMO_BASE,
    tokens: { current: () => null, refresh: async () => null },
    language: () => 'nl',
    identity: () => null,
    fetch: (request) => {
      asked.push(new URL((request as Request).url));
      return Promise.resolve(demo.app.fetch(request as Request));
    },
    retryPolicy: QUICK_RETRIES,
  });
  return { api, asked };
}
