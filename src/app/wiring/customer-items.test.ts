import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { selectAttachments, selectEmpty, selectItems, selectOpened, selectTotal, selectZipFailure } from '../../../machines/customer-items/selectors.ts';
import { demoShop, failNextCalls, signIn } from '../../../tests/support/shop.ts';
import { customerItemsInputOf, customerItemsLogic } from './customer-items.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

const saved = vi.hoisted(() => [] as { fileName: string; blob: Blob }[]);
vi.mock('../../ui/download.ts', () => ({ saveFile: (fileName: string, blob: Blob) => void saved.push({ fileName, blob }) }));

async function itemsPage() {
  const demo = createDemoApi({ clock: fixedClock });
  const shop = demoShop(demo, { now: fixedClock.now });
  await signIn(shop.services, DEMO_ACCOUNTS.admin);
  const input = customerItemsInputOf(shop.services);
  const items = createActor(customerItemsLogic(shop.services), { input }).start();
  await waitFor(items, (s) => s.matches({ list: 'showing' }));
  return { demo, items, input };
}

/** Newest first; never serviced last. */
const newestFirst = (dates: (string | null)[]) => {
  const serviced = dates.filter((date): date is string => date !== null);
  return dates.slice(0, serviced.length).every((date) => date !== null) && serviced.join() === serviced.toSorted().reverse().join();
};

describe('the customer items as the shop wires them', () => {
  it('reads the first 20 items, last serviced first, and the next 20 when the person nears the end', async () => {
    const { items } = await itemsPage();
    const first = selectItems(items.getSnapshot());
    expect(first).toHaveLength(20);
    expect(selectTotal(items.getSnapshot())).toBeGreaterThan(20);
    expect(newestFirst(first.map((item) => item.LastServiceDate))).toBe(true);

    items.send({ type: 'MORE_REQUESTED' });
    items.send({ type: 'SCROLL_DEBOUNCE_ELAPSED' });
    await waitFor(items, (s) => s.matches({ list: { showing: 'complete' } }));
    const all = selectItems(items.getSnapshot());
    expect(all.length).toBe(selectTotal(items.getSnapshot()));
    expect(new Set(all.map((item) => item.SerialID)).size).toBe(all.length);
    expect(newestFirst(all.map((item) => item.LastServiceDate))).toBe(true);
    expect(all.at(-1)!.LastServiceDate).toBeNull();
  });

  it('searches from the first page again, and says when nothing matches', async () => {
    const { items } = await itemsPage();
    items.send({ type: 'MORE_REQUESTED' });
    items.send({ type: 'SCROLL_DEBOUNCE_ELAPSED' });
    await waitFor(items, (s) => s.matches({ list: { showing: 'complete' } }));

    items.send({ type: 'SEARCH_CHANGED', search: ' allen ' });
    items.send({ type: 'SEARCH_DEBOUNCE_ELAPSED' });
    expect(selectItems(items.getSnapshot())).toEqual([]);
    await waitFor(items, (s) => s.matches({ list: { showing: 'complete' } }));
    const found = selectItems(items.getSnapshot());
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((item) => item.Brand === 'Allen & Heath')).toBe(true);

    items.send({ type: 'SEARCH_CHANGED', search: 'geen-zulk-toestel' });
    items.send({ type: 'SEARCH_DEBOUNCE_ELAPSED' });
    await waitFor(items, (s) => s.matches({ list: { showing: 'complete' } }));
    expect(selectEmpty(items.getSnapshot())).toBe('no-match');
  });

  it("shows an item's documents by ranking", async () => {
    const { items } = await itemsPage();
    const aed = selectItems(items.getSnapshot()).find((item) => item.ItemID === 'AED-TOESTEL')!;
    items.send({ type: 'ITEM_OPENED', serialId: aed.SerialID, itemId: aed.ItemID });
    await waitFor(items, (s) => s.matches({ item: 'showing' }));
    expect(selectOpened(items.getSnapshot())?.SerialID).toBe(aed.SerialID);
    const attachments = selectAttachments(items.getSnapshot());
    expect(attachments.map((a) => a.FileName)).toEqual(['handleiding-aed.pdf', 'onderhoudsattest.pdf']);
    items.send({ type: 'ITEM_CLOSED' });
    expect(selectOpened(items.getSnapshot())).toBeNull();
  });

  it('downloads every document as one zip under the name the server gives', async () => {
    const { items, input } = await itemsPage();
    saved.length = 0;
    items.send({ type: 'ZIP_REQUESTED' });
    await waitFor(items, (s) => s.matches({ zip: 'idle' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe(`documenten-${input.customerId}.zip`);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  });

  it('says what failed: the list (and reads it again on request), the documents, the zip', async () => {
    const { demo, items } = await itemsPage();
    await failNextCalls(demo, 'GET /v2/shop/customer/customeritemserials', { times: 4 });
    items.send({ type: 'SEARCH_CHANGED', search: 'sicli' });
    items.send({ type: 'SEARCH_DEBOUNCE_ELAPSED' });
    await waitFor(items, (s) => s.matches({ list: 'failed' }));
    expect(items.getSnapshot().context.failure?.kind).toBe('load-failed');
    items.send({ type: 'RETRY_REQUESTED' });
    await waitFor(items, (s) => s.matches({ list: 'showing' }));
    expect(selectItems(items.getSnapshot()).every((item) => item.Brand === 'Sicli')).toBe(true);

    await failNextCalls(demo, 'GET /v2/shop/customer/{customerId}/customeritems/{itemId}/serials/{serialId}/attachments', { times: 4 });
    const first = selectItems(items.getSnapshot())[0]!;
    items.send({ type: 'ITEM_OPENED', serialId: first.SerialID, itemId: first.ItemID });
    await waitFor(items, (s) => s.matches({ item: 'failed' }));
    items.send({ type: 'ATTACHMENTS_RETRY_REQUESTED' });
    await waitFor(items, (s) => s.matches({ item: 'showing' }));

    await failNextCalls(demo, 'GET /v2/shop/customer/{customerId}/customeritems/serials/attachments/_zip', { times: 4 });
    items.send({ type: 'ZIP_REQUESTED' });
    await waitFor(items, (s) => s.matches({ zip: 'idle' }) && selectZipFailure(s) !== null);
    expect(selectZipFailure(items.getSnapshot())?.kind).toBe('zip-failed');
  });
});
