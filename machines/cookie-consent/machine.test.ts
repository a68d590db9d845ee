import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cookieConsentMachine, type ConsentChoice } from './machine.ts';
import { selectChoice, selectIsAsking } from './selectors.ts';

function start(stored: ConsentChoice | null) {
  const storeChoice = vi.fn();
  const loadAnalytics = vi.fn();
  const machine = cookieConsentMachine.provide({
    actors: { readStoredChoice: fromPromise(async () => stored) },
    actions: { storeChoice, loadAnalytics },
  });
  return { actor: createActor(machine).start(), storeChoice, loadAnalytics };
}

describe('the cookie consent machine', () => {
  it('asks on the first visit and loads analytics only after consent', async () => {
    const { actor, storeChoice, loadAnalytics } = start(null);
    await waitFor(actor, selectIsAsking);
    expect(selectChoice(actor.getSnapshot())).toBeNull();
    expect(loadAnalytics).not.toHaveBeenCalled();
    actor.send({ type: 'ALL_ACCEPTED' });
    expect(selectIsAsking(actor.getSnapshot())).toBe(false);
    expect(selectChoice(actor.getSnapshot())).toEqual({ analytics: true });
    expect(storeChoice).toHaveBeenCalledOnce();
    expect(loadAnalytics).toHaveBeenCalledOnce();
  });

  it.each([
    [{ type: 'ESSENTIAL_ONLY_CHOSEN' } as const],
    [{ type: 'CHOICE_SAVED', choice: { analytics: false } } as const],
  ])('never loads analytics without consent (%j)', async (event) => {
    const { actor, loadAnalytics } = start(null);
    await waitFor(actor, (s) => s.matches('asking'));
    actor.send(event);
    expect(actor.getSnapshot().matches('decided')).toBe(true);
    expect(loadAnalytics).not.toHaveBeenCalled();
  });

  it('remembers the choice: no modal on the next visit', async () => {
    const { actor, loadAnalytics } = start({ analytics: true });
    await waitFor(actor, (s) => s.matches('decided'));
    expect(loadAnalytics).toHaveBeenCalledOnce();
  });

  it('takes the question closed without an answer as no consent: nothing stored, no analytics, asked again', async () => {
    const { actor, storeChoice, loadAnalytics } = start(null);
    await waitFor(actor, selectIsAsking);
    actor.send({ type: 'QUESTION_DISMISSED' });
    expect(actor.getSnapshot().matches('undecided')).toBe(true);
    expect(selectChoice(actor.getSnapshot())).toBeNull();
    expect(storeChoice).not.toHaveBeenCalled();
    expect(loadAnalytics).not.toHaveBeenCalled();
    actor.send({ type: 'SETTINGS_REOPENED' });
    expect(selectIsAsking(actor.getSnapshot())).toBe(true);
  });

  it('keeps the choice made before when the reopened question is closed without an answer', async () => {
    const { actor, storeChoice } = start({ analytics: false });
    await waitFor(actor, (s) => s.matches('decided'));
    actor.send({ type: 'SETTINGS_REOPENED' });
    actor.send({ type: 'QUESTION_DISMISSED' });
    expect(actor.getSnapshot().matches('decided')).toBe(true);
    expect(selectChoice(actor.getSnapshot())).toEqual({ analytics: false });
    expect(storeChoice).not.toHaveBeenCalled();
  });

  // An unreadable stored choice reads as none (src/app/wiring/cookie-consent.test.ts).
  it('asks again when reopened after a choice', async () => {
    const { actor } = start(null);
    await waitFor(actor, (s) => s.matches('asking'));
    actor.send({ type: 'CHOICE_SAVED', choice: { analytics: true } });
    actor.send({ type: 'SETTINGS_REOPENED' });
    expect(actor.getSnapshot().matches('asking')).toBe(true);
  });
});
