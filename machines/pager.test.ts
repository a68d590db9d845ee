import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { isLoadingMore, LOADING_MORE, moreFailed, pagerStates, scrollDebounce, wantsMore } from './pager.ts';

type Event = { type: 'MORE_REQUESTED' } | { type: 'SCROLL_DEBOUNCE_ELAPSED' } | { type: 'RETRY_REQUESTED' };

/** A list of `total` items that shows `shown` of them, paged as the shop's lists page. */
const listMachine = setup({
  types: { context: {} as { shown: number; total: number }, events: {} as Event, input: {} as { shown: number; total: number } },
  actors: { scrollDebounce, loadNextPage: fromPromise<number>(async () => 1) },
  actions: { appendPage: assign(({ context }, added: number) => ({ shown: context.shown + added })) },
  guards: { allShown: ({ context }) => context.shown >= context.total },
}).createMachine({
  context: ({ input }) => input,
  initial: 'checkingEnd',
  states: {
    ...pagerStates({ browsing: 'meer', debouncing: 'wacht', moreFailed: 'mislukt', complete: 'alles' }),
    loadingMore: {
      tags: [LOADING_MORE],
      invoke: { id: 'loadNextPage', src: 'loadNextPage', onDone: { target: 'checkingEnd', actions: { type: 'appendPage', params: ({ event }) => event.output } }, onError: 'moreFailed' },
    },
  },
});

/** The list, with its next page answered (or failed) when the test says so. */
function start(shown: number, total: number) {
  let answer: { resolve(added: number): void; reject(error: Error): void } | null = null;
  const loadNextPage = fromPromise<number>(() => new Promise<number>((resolve, reject) => void (answer = { resolve, reject })));
  const actor = createActor(listMachine.provide({ actors: { loadNextPage } }), { input: { shown, total } }).start();
  const settled = () => waitFor(actor, (s) => !s.matches('loadingMore'));
  return {
    actor,
    pager() {
      const snapshot = actor.getSnapshot();
      return { state: snapshot.value, wantsMore: wantsMore(snapshot), loadingMore: isLoadingMore(snapshot), moreFailed: moreFailed(snapshot) };
    },
    async nextPageAnswers(added: number) {
      answer!.resolve(added);
      await settled();
    },
    async nextPageFails() {
      answer!.reject(new Error('503'));
      await settled();
    },
  };
}

describe('the infinite pager', () => {
  it('is complete when the first page holds everything, and watches for nothing more', () => {
    expect(start(3, 3).pager()).toEqual({ state: 'complete', wantsMore: false, loadingMore: false, moreFailed: false });
  });

  it('asks for the next page once asking stopped, shows it, and is complete when everything shows', async () => {
    const { actor, pager, nextPageAnswers } = start(2, 3);
    expect(pager()).toEqual({ state: 'browsing', wantsMore: true, loadingMore: false, moreFailed: false });
    actor.send({ type: 'MORE_REQUESTED' });
    actor.send({ type: 'MORE_REQUESTED' });
    expect(pager()).toEqual({ state: 'debouncing', wantsMore: true, loadingMore: true, moreFailed: false });
    actor.send({ type: 'SCROLL_DEBOUNCE_ELAPSED' });
    expect(pager()).toEqual({ state: 'loadingMore', wantsMore: false, loadingMore: true, moreFailed: false });
    await nextPageAnswers(1);
    expect(pager()).toEqual({ state: 'complete', wantsMore: false, loadingMore: false, moreFailed: false });
  });

  it('keeps what shows when the next page fails, and tries it again on request', async () => {
    const { actor, pager, nextPageAnswers, nextPageFails } = start(1, 3);
    actor.send({ type: 'MORE_REQUESTED' });
    actor.send({ type: 'SCROLL_DEBOUNCE_ELAPSED' });
    await nextPageFails();
    expect(pager()).toEqual({ state: 'moreFailed', wantsMore: false, loadingMore: false, moreFailed: true });
    expect(actor.getSnapshot().context.shown).toBe(1);
    actor.send({ type: 'RETRY_REQUESTED' });
    await nextPageAnswers(1);
    expect(pager()).toEqual({ state: 'browsing', wantsMore: true, loadingMore: false, moreFailed: false });
  });
});
