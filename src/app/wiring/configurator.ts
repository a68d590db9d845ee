import { fromCallback } from 'xstate';
import { amountInCart } from '../../../machines/cart/selectors.ts';
import { createConfiguratorActors } from '../../../machines/configurator/actors.ts';
import { configuratorMachine, type ConfiguratorEvent, type ConfiguratorInput } from '../../../machines/configurator/machine.ts';
import { selectConfirmedSelection } from '../../../machines/selection/selectors.ts';
import { selectCanShop, selectCartId, selectFilterCategoryId } from '../../../machines/session/selectors.ts';
import { addedToCartText, addToCartFailedText, noCapacityText } from '../../texts/shop.ts';
import type { ShopServices } from '../environment.ts';
import { shopModeOf } from './shop-mode.ts';

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
      announceNoCapacity: (_, { message }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: noCapacityText(message) }),
    },
  });
}
