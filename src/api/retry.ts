import type { Middleware } from 'openapi-fetch';

/**
 * How reads are retried (docs/decisions/007): a network error or a 5xx answer to a GET is tried
 * again a few times, each wait doubling from the base with random jitter, so a moment's hiccup
 * of the backend never reaches a screen. Writes are never repeated behind the customer's back.
 */
export interface RetryPolicy {
  /** Tries after the first. */
  retries: number;
  baseDelayMs: number;
  /** 0..1; the jitter spreads tabs and calls that failed together. */
  random(): number;
}

export const READ_RETRY_POLICY: RetryPolicy = { retries: 3, baseDelayMs: 300, random: Math.random };

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const isServerFailure = (response: Response) => response.status >= 500;

/** The wait before try `n` (1-based): base × 2^(n-1), between half and one and a half times that. */
export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return Math.round(policy.baseDelayMs * 2 ** (attempt - 1) * (0.5 + policy.random()));
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** One try of a read: its answer, or the error it failed with (an abort is not a failure: it is thrown). */
async function tryRead(request: Request, fetch: typeof globalThis.fetch): Promise<Response | Error> {
  try {
    return await fetch(new Request(request));
  } catch (thrown) {
    if (isAbort(thrown)) throw thrown;
    return thrown instanceof Error ? thrown : new Error(String(thrown));
  }
}

const succeeded = (outcome: Response | Error): outcome is Response => outcome instanceof Response && !isServerFailure(outcome);

/** Tries a read again until it answers without a server failure, or the tries run out (the last outcome stands). */
async function retryRead(request: Request, fetch: typeof globalThis.fetch, policy: RetryPolicy, first: Response | Error): Promise<Response | Error> {
  let outcome = first;
  for (let attempt = 1; attempt <= policy.retries && !succeeded(outcome); attempt++) {
    await pause(retryDelay(policy, attempt), request.signal);
    outcome = await tryRead(request, fetch);
  }
  return outcome;
}

/**
 * A read outside the contract (a document beside the shop) with the retries the client gives the
 * contract's reads.
 */
export async function fetchRead(request: Request, fetch: typeof globalThis.fetch, policy: RetryPolicy = READ_RETRY_POLICY): Promise<Response> {
  const outcome = await retryRead(request, fetch, policy, await tryRead(request, fetch));
  if (outcome instanceof Response) return outcome;
  throw outcome;
}

export function createRetryMiddleware(policy: RetryPolicy = READ_RETRY_POLICY): Middleware {
  return {
    async onResponse({ request, response, options }) {
      if (!isRead(request) || !isServerFailure(response)) return undefined;
      // openapi-fetch hands its fetch as a property: called as a method, a browser refuses it.
      const { fetch } = options;
      const outcome = await retryRead(request, fetch, policy, response);
      if (outcome instanceof Response) return outcome;
      throw outcome;
    },
    async onError({ request, error, options }) {
      if (!isRead(request) || isAbort(error)) return undefined;
      const { fetch } = options;
      return retryRead(request, fetch, policy, error instanceof Error ? error : new Error(String(error)));
    },
  };
}
