import { describe, expect, it } from 'vitest';
import { DemoError } from './http.ts';
import { FAULT_STATUSES, createFaultQueue, faultError, faultFrom } from './faults.ts';
import { indexOperations } from './operations.ts';

const CART = 'GET /v3/rental/cart/{id}';
const CATEGORIES = 'GET /v2/shop/categories';

describe('createFaultQueue', () => {
  it('fails an operation as many times as asked, then no more', () => {
    const faults = createFaultQueue();
    faults.add({ operation: CART, status: 404, times: 2 });
    expect([faults.take(CATEGORIES), faults.take(CART), faults.take(CART), faults.take(CART)]).toEqual([null, { status: 404 }, { status: 404 }, null]);
    expect(faults.isEmpty()).toBe(true);
  });

  it('uses up the oldest fault of an operation first, and lists what is left', () => {
    const faults = createFaultQueue();
    faults.add({ operation: CART, status: 503, times: 1 });
    faults.add({ operation: CART, status: 401, times: 1 });
    faults.add({ operation: CATEGORIES, status: 500, times: 3 });
    expect(faults.take(CART)).toEqual({ status: 503 });
    expect(faults.pending()).toEqual([
      { operation: CART, status: 401, times: 1 },
      { operation: CATEGORIES, status: 500, times: 3 },
    ]);
    faults.clear();
    expect(faults.take(CART)).toBeNull();
  });
});

describe('faultFrom', () => {
  const operations = indexOperations([CART]);
  const refusal = (body: Record<string, unknown>) => {
    try {
      faultFrom(body, operations);
    } catch (error) {
      if (error instanceof DemoError) return error.status;
      throw error;
    }
    return null;
  };

  it('fails once with a 503 unless told otherwise', () => {
    expect(faultFrom({ operation: CART }, operations)).toEqual({ operation: CART, status: 503, times: 1 });
    expect(faultFrom({ operation: CART, times: 3, status: 401 }, operations)).toEqual({ operation: CART, status: 401, times: 3 });
  });

  it('refuses an operation the contract does not have, a count below 1 and a status it cannot simulate', () => {
    expect(refusal({ operation: 'GET /v3/rental/cart/:id' })).toBe(400);
    expect(refusal({})).toBe(400);
    expect(refusal({ operation: CART, times: 0 })).toBe(400);
    expect(refusal({ operation: CART, times: 1.5 })).toBe(400);
    expect(refusal({ operation: CART, status: 418 })).toBe(400);
    expect(refusal({ operation: CART, status: '503' })).toBe(400);
  });

  it('loses the answer of a call that took effect only as a server or gateway failure', () => {
    expect(faultFrom({ operation: CART, lostAnswer: true }, operations)).toEqual({ operation: CART, status: 503, times: 1, lostAnswer: true });
    expect(faultFrom({ operation: CART, lostAnswer: false, status: 404 }, operations)).toEqual({ operation: CART, status: 404, times: 1 });
    expect(refusal({ operation: CART, lostAnswer: true, status: 401 })).toBe(400);
    expect(refusal({ operation: CART, lostAnswer: true, status: 404 })).toBe(400);
    expect(refusal({ operation: CART, lostAnswer: 'yes' })).toBe(400);
    const faults = createFaultQueue();
    faults.add(faultFrom({ operation: CART, lostAnswer: true, status: 502 }, operations));
    expect(faults.take(CART)).toEqual({ status: 502, lostAnswer: true });
  });
});

describe('faultError', () => {
  it('words each status as the backend does', () => {
    expect(FAULT_STATUSES.map((status) => faultError(status).code)).toEqual([
      'TokenExpired',
      'NotFound',
      'InjectedFailure',
      'InjectedFailure',
      'InjectedFailure',
      'InjectedFailure',
    ]);
    expect(faultError(504).status).toBe(504);
  });
});
