import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CustomerSerialItem, ItemAttachment } from '../../src/domain/customer-items.ts';
import { customerItemsMachine, type CustomerItemsPage, type CustomerItemsQuery, type DocumentsZip, type ItemRef } from './machine.ts';
import { selectEmpty, selectListFailure, selectMoreFailure, selectOffersMore, selectOpened, selectRows, selectWantsMore } from './selectors.ts';

// The second item is due for its inspection; the others are in order.
const item = (n: number): CustomerSerialItem => ({ SerialID: `S-${n}`, ItemID: 'AED', Description: 'AED', Brand: 'Philips', ServiceStatus: n === 2 ? ' Keuring nodig ' : '', LastServiceDate: '2026-01-01' });

function start(total = 3, { failAt = [] as number[] } = {}) {
  const queries: CustomerItemsQuery[] = [];
  const loadPage = fromPromise<CustomerItemsPage, CustomerItemsQuery>(async ({ input }) => {
    queries.push(input);
    if (failAt.includes(queries.length)) throw { kind: 'network', status: 0, serverMessage: null };
    const matching = input.search ? [] : Array.from({ length: total }, (_, i) => item(i + 1));
    return { items: matching.slice(input.index, input.index + input.size), total: matching.length };
  });
  const loadAttachments = fromPromise<ItemAttachment[], ItemRef>(async () => []);
  const fetchZip = fromPromise<DocumentsZip, { customerId: string }>(async () => ({ blob: new Blob(['PK']), fileName: 'x.zip' }));
  const actor = createActor(customerItemsMachine.provide({ actors: { loadPage, loadAttachments, fetchZip } }), { input: { customerId: 'C', pageSize: 2 } }).start();
  return { actor, queries };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the customer items flow', () => {
  it('asks the next page from where the shown items end, once the scroll debounce elapsed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { actor, queries } = start();
      await vi.runAllTimersAsync();
      expect(selectWantsMore(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'MORE_REQUESTED' });
      await vi.advanceTimersByTimeAsync(400);
      actor.send({ type: 'MORE_REQUESTED' });
      await vi.advanceTimersByTimeAsync(400);
      expect(queries).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(200);
      expect(queries.map((q) => q.index)).toEqual([0, 2]);
      expect(actor.getSnapshot().matches({ list: { showing: 'complete' } })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('searches from the first page 200 ms after the last key, and tells no match from no items', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { actor, queries } = start();
      await vi.runAllTimersAsync();
      actor.send({ type: 'SEARCH_CHANGED', search: 'x' });
      await vi.advanceTimersByTimeAsync(150);
      actor.send({ type: 'SEARCH_CHANGED', search: ' xy ' });
      await vi.advanceTimersByTimeAsync(150);
      expect(queries).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(100);
      expect(queries.at(-1)).toEqual({ search: 'xy', index: 0, size: 2 });
      expect(selectEmpty(actor.getSnapshot())).toBe('no-match');
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens only an item it shows', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'ITEM_OPENED', serialId: 'NOT-SHOWN', itemId: 'AED' });
    expect(actor.getSnapshot().matches({ item: 'closed' })).toBe(true);
    actor.send({ type: 'ITEM_OPENED', serialId: 'S-1', itemId: 'AED' });
    expect(selectOpened(actor.getSnapshot())?.SerialID).toBe('S-1');
  });

  it('says there are no items at all without a search', async () => {
    const { actor } = start(0);
    await settle();
    expect(selectEmpty(actor.getSnapshot())).toBe('none');
  });
});

describe('what the items page shows', () => {
  it('shows each item with its key and service status: OK when the lending service wrote none', async () => {
    const { actor } = start(2);
    await settle();
    expect(selectRows(actor.getSnapshot()).map(({ key, status }) => [key, status])).toEqual([
      ['AED/S-1', { ok: true }],
      ['AED/S-2', { ok: false, text: 'Keuring nodig' }],
    ]);
  });

  it('offers "Meer materiaal tonen" while more items wait and none are on their way', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { actor } = start();
      await vi.runAllTimersAsync();
      expect(selectOffersMore(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'MORE_REQUESTED' });
      expect(selectOffersMore(actor.getSnapshot())).toBe(false);
      await vi.runAllTimersAsync();
      expect(selectOffersMore(actor.getSnapshot())).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a failed first page, which replaces the list, from a failed next page, under the items shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const first = start(3, { failAt: [1] });
      await vi.runAllTimersAsync();
      expect(selectListFailure(first.actor.getSnapshot())?.kind).toBe('load-failed');
      expect(selectMoreFailure(first.actor.getSnapshot())).toBeNull();
      first.actor.send({ type: 'RETRY_REQUESTED' });
      await vi.runAllTimersAsync();
      expect(selectListFailure(first.actor.getSnapshot())).toBeNull();

      const next = start(3, { failAt: [2] });
      await vi.runAllTimersAsync();
      next.actor.send({ type: 'MORE_REQUESTED' });
      await vi.runAllTimersAsync();
      expect(selectMoreFailure(next.actor.getSnapshot())?.kind).toBe('load-failed');
      expect(selectListFailure(next.actor.getSnapshot())).toBeNull();
      expect(selectRows(next.actor.getSnapshot())).toHaveLength(2);
      next.actor.send({ type: 'RETRY_REQUESTED' });
      await vi.runAllTimersAsync();
      expect(selectMoreFailure(next.actor.getSnapshot())).toBeNull();
      expect(selectRows(next.actor.getSnapshot())).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
