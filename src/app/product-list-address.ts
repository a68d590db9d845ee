import { NO_FILTERS, type ProductFilters } from '../domain/product-filters.ts';

/** Property filters in the address read as the API's: `properties[Afmeting]=3 x 3 m`, once per value. */
const PROPERTY_PARAM = /^properties\[(.+)\]$/;

/** The filters an address holds: the category from the path, search and property values from the query. */
export function filtersFromAddress(categoryParam: string | undefined, query: string): ProductFilters {
  const params = new URLSearchParams(query);
  const properties: Record<string, string[]> = {};
  for (const [key, value] of params) {
    const name = PROPERTY_PARAM.exec(key)?.[1];
    if (name && value.trim() !== '') (properties[name] ??= []).push(value);
  }
  return {
    categoryId: categoryParam === undefined ? null : Number(categoryParam),
    search: params.get('search')?.trim() ?? '',
    properties,
  };
}

/** A search or a property value narrows the list: with nothing found, clearing them may help. */
export const isNarrowed = (filters: ProductFilters) => filters.search !== '' || Object.values(filters.properties).some((values) => values.length > 0);

/** The address of a product list: so a reload, a bookmark or a shared link shows the same list. */
export function addressOf(filters: ProductFilters): string {
  const path = filters.categoryId === null ? '/products' : `/products/category/${filters.categoryId}`;
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search !== '') params.set('search', search);
  for (const [name, values] of Object.entries(filters.properties)) for (const value of values) params.append(`properties[${name}]`, value);
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

/** A category's list without filters: where a breadcrumb or a category tile leads. */
export const categoryAddress = (categoryId: number) => addressOf({ ...NO_FILTERS, categoryId });

/** Another category chosen beside a list: a category has properties of its own, so only the search goes along. */
export const categoryChoiceAddress = (filters: ProductFilters, categoryId: number | null) => addressOf({ ...NO_FILTERS, categoryId, search: filters.search });

/** The list of every product matching a search text. */
export const searchAddress = (text: string) => addressOf({ ...NO_FILTERS, search: text });
