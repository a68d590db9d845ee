import { describe, expect, it } from 'vitest';
import {
  anonymousToken,
  contract,
  createContext,
  formatErrors,
  listOperations,
  loginToken,
  newDemoApi,
  resolveResponse,
  validatorFor,
  type ContractCase,
  type HttpMethod,
} from './harness.ts';

const caseModules = import.meta.glob<{ cases: ContractCase[] }>('./cases/*.ts', { eager: true });
// CONTRACT_AREA=cart runs only tests/contract/cases/cart.ts (while working on one area).
const onlyArea = process.env.CONTRACT_AREA;
const cases = Object.entries(caseModules)
  .filter(([file]) => !onlyArea || file === `./cases/${onlyArea}.ts`)
  .flatMap(([file, mod]) => mod.cases.map((c) => ({ file, ...c })));

function splitOperation(operation: string): { method: HttpMethod; path: string } {
  const [method, path] = operation.split(' ');
  return { method: method!.toLowerCase() as HttpMethod, path: path! };
}

describe('the contract', () => {
  it.runIf(!onlyArea)('has a case answered with success for every operation', () => {
    const succeeded = new Set(cases.filter((c) => c.status < 300 || c.status === 302).map((c) => c.operation));
    const missing = listOperations().filter((op) => !succeeded.has(op));
    expect(missing, 'operations without a successful contract case').toEqual([]);
  });

  it('names only operations that exist', () => {
    const known = new Set(listOperations());
    expect(cases.filter((c) => !known.has(c.operation)).map((c) => `${c.file}: ${c.operation}`)).toEqual([]);
  });

  it('gives every operation an operationId, tags and an error response', () => {
    const problems: string[] = [];
    for (const op of listOperations()) {
      const { method, path } = splitOperation(op);
      const operation = contract.paths[path]![method]!;
      if (!operation.operationId) problems.push(`${op}: no operationId`);
      if (!operation.tags || operation.tags.length === 0) problems.push(`${op}: no tags`);
      const responses = operation.responses;
      if (!Object.keys(responses).some((s) => s === 'default' || s.startsWith('4'))) problems.push(`${op}: no error response`);
    }
    const ids = listOperations().map((op) => {
      const { method, path } = splitOperation(op);
      return contract.paths[path]![method]!.operationId;
    });
    expect(ids.filter((id, i) => id && ids.indexOf(id) !== i), 'duplicate operationIds').toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe.each(cases)('$operation $title', (c) => {
  it(`answers ${c.status} with a body that matches the contract`, async () => {
    const api = newDemoApi();
    const caller = c.as ?? { email: 'admin@demo.test' };
    const token = caller === 'none' ? null : caller === 'anonymous' ? await anonymousToken(api) : await loginToken(api, caller);
    const ctx = createContext(api, token);
    const { method, path: template } = splitOperation(c.operation);
    const path = typeof c.path === 'function' ? await c.path(ctx) : (c.path ?? template);
    expect(path, 'path parameters must be filled in').not.toMatch(/[{}]/);
    const query = c.query ? `?${new URLSearchParams(c.query)}` : '';

    const body = typeof c.body === 'function' ? await (c.body as (x: typeof ctx) => unknown)(ctx) : c.body;
    if (body !== undefined) {
      const requestSchema = contract.paths[template]![method]!.requestBody?.content['application/json']?.schema;
      expect(requestSchema, `${c.operation} declares no JSON request body`).toBeDefined();
      const validateRequest = validatorFor(`${c.operation} request`, requestSchema);
      if (!validateRequest(body)) throw new Error(`request body breaks the contract:\n${formatErrors(validateRequest)}`);
    }

    const response = await ctx.call(method.toUpperCase(), `${path}${query}`, {
      body,
      ...(c.formData ? { formData: c.formData(ctx) } : {}),
    });
    const text = await response.text();
    expect(response.status, `status of ${c.operation}: ${text.slice(0, 400)}`).toBe(c.status);

    const responses = contract.paths[template]![method]!.responses;
    const statusKey = responses[String(c.status)] ? String(c.status) : 'default';
    expect(responses[statusKey], `${c.operation} does not declare status ${c.status}`).toBeDefined();
    const declared = resolveResponse(responses[statusKey]!);
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const declaredTypes = Object.keys(declared.content ?? {});
    if (declaredTypes.length === 0) {
      expect(text, `${c.operation} ${c.status} declares no body`).toBe('');
      return;
    }
    expect(declaredTypes, `content type of ${c.operation}`).toContain(contentType);
    if (contentType !== 'application/json') return;
    const json = JSON.parse(text);
    const validate = validatorFor(`${c.operation} ${statusKey}`, declared.content!['application/json']!.schema);
    if (!validate(json)) throw new Error(`response body breaks the contract:\n${formatErrors(validate)}\n${text.slice(0, 600)}`);
    await c.check?.(json, ctx);
  });
});
