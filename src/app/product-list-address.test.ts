import { describe, expect, it } from 'vitest';
import { filtersKey } from '../../machines/product-list/machine.ts';
import { addressOf, categoryAddress, categoryChoiceAddress, filtersFromAddress, isNarrowed, searchAddress } from './product-list-address.ts';

describe('the product list address', () => {
  it('holds category, search and property values, and reads back the same filters', () => {
    const filters = { categoryId: 1200, search: 'micro', properties: { Aansluiting: ['XLR', 'Jack 6,3 mm'], Voeding: ['Accu'] } };
    const address = addressOf(filters);
    expect(address.startsWith('/products/category/1200?')).toBe(true);
    const [, query] = address.split('?');
    expect(filtersKey(filtersFromAddress('1200', query!))).toBe(filtersKey(filters));
  });

  it('is the bare path without filters, and a search of everything for a search text', () => {
    expect(addressOf({ categoryId: null, search: ' ', properties: { Afmeting: [] } })).toBe('/products');
    expect(searchAddress('partytent 3')).toBe('/products?search=partytent+3');
    expect(filtersFromAddress(undefined, '?search=partytent+3')).toEqual({ categoryId: null, search: 'partytent 3', properties: {} });
  });

  it('leads to a category without filters, and to another category chosen beside a list with only the search', () => {
    expect(categoryAddress(1010)).toBe('/products/category/1010');
    const filters = { categoryId: 1000, search: 'tent', properties: { Afmeting: ['3 x 3 m'] } };
    expect(categoryChoiceAddress(filters, 1010)).toBe('/products/category/1010?search=tent');
    expect(categoryChoiceAddress({ ...filters, search: '' }, null)).toBe('/products');
  });

  it('is narrowed by a search or a property value, not by a category or a property without values', () => {
    expect(isNarrowed({ categoryId: 1000, search: '', properties: { Afmeting: [] } })).toBe(false);
    expect(isNarrowed({ categoryId: null, search: 'tent', properties: {} })).toBe(true);
    expect(isNarrowed({ categoryId: 1000, search: '', properties: { Afmeting: ['3 x 3 m'] } })).toBe(true);
  });
});
