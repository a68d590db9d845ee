/**
 * The one place the shop uses XMLHttpRequest: `fetch` cannot report how much of a request body
 * was sent, and an upload shows a progress bar (DESIGN: every long wait shows progress). It is
 * handed to openapi-fetch as a call's own `fetch`, so the client's middleware (token, 401
 * refresh-and-retry, language, identifiers) still applies: a retried call is sent through it
 * again and reports its progress from the start.
 */

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes of the whole request body. */
  total: number;
}

type ProgressHandler = (event: ProgressEvent) => void;

/** What is used of an XMLHttpRequest (so tests can hand in their own). */
export interface ProgressRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: ArrayBuffer | null): void;
  abort(): void;
  withCredentials: boolean;
  responseType: XMLHttpRequestResponseType;
  readonly upload: { onprogress: ProgressHandler | null };
  onload: ProgressHandler | null;
  onerror: ProgressHandler | null;
  ontimeout: ProgressHandler | null;
  onabort: ProgressHandler | null;
  readonly status: number;
  readonly statusText: string;
  readonly response: unknown;
  getAllResponseHeaders(): string;
}

/** Statuses whose response has no body (a Response with one cannot be made). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const abortError = () => new DOMException('The upload was aborted', 'AbortError');

/**
 * A fetch-compatible function over XMLHttpRequest that reports the request body's progress.
 * It settles like fetch: a Response for every answer (errors included), a TypeError when no
 * answer came, an AbortError when the request's signal aborts it.
 */
export function fetchWithUploadProgress(
  onProgress: (progress: UploadProgress) => void,
  createRequest: () => ProgressRequest = () => new XMLHttpRequest(),
): (request: Request) => Promise<Response> {
  return async (request) => {
    const { signal } = request;
    if (signal.aborted) throw abortError();
    const body = request.body === null ? null : await request.arrayBuffer();
    if (signal.aborted) throw abortError();
    const xhr = createRequest();
    return new Promise<Response>((resolve, reject) => {
      const abort = () => xhr.abort();
      const settle = (outcome: () => void) => {
        signal.removeEventListener('abort', abort);
        outcome();
      };
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'arraybuffer';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () =>
        settle(() => {
          const answer = NULL_BODY_STATUSES.has(xhr.status) || !(xhr.response instanceof ArrayBuffer) ? null : xhr.response;
          resolve(new Response(answer, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()) }));
        });
      xhr.onerror = () => settle(() => reject(new TypeError('Network request failed')));
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => settle(() => reject(abortError()));
      signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}
