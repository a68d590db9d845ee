import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CustomerSerialItem, ItemAttachment } from '../../src/domain/customer-items.ts';
import { customerItemsMachine, type CustomerItemsPage, type CustomerItemsQuery, type DocumentsZip, type ItemRef } from './machine.ts';
import { selectEmpty, selectOpened, selectWantsMore } from './selectors.ts';

const item = (n: number): CustomerSerialItem => ({ SerialID: `S-${n}`, ItemID: 'AED', Description: 'AED', Brand: 'Philips', ServiceStatus: '', LastServiceDate: '2026-01-01' });

function start(total = 3) {
  const queries: CustomerItemsQuery[] = [];
  const loadPage = fromPromise<CustomerItemsPage, CustomerItemsQuery>(async ({ input }) => {
    queries.push(input);
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
