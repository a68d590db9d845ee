import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS, PRODUCT, WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import { demoXhrs } from '../../../tests/support/fake-xhr.ts';
import { demoShop, signIn } from '../../../tests/support/shop.ts';
import type { ShopServices } from '../environment.ts';
import { attachmentsLogic } from './attachments.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

const image = (name: string) => new File([new Uint8Array(1024)], name, { type: 'image/png' });

async function cartWithCastle({ api }: ShopServices) {
  const created = await api.POST('/v3/rental/cart', {
    body: { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-12-18', DateTimeExpectedEnd: '2026-12-20', DeliveryID: 'PICKUP' },
  });
  const cartId = created.data!.CartID;
  await api.POST('/v3/rental/cart/{id}/items', { params: { path: { id: cartId } }, body: [{ ItemID: PRODUCT.springkasteel, Amount: 1 }] });
  const read = async () => (await api.GET('/v3/rental/cart/{id}', { params: { path: { id: cartId } } })).data!;
  const cartItemId = (await read()).Items.find((item) => item.ItemID === PRODUCT.springkasteel)!.CartItemID;
  return { cartId, cartItemId, lineFiles: async () => (await read()).Items.find((item) => item.CartItemID === cartItemId)!.Attachments };
}

describe('the attachments as the shop wires them', () => {
  it('uploads two files to a line, then deletes one, the cart read again after each', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services } = demoShop(demo, { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    const cart = await cartWithCastle(services);
    const refreshes = vi.spyOn(services.cart, 'send');
    const actor = createActor(attachmentsLogic(services, demoXhrs(demo).create), {
      input: { owner: { kind: 'cartItem', cartId: cart.cartId, cartItemId: cart.cartItemId }, attachments: [] },
    }).start();

    actor.send({ type: 'FILES_CHOSEN', files: [image('verzekering.png'), image('toezicht.png')] });
    const uploaded = await waitFor(actor, (s) => s.context.uploads.length === 0);
    expect(refreshes).toHaveBeenCalledTimes(2);
    expect(refreshes).toHaveBeenCalledWith({ type: 'REFRESH_REQUESTED' });
    const files = await cart.lineFiles();
    expect(files.map((a) => a.FileName).sort()).toEqual(['toezicht.png', 'verzekering.png']);
    expect([...uploaded.context.stored].sort((a, b) => a.FileName.localeCompare(b.FileName))).toEqual(
      [...files].sort((a, b) => a.FileName.localeCompare(b.FileName)),
    );

    actor.send({ type: 'DELETE_REQUESTED', attachmentId: files[0]!.CartAttachmentID });
    const deleted = await waitFor(actor, (s) => s.matches({ deletion: 'idle' }));
    expect(refreshes).toHaveBeenCalledTimes(3);
    expect(await cart.lineFiles()).toEqual(deleted.context.stored);
    expect(deleted.context.stored).toHaveLength(1);
  });

  it('follows the session’s cart: a file stored for the same line elsewhere shows once the cart is read again', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services } = demoShop(demo, { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    const cart = await cartWithCastle(services);
    services.session.send({ type: 'CART_CHANGED', cartId: cart.cartId });
    await waitFor(services.cart, (s) => s.context.cart?.CartID === cart.cartId);
    const owner = { kind: 'cartItem' as const, cartId: cart.cartId, cartItemId: cart.cartItemId };
    const uploading = createActor(attachmentsLogic(services, demoXhrs(demo).create), { input: { owner, attachments: [] } }).start();
    const watching = createActor(attachmentsLogic(services), { input: { owner, attachments: [] } }).start();
    const flyer = createActor(attachmentsLogic(services), { input: { owner: { kind: 'cart', cartId: cart.cartId }, attachments: [] } }).start();

    uploading.send({ type: 'FILES_CHOSEN', files: [image('verzekering.png')] });
    const seen = await waitFor(watching, (s) => s.context.stored.length === 1);
    expect(seen.context.stored.map((a) => a.FileName)).toEqual(['verzekering.png']);
    // The cart's own files are another owner's.
    expect(flyer.getSnapshot().context.stored).toEqual([]);
  });
});
