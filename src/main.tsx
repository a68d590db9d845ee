import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchTakingEarlyCalls } from './api/early-calls.ts';
import { App } from './app/App.tsx';
import { withBrowserLock } from './app/browser-lock.ts';
import { API_BASE_URL, LOGOUT_ON_UNAUTHORIZED, ROUTE_AFTER_LOGOUT, STYLE_SETTINGS_URL } from './app/config.ts';
import { navigate } from './app/navigation.ts';
import { loadScreensAhead, loadScreensFor } from './app/screens.ts';
import { createShopServices } from './app/services.ts';
import { ServicesContext } from './app/services-context.ts';
import { browserStore } from './app/storage.ts';
import type { Language } from './domain/language.ts';
import { activateLocale, DEFAULT_LOCALE, i18n } from './i18n/i18n.ts';
import './styles/tokens.css';
import './styles/base.css';

// The chunks of the page opened load at once, not after the first render asks for them.
const openedScreen = loadScreensFor(window.location.pathname);

const baseUrl = new URL(API_BASE_URL, window.location.origin).toString();
const services = createShopServices({
  baseUrl,
  fetch: fetchTakingEarlyCalls(window.__earlyCalls ?? {}, window.fetch.bind(window)),
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
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render waits for the opened page's code (and the language's catalog, which Dutch does
// not need): a page that rendered a loading state first would be held back once more when its
// code came (React paces the reveal).
// As a transition the first render yields to the browser every few milliseconds: no long task
// keeps a tap or a scroll waiting while the whole page mounts.
void Promise.all([activateLocale(DEFAULT_LOCALE), openedScreen]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <ServicesContext.Provider value={services}>
            <App />
          </ServicesContext.Provider>
        </I18nProvider>
      </StrictMode>,
    ),
  ),
);
loadScreensAhead(document);
