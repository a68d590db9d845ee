import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * After the load event, pictures below the fold and late answers may still come in, and a phone
 * is still busy with the first screen: what can wait, waits this long. A link's page does not
 * wait for it: it loads when the pointer or a finger comes to the link (src/app/screens.ts).
 */
const SETTLE_MS = 5000;

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

function usePageQuiet(settleMs: number): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => (quiet ? undefined : afterPageSettles(() => startTransition(() => setQuiet(true)), settleMs)), [quiet, settleMs]);
  return quiet;
}

/**
 * Whether the page has loaded and the browser has had a quiet moment: what may wait for that
 * (the cookie question) then shows without taking bandwidth or the main thread from the first paint.
 */
export const usePageLoaded = (): boolean => usePageQuiet(0);

/** Whether the page has settled (see SETTLE_MS): for what is folded away or below the fold. */
export const usePageSettled = (): boolean => usePageQuiet(SETTLE_MS);

/**
 * Whether a part below the fold is wanted: it is in view, the customer has started to scroll
 * (towards it, on a page that leads there), or the page has settled (a screen reader need not
 * scroll). Until then its code and its first render do not compete with what the first screen
 * paints. Its mount is a transition, so it yields to a tap or a scroll.
 */
export function useInViewOrSettled(place: RefObject<Element | null>): boolean {
  // Not wanted at first on the server either: the page hydrates to what the server sent.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (wanted || !element) return undefined;
    const want = () => startTransition(() => setWanted(true));
    if (typeof IntersectionObserver === 'undefined') {
      want();
      return undefined;
    }
    // Not "near" by a margin: while the page above it still grows (its pictures, its tabs), a part
    // a screen and a half down can first be laid out within reach without anyone moving.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want());
    observer.observe(element);
    window.addEventListener('scroll', want, { once: true, passive: true });
    const settled = afterPageSettles(want);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', want);
      settled();
    };
  }, [place, wanted]);
  return wanted;
}
