import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { Product } from '../../src/domain/catalogue.ts';
import { recordingDemoClient } from '../../tests/support/demo-client.ts';
import { createProductSearchActors } from './actors.ts';
import { SEARCH_DEBOUNCE_MS } from '../timers.ts';
import { productSearchMachine, SEARCH_RESULT_COUNT } from './machine.ts';

const product = (ID: string) => ({ ID, Slug: ID.toLowerCase(), Description: ID, ItemType: 'Rental' }) as Product;

function startWithFake(search: (text: string, signal: AbortSignal) => Promise<Product[]>) {
  const searchProducts = vi.fn(search);
  const openProduct = vi.fn();
  const showAllResults = vi.fn();
  const actor = createActor(
    productSearchMachine.provide({
      actors: { searchProducts: fromPromise(({ input, signal }: { input: { text: string }; signal: AbortSignal }) => searchProducts(input.text, signal)) },
      actions: {
        openProduct: (_, params: { productId: string }) => openProduct(params.productId),
        showAllResults: (_, params: { text: string }) => showAllResults(params.text),
      },
    }),
  ).start();
  return { actor, searchProducts, openProduct, showAllResults };
}

describe('the product search machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 200 ms after the last key, for the whole text', async () => {
    const { actor, searchProducts } = startWithFake(async () => [product('PARTYTENT-3X3')]);
    actor.send({ type: 'TEXT_TYPED', text: 't' });
    vi.advanceTimersByTime(150);
    actor.send({ type: 'TEXT_TYPED', text: 'te' });
    vi.advanceTimersByTime(150);
    actor.send({ type: 'TEXT_TYPED', text: 'tent ' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(searchProducts).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(searchProducts).toHaveBeenCalledTimes(1);
    expect(searchProducts.mock.calls[0]![0]).toBe('tent');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    expect(actor.getSnapshot().context.results.map((p) => p.ID)).toEqual(['PARTYTENT-3X3']);
  });

  it('aborts the search for an older text when the visitor types on', () => {
    const signals: AbortSignal[] = [];
    const { actor } = startWithFake((_text, signal) => {
      signals.push(signal);
      return new Promise<never>(() => {});
    });
    actor.send({ type: 'TEXT_TYPED', text: 'tent' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'TEXT_TYPED', text: 'tenten' });
    expect(signals[0]!.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('debouncing');
  });

  it('says when nothing matches, and when the search failed', async () => {
    let fail = false;
    const { actor } = startWithFake(async () => {
      if (fail) throw new ApiFailure({ kind: 'network', status: 0, serverMessage: null });
      return [];
    });
    actor.send({ type: 'TEXT_TYPED', text: 'xyz' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('nothingFound'));
    fail = true;
    actor.send({ type: 'TEXT_TYPED', text: 'xyzw' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.failure?.error.kind).toBe('network');
  });

  it('clears when the text is erased, without searching', () => {
    const { actor, searchProducts } = startWithFake(async () => []);
    actor.send({ type: 'TEXT_TYPED', text: 'tent' });
    actor.send({ type: 'TEXT_TYPED', text: '  ' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.text).toBe('');
    expect(searchProducts).not.toHaveBeenCalled();
  });

  it('opens a chosen result, and hands Enter without a choice to the product list', async () => {
    const { actor, openProduct, showAllResults } = startWithFake(async () => [product('PARTYTENT-3X3')]);
    actor.send({ type: 'TEXT_TYPED', text: 'tent' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('found'));
    actor.send({ type: 'RESULT_CHOSEN', productId: 'partytent-3x3' });
    expect(openProduct).toHaveBeenCalledWith('partytent-3x3');
    expect(actor.getSnapshot().context).toMatchObject({ text: '', results: [] });

    actor.send({ type: 'SEARCH_SUBMITTED' });
    expect(showAllResults).not.toHaveBeenCalled();
    actor.send({ type: 'TEXT_TYPED', text: ' podium ' });
    actor.send({ type: 'SEARCH_SUBMITTED' });
    expect(showAllResults).toHaveBeenCalledWith('podium');
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('the search against the demo API', () => {
  it('asks for 5 products with the chosen warehouse, deposits never among them', async () => {
    const { api, asked } = recordingDemoClient(createDemoApi());
    const actor = createActor(productSearchMachine.provide({ actors: createProductSearchActors(api, () => 'WH-BRUGGE') })).start();
    actor.send({ type: 'TEXT_TYPED', text: 'e' });
    actor.send({ type: 'SEARCH_DEBOUNCE_ELAPSED' });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.value).toBe('found');
    expect(snapshot.context.results).toHaveLength(SEARCH_RESULT_COUNT);
    expect(snapshot.context.results.every((p) => p.ItemType !== 'Borg')).toBe(true);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ size: '5', index: '0', search: 'e', warehouseID: 'WH-BRUGGE' });
  });
});
