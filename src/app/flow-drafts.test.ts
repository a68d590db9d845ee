import { describe, expect, it } from 'vitest';
import { number, object, string } from '../domain/stored-shape.ts';
import { memoryStore } from '../../tests/support/shop.ts';
import { clearDrafts, DRAFT_KEY_PREFIX, flowDraft, forgetDraft } from './flow-drafts.ts';

const readForm = object({ name: string(), count: number });

describe('a flow’s draft', () => {
  it('is kept under the flow’s own key, read back, and forgotten', () => {
    const store = memoryStore();
    const draft = flowDraft(store, 'contact-person', readForm, '1.0.0');
    expect(draft.read()).toBeNull();
    draft.write({ name: 'Lotte', count: 2 });
    expect(JSON.parse(store.read(`${DRAFT_KEY_PREFIX}contact-person`)!)).toEqual({ version: '1.0.0', draft: { name: 'Lotte', count: 2 } });
    expect(draft.read()).toEqual({ name: 'Lotte', count: 2 });
    draft.write(null);
    expect(store.entries.size).toBe(0);
  });

  it('is not read, and is thrown away, when another version of the shop wrote it or it cannot be read', () => {
    const store = memoryStore();
    flowDraft(store, 'profile', readForm, '1.0.0').write({ name: 'Lotte', count: 2 });
    expect(flowDraft(store, 'profile', readForm, '1.1.0').read()).toBeNull();
    expect(store.entries.size).toBe(0);
    store.write(`${DRAFT_KEY_PREFIX}profile`, JSON.stringify({ version: '1.1.0', draft: { name: 3 } }));
    expect(flowDraft(store, 'profile', readForm, '1.1.0').read()).toBeNull();
    store.write(`${DRAFT_KEY_PREFIX}profile`, '{not json');
    expect(flowDraft(store, 'profile', readForm, '1.1.0').read()).toBeNull();
    expect(store.entries.size).toBe(0);
  });

  it('goes with every other flow’s draft when the drafts are cleared; nothing else does', () => {
    const store = memoryStore(new Map([['session', '{}'], ['cookie-consent', '{}']]));
    flowDraft(store, 'profile', readForm, '1').write({ name: 'a', count: 1 });
    flowDraft(store, 'event', readForm, '1').write({ name: 'b', count: 2 });
    clearDrafts(store);
    expect([...store.entries.keys()]).toEqual(['session', 'cookie-consent']);
  });

  it('is forgotten on its own, without being read, leaving every other flow’s draft', () => {
    const store = memoryStore();
    flowDraft(store, 'profile', readForm, '1').write({ name: 'a', count: 1 });
    flowDraft(store, 'event', readForm, '1').write({ name: 'b', count: 2 });
    forgetDraft(store, 'event');
    expect([...store.entries.keys()]).toEqual([`${DRAFT_KEY_PREFIX}profile`]);
  });
});
