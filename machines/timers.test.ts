import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type CallbackActorLogic, type EventObject } from 'xstate';
import { timer } from './timers.ts';

type Event = { type: 'STARTED' } | { type: 'POKED' } | { type: 'ELAPSED'; label: string } | { type: 'LEFT' };

/** A state that runs one timer: POKED re-enters it (a debounce), LEFT leaves it. */
const waiting = (logic: CallbackActorLogic<EventObject, { label: string }>) =>
  setup({ types: { events: {} as Event }, actors: { wait: logic } }).createMachine({
    initial: 'idle',
    states: {
      idle: { on: { STARTED: 'waiting' } },
      waiting: {
        invoke: { src: 'wait', input: { label: 'klaar' } },
        on: { POKED: { target: 'waiting', reenter: true }, ELAPSED: 'elapsed', LEFT: 'idle' },
      },
      elapsed: {},
    },
  });

describe('a timer actor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends its event once its time has passed, not before', () => {
    const actor = createActor(waiting(timer(500, { type: 'ELAPSED', label: 'vast' }))).start();
    actor.send({ type: 'STARTED' });
    vi.advanceTimersByTime(499);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('elapsed');
  });

  it('starts afresh when its state is entered again, and sends nothing once its state is left', () => {
    const sent: EventObject[] = [];
    const actor = createActor(waiting(timer(500, { type: 'ELAPSED', label: 'vast' })), { inspect: (e) => e.type === '@xstate.event' && sent.push(e.event) }).start();
    actor.send({ type: 'STARTED' });
    vi.advanceTimersByTime(400);
    actor.send({ type: 'POKED' });
    vi.advanceTimersByTime(400);
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'LEFT' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent.map((event) => event.type)).not.toContain('ELAPSED');
  });

  it('makes its event of the input it was invoked with', () => {
    const labels: string[] = [];
    const actor = createActor(waiting(timer(100, ({ label }: { label: string }): Event => ({ type: 'ELAPSED', label }))), {
      inspect: (e) => e.type === '@xstate.event' && e.event.type === 'ELAPSED' && labels.push((e.event as Extract<Event, { type: 'ELAPSED' }>).label),
    }).start();
    actor.send({ type: 'STARTED' });
    vi.advanceTimersByTime(100);
    expect(labels).toEqual(['klaar']);
  });
});
