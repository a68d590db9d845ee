import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TOAST_LIFETIME_MS, toastsMachine } from './machine.ts';

describe('the toasts machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows toasts and lets each vanish after 4 seconds', () => {
    const actor = createActor(toastsMachine).start();
    actor.send({ type: 'TOAST_REQUESTED', text: 'Opgeslagen', tone: 'success' });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'TOAST_REQUESTED', text: 'Mislukt', tone: 'error' });
    expect(actor.getSnapshot().context.toasts.map((t) => t.text)).toEqual(['Opgeslagen', 'Mislukt']);
    vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1000);
    expect(actor.getSnapshot().context.toasts.map((t) => t.text)).toEqual(['Mislukt']);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('closes a toast on request and stops its timer', () => {
    const actor = createActor(toastsMachine).start();
    actor.send({ type: 'TOAST_REQUESTED', text: 'Opgeslagen', tone: 'success' });
    const [toast] = actor.getSnapshot().context.toasts;
    actor.send({ type: 'TOAST_DISMISSED', id: toast!.id });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(Object.keys(actor.getSnapshot().children)).toEqual([]);
  });
});
