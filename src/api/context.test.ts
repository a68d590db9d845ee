import { describe, expect, it } from 'vitest';
import { createContextMiddleware } from './context.ts';

describe('the context middleware', () => {
  it('adds the contact and customer to a POST that asks for them, keeping its body (browsers: tests/e2e/product.spec.ts adds to a cart)', async () => {
    const middleware = createContextMiddleware({ language: () => 'de', identity: () => ({ contactID: 'CON-2001', customerID: 'CUST-1001' }) });
    const request = new Request('http://demo.test/api/v3/rental/cart', { method: 'POST', body: '{"WarehouseID":"WH-BRUGGE"}', headers: { 'Content-Type': 'application/json' } });
    const next = await middleware.onRequest!({ request, schemaPath: '/v3/rental/cart' } as Parameters<NonNullable<typeof middleware.onRequest>>[0]);
    if (!(next instanceof Request)) throw new Error('expected a request');
    expect(new URL(next.url).searchParams.get('customerID')).toBe('CUST-1001');
    expect(new URL(next.url).searchParams.get('contactID')).toBe('CON-2001');
    expect(next.headers.get('Accept-Language')).toBe('de');
    expect(next.headers.get('Content-Type')).toBe('application/json');
    expect(await next.text()).toBe('{"WarehouseID":"WH-BRUGGE"}');
  });
});
