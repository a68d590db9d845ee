import { describe, expect, it } from 'vitest';
import { contractOperations, indexOperations } from './operations.ts';

describe('indexOperations', () => {
  const index = indexOperations([
    'GET /v3/rental/cart/{id}',
    'DELETE /v3/rental/cart/{id}/items/{itemId}',
    'DELETE /v3/rental/cart/{id}/items/bulk-delete',
    'POST /v3/rental/cart/_copy/{id}',
    'POST /v3/rental/cart/{id}',
  ]);

  it('names the operation a request is, with any value for a parameter', () => {
    expect(index.match('GET', '/v3/rental/cart/CART-1')).toBe('GET /v3/rental/cart/{id}');
    expect(index.match('get', '/v3/rental/cart/CART-1')).toBe('GET /v3/rental/cart/{id}');
    expect(index.match('POST', '/v3/rental/cart/CART-1')).toBe('POST /v3/rental/cart/{id}');
  });

  it('prefers a literal segment to a parameter, as the router does', () => {
    expect(index.match('DELETE', '/v3/rental/cart/CART-1/items/bulk-delete')).toBe('DELETE /v3/rental/cart/{id}/items/bulk-delete');
    expect(index.match('DELETE', '/v3/rental/cart/CART-1/items/LINE-1')).toBe('DELETE /v3/rental/cart/{id}/items/{itemId}');
  });

  it('names nothing for another method, a longer path or a path outside the list', () => {
    expect(index.match('PUT', '/v3/rental/cart/CART-1')).toBeNull();
    expect(index.match('GET', '/v3/rental/cart/CART-1/extra')).toBeNull();
    expect(index.match('GET', '/v2/shop/categories')).toBeNull();
  });
});

describe('contractOperations', () => {
  it('knows the operations of the contract by method and path template', () => {
    const contract = contractOperations();
    expect(contract.has('GET /v2/shop/categories')).toBe(true);
    expect(contract.has('POST /v3/core/token/_refresh')).toBe(true);
    expect(contract.has('GET /v3/rental/cart/{id}')).toBe(true);
    expect(contract.has('GET /v3/rental/cart/:id')).toBe(false);
    expect(contract.has('GET /api/v3/rental/cart/{id}')).toBe(false);
  });

  it('tells every operation of the contract apart from the others', () => {
    const contract = contractOperations();
    const operations = ['GET /v2/shop/categories', 'DELETE /v3/rental/cart/{id}/items/bulk-delete', 'POST /v3/rental/cart/_copy/{id}', 'GET /v3/rental/cart/{id}'];
    for (const operation of operations) {
      const [method = '', template = ''] = operation.split(' ');
      expect(contract.match(method, template.replace(/\{[^}]+\}/g, 'X-1'))).toBe(operation);
    }
  });
});
