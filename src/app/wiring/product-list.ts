import { createProductListActors } from '../../../machines/product-list/actors.ts';
import { productListMachine } from '../../../machines/product-list/machine.ts';
import { productsFailedText } from '../../texts/shop.ts';
import type { ShopServices } from '../services.ts';

/** The product grid with its calls; a failed page is also said in a toast; the category browsed is the session's product filter. */
export function productListLogic({ api, toasts, session }: Pick<ShopServices, 'api' | 'toasts' | 'session'>) {
  return productListMachine.provide({
    actors: createProductListActors(api),
    actions: {
      notifyLoadFailed: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: productsFailedText() }),
      keepProductFilter: (_, { categoryId }) => session.send({ type: 'PENDING_CHANGED', patch: { productFilter: { categoryId } } }),
    },
  });
}
