/**
 * The analytics code. It is imported only after the customer consented to analytical cookies
 * (see cookie-consent), so nothing of it runs or loads before.
 */
import { ANALYTICS_URL } from './config.ts';

/** A beacon, not the shop's IO layer: analytics is no backend call, and a lost page view harms nobody. */
function reportPageView(path: string): void {
  const body = JSON.stringify({ path, at: new Date().toISOString() });
  navigator.sendBeacon(ANALYTICS_URL, new Blob([body], { type: 'application/json' }));
}

let started = false;

export function startAnalytics(): void {
  if (started) return;
  started = true;
  reportPageView(window.location.pathname);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      reportPageView(window.location.pathname);
    };
  }
  window.addEventListener('popstate', () => reportPageView(window.location.pathname));
}
