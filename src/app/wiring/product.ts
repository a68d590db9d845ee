import { selectFilterCategoryForProduct } from '../../../machines/categories/selectors.ts';
import { createProductActors } from '../../../machines/product/actors.ts';
import { productMachine } from '../../../machines/product/machine.ts';
import { selectFilterCategoryId } from '../../../machines/session/selectors.ts';
import type { ShopServices } from '../environment.ts';

/** The product page with its calls; the product shown sets the session's product filter, by the categories as they stand. */
export function productLogic({ api, session, categories }: Pick<ShopServices, 'api' | 'session' | 'categories'>) {
  return productMachine.provide({
    actors: createProductActors(api),
    actions: {
      keepProductFilter: (_, { productCategoryIds }) => {
        const categoryId = selectFilterCategoryForProduct(categories.getSnapshot(), selectFilterCategoryId(session.getSnapshot()), productCategoryIds);
        session.send({ type: 'PENDING_CHANGED', patch: { productFilter: { categoryId } } });
      },
    },
  });
}
