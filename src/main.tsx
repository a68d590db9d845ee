import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchTakingEarlyCalls } from './api/early-calls.ts';
import { App } from './app/App.tsx';
import { withBrowserLock } from './app/browser-lock.ts';
import { API_BASE_URL, LOGOUT_ON_UNAUTHORIZED, ROUTE_AFTER_LOGOUT } from './app/config.ts';
import { navigate } from './app/navigation.ts';
import { loadScreensAhead, loadScreensFor } from './app/screens.ts';
import { ServicesContext, createShopServices } from './app/services.ts';
import { browserStore } from './app/storage.ts';
import type { Language } from './domain/language.ts';
import { activateLocale, DEFAULT_LOCALE, i18n } from './i18n/i18n.ts';
import './styles/tokens.css';
import './styles/base.css';

// The chunks of the page opened load beside the catalog, not after the first render asks for them.
const openedScreen = loadScreensFor(window.location.pathname);

const baseUrl = new URL(API_BASE_URL, window.location.origin).toString();
const services = createShopServices({
  baseUrl,
  fetch: fetchTakingEarlyCalls(window.__earlyCalls ?? {}, window.fetch.bind(window)),
  store: browserStore(),
  appVersion: __APP_VERSION__,
  // The session's first calls go out while the catalog loads.
  language: () => (i18n.locale || DEFAULT_LOCALE) as Language,
  navigate: (path, options) => navigate(path, options),
  leaveFor: (url) => window.location.assign(url),
  exclusive: withBrowserLock,
  routeAfterLogout: ROUTE_AFTER_LOGOUT,
  logoutOnUnauthorized: LOGOUT_ON_UNAUTHORIZED,
  loadAnalytics: () => void import('./app/analytics.ts').then((m) => m.startAnalytics()),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render waits for the catalog and the opened page's code: a page that rendered a
// loading state first would be held back once more when its code came (React paces the reveal).
void Promise.all([activateLocale(DEFAULT_LOCALE), openedScreen]).then(() =>
  createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <ServicesContext.Provider value={services}>
        <App />
      </ServicesContext.Provider>
    </I18nProvider>
  </StrictMode>,
  ),
);
loadScreensAhead(document);
