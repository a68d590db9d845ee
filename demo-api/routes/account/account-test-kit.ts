/** A demo API on a clock the test moves, and a logged-in De Branding admin token made without the login call. */
import { createDemoApi, type DemoApi } from '../../app.ts';
import { CONTACT, CUSTOMER, DEMO_ACCOUNTS } from '../../seed/anchors.ts';
import { FIXED_NOW } from '../../../tests/support/clock.ts';

export interface AccountKit {
  api: DemoApi;
  /** Moves the clock on. */
  advance(ms: number): void;
  call(method: string, path: string, init?: { body?: unknown; form?: Record<string, string>; token?: string | null }): Promise<Response>;
  json<T>(method: string, path: string, body?: unknown): Promise<T>;
}

export const ADMIN_TOKEN = 'account-test-admin';

export function accountKit(start = FIXED_NOW.toISOString()): AccountKit {
  let now = new Date(start).getTime();
  const api = createDemoApi({ clock: { now: () => new Date(now) } });
  api.db.tokens.set(ADMIN_TOKEN, {
    Access_token: ADMIN_TOKEN,
    Issued: new Date(now).toISOString(),
    Expires: new Date(now + 24 * 3600_000).toISOString(),
    UserName: DEMO_ACCOUNTS.admin,
    CustomerID: CUSTOMER.branding,
    ContactID: CONTACT.adminBranding,
    Revoked: false,
  });
  const call: AccountKit['call'] = (method, path, init = {}) => {
    const token = init.token === undefined ? ADMIN_TOKEN : init.token;
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    let body: BodyInit | undefined;
    if (init.form) body = new URLSearchParams(init.form);
    else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    return Promise.resolve(api.app.fetch(new Request(`http://demo.test/api${path}`, { method, headers, body, redirect: 'manual' })));
  };
  return {
    api,
    advance: (ms) => {
      now += ms;
    },
    call,
    async json<T>(method: string, path: string, body?: unknown) {
      const response = await call(method, path, { body });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return JSON.parse(text) as T;
    },
  };
}
