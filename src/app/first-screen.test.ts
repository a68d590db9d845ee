import { describe, expect, it, vi } from 'vitest';
import { createDemoApi } from '../../demo-api/app.ts';
import { PRODUCT } from '../../demo-api/seed/anchors.ts';
import { DEMO_BASE, DEMO_STYLE_SETTINGS_URL } from '../../tests/support/demo-client.ts';
import { memoryStore } from './storage.ts';
import { earlyCallsOfServed, fetchKeepingAnswers, fetchTakingEarlyCalls } from '../api/early-calls.ts';
import { DEFAULT_LANGUAGE } from '../domain/language.ts';
import { SESSION_KEY } from '../domain/stored-session.ts';
import { prepareFirstScreen } from './first-screen.ts';
import { createShopServices } from './services.ts';

const ORIGIN = new URL(DEMO_BASE).origin;

/** The shop's services as the server and the browser build them for a first screen: neutral, over the given fetch. */
function neutralShop(fetch: typeof globalThis.fetch, store = memoryStore()) {
  return createShopServices({
    // A failure stands at once: the server's budget would not wait for the retries anyway.
    retryPolicy: { retries: 0, baseDelayMs: 0, random: () => 0 },
    baseUrl: DEMO_BASE,
    styleSettingsUrl: DEMO_STYLE_SETTINGS_URL,
    store,
    appVersion: 'test',
    language: () => DEFAULT_LANGUAGE,
    navigate: vi.fn(),
    leaveFor: vi.fn(),
    routeAfterLogout: '/home',
    logoutOnUnauthorized: true,
    loadAnalytics: vi.fn(),
    fetch,
    inspect: () => {},
    firstScreen: 'neutral',
    startLater: () => {},
  });
}

/** The server's render of a first screen, then the browser's replay of the answers it embedded. */
async function serverThenBrowser(path: string, search = '', stored = new Map<string, string>()) {
  const demo = createDemoApi();
  const backend = (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(demo.app.fetch(new Request(input, init)));
  const keeping = fetchKeepingAnswers(backend, ORIGIN);
  const server = neutralShop(keeping.fetch);
  const rendered = await prepareFirstScreen(server, path, search);
  // Through JSON, as the page carries them.
  const answers = JSON.parse(JSON.stringify(keeping.answers)) as typeof keeping.answers;
  const network = vi.fn(backend);
  const browser = neutralShop(fetchTakingEarlyCalls(earlyCallsOfServed(answers, ORIGIN), network), memoryStore(stored));
  const hydrating = await prepareFirstScreen(browser, path, search);
  return { server, browser, rendered, hydrating, network };
}

describe('the first screen, on the server and hydrating in the browser', () => {
  it.each([
    ['/home', ''],
    ['/products/category/1000', ''],
    ['/products', 'search=tent'],
    [`/product/details/${PRODUCT.partytent3x3}`, ''],
  ])('reaches the same states in the browser from the answers the server embedded, asking nothing again: %s', async (path, search) => {
    const { server, browser, rendered, hydrating, network } = await serverThenBrowser(path, search);
    expect(rendered.kind).toBe('ready');
    expect(hydrating).toEqual(rendered);
    expect(browser.session.getSnapshot().value).toBe('neutral');
    expect(browser.session.getSnapshot().context).toEqual(server.session.getSnapshot().context);
    expect(browser.categories.getSnapshot().context).toEqual(server.categories.getSnapshot().context);
    expect(network).not.toHaveBeenCalled();
  });

  it('reads nothing the browser stored while the page is the neutral one', async () => {
    const stored = new Map([[SESSION_KEY, JSON.stringify({ accountType: 'anonymous', data: { token: { accessToken: 'stored', expires: '2099-01-01T00:00:00Z' } } })]]);
    const { browser, network } = await serverThenBrowser('/home', '', stored);
    expect(browser.session.getSnapshot().context.token).toBeNull();
    expect(network).not.toHaveBeenCalled();
  });

  it('fails where the backend failed, so the server sends the shell', async () => {
    const demo = createDemoApi();
    const failing = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return Promise.resolve(new URL(request.url).pathname.endsWith('/v2/shop/categories') ? new Response(null, { status: 503 }) : demo.app.fetch(request));
    };
    expect(await prepareFirstScreen(neutralShop(failing), '/home', '')).toEqual({ kind: 'failed' });
  });
});
