import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, type InspectionEvent } from 'xstate';
import { createLiveInspect, WALK_RECORDER } from './live-bridge.ts';
import { flowGraphOf } from './model.ts';
import { walkRecorderScript, type WalkStep } from './walk-recorder.ts';

/** A flow with an event, an `always` edge, an `after` edge and a compound target, and a secret in its context. */
const door = createMachine({
  id: 'door',
  context: { password: 'geheim-123' },
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'opening', actions: assign({ password: 'nog-geheimer' }) } } },
    opening: { always: 'open' },
    open: { after: { 10: 'wide' }, on: { SHUT: 'closed' } },
    wide: { initial: 'still', states: { still: {} } },
  },
});

/** The recorder as the browser runs it: the init script's text, evaluated on its own. */
function recorderFromScript() {
  const reported: WalkStep[][] = [];
  const page: Record<string, unknown> = { __report: (steps: WalkStep[]) => reported.push(steps) };
  new Function('window', walkRecorderScript('__report'))(page);
  return { recorder: page[WALK_RECORDER] as (event: InspectionEvent) => void, reported };
}

describe('the walk recorder', () => {
  it('stands alone as a script and reports the transitions the model counts, after and always edges included, once each', async () => {
    const { recorder, reported } = recorderFromScript();
    const inspect = createLiveInspect({ channel: () => null, recordWalk: recorder });
    const actor = createActor(door, { inspect }).start();
    actor.send({ type: 'OPEN' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    actor.send({ type: 'SHUT' });
    actor.send({ type: 'OPEN' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.stop();

    const steps = reported.flat();
    const ids = flowGraphOf(door).transitions.map((t) => t.id);
    const taken = steps.filter((s) => s.transition).map((s) => s.transition);
    expect(taken).toEqual(['door.closed|OPEN|0', 'door.opening|always|0', 'door.open|xstate.after.10.door.open|0']);
    for (const id of taken) expect(ids).toContain(id);
    expect(steps.filter((s) => s.value).map((s) => s.value)).toEqual(['"closed"', '"opening"', '"open"', '{"wide":"still"}']);
    expect(steps.every((s) => s.machine === 'door')).toBe(true);
  });

  it('never keeps context or payloads', async () => {
    const { recorder, reported } = recorderFromScript();
    const actor = createActor(door, { inspect: createLiveInspect({ channel: () => null, recordWalk: recorder }) }).start();
    actor.send({ type: 'OPEN', password: 'payload-456' } as { type: 'OPEN' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.stop();
    const text = JSON.stringify(reported);
    expect(text).not.toMatch(/geheim|payload-456/);
  });

  it('reports each task’s new steps in one batch', async () => {
    const { recorder, reported } = recorderFromScript();
    const actor = createActor(door, { inspect: createLiveInspect({ channel: () => null, recordWalk: recorder }) }).start();
    actor.send({ type: 'OPEN' });
    expect(reported).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reported).toHaveLength(1);
    actor.stop();
  });
});
