import { createCategoryActors } from '../../../machines/categories/actors.ts';
import { categoriesMachine } from '../../../machines/categories/machine.ts';
import type { ShopClient } from '../../api/client.ts';

export function categoriesLogic(api: ShopClient) {
  return categoriesMachine.provide({ actors: createCategoryActors(api) });
}
