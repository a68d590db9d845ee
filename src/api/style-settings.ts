import { readStyleSettings, type StyleSettings } from '../domain/style-settings.ts';
import { ApiFailure, networkError } from '../domain/api-error.ts';
import { toApiError } from './errors.ts';
import { fetchRead, type RetryPolicy } from './retry.ts';

export interface StyleSettingsSource {
  /** Where the deployment's document is (src/app/config.ts). */
  url: string;
  /** The shop's fetch, which takes over the first wave's answer (src/api/early-calls.ts). */
  fetch: typeof globalThis.fetch;
  retryPolicy?: RetryPolicy;
  /** Told what of the document the shop could not read (it keeps the defaults of those settings). */
  warn?(problem: string): void;
}

/**
 * The deployment's style settings (src/domain/style-settings.ts), read like any read of the
 * backend: retried, and a failure is a catalogued error. No document (404) is no choice made:
 * every setting keeps the shop's default.
 */
export async function fetchStyleSettings(source: StyleSettingsSource, defaults: StyleSettings, signal: AbortSignal): Promise<StyleSettings> {
  let response: Response;
  try {
    response = await fetchRead(new Request(source.url, { headers: { Accept: 'application/json' }, signal }), source.fetch, source.retryPolicy);
  } catch (thrown) {
    if (signal.aborted) throw thrown;
    throw new ApiFailure(networkError());
  }
  if (response.status === 404) return defaults;
  if (!response.ok) throw new ApiFailure(toApiError(response.status, null));
  // A deployment's mistake costs the settings it concerns, never the shop: what cannot be read keeps its default.
  const document: unknown = await response.json().catch(() => undefined);
  if (document === undefined) {
    source.warn?.(`${source.url} is not JSON: every style setting keeps its default`);
    return defaults;
  }
  const { settings, ignored } = readStyleSettings(document, defaults);
  if (ignored.length > 0) source.warn?.(`${source.url}: ${ignored.join(', ')} not read (unknown or of the wrong kind): the default stands`);
  return settings;
}
