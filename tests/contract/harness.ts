/**
 * The contract test's machinery: an in-process demo API, demo-account logins, and a
 * validator built from the bundled OpenAPI document. Cases live in tests/contract/cases/,
 * one file per area of the contract.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { createDemoApi, type DemoApi } from '../../demo-api/app.ts';
import { DEMO_PASSWORD } from '../../demo-api/seed/anchors.ts';
import { fixedClock } from '../support/clock.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Caller {
  email: string;
  customerId?: string;
  contactId?: string;
}

export interface CaseContext {
  api: DemoApi;
  /** The token the case calls with (null for `as: 'none'`). */
  token: string | null;
  /** A raw call against the in-process API with the case's token, for set-up steps. */
  call(method: string, path: string, init?: { body?: unknown; formData?: FormData; token?: string | null }): Promise<Response>;
  /** Like call(), but fails unless the answer is 2xx, and returns the parsed JSON. */
  json<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export interface ContractCase {
  /** Method and path template exactly as in the document: 'GET /v2/shop/categories/{id}'. */
  operation: string;
  /** What this case shows, when an operation has several. */
  title?: string;
  /** Who calls: no token, an anonymous token, or a demo account (default admin@demo.test). */
  as?: 'none' | 'anonymous' | Caller;
  /** The concrete path (template parameters filled in); may do set-up calls first. */
  path?: string | ((ctx: CaseContext) => string | Promise<string>);
  query?: Record<string, string>;
  body?: unknown | ((ctx: CaseContext) => unknown | Promise<unknown>);
  formData?: (ctx: CaseContext) => FormData;
  /** The status this case expects; it must also be one the document declares. */
  status: number;
  /** Further assertions on the parsed JSON body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a case reads the body as the schema it names, or an error body's fields unnamed; the document validates it first.
  check?: (body: any, ctx: CaseContext) => void | Promise<void>;
}

const bundlePath = fileURLToPath(new URL('../../openapi/shop-api.yaml', import.meta.url));
export const contract = parse(readFileSync(bundlePath, 'utf8')) as {
  paths: Record<string, Record<string, OperationObject>>;
  components: Record<string, Record<string, unknown>>;
};

export interface OperationObject {
  operationId?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, ResponseObject & { $ref?: string }>;
}

export function listOperations(): string[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
}

/**
 * Validation is strict: an object schema that names its properties rejects any other
 * property, so the demo API cannot answer fields the contract does not name.
 */
function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node && typeof node === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) copy[k] = closeObjects(v);
    if (copy.properties && copy.additionalProperties === undefined && !copy.allOf && !copy.oneOf && !copy.anyOf) {
      copy.additionalProperties = false;
    }
    return copy;
  }
  return node;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema({ $id: 'contract', ...(closeObjects({ components: contract.components }) as object) });

const validators = new Map<string, ValidateFunction>();

export type ResponseObject = { content?: Record<string, { schema?: unknown }> };

/** A response as declared, following a `$ref` to `#/components/responses/…`. */
export function resolveResponse(response: ResponseObject & { $ref?: string }): ResponseObject {
  const ref = response.$ref;
  if (!ref) return response;
  const name = ref.replace('#/components/responses/', '');
  const resolved = contract.components.responses?.[name] as ResponseObject | undefined;
  if (!resolved) throw new Error(`unresolvable response reference ${ref}`);
  return resolved;
}

/** A validator for a schema of the document; `key` names it for the cache. */
export function validatorFor(key: string, schema: unknown): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    // Resolve '#/components/…' references against the registered document.
    const rebased = JSON.parse(JSON.stringify(closeObjects(schema)).replace(/"#\/components\//g, '"contract#/components/'));
    validate = ajv.compile(rebased);
    validators.set(key, validate);
  }
  return validate;
}

export function formatErrors(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`).join('\n');
}

export async function loginToken(api: DemoApi, caller: Caller): Promise<string> {
  const response = await api.app.fetch(
    new Request('http://demo.test/api/v3/core/token/_login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        UserName: caller.email,
        Password: DEMO_PASSWORD,
        ...(caller.customerId ? { CustomerID: caller.customerId } : {}),
        ...(caller.contactId ? { ContactID: caller.contactId } : {}),
      }),
    }),
  );
  const body = (await response.json()) as { Token: { Access_token: string } | null };
  if (!response.ok || !body.Token) throw new Error(`login as ${caller.email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.Token.Access_token;
}

export async function anonymousToken(api: DemoApi): Promise<string> {
  const response = await api.app.fetch(new Request('http://demo.test/api/v3/core/token/_get-anonymous-token', { method: 'POST' }));
  const body = (await response.json()) as { Access_token: string };
  if (!response.ok) throw new Error(`anonymous token failed: ${response.status}`);
  return body.Access_token;
}

export function createContext(api: DemoApi, token: string | null): CaseContext {
  const call: CaseContext['call'] = (method, path, init = {}) => {
    const useToken = init.token === undefined ? token : init.token;
    const headers: Record<string, string> = { 'Accept-Language': 'nl' };
    if (useToken) headers.Authorization = `Bearer ${useToken}`;
    let body: BodyInit | undefined;
    if (init.formData) body = init.formData;
    else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    return Promise.resolve(api.app.fetch(new Request(`http://demo.test/api${path}`, { method, headers, body })));
  };
  return {
    api,
    token,
    call,
    async json(method, path, body) {
      const response = await call(method, path, { body });
      const text = await response.text();
      if (!response.ok) throw new Error(`set-up call ${method} ${path} failed: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : null) as never;
    },
  };
}

export function newDemoApi(): DemoApi {
  return createDemoApi({ clock: fixedClock });
}
