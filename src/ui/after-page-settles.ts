import { useEffect, useState } from 'react';

/** After the load event, pictures below the fold and late answers may still come in. */
const SETTLE_MS = 2000;

/**
 * Runs `work` once the page has loaded, settled and the browser is idle: for what the customer
 * may need next but the first screen does not, so it never shares the line with what is painted
 * first. Answers how to call it off.
 */
export function afterPageSettles(work: () => void, settleMs = SETTLE_MS): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const settle = () => {
    timer = window.setTimeout(() => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(work, { timeout: 5000 }) : window.setTimeout(work, 0);
    }, settleMs);
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    window.removeEventListener('load', settle);
    window.clearTimeout(timer);
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}

/**
 * Whether the page has loaded and the browser has had a quiet moment: what may wait for that
 * (the cookie question) then shows without taking bandwidth or the main thread from the first paint.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => (loaded ? undefined : afterPageSettles(() => setLoaded(true), 0)), [loaded]);
  return loaded;
}
