import { useSelector } from '@xstate/react';
import { createCategoryActors } from '../../../machines/categories/actors.ts';
import { categoriesMachine } from '../../../machines/categories/machine.ts';
import { selectFailure, selectIsLoaded, selectIsLoading, selectLoadFailed, selectTopLevelCategories } from '../../../machines/categories/selectors.ts';
import type { ShopClient } from '../../api/client.ts';
import { useServices } from '../services-context.ts';

export function categoriesLogic(api: ShopClient) {
  return categoriesMachine.provide({ actors: createCategoryActors(api) });
}

/** The home page's categories: the top level, while they load, or why they could not be read, with a retry. */
export function useCategoriesFlow() {
  const { categories } = useServices();
  return {
    topLevel: useSelector(categories, selectTopLevelCategories),
    loading: useSelector(categories, selectIsLoading),
    loaded: useSelector(categories, selectIsLoaded),
    loadFailed: useSelector(categories, selectLoadFailed),
    failure: useSelector(categories, selectFailure),
    retry: () => categories.send({ type: 'RETRY_REQUESTED' }),
  };
}
