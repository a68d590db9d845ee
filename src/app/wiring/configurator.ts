import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromCallback } from 'xstate';
import { amountInCart } from '../../../machines/cart/selectors.ts';
import { createConfiguratorActors } from '../../../machines/configurator/actors.ts';
import { configuratorMachine, type ConfiguratorEvent, type ConfiguratorInput, type Product } from '../../../machines/configurator/machine.ts';
import type { Suggestion } from '../../../machines/configurator/rules.ts';
import {
  selectAddOns,
  selectAddOnsEditable,
  selectCanAdd,
  selectCount,
  selectIsAdding,
  selectIsLoadingStock,
  selectIsPackage,
  selectIsSalesMode,
  selectItemMax,
  selectMaxReservationDays,
  selectNextStock,
  selectOtherPlaces,
  selectPrice,
  selectShortAddOns,
  selectStatus,
  selectStep,
  selectStockFailed,
} from '../../../machines/configurator/selectors.ts';
import { locationOf } from '../../../machines/selection/rules.ts';
import { selectConfirmedSelection, selectLocations } from '../../../machines/selection/selectors.ts';
import { selectCanShop, selectCartId, selectFilterCategoryId } from '../../../machines/session/selectors.ts';
import { addedAfterLostAnswerText, addedToCartText, addToCartFailedText, noCapacityText } from '../../texts/shop.ts';
import { useServices } from '../services-context.ts';
import type { ShopServices } from '../environment.ts';
import { shopModeOf } from './shop-mode.ts';
import { useFlow } from './use-flow.ts';

type ShopActors = Pick<ShopServices, 'session' | 'selection' | 'cart'>;

/** What the configurator follows of the shop, as the long-lived actors hold it now, and the style setting it makes a cart with. */
export function configuratorShopOf({ session, selection, cart }: ShopActors, productIds: readonly string[]): Omit<ConfiguratorInput, 'product' | 'suggestions'> {
  const contents = cart.getSnapshot().context.cart;
  const { style } = session.getSnapshot().context;
  return {
    ...shopModeOf({ session }),
    canShop: selectCanShop(session.getSnapshot()),
    selection: selectConfirmedSelection(selection.getSnapshot()),
    cartId: selectCartId(session.getSnapshot()),
    inCart: Object.fromEntries(productIds.map((id) => [id, amountInCart(contents, id)])),
    cartCategoryField: style.cartCategoryField,
    fixedProduct: style.fixedProduct,
    filterCategoryId: selectFilterCategoryId(session.getSnapshot()),
  };
}

/** Whenever the session, the selection or the cart announces a change, the configurator hears who shops, what is chosen, what the cart holds and the category browsed. */
function followShopWith(actors: ShopActors) {
  return fromCallback<ConfiguratorEvent, { productIds: string[] }>(({ sendBack, input }) => {
    const report = () => {
      const shop = configuratorShopOf(actors, input.productIds);
      sendBack({ type: 'SHOPPER_CHANGED', canShop: shop.canShop });
      sendBack({ type: 'SELECTION_CHANGED', selection: shop.selection });
      sendBack({ type: 'CART_CHANGED', cartId: shop.cartId, inCart: shop.inCart });
      sendBack({ type: 'PRODUCT_FILTER_CHANGED', categoryId: shop.filterCategoryId });
    };
    const subscriptions = [actors.session.on('SESSION_CHANGED', report), actors.selection.on('CHOICE_CHANGED', report), actors.cart.on('CART_UPDATED', report)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
}

/** The configurator: stock and cart calls, the cart it makes kept in the session, the cart read again, and toasts. */
export function configuratorLogic(services: Pick<ShopServices, 'api' | 'session' | 'selection' | 'cart' | 'toasts'>) {
  const { api, session, cart, toasts } = services;
  return configuratorMachine.provide({
    actors: {
      ...createConfiguratorActors(api),
      followShop: followShopWith(services),
    },
    actions: {
      rememberCart: (_, { cartId }) => session.send({ type: 'CART_CHANGED', cartId }),
      refreshCart: () => cart.send({ type: 'REFRESH_REQUESTED' }),
      announceAdded: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: addedToCartText() }),
      announceAddFailed: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: addToCartFailedText() }),
      announceAddedAfterAll: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: addedAfterLostAnswerText() }),
      announceNoCapacity: (_, { message }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: noCapacityText(message) }),
    },
  });
}

/**
 * The configurator of a product (spec 001 §4): its step (log in, choose location and period, the
 * summary), the stock status with the places that have it (by the selection's names), the count
 * and the add-ons, and adding to the cart. It starts from the shop as it is and follows it.
 */
export function useConfiguratorFlow(product: Product, suggestions: Suggestion[]) {
  const services = useServices();
  const { selection } = services;
  const [input] = useState(() => ({ product, suggestions, ...configuratorShopOf(services, [product.ID, ...suggestions.map((s) => s.ID)]) }));
  const [snapshot, send] = useFlow(configuratorLogic, input);
  const locations = useSelector(selection, selectLocations);
  return {
    step: selectStep(snapshot),
    salesMode: selectIsSalesMode(snapshot),
    packaged: selectIsPackage(snapshot),
    status: selectStatus(snapshot),
    loadingStock: selectIsLoadingStock(snapshot),
    stockFailed: selectStockFailed(snapshot),
    count: selectCount(snapshot),
    max: selectItemMax(snapshot),
    price: selectPrice(snapshot),
    maxReservationDays: selectMaxReservationDays(snapshot),
    nextStock: selectNextStock(snapshot),
    /** The places that have the chosen count over the period, by the names the selection offers (an alias group once). */
    otherPlaces: [...new Set(selectOtherPlaces(snapshot).map((entry) => locationOf(locations, entry.WarehouseID)?.label ?? entry.WarehouseID))],
    shortAddOns: selectShortAddOns(snapshot).map((suggestion) => suggestion.Description),
    addOns: selectAddOns(snapshot),
    addOnsEditable: selectAddOnsEditable(snapshot),
    adding: selectIsAdding(snapshot),
    canAdd: selectCanAdd(snapshot),
    confirmSelection: () => selection.send({ type: 'CHOICE_CONFIRMED' }),
    changeCount: (amount: number) => send({ type: 'AMOUNT_CHANGED', amount }),
    changeAddOn: (itemId: string, amount: number) => send({ type: 'ADD_ON_AMOUNT_CHANGED', itemId, amount }),
    addToCart: () => send({ type: 'ADD_TO_CART_REQUESTED' }),
    retry: () => send({ type: 'RETRY_REQUESTED' }),
  };
}

export type ConfiguratorFlow = ReturnType<typeof useConfiguratorFlow>;
