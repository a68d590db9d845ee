/**
 * The first wave, started before the JavaScript (issue 16): index.html's inline start asks for
 * what every page needs first — the settings, the categories and, for a visitor without a token,
 * an anonymous token — while the scripts still load, and leaves the answers under
 * `window.__earlyCalls`. The IO layer takes each answer once, for the same call with the same
 * headers; anything else (another language, a token the start did not know) goes out as usual.
 */

/** One call the inline start made: the headers it sent and the answer it got. */
interface EarlyCall {
  headers: Record<string, string>;
  response: Promise<Response>;
}

/** By `METHOD address` (the whole address, the API base's origin included), as the inline start names them. */
export type EarlyCalls = Record<string, EarlyCall | undefined>;

/** The headers whose value changes the answer: an early answer is taken only when they agree. */
const DECIDING_HEADERS = ['authorization', 'accept-language'];

const sameHeaders = (sent: Record<string, string>, request: Request) => {
  const early = new Headers(sent);
  return DECIDING_HEADERS.every((name) => early.get(name) === request.headers.get(name));
};

/**
 * A fetch that answers a call from the early calls when the inline start made the very same call
 * and got a good answer, once; otherwise it fetches.
 */
export function fetchTakingEarlyCalls(calls: EarlyCalls, fetchNow: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const key = `${request.method} ${request.url}`;
    const early = calls[key];
    if (early && sameHeaders(early.headers, request)) {
      delete calls[key];
      try {
        const response = await early.response;
        // Only a good answer is taken: a refused or failed one could be stale by now (a retry
        // after an outage must not meet the outage's answer), so the call is made again.
        if (response.ok) return response;
      } catch {
        // The early call did not get through: this one tries for itself.
      }
    }
    return fetchNow(request);
  };
}

declare global {
  interface Window {
    /** Left by index.html's inline start; absent where the page has none (tests, another host page). */
    __earlyCalls?: EarlyCalls;
  }
}
