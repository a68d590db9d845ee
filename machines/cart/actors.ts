import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { Cart } from './machine.ts';

export function createCartActors(api: ShopClient) {
  return {
    loadCart: fromPromise<Cart, { cartId: string }>(({ input, signal }) =>
      unwrap(api.GET('/v3/rental/cart/{id}', { params: { path: { id: input.cartId }, query: { include: 'actions' } }, signal })),
    ),
  };
}
