import { fromPromise } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import { listedProducts } from '../../src/domain/catalogue.ts';
import type { CategoryDetails, FirstPage, FirstPageInput, ItemPropertyGroup, ProductPage, ProductQuery } from './machine.ts';

type ProductCollection = components['schemas']['ProductCollection'];

/** A page as the list keeps it: deposits left out, the next offset counted as the backend counts. */
export function pageOf(answer: ProductCollection): ProductPage {
  const nextIndex = answer.Index + answer.Collection.length;
  // An empty page ends the list whatever Total says, so scrolling never asks for ever.
  return { products: listedProducts(answer.Collection), total: answer.Collection.length === 0 ? nextIndex : answer.Total, nextIndex };
}

/** `GET /v2/shop/items` for a query: property filters go as `properties[Name]=v1,v2`. */
export async function fetchProductPage(api: ShopClient, { filters, warehouseId, size, index }: ProductQuery, signal: AbortSignal): Promise<ProductPage> {
  const properties = Object.fromEntries(
    Object.entries(filters.properties)
      .filter(([, values]) => values.length > 0)
      .map(([name, values]) => [name, values.join(',')]),
  );
  const search = filters.search.trim();
  const answer = await unwrap(
    api.GET('/v2/shop/items', {
      params: {
        query: {
          size,
          index,
          ...(filters.categoryId !== null ? { category: filters.categoryId } : {}),
          ...(warehouseId ? { warehouseID: warehouseId } : {}),
          ...(search ? { search } : {}),
          ...(Object.keys(properties).length > 0 ? { properties } : {}),
        },
      },
      signal,
    }),
  );
  return pageOf(answer);
}

/** Groups by ranking, each group's properties by ranking; a group without properties is left out. */
export function rankedGroups(groups: ItemPropertyGroup[]): ItemPropertyGroup[] {
  return [...groups]
    .sort((a, b) => a.Ranking - b.Ranking)
    .map((group) => ({ ...group, Properties: [...group.Properties].sort((a, b) => a.Ranking - b.Ranking) }))
    .filter((group) => group.Properties.length > 0);
}

async function fetchCategory(api: ShopClient, id: number, signal: AbortSignal): Promise<CategoryDetails> {
  const path = { params: { path: { id } }, signal };
  const [category, groups] = await Promise.all([
    unwrap(api.GET('/v2/shop/categories/{id}', path)),
    // The filters by group (spec 001 §7): the same definitions as item-properties, grouped.
    unwrap(api.GET('/v2/shop/categories/{id}/item-properties/groups', path)),
  ]);
  return { category, groups: rankedGroups(groups) };
}

export function createProductListActors(api: ShopClient) {
  return {
    loadFirstPage: fromPromise<FirstPage, FirstPageInput>(async ({ input, signal }) => {
      const [page, category] = await Promise.all([
        fetchProductPage(api, input.query, signal),
        input.categoryId === null ? null : fetchCategory(api, input.categoryId, signal),
      ]);
      return { page, category };
    }),
    loadNextPage: fromPromise<ProductPage, ProductQuery>(({ input, signal }) => fetchProductPage(api, input, signal)),
  };
}
