import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { PRODUCT } from '../../demo-api/seed/anchors.ts';
import { ApiFailure } from '../../src/api/errors.ts';
import { demoClient } from '../../tests/support/demo-client.ts';
import { createProductActors, createSerialRedirectActors } from './actors.ts';
import { isPackage, productMachine, type Product, type ProductPage } from './machine.ts';
import { serialRedirectMachine } from './serial.ts';

const clock = { now: () => new Date('2026-11-21T09:00:00Z') };
const notFound = () => new ApiFailure({ kind: 'not-found', status: 404, serverMessage: 'Artikel niet gevonden' });
const pageOf = (id: string): ProductPage => ({ product: { ID: id } as Product, suggestions: [] });
const offline = () => new ApiFailure({ kind: 'network', status: 0, serverMessage: null });

describe('the product machine', () => {
  it('loads a product by its slug with its suggestions by ranking (in-process demo API)', async () => {
    const api = demoClient(createDemoApi({ clock }));
    const actor = createActor(productMachine.provide({ actors: createProductActors(api) }), { input: { productId: 'fuifpakket' } }).start();
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.value).toBe('loaded');
    expect(snapshot.context.page?.product.ID).toBe(PRODUCT.pakketFuif);
    expect(isPackage(snapshot.context.page!.product)).toBe(true);
    const rankings = snapshot.context.page!.suggestions.map((s) => s.SuggestionRanking);
    expect(rankings).toEqual([...rankings].sort((a, b) => a - b));
    expect(snapshot.context.page!.suggestions.filter((s) => s.ShopPolicy === 'required')).toHaveLength(2);
  });

  it('says an unknown product cannot be found', async () => {
    const api = demoClient(createDemoApi({ clock }));
    const actor = createActor(productMachine.provide({ actors: createProductActors(api) }), { input: { productId: 'bestaat-niet' } }).start();
    expect((await waitFor(actor, (s) => !s.hasTag('loading'))).value).toBe('notFound');
  });

  it('keeps another failure as data and loads again on retry', async () => {
    let calls = 0;
    const loadProduct = fromPromise<ProductPage, { productId: string }>(async () => {
      calls++;
      if (calls === 1) throw offline();
      return pageOf('X');
    });
    const actor = createActor(productMachine.provide({ actors: { loadProduct } }), { input: { productId: 'x' } }).start();
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.failure?.error.kind).toBe('network');
    actor.send({ type: 'RETRY_REQUESTED' });
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context.failure).toBeNull();
  });

  it('loads another product when the route names one, and ignores the same one', async () => {
    const load = vi.fn(async ({ productId }: { productId: string }) => pageOf(productId));
    const actor = createActor(productMachine.provide({ actors: { loadProduct: fromPromise(({ input }) => load(input)) } }), { input: { productId: 'a' } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'PRODUCT_REQUESTED', productId: 'a' });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    actor.send({ type: 'PRODUCT_REQUESTED', productId: 'b' });
    expect(actor.getSnapshot().context.page).toBeNull();
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.page?.product.ID).toBe('b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops a product still loading when the route names another', async () => {
    const pending: Record<string, (page: ProductPage) => void> = {};
    const loadProduct = fromPromise<ProductPage, { productId: string }>(({ input }) => new Promise((resolve) => (pending[input.productId] = resolve)));
    const actor = createActor(productMachine.provide({ actors: { loadProduct } }), { input: { productId: 'a' } }).start();
    actor.send({ type: 'PRODUCT_REQUESTED', productId: 'b' });
    pending.b!(pageOf('b'));
    pending.a!(pageOf('a'));
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.page?.product.ID).toBe('b');
  });
});

describe('the serial redirect machine', () => {
  function start(serial: string, actors?: Parameters<typeof serialRedirectMachine.provide>[0]['actors']) {
    const redirectToProduct = vi.fn();
    const api = demoClient(createDemoApi({ clock }));
    const machine = serialRedirectMachine.provide({
      actors: actors ?? createSerialRedirectActors(api),
      actions: { redirectToProduct: (_, params) => redirectToProduct(params.productId) },
    });
    return { actor: createActor(machine, { input: { serial } }).start(), redirectToProduct };
  }
  const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading'));

  it('opens the product of a serial number', async () => {
    const { actor, redirectToProduct } = start('GK-2401');
    expect((await settled(actor)).value).toBe('redirected');
    expect(redirectToProduct).toHaveBeenCalledWith(PRODUCT.geluidsinstallatie);
  });

  it('takes an unknown serial for a product', async () => {
    const { actor, redirectToProduct } = start('fuifpakket');
    expect((await settled(actor)).value).toBe('redirected');
    expect(redirectToProduct).toHaveBeenCalledWith(PRODUCT.pakketFuif);
  });

  it('is not found when neither a serial nor a product', async () => {
    const { actor, redirectToProduct } = start('XX-0000');
    expect((await settled(actor)).value).toBe('notFound');
    expect(redirectToProduct).not.toHaveBeenCalled();
  });

  it('offers a retry when the lookup fails otherwise', async () => {
    let calls = 0;
    const { actor } = start('GK-2401', {
      lookUpSerial: fromPromise(async () => {
        calls++;
        if (calls === 1) throw offline();
        return 'GELUIDSINSTALLATIE-KLEIN';
      }),
      lookUpItem: fromPromise(() => Promise.reject(notFound())),
    });
    expect((await settled(actor)).value).toBe('failed');
    actor.send({ type: 'RETRY_REQUESTED' });
    expect((await settled(actor)).value).toBe('redirected');
  });

  it('fails when the product lookup fails otherwise', async () => {
    const { actor } = start('X', { lookUpSerial: fromPromise(() => Promise.reject(notFound())), lookUpItem: fromPromise(() => Promise.reject(offline())) });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.failure?.error.kind).toBe('network');
  });
});
