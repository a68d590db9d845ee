import { renderToReadableStream } from 'react-dom/server';
import { Router } from 'wouter';
import { fetchKeepingAnswers, type ServedAnswer } from './api/early-calls.ts';
import { API_BASE_URL, LOGOUT_ON_UNAUTHORIZED, ROUTE_AFTER_LOGOUT, STYLE_SETTINGS_URL } from './app/config.ts';
import type { PreparedFirstScreen } from './app/first-screen-context.ts';
import { isServerRendered, prepareFirstScreen } from './app/first-screen.ts';
import { loadScreensFor } from './app/screens.ts';
import { createShopServices } from './app/services.ts';
import { ShopRoot } from './app/ShopRoot.tsx';
import { memoryStore } from './app/storage.ts';
import { DEFAULT_LOCALE, i18n } from './i18n/i18n.ts';

/**
 * The server's side of the first screen (issue 27, docs/decisions/024), built by Vite's SSR build
 * from the same views (dist-server/, serve/render-page.ts loads it): the page as an anonymous first
 * visitor sees it, with the answers it was rendered from, or null where the browser renders alone.
 */

// Dutch, the source language, comes compiled in the code (serve/source-messages.ts): no catalog.
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

export { sanitizeWithin } from './ui/sanitize.ts';
export { SERVED_ANSWERS_ID } from './api/early-calls.ts';
/** The backend the pages call, as the build was told (src/app/config.ts): relative means the shop's own origin. */
export const apiBase = API_BASE_URL;

export interface RenderRequest {
  /** The page's address as the browser asked it. */
  url: URL;
  /** How the server reaches the backend and the documents beside the shop (the style settings). */
  fetch: typeof globalThis.fetch;
  /** How long the backend may take: past it the shell goes out and the browser asks for itself. */
  budgetMs: number;
}

/**
 * The first screen with what the backend answered, for the page to carry (src/api/early-calls.ts);
 * or, the backend being slow or failing, the shell: the frame of the page (top bar, footer, the
 * main area's room) with the loading state the browser's first render shows, which it renders over.
 */
export type RenderedPage = { kind: 'page'; body: ReadableStream<Uint8Array>; answers: ServedAnswer[] } | { kind: 'shell'; body: ReadableStream<Uint8Array> };

const TOO_SLOW = Symbol('too slow');

/** The shop over a backend, as it renders for the server: neutral, nothing of the browser, nothing that moves or leaves. */
function serverShop(url: URL, fetch: typeof globalThis.fetch) {
  return createShopServices({
    baseUrl: new URL(API_BASE_URL, url.origin).toString(),
    fetch,
    store: memoryStore(),
    styleSettingsUrl: new URL(STYLE_SETTINGS_URL, url.origin).toString(),
    appVersion: __APP_VERSION__,
    language: () => DEFAULT_LOCALE,
    navigate: () => {},
    leaveFor: () => {},
    routeAfterLogout: ROUTE_AFTER_LOGOUT,
    logoutOnUnauthorized: LOGOUT_ON_UNAUTHORIZED,
    loadAnalytics: () => {},
    inspect: () => {},
    firstScreen: 'neutral',
    // Within the budget a retry seldom helps: a failed answer sends the shell at once, and the
    // browser, asking for itself, retries as it always does.
    retryPolicy: { retries: 0, baseDelayMs: 0, random: Math.random },
    // The toasts and the cookie question are the browser's.
    startLater: () => {},
  });
}

type ServerShop = ReturnType<typeof serverShop>;

/** Renders the shop as it stands; its actors stop once the markup is complete: nothing of a request outlives its page. */
async function rendered(url: URL, services: ServerShop, firstScreen: PreparedFirstScreen | null): Promise<ReadableStream<Uint8Array>> {
  const body = await renderToReadableStream(
    <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
      <ShopRoot services={services} firstScreen={firstScreen} />
    </Router>,
    {
      // Every part inline, in order: React would otherwise send a large part after a fallback, with
      // an inline script to swap it in (a script the page's policy does not allow, and a later paint).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => console.error('[render]', error),
    },
  );
  await body.allReady;
  for (const actor of [services.session, services.categories, services.toasts, services.cookieConsent, services.cart, services.selection]) actor.stop();
  return body;
}

/** A backend that has not answered yet: the shop renders its loading state. */
const NO_ANSWER_YET: typeof globalThis.fetch = () => new Promise<Response>(() => {});

/** The frame of the page (top bar, footer, the main area's room) in the state the browser's first render shows: the browser renders over it. */
const shellOf = async (url: URL): Promise<RenderedPage> => ({ kind: 'shell', body: await rendered(url, serverShop(url, NO_ANSWER_YET), null) });

/**
 * The first screen of an address the server renders; the shell of any other page of the app (the
 * cart, a form, the account): what the browser alone can render, it renders over a frame that is
 * already painted.
 */
export async function renderFirstScreen({ url, fetch, budgetMs }: RenderRequest): Promise<RenderedPage> {
  if (!isServerRendered(url.pathname)) return shellOf(url);
  const keeping = fetchKeepingAnswers(fetch, url.origin);
  const services = serverShop(url, keeping.fetch);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooSlow = new Promise<typeof TOO_SLOW>((resolve) => {
    timer = setTimeout(() => resolve(TOO_SLOW), budgetMs);
  });
  const preparing = Promise.all([prepareFirstScreen(services, url.pathname, url.search.slice(1)), loadScreensFor(url.pathname)]);
  // Stopped on time, the actors it waits for end it: that is no failure of the page.
  preparing.catch(() => undefined);
  const prepared = await Promise.race([preparing, tooSlow]).finally(() => clearTimeout(timer));
  if (prepared === TOO_SLOW || prepared[0].kind === 'failed') {
    for (const actor of [services.session, services.categories, services.cart, services.selection]) actor.stop();
    return shellOf(url);
  }
  return { kind: 'page', body: await rendered(url, services, prepared[0].screen), answers: keeping.answers };
}
