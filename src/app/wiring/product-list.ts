import { fromCallback } from 'xstate';
import { createProductListActors } from '../../../machines/product-list/actors.ts';
import { productListMachine, type ProductFilters, type ProductListEvent, type ProductListInput } from '../../../machines/product-list/machine.ts';
import { productsFailedText } from '../../texts/shop.ts';
import type { ShopServices } from '../environment.ts';
import { catalogueWarehouseOf } from './catalogue-warehouse.ts';
import { shopModeOf } from './shop-mode.ts';

type ShopActors = Pick<ShopServices, 'session' | 'selection'>;

/** Whenever the session (its settings) or the selection (its warehouse) announces a change, the list hears the warehouse the catalogue shows. */
function followWarehouseWith(actors: ShopActors) {
  return fromCallback<ProductListEvent>(({ sendBack }) => {
    const report = () => sendBack({ type: 'WAREHOUSE_CHANGED', warehouseId: catalogueWarehouseOf(actors) });
    const subscriptions = [actors.session.on('SESSION_CHANGED', report), actors.selection.on('CHOICE_CHANGED', report)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
}

/** The list's start: the filters of the address, the warehouse the catalogue shows, the grid's page size (a style setting) and the shop's mode. */
export function productListInputOf(services: ShopActors, filters: ProductFilters): ProductListInput {
  return { filters, warehouseId: catalogueWarehouseOf(services), pageSize: services.session.getSnapshot().context.style.productGridPageItems, ...shopModeOf(services) };
}

/** The product grid with its calls, following the warehouse the catalogue shows; a failed page is also said in a toast; the category browsed is the session's product filter. */
export function productListLogic({ api, toasts, session, selection }: Pick<ShopServices, 'api' | 'toasts' | 'session' | 'selection'>) {
  return productListMachine.provide({
    actors: { ...createProductListActors(api), followWarehouse: followWarehouseWith({ session, selection }) },
    actions: {
      notifyLoadFailed: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: productsFailedText() }),
      keepProductFilter: (_, { categoryId }) => session.send({ type: 'PENDING_CHANGED', patch: { productFilter: { categoryId } } }),
    },
  });
}
