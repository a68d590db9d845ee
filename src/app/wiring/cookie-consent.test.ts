import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { memoryStore } from '../../../tests/support/shop.ts';
import { CONSENT_KEY, cookieConsentLogic } from './cookie-consent.ts';

describe('the cookie consent as the shop wires it', () => {
  it('asks on a first visit, remembers the choice and loads analytics only with consent', async () => {
    const store = memoryStore();
    const loadAnalytics = vi.fn();
    const first = createActor(cookieConsentLogic(store, loadAnalytics)).start();
    await waitFor(first, (s) => s.matches('asking'));
    first.send({ type: 'ESSENTIAL_ONLY_CHOSEN' });
    expect(JSON.parse(store.entries.get(CONSENT_KEY)!)).toEqual({ analytics: false });
    expect(loadAnalytics).not.toHaveBeenCalled();

    first.send({ type: 'SETTINGS_REOPENED' });
    first.send({ type: 'ALL_ACCEPTED' });
    expect(loadAnalytics).toHaveBeenCalledOnce();
    const next = createActor(cookieConsentLogic(store, loadAnalytics)).start();
    await waitFor(next, (s) => s.matches('decided'));
    expect(loadAnalytics).toHaveBeenCalledTimes(2);
  });

  it('stores nothing when the question is closed without an answer: the next visit asks again', async () => {
    const store = memoryStore();
    const loadAnalytics = vi.fn();
    const first = createActor(cookieConsentLogic(store, loadAnalytics)).start();
    await waitFor(first, (s) => s.matches('asking'));
    first.send({ type: 'QUESTION_DISMISSED' });
    expect(store.entries.has(CONSENT_KEY)).toBe(false);
    const next = createActor(cookieConsentLogic(store, loadAnalytics)).start();
    await waitFor(next, (s) => s.matches('asking'));
    expect(loadAnalytics).not.toHaveBeenCalled();
  });

  it('counts unreadable storage as a first visit', async () => {
    const store = memoryStore(new Map([[CONSENT_KEY, '{"analytics":"ja"}']]));
    const actor = createActor(cookieConsentLogic(store, vi.fn())).start();
    await waitFor(actor, (s) => s.matches('asking'));
  });
});
