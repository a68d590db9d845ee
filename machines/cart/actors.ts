import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { Cart, CartChange } from './machine.ts';
import type { CartSlots } from './rules.ts';
import { extraOrderInfoFields } from '../../src/domain/extra-order-info.ts';

const day = (localDateTime: string) => localDateTime.slice(0, 10);

export function createCartActors(api: ShopClient) {
  const loadCart = fromPromise<Cart, { cartId: string }>(({ input, signal }) =>
    unwrap(api.GET('/v3/rental/cart/{id}', { params: { path: { id: input.cartId }, query: { include: 'actions' } }, signal })),
  );

  function sendChange(cartId: string, change: CartChange, signal: AbortSignal): Promise<Cart> {
    const path = { id: cartId };
    switch (change.kind) {
      case 'amount':
        return unwrap(
          api.PATCH('/v3/rental/cart/{id}/items/{itemId}', { params: { path: { ...path, itemId: change.cartItemId } }, body: { Amount: change.amount }, signal }),
        );
      case 'remove':
        return change.cartItemIds.length === 1
          ? unwrap(api.DELETE('/v3/rental/cart/{id}/items/{itemId}', { params: { path: { ...path, itemId: change.cartItemIds[0]! } }, signal }))
          : unwrap(api.DELETE('/v3/rental/cart/{id}/items/bulk-delete', { params: { path }, body: { CartItemIDs: change.cartItemIds }, signal }));
      case 'slots':
        return unwrap(api.PATCH('/v3/rental/cart/{id}', { params: { path }, body: change.patch, signal }));
      case 'certificate':
        return unwrap(api.POST('/v3/rental/cart/{id}/_certificate', { params: { path }, body: { Number: change.number, IsInactive: false }, signal }));
      case 'extraInfo':
        return unwrap(api.PATCH('/v3/rental/cart/{id}', { params: { path }, body: { CustomFields: extraOrderInfoFields(change.info) }, signal }));
    }
  }

  return {
    loadCart,
    changeCart: fromPromise<Cart, { cartId: string; change: CartChange }>(({ input, signal }) => sendChange(input.cartId, input.change, signal)),
    deleteCart: fromPromise<void, { cartId: string }>(async ({ input, signal }) => {
      await unwrap(api.DELETE('/v3/rental/cart/{id}', { params: { path: { id: input.cartId } }, signal }));
    }),
    loadSlots: fromPromise<CartSlots, { cart: Cart }>(async ({ input: { cart }, signal }) => {
      const moments = (dateToCheck: string) => ({ warehouseID: cart.WarehouseID.Key, dateToCheck, cartID: cart.CartID });
      const [pickUp, returns, deliveryMethods] = await Promise.all([
        unwrap(api.GET('/v2/shop/capacity/_start-business-moments', { params: { query: moments(day(cart.DateTimeExpectedStart)) }, signal })),
        unwrap(api.GET('/v2/shop/capacity/_end-business-moments', { params: { query: moments(day(cart.DateTimeExpectedEnd)) }, signal })),
        unwrap(api.GET('/v2/shop/deliverymethods', { signal })),
      ]);
      return { pickUp, return: returns, deliveryMethods: deliveryMethods.Collection };
    }),
  };
}
