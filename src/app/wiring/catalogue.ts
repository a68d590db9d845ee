import { createProductListActors } from '../../../machines/product-list/actors.ts';
import { productListMachine } from '../../../machines/product-list/machine.ts';
import { createProductSearchActors } from '../../../machines/product-search/actors.ts';
import { productSearchMachine } from '../../../machines/product-search/machine.ts';
import { createProductActors } from '../../../machines/product/actors.ts';
import { productMachine } from '../../../machines/product/machine.ts';
import { createSerialRedirectActors } from '../../../machines/serial-redirect/actors.ts';
import { serialRedirectMachine } from '../../../machines/serial-redirect/machine.ts';
import { selectWarehouseId } from '../../../machines/selection/selectors.ts';
import { selectSettings } from '../../../machines/session/selectors.ts';
import { catalogueWarehouse, productPath } from '../../domain/catalogue.ts';
import { searchAddress } from '../product-list-address.ts';
import { productsFailedText } from '../../texts/shop.ts';
import type { ShopServices } from '../services.ts';

/** The product grid with its calls; a failed page is also said in a toast. */
export function productListLogic({ api, toasts }: Pick<ShopServices, 'api' | 'toasts'>) {
  return productListMachine.provide({
    actors: createProductListActors(api),
    actions: {
      notifyLoadFailed: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: productsFailedText() }),
    },
  });
}

/** The search bar: it searches the warehouse the catalogue shows, and opens a product or the list of every match. */
export function productSearchLogic({ api, session, selection, navigate }: Pick<ShopServices, 'api' | 'session' | 'selection' | 'navigate'>) {
  return productSearchMachine.provide({
    actors: createProductSearchActors(api, () =>
      catalogueWarehouse(selectSettings(session.getSnapshot())?.ItemsToShowInShop, selectWarehouseId(selection.getSnapshot())),
    ),
    actions: {
      openProduct: (_, { productId }) => navigate(productPath(productId)),
      showAllResults: (_, { text }) => navigate(searchAddress(text)),
    },
  });
}

export function productLogic({ api }: Pick<ShopServices, 'api'>) {
  return productMachine.provide({ actors: createProductActors(api) });
}

/** A serial number's page is replaced by its product's. */
export function serialRedirectLogic({ api, navigate }: Pick<ShopServices, 'api' | 'navigate'>) {
  return serialRedirectMachine.provide({
    actors: createSerialRedirectActors(api),
    actions: { redirectToProduct: (_, { productId }) => navigate(productPath(productId), { replace: true }) },
  });
}
