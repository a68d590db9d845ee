import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { DEMO_ACCOUNTS, WAREHOUSE } from '../../demo-api/seed/anchors.ts';
import { ApiFailure } from '../../src/api/errors.ts';
import { demoClient, demoLogin } from '../../tests/support/demo-client.ts';
import { createCartActors } from './actors.ts';
import { cartMachine, type Cart } from './machine.ts';
import { amountInCart, itemCount } from './selectors.ts';

const clock = { now: () => new Date('2026-11-21T09:00:00Z') };
const cartWith = (...lines: [string | null, string | null, number][]) =>
  ({ CartID: 'CART-1', Items: lines.map(([ItemID, CompositionID, Amount]) => ({ ItemID, CompositionID, Amount })) }) as Cart;

function start(loadCart: (cartId: string) => Promise<Cart>) {
  const forgetCart = vi.fn();
  const load = vi.fn(loadCart);
  const machine = cartMachine.provide({ actors: { loadCart: fromPromise(({ input }) => load(input.cartId)) }, actions: { forgetCart } });
  return { actor: createActor(machine).start(), forgetCart, load };
}

describe('the cart machine', () => {
  it('has no cart until the session names one, then reads it', async () => {
    const { actor, load } = start(async () => cartWith(['TENT', null, 2]));
    expect(actor.getSnapshot().value).toBe('withoutCart');
    actor.send({ type: 'CART_ID_CHANGED', cartId: 'CART-1' });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(load).toHaveBeenCalledWith('CART-1');
    expect(itemCount(snapshot.context.cart)).toBe(2);
  });

  it('reads the cart again on a refresh, also when a read is still under way', async () => {
    let amount = 1;
    const { actor, load } = start(async () => cartWith(['TENT', null, amount]));
    actor.send({ type: 'CART_ID_CHANGED', cartId: 'CART-1' });
    amount = 3;
    actor.send({ type: 'REFRESH_REQUESTED' });
    expect(itemCount((await waitFor(actor, (s) => s.matches('loaded'))).context.cart)).toBe(3);
    amount = 5;
    actor.send({ type: 'REFRESH_REQUESTED' });
    expect(itemCount((await waitFor(actor, (s) => s.matches('loaded') && itemCount(s.context.cart) === 5)).context.cart)).toBe(5);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('clears a cart that cannot be fetched from the session', async () => {
    const { actor, forgetCart } = start(() => Promise.reject(new ApiFailure({ kind: 'not-found', status: 404, serverMessage: null, text: 'x' })));
    actor.send({ type: 'CART_ID_CHANGED', cartId: 'CART-GONE' });
    const snapshot = await waitFor(actor, (s) => s.matches('withoutCart') && s.context.failure !== null);
    expect(snapshot.context.cartId).toBeNull();
    expect(forgetCart).toHaveBeenCalledOnce();
  });

  it('forgets the cart when the session clears it (a logout)', async () => {
    const { actor } = start(async () => cartWith(['TENT', null, 2]));
    actor.send({ type: 'CART_ID_CHANGED', cartId: 'CART-1' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'CART_ID_CHANGED', cartId: null });
    expect(actor.getSnapshot().value).toBe('withoutCart');
    expect(itemCount(actor.getSnapshot().context.cart)).toBe(0);
  });

  it("reads a user's cart with its actions from the in-process demo API", async () => {
    const demo = createDemoApi({ clock });
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    const created = await api.POST('/v3/rental/cart', {
      body: { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-12-18', DateTimeExpectedEnd: '2026-12-20', DeliveryID: 'PICKUP' },
    });
    const cartId = created.data!.CartID;
    await api.POST('/v3/rental/cart/{id}/items', { params: { path: { id: cartId } }, body: [{ ItemID: 'BIERBANKSET', Amount: 3 }] });
    const actor = createActor(cartMachine.provide({ actors: createCartActors(api) })).start();
    actor.send({ type: 'CART_ID_CHANGED', cartId });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.value).toBe('loaded');
    expect(itemCount(snapshot.context.cart)).toBe(3);
  });
});

describe('the cart selectors', () => {
  it('count the articles and the amount of one product, as item or composition', () => {
    const cart = cartWith(['TENT', null, 2], ['HARINGEN', null, 1], [null, 'PAKKET', 1], ['TENT', null, 1]);
    expect(itemCount(cart)).toBe(5);
    expect(amountInCart(cart, 'TENT')).toBe(3);
    expect(amountInCart(cart, 'PAKKET')).toBe(1);
    expect(amountInCart(null, 'TENT')).toBe(0);
  });
});
