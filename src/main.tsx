import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { earlyCallsOfServed, fetchTakingEarlyCalls, SERVED_ANSWERS_ID, type ServedAnswer } from './api/early-calls.ts';
import { withBrowserLock } from './app/browser-lock.ts';
import { API_BASE_URL, LOGOUT_ON_UNAUTHORIZED, ROUTE_AFTER_LOGOUT, STYLE_SETTINGS_URL } from './app/config.ts';
import { prepareFirstScreen } from './app/first-screen.ts';
import { navigate } from './app/navigation.ts';
import { loadScreensAhead, loadScreensFor } from './app/screens.ts';
import { createShopServices } from './app/services.ts';
import { ShopRoot } from './app/ShopRoot.tsx';
import { browserStore } from './app/storage.ts';
import type { Language } from './domain/language.ts';
import { activateLocale, DEFAULT_LOCALE, i18n } from './i18n/i18n.ts';
import './styles/tokens.css';
import './styles/base.css';

// The chunks of the page opened load at once, not after the first render asks for them.
const openedScreen = loadScreensFor(window.location.pathname);

/** The answers a server-rendered page carries (serve/render-page.ts); null where the server sent the app's shell. */
const servedText = document.getElementById(SERVED_ANSWERS_ID)?.textContent;
const served = servedText ? (JSON.parse(servedText) as ServedAnswer[]) : null;

/** The actors the first screen does not need start once it stands (src/app/services.ts). */
let startTheOthers = () => {};
const services = createShopServices({
  baseUrl: new URL(API_BASE_URL, window.location.origin).toString(),
  fetch: fetchTakingEarlyCalls(served ? earlyCallsOfServed(served, window.location.origin) : (window.__earlyCalls ?? {}), window.fetch.bind(window)),
  store: browserStore(),
  styleSettingsUrl: new URL(STYLE_SETTINGS_URL, window.location.origin).toString(),
  appVersion: __APP_VERSION__,
  language: () => (i18n.locale || DEFAULT_LOCALE) as Language,
  navigate: (path, options) => navigate(path, options),
  leaveFor: (url) => window.location.assign(url),
  exclusive: withBrowserLock,
  routeAfterLogout: ROUTE_AFTER_LOGOUT,
  logoutOnUnauthorized: LOGOUT_ON_UNAUTHORIZED,
  loadAnalytics: () => void import('./app/analytics.ts').then((m) => m.startAnalytics()),
  firstScreen: served ? 'neutral' : 'stored',
  startLater: (start) => {
    startTheOthers = start;
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render waits for the opened page's code (and the language's catalog, which Dutch does
// not need): a page that rendered a loading state first would be held back once more when its
// code came (React paces the reveal).
// As a transition the first render yields to the browser every few milliseconds: no long task
// keeps a tap or a scroll waiting while the whole page mounts.
const ready = Promise.all([activateLocale(DEFAULT_LOCALE), openedScreen]);
/** What waited for the first screen: the browser's own session, and the actors it did not need. */
const afterFirstScreen = () => {
  services.session.send({ type: 'PAGE_HYDRATED' });
  startTheOthers();
};
if (served) {
  // The server rendered the neutral first screen: the same actors reach the same states from the
  // answers it embedded, the page hydrates to the very markup it was sent, and only then does the
  // session read what this browser stored.
  void Promise.all([ready, prepareFirstScreen(services, window.location.pathname, window.location.search.slice(1))]).then(([, prepared]) => {
    if (prepared.kind === 'failed') {
      // The answers did not give the server's screen after all: the browser renders its own over it.
      startTransition(() => createRoot(root).render(<ShopRoot services={services} firstScreen={null} onShown={afterFirstScreen} />));
      return;
    }
    const hydrated = () => {
      // A page flow that starts again (another page, and back) starts afresh.
      prepared.screen.flows.length = 0;
      afterFirstScreen();
    };
    startTransition(() => void hydrateRoot(root, <ShopRoot services={services} firstScreen={{ ...prepared.screen, hydrated }} />));
  });
} else {
  // The app's shell (a static host, a route the server does not render, or a backend too slow to
  // wait for): the browser renders it all, over whatever the shell showed.
  void ready.then(() => startTransition(() => createRoot(root).render(<ShopRoot services={services} firstScreen={null} onShown={() => startTheOthers()} />)));
}
loadScreensAhead(document);
