import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { inert, registeredMachine } from '../../machines/registry.ts';
import { emptyLive, isSnapshotMessage, LIVE_LOG_LIMIT, receiveLive } from './live.ts';
import { createLiveInspect, type LiveChannel, type LiveMessage, type LiveSnapshotMessage } from './live-bridge.ts';

function fakeChannel() {
  const posted: LiveMessage[] = [];
  const channel: LiveChannel = { postMessage: (message) => posted.push(message), onmessage: null };
  return { channel, posted };
}

const message = (overrides: Partial<LiveSnapshotMessage> = {}): LiveSnapshotMessage => ({
  kind: 'snapshot',
  tab: 'tab1',
  sessionId: 'x:0',
  machineId: 'session',
  value: 'visiting',
  event: 'xstate.init',
  status: 'active',
  at: 1,
  ...overrides,
});

describe('the live bridge', () => {
  it('announces the tab, and posts nothing more until a flows view greets it', () => {
    const { channel, posted } = fakeChannel();
    const inspect = createLiveInspect({ tab: 'tab1', channel: () => channel });
    const login = registeredMachine('login');
    const actor = createActor(inert(login.machine), { input: login.input, inspect }).start();
    actor.send({ type: 'SUBMITTED', credentials: { userName: 'multi@demo.test', password: 'Demo!2026' } });
    expect(posted).toEqual([{ kind: 'present' }]);
  });

  it('posts the state and the event type of registered machines while watched, never their context', () => {
    const { channel, posted } = fakeChannel();
    const inspect = createLiveInspect({ tab: 'tab1', channel: () => channel, now: () => 42 });
    const login = registeredMachine('login');
    const actor = createActor(inert(login.machine), { input: login.input, inspect }).start();
    channel.onmessage?.(new MessageEvent<LiveMessage>('message', { data: { kind: 'hello' } }));
    actor.send({ type: 'SUBMITTED', credentials: { userName: 'multi@demo.test', password: 'Demo!2026' } });
    actor.stop();
    const snapshots = posted.filter(isSnapshotMessage);
    expect(snapshots.map((m) => [m.value, m.event, m.status])).toEqual([
      ['editing', 'xstate.init', 'active'],
      ['authenticating', 'SUBMITTED', 'active'],
      ['authenticating', 'xstate.stop', 'stopped'],
    ]);
    expect(snapshots[0]).toEqual({ kind: 'snapshot', tab: 'tab1', sessionId: actor.sessionId, machineId: 'login', value: 'editing', event: 'xstate.init', status: 'active', at: 42 });
    expect(JSON.stringify(posted)).not.toContain('Demo!2026');
    expect(JSON.stringify(posted)).not.toContain('multi@demo.test');
  });

  it('reports only the machines it is told to, and no actor that is not a machine', () => {
    const { channel, posted } = fakeChannel();
    const inspect = createLiveInspect({ tab: 'tab1', channel: () => channel, machineIds: ['other'] });
    const login = registeredMachine('login');
    createActor(inert(login.machine), { input: login.input, inspect }).start();
    expect(posted).toEqual([]);
  });

  it("answers a flows view's hello with the current snapshot of each running actor", () => {
    const { channel, posted } = fakeChannel();
    const inspect = createLiveInspect({ tab: 'tab1', channel: () => channel, now: () => 7 });
    const login = registeredMachine('login');
    const running = createActor(inert(login.machine), { input: login.input, inspect }).start();
    createActor(inert(login.machine), { input: login.input, inspect }).start().stop();
    posted.length = 0;
    channel.onmessage?.(new MessageEvent<LiveMessage>('message', { data: { kind: 'hello' } }));
    expect(posted).toEqual([message({ sessionId: running.sessionId, machineId: 'login', value: 'editing', at: 7 })]);
  });
});

describe('the live state of the flows view', () => {
  it('keeps each actor by tab and session, and logs newest first', () => {
    let live = receiveLive(emptyLive, message());
    live = receiveLive(live, message({ tab: 'tab2' }));
    live = receiveLive(live, message({ value: { signedIn: 'active' }, event: 'xstate.done.actor.establishUserSession', at: 2 }));
    expect(live.actors.map((a) => [a.key, a.value])).toEqual([
      ['tab1/x:0', { signedIn: 'active' }],
      ['tab2/x:0', 'visiting'],
    ]);
    expect(live.log.map((e) => e.event)).toEqual(['xstate.done.actor.establishUserSession', 'xstate.init', 'xstate.init']);
  });

  it('does not log a repeated snapshot (an answer to hello) twice', () => {
    const live = receiveLive(receiveLive(emptyLive, message()), message());
    expect(live.log).toHaveLength(1);
  });

  it('keeps at most the newest entries', () => {
    let live = emptyLive;
    for (let at = 1; at <= LIVE_LOG_LIMIT + 5; at++) live = receiveLive(live, message({ at }));
    expect(live.log).toHaveLength(LIVE_LOG_LIMIT);
    expect(live.log[0]!.at).toBe(LIVE_LOG_LIMIT + 5);
  });

  it('accepts only well-formed messages', () => {
    expect(isSnapshotMessage(message())).toBe(true);
    expect(isSnapshotMessage({ ...message(), status: 'weird' })).toBe(false);
    expect(isSnapshotMessage({ kind: 'hello' })).toBe(false);
    expect(isSnapshotMessage(null)).toBe(false);
  });
});
