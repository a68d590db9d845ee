/**
 * Answers taken over by the IO layer. The first wave, started before the JavaScript (issue 16): index.html's inline start asks for
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

/**
 * An answer the server got while it rendered the first screen (issue 27), embedded in the page so
 * the browser, hydrating, does not ask again. A same-origin address is kept without its origin:
 * the server and the browser may name the host differently.
 */
export interface ServedAnswer {
  method: string;
  url: string;
  /** The deciding headers the call was made with. */
  headers: Record<string, string>;
  body: unknown;
}

/** The id of the page's `<script type="application/json">` that holds them (serve/first-screen-page.ts). */
export const SERVED_ANSWERS_ID = 'first-screen-answers';

/** The early calls a server-rendered page holds, each answered at once, by its address on this page's origin. */
export function earlyCallsOfServed(answers: readonly ServedAnswer[], origin: string): EarlyCalls {
  return Object.fromEntries(
    answers.map((answer) => [
      `${answer.method} ${new URL(answer.url, origin).href}`,
      { headers: answer.headers, response: Promise.resolve(Response.json(answer.body)) },
    ]),
  );
}

/**
 * A fetch that keeps every good JSON answer it gets, to embed in the page it renders (the
 * server's); `pending` tells how many calls are still out.
 */
export function fetchKeepingAnswers(fetchNow: typeof globalThis.fetch, origin: string) {
  const answers: ServedAnswer[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers = Object.fromEntries(DECIDING_HEADERS.flatMap((name) => (request.headers.has(name) ? [[name, request.headers.get(name) ?? '']] : [])));
    const response = await fetchNow(request);
    if (response.ok && response.headers.get('content-type')?.startsWith('application/json')) {
      const url = new URL(request.url);
      const body: unknown = await response.clone().json();
      answers.push({ method: request.method, url: url.origin === origin ? `${url.pathname}${url.search}` : url.href, headers, body });
    }
    return response;
  };
  return { fetch, answers };
}

declare global {
  interface Window {
    /** Left by index.html's inline start; absent where the page has none (tests, another host page). */
    __earlyCalls?: EarlyCalls;
    /** The opened screen's files, left by the first wave for the script that starts the app after the first paint. */
    __firstScreenFiles?: string[];
  }
}
