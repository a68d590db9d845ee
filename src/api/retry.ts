import type { Middleware } from 'openapi-fetch';

/**
 * How reads are retried (docs/decisions/007): a network error or a 5xx answer to a GET is tried
 * again a few times, each wait doubling from the base with random jitter, so a moment's hiccup
 * of the backend never reaches a screen. Writes are never repeated behind the customer's back,
 * apart from the few POSTs that are safe to repeat (docs/decisions/027).
 */
export interface RetryPolicy {
  /** Tries after the first. */
  retries: number;
  baseDelayMs: number;
  /** 0..1; the jitter spreads tabs and calls that failed together. */
  random(): number;
}

export const READ_RETRY_POLICY: RetryPolicy = { retries: 3, baseDelayMs: 300, random: Math.random };

/**
 * POSTs that are safe to repeat (decision 027): twice changes nothing the customer owns or sees.
 * The token calls issue a token (a second one orphans the first, which simply expires); the checks
 * answer a verdict and save nothing. Everything else that writes is the customer's to repeat.
 */
const SAFE_TO_REPEAT: ReadonlySet<string> = new Set([
  'POST /v3/core/token/_get-anonymous-token',
  'POST /v3/core/token/_login',
  'POST /v3/rental/cart/{id}/items/_conflict-check',
  'POST /v2/shop/reservationOrders/{id}/_validate-update',
]);

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';
const isRepeatable = (request: Request, schemaPath: string) => isRead(request) || SAFE_TO_REPEAT.has(`${request.method} ${schemaPath}`);
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

/** One try of a repeatable call: its answer, or the error it failed with (an abort is not a failure: it is thrown). */
async function tryRead(request: Request, fetch: typeof globalThis.fetch): Promise<Response | Error> {
  try {
    // A clone per try: a body can be sent only once.
    return await fetch(request.clone());
  } catch (thrown) {
    if (isAbort(thrown)) throw thrown;
    return thrown instanceof Error ? thrown : new Error(String(thrown));
  }
}

const succeeded = (outcome: Response | Error): outcome is Response => outcome instanceof Response && !isServerFailure(outcome);

/** Tries a repeatable call again until it answers without a server failure, or the tries run out (the last outcome stands). */
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
  /** A copy of each safe POST as it went out (its body is spent once sent), by call. */
  const replays = new Map<string, Request>();
  /** The request to try again: the call's copy for a safe POST, the read itself otherwise; null when it is not to be repeated. */
  const repeatable = (id: string, request: Request, schemaPath: string): Request | null => {
    const replay = replays.get(id);
    replays.delete(id);
    if (!isRepeatable(request, schemaPath)) return null;
    return replay ?? request;
  };
  return {
    onRequest({ request, schemaPath, id }) {
      if (!isRead(request) && isRepeatable(request, schemaPath)) replays.set(id, request.clone());
      return undefined;
    },
    async onResponse({ request, response, options, schemaPath, id }) {
      const again = repeatable(id, request, schemaPath);
      if (!again || !isServerFailure(response)) return undefined;
      // openapi-fetch hands its fetch as a property: called as a method, a browser refuses it.
      const { fetch } = options;
      const outcome = await retryRead(again, fetch, policy, response);
      if (outcome instanceof Response) return outcome;
      throw outcome;
    },
    async onError({ request, error, options, schemaPath, id }) {
      const again = repeatable(id, request, schemaPath);
      if (!again || isAbort(error)) return undefined;
      const { fetch } = options;
      return retryRead(again, fetch, policy, error instanceof Error ? error : new Error(String(error)));
    },
  };
}
