import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { Category } from './machine.ts';

export function createCategoryActors(api: ShopClient) {
  return {
    loadCategories: fromPromise<Category[]>(async ({ signal }) => {
      const page = await unwrap(api.GET('/v2/shop/categories', { signal }));
      return page.Collection;
    }),
  };
}
