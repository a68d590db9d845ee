/**
 * The infinite pager of spec 000 §9, shared by the lists that grow while one scrolls (the product
 * grid, the customer's items). Once a first page shows, the list either holds everything or waits
 * for the end to come near; asking for more waits 500 ms without another ask (one scroll, one page),
 * then loads the next page, whose failure keeps what is shown and offers a retry.
 *
 * The machine brings what differs: its `allShown` guard (how it counts what it has), the
 * `scrollDebounce` below as its actor, the `loadingMore` state with its own call (tagged
 * `LOADING_MORE`), and the descriptions in its own words. The states below and the selectors of
 * the pager's tags are the same for every list.
 */

import { timer } from './timers.ts';

/** Spec 000 §9: the next page loads once 500 ms passed without asking again, so one scroll loads one page. */
export const SCROLL_DEBOUNCE_MS = 500;
export const scrollDebounce = timer(SCROLL_DEBOUNCE_MS, { type: 'SCROLL_DEBOUNCE_ELAPSED' });

/** A page is on its way, or about to be asked for. */
export const LOADING_MORE = 'loading-more';
/** The list watches for its end: there is more to load. */
const WANTS_MORE = 'wants-more';
const MORE_FAILED = 'more-failed';

export interface PagerDescriptions {
  browsing: string;
  debouncing: string;
  moreFailed: string;
  complete: string;
}

/** The pager's states, beside the machine's own `loadingMore`; the list's state starts in `checkingEnd`. */
export function pagerStates(describe: PagerDescriptions) {
  return {
    checkingEnd: {
      always: [{ guard: 'allShown', target: 'complete' }, { target: 'browsing' }],
    },
    browsing: {
      tags: [WANTS_MORE],
      description: describe.browsing,
      on: { MORE_REQUESTED: 'debouncing' },
    },
    debouncing: {
      tags: [WANTS_MORE, LOADING_MORE],
      description: describe.debouncing,
      invoke: { id: 'scrollDebounce', src: 'scrollDebounce' },
      on: {
        MORE_REQUESTED: { target: 'debouncing', reenter: true },
        SCROLL_DEBOUNCE_ELAPSED: 'loadingMore',
      },
    },
    moreFailed: {
      tags: [MORE_FAILED],
      description: describe.moreFailed,
      on: { RETRY_REQUESTED: 'loadingMore' },
    },
    complete: { description: describe.complete },
  } as const;
}

type Tagged = { hasTag(tag: string): boolean };

/** The next page is asked for or loading: the list shows that more is coming. */
export const isLoadingMore = (snapshot: Tagged) => snapshot.hasTag(LOADING_MORE);
/** The view watches for the end of the list only while there is more to load. */
export const wantsMore = (snapshot: Tagged) => snapshot.hasTag(WANTS_MORE);
/** The next page failed; what is shown stays. */
export const moreFailed = (snapshot: Tagged) => snapshot.hasTag(MORE_FAILED);
