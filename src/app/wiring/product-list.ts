import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromCallback } from 'xstate';
import { selectCategoryPath, selectCategoryTree, selectSubcategories } from '../../../machines/categories/selectors.ts';
import { createProductListActors } from '../../../machines/product-list/actors.ts';
import { productListMachine, type ProductListEvent, type ProductListInput } from '../../../machines/product-list/machine.ts';
import { NO_FILTERS, type ProductFilters } from '../../domain/product-filters.ts';
import {
  selectAllShown,
  selectCategoryDetails,
  selectFailure,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectLoadFailed,
  selectMoreFailed,
  selectPageSize,
  selectProductCards,
  selectTotal,
  selectWantsMore,
} from '../../../machines/product-list/selectors.ts';
import { productsFailedText } from '../../texts/shop.ts';
import { addressOf, filtersFromAddress, isNarrowed } from '../product-list-address.ts';
import type { FirstScreenFlow } from '../first-screen-context.ts';
import type { ShopServices } from '../environment.ts';
import { useServices } from '../services-context.ts';
import { catalogueWarehouseOf } from './catalogue-warehouse.ts';
import { shopModeOf } from './shop-mode.ts';
import { useFlow } from './use-flow.ts';

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

/** The list as the first screen of its address (src/app/first-screen.ts): shown once its first page is in. */
export function firstProductList(services: ShopServices, categoryId: string | undefined, search: string): FirstScreenFlow<ReturnType<typeof productListLogic>> {
  return {
    wire: productListLogic,
    input: productListInputOf(services, filtersFromAddress(categoryId, search)),
    outcome: (snapshot) => (selectLoadFailed(snapshot) ? 'failed' : selectIsLoading(snapshot) ? 'waiting' : 'ready'),
  };
}

/**
 * A product list for the filters its address holds (the address is their one source: a choice,
 * back or a link reaches the list), with the category's place among the categories, and the
 * ways on: more products, other filters, none.
 */
export function useProductListFlow(filters: ProductFilters) {
  const services = useServices();
  const { categories, navigate } = services;
  const [input] = useState(() => productListInputOf(services, filters));
  const [snapshot, send] = useFlow(productListLogic, input);
  useEffect(() => send({ type: 'FILTERS_CHANGED', filters }), [send, filters]);
  const categoryPath = useSelector(categories, (s) => selectCategoryPath(s, filters.categoryId), shallowEqual);
  // The category's own details, once the list has read them for this category.
  const details = selectCategoryDetails(snapshot)?.category.CategoryID === filters.categoryId ? selectCategoryDetails(snapshot) : null;
  const show = (next: ProductFilters) => navigate(addressOf(next));
  return {
    categoryTree: useSelector(categories, selectCategoryTree),
    categoryPath,
    subcategories: useSelector(categories, (s) => selectSubcategories(s, filters.categoryId), shallowEqual),
    /** The category's name from the categories, or from the list's own call when those are not in yet; null without a category. */
    categoryName: filters.categoryId === null ? null : (categoryPath.at(-1)?.Description ?? details?.category.Description ?? null),
    propertyGroups: details?.groups ?? [],
    cards: selectProductCards(snapshot),
    total: selectTotal(snapshot),
    pageSize: selectPageSize(snapshot),
    loading: selectIsLoading(snapshot),
    loadingMore: selectIsLoadingMore(snapshot),
    loadFailed: selectLoadFailed(snapshot),
    moreFailed: selectMoreFailed(snapshot),
    failure: selectFailure(snapshot),
    empty: selectIsEmpty(snapshot),
    allShown: selectAllShown(snapshot),
    wantsMore: selectWantsMore(snapshot),
    narrowed: isNarrowed(filters),
    more: () => send({ type: 'MORE_REQUESTED' }),
    retry: () => send({ type: 'RETRY_REQUESTED' }),
    show,
    clearSearch: () => show({ ...filters, search: '' }),
    clearFilters: () => show({ ...NO_FILTERS, categoryId: filters.categoryId }),
  };
}
