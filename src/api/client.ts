import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../openapi/schema';
import { createAuthMiddleware, type TokenProvider } from './auth.ts';
import { createContextMiddleware, type RequestContext } from './context.ts';
import { createRetryMiddleware, READ_RETRY_POLICY, type RetryPolicy } from './retry.ts';
import { ApiFailure, networkError } from '../domain/api-error.ts';
import { toApiError } from './errors.ts';

export type ShopClient = Client<paths>;

export interface ShopClientOptions extends RequestContext {
  /** The backend's base address, ending in /api (the demo backend: '/api'). */
  baseUrl: string;
  tokens: TokenProvider;
  onUnauthorized?: () => void;
  /** The browser's own by default; the shop's takes over the first wave's answers, tests give the in-process demo API. */
  fetch?: typeof globalThis.fetch;
  /** Only tests replace this (retries without waiting). */
  retryPolicy?: RetryPolicy;
}

/** The one IO layer of the shop: a typed client over the contract. */
export function createShopClient(options: ShopClientOptions): ShopClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(createContextMiddleware(options));
  client.use(
    createAuthMiddleware({
      tokens: options.tokens,
      ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
    }),
  );
  // Last in, so the first to see an answer: a read is healed before a 401 is looked at.
  client.use(createRetryMiddleware(options.retryPolicy ?? READ_RETRY_POLICY));
  return client;
}

/** What an openapi-fetch call settles to: data on success, error otherwise. */
type Settled = { data?: unknown; error?: unknown; response: Response };

/**
 * The data of a call, or a thrown `ApiFailure` carrying the catalogued error. Actor factories
 * use it so a machine's `onError` receives the error as data.
 */
export async function unwrap<R extends Settled>(call: Promise<R>): Promise<Exclude<R['data'], undefined>> {
  let settled: R;
  try {
    settled = await call;
  } catch (thrown) {
    if (thrown instanceof DOMException && thrown.name === 'AbortError') throw thrown;
    throw new ApiFailure(networkError());
  }
  if (!settled.response.ok) throw new ApiFailure(toApiError(settled.response.status, settled.error));
  return settled.data as Exclude<R['data'], undefined>;
}
