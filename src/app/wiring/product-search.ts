import { createProductSearchActors } from '../../../machines/product-search/actors.ts';
import { productSearchMachine } from '../../../machines/product-search/machine.ts';
import { productPath } from '../../domain/catalogue.ts';
import { catalogueWarehouseOf } from './catalogue-warehouse.ts';
import { searchAddress } from '../product-list-address.ts';
import type { ShopServices } from '../environment.ts';

/** The search bar: it searches the warehouse the catalogue shows, and opens a product or the list of every match. */
export function productSearchLogic({ api, session, selection, navigate }: Pick<ShopServices, 'api' | 'session' | 'selection' | 'navigate'>) {
  return productSearchMachine.provide({
    actors: createProductSearchActors(api, () => catalogueWarehouseOf({ session, selection })),
    actions: {
      openProduct: (_, { productId }) => navigate(productPath(productId)),
      showAllResults: (_, { text }) => navigate(searchAddress(text)),
    },
  });
}
