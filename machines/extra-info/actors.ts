import { fetchOrderTypes } from '../../src/api/labels.ts';
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { cartMachine } from '../cart/machine.ts';
import type { CustomFields, ExtraInfoData } from './machine.ts';

type CartActor = ActorRefFrom<typeof cartMachine>;

/**
 * The session's cart once the cart actor has read it (null: there is none). Not its `loading`
 * tag: that also covers the cart page's time slots, which this page does not wait for. A cart
 * that could not be read is asked again first, and a failure stays a failure: it never reads as
 * "no cart".
 */
async function settledCart(cart: CartActor, signal: AbortSignal) {
  if (cart.getSnapshot().matches('loadFailed')) cart.send({ type: 'RETRY_REQUESTED' });
  const settled = await waitFor(cart, (s) => !s.matches('loading') && !s.matches({ loaded: { lines: 'refreshing' } }), { signal });
  const failure = settled.context.failure;
  if (settled.matches('loadFailed') && failure) throw new ApiFailure(failure.error);
  return settled.context.cart;
}

/** The calls of the event form, over the shop's client and the session's cart actor. */
export function createExtraInfoActors(api: ShopClient, cart: CartActor) {
  return {
    loadForm: fromPromise<ExtraInfoData>(async ({ signal }) => {
      const [labels, current] = await Promise.all([
        fetchOrderTypes(api, signal),
        settledCart(cart, signal),
      ]);
      return { labels, cart: current };
    }),
    saveEventInfo: fromPromise<void, { cartId: string; customFields: CustomFields }>(async ({ input, signal }) => {
      await unwrap(api.PATCH('/v3/rental/cart/{id}', { params: { path: { id: input.cartId } }, body: { CustomFields: input.customFields }, signal }));
    }),
    refreshCart: fromPromise<void>(async ({ signal }) => {
      cart.send({ type: 'REFRESH_REQUESTED' });
      await settledCart(cart, signal);
    }),
  };
}
