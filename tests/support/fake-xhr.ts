import type { DemoApi } from '../../demo-api/app.ts';
import type { ProgressRequest } from '../../src/api/upload.ts';

/** Node has no ProgressEvent: an Event with its fields is one. */
const progressEvent = (type: string, loaded = 0, total = 0) => Object.assign(new Event(type), { lengthComputable: total > 0, loaded, total });

/** A stand-in for XMLHttpRequest (Node has none): the test decides what happens after `send`. */
export class FakeXhr implements ProgressRequest {
  method = '';
  url = '';
  readonly headers = new Headers();
  body: ArrayBuffer | null = null;
  aborted = false;
  withCredentials = false;
  responseType: XMLHttpRequestResponseType = '';
  readonly upload: ProgressRequest['upload'] = { onprogress: null };
  onload: ProgressRequest['onload'] = null;
  onerror: ProgressRequest['onerror'] = null;
  ontimeout: ProgressRequest['ontimeout'] = null;
  onabort: ProgressRequest['onabort'] = null;
  status = 0;
  statusText = '';
  response: unknown = null;
  private responseHeaders = '';

  constructor(private readonly onSend: (xhr: FakeXhr) => void) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  send(body: ArrayBuffer | null): void {
    this.body = body;
    this.onSend(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.(progressEvent('abort'));
  }

  getAllResponseHeaders(): string {
    return this.responseHeaders;
  }

  /** The browser reports that `loaded` of `total` bytes went out. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(progressEvent('progress', loaded, total));
  }

  respond(status: number, body: string | null, headers: Record<string, string> = {}): void {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : '';
    this.response = body === null ? null : new TextEncoder().encode(body).buffer;
    this.responseHeaders = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    this.onload?.(progressEvent('load'));
  }

  failToConnect(): void {
    this.onerror?.(progressEvent('error'));
  }

  /** What was sent, as a Request (for a handler that answers like a server). */
  asRequest(): Request {
    return new Request(this.url, { method: this.method, headers: this.headers, body: this.body });
  }
}

/** Fake requests that all go to `onSend`, and the list of those sent. */
export function fakeXhrs(onSend: (xhr: FakeXhr) => void = () => {}): { create: () => FakeXhr; sent: FakeXhr[] } {
  const sent: FakeXhr[] = [];
  return {
    sent,
    create: () => {
      const xhr = new FakeXhr(onSend);
      sent.push(xhr);
      return xhr;
    },
  };
}

/**
 * Fake requests answered by the in-process demo API: the body is reported sent in two halves,
 * then the demo's answer comes back, as a browser would do it.
 */
export function demoXhrs(demo: DemoApi): { create: () => FakeXhr; sent: FakeXhr[] } {
  return fakeXhrs((xhr) => {
    const total = xhr.body?.byteLength ?? 0;
    xhr.progress(total / 2, total);
    xhr.progress(total, total);
    void Promise.resolve(demo.app.fetch(xhr.asRequest())).then(async (response) => {
      xhr.respond(response.status, await response.text(), Object.fromEntries(response.headers));
    });
  });
}
