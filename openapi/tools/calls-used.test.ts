import { describe, expect, it } from 'vitest';
import { clientCalls, contractOperations, MOST_UNUSED, UNUSED_CALLS, usage } from './calls-used.ts';

/**
 * Holds the line of decision 011: every operation of the contract is made by the shop's own code
 * (src/, machines/, tests left out), or listed in UNUSED_CALLS with its reason.
 */
describe('every call of the contract', () => {
  const operations = contractOperations();
  const { used, unused } = usage(operations);

  it('is made by the shop, or listed as unused with the reason decision 011 gives', () => {
    const unexplained = unused.filter((op) => UNUSED_CALLS[op.operationId] === undefined).map((op) => `${op.method.toUpperCase()} ${op.path} (${op.operationId})`);
    expect(unexplained, 'use these calls, or add them to UNUSED_CALLS and docs/decisions/011-every-call.md').toEqual([]);
  });

  it('lists no call as unused that the shop makes, or that the contract no longer has', () => {
    const usedIds = new Set(used.map((op) => op.operationId));
    const known = new Set(operations.map((op) => op.operationId));
    const stale = Object.keys(UNUSED_CALLS).filter((id) => usedIds.has(id) || !known.has(id));
    expect(stale, 'take these out of UNUSED_CALLS (and decision 011)').toEqual([]);
  });

  it(`leaves at most ${MOST_UNUSED} calls unused`, () => {
    expect(Object.keys(UNUSED_CALLS).length).toBeLessThanOrEqual(MOST_UNUSED);
  });

  it('counts the demo backend’s own routes out, and the single sign-on addresses in', () => {
    expect(operations.some((op) => op.path.includes('/__demo'))).toBe(false);
    expect(used.map((op) => op.path)).toEqual(expect.arrayContaining(['/v2/oidc/{provider}/start', '/v2/oidc/{provider}/start/register']));
  });
});

describe('finding the client calls in a source text', () => {
  const source = `
    api.GET('/v2/shop/items/{id}', { params });
    unwrap(
      api.POST(
        '/v3/rental/cart/{id}/items',
        { body },
      ),
    );
    api.GET(\`/v2/shop/capacity/\${kind}\`, {});
  `;
  const calls = clientCalls(source);

  it('reads the method and the path, also over several lines', () => {
    expect(calls.map((call) => call.method)).toEqual(['get', 'post', 'get']);
    expect(calls[0]!.pattern.test('/v2/shop/items/{id}')).toBe(true);
    expect(calls[0]!.pattern.test('/v2/shop/items/{id}/price')).toBe(false);
    expect(calls[1]!.pattern.test('/v3/rental/cart/{id}/items')).toBe(true);
  });

  it('takes a template literal’s ${…} for one path segment', () => {
    expect(calls[2]!.pattern.test('/v2/shop/capacity/_start-business-moments')).toBe(true);
    expect(calls[2]!.pattern.test('/v2/shop/capacity')).toBe(false);
  });

  it('finds an operation used only when its method matches too', () => {
    const ops = [
      { method: 'get' as const, path: '/v2/shop/items/{id}', operationId: 'getItem' },
      { method: 'delete' as const, path: '/v2/shop/items/{id}', operationId: 'deleteItem' },
    ];
    const { used, unused } = usage(ops, [{ file: 'x.ts', text: source }]);
    expect(used.map((op) => op.operationId)).toEqual(['getItem']);
    expect(unused.map((op) => op.operationId)).toEqual(['deleteItem']);
  });
});
