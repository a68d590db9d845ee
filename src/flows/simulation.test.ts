import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { registeredMachine } from '../../machines/registry.ts';
import { chartFixtureMachine } from './chart-fixture.test-support.ts';
import { flowGraphOf } from './model.ts';
import { activeStateIds, valuePaths } from './model.ts';
import { eventOptions, payloadSummary, simulate, visibleContext } from './simulation.ts';

const login = registeredMachine('login');
const graph = flowGraphOf(login.machine);
const current = (events: EventObject[]) => simulate(login, events).snapshots.at(-1)!;
const optionsAfter = (events: EventObject[]) => eventOptions(login, graph, simulate(login, events));
const pick = (events: EventObject[], type: string, summary?: string) => {
  const found = optionsAfter(events).find((o) => o.event.type === type && (summary === undefined || o.summary === summary));
  if (!found) throw new Error(`no option ${type} ${summary ?? ''}`);
  return found;
};

describe('the simulator', () => {
  it('starts where the machine starts, with always transitions taken', () => {
    expect(current([]).value).toBe('editing');
  });

  it('offers the samples the snapshot can take, told apart by their payload', () => {
    const options = optionsAfter([]);
    expect(options.map((o) => [o.event.type, o.summary])).toEqual([
      ['SUBMITTED', 'userName: "multi@demo.test", password: •••'],
      ['SUBMITTED', 'userName: "", password: •••'],
    ]);
    expect(options[0]!.targetIds).toContain('login.authenticating');
    expect(options[0]!.guards).toEqual([{ guard: 'credentialsComplete', passed: true }]);
    expect(options[1]!.stays).toBe(true);
    expect(options[1]!.guards).toEqual([{ guard: 'credentialsComplete', passed: false }]);
  });

  it('shows which guards of a done event pass, in the order the machine tries them', () => {
    const submitted = [pick([], 'SUBMITTED', 'userName: "multi@demo.test", password: •••').event];
    const several = pick(submitted, 'xstate.done.actor.authenticate', 'token: null, accounts: [3]');
    expect(several.guards).toEqual([{ guard: 'holdsSeveralAccounts', passed: true }]);
    expect(several.targetIds).toContain('login.identityPicker.choosingCustomer');
    const bound = pick(submitted, 'xstate.done.actor.authenticate', 'token: •••, accounts: [1]');
    expect(bound.guards).toEqual([
      { guard: 'holdsSeveralAccounts', passed: false },
      { guard: 'isBoundToAnAccount', passed: true },
    ]);
    expect(bound.targetIds).toContain('login.startingSession');
  });

  it('replays the same events to the same snapshot, so undo is a replay', () => {
    const steps = [pick([], 'SUBMITTED', 'userName: "multi@demo.test", password: •••').event];
    steps.push(pick(steps, 'xstate.done.actor.authenticate', 'token: null, accounts: [3]').event);
    steps.push(pick(steps, 'CUSTOMER_CHOSEN', 'customerId: "CUST-1003"').event);
    expect(valuePaths(current(steps).value)).toBe('identityPicker.choosingContact');
    expect(current(steps).context).toEqual(current([...steps]).context);
    expect(valuePaths(current(steps.slice(0, -1)).value)).toBe('identityPicker.choosingCustomer');
  });

  it('never shows the secret context', () => {
    const steps = [pick([], 'SUBMITTED', 'userName: "multi@demo.test", password: •••').event];
    const shown = visibleContext(current(steps).context, login.secretContext);
    expect(shown).not.toContain('Demo!2026');
    expect(shown).not.toContain('credentials');
    expect(JSON.parse(shown)).toMatchObject({ accounts: [], failure: null });
  });

  it('offers the after timers of the active states', () => {
    const fixture = { id: 'fixture', title: 'Fixture', description: '', machine: chartFixtureMachine, events: () => [{ type: 'GO' }], serialize: () => '' };
    const fixtureGraph = flowGraphOf(chartFixtureMachine);
    const options = eventOptions(fixture, fixtureGraph, simulate(fixture, []));
    expect(options.map((o) => o.event.type)).toEqual(['GO', 'xstate.after.1500.fixture.idle']);
    expect(options[1]!.targetIds).toContain('fixture.timedOut');
    const parallel = simulate(fixture, [{ type: 'GO' }]).snapshots.at(-1)!;
    expect(valuePaths(parallel.value)).toBe('busy.left.a, busy.right.x');
    expect(activeStateIds(fixtureGraph, parallel.value)).toEqual(['fixture', 'fixture.busy', 'fixture.busy.left', 'fixture.busy.left.a', 'fixture.busy.right', 'fixture.busy.right.x']);
  });
});

describe('payloadSummary', () => {
  it('masks passwords and tokens, counts arrays and unwraps a single field', () => {
    expect(payloadSummary({ type: 'X', output: { token: { accessToken: 'secret' }, accounts: [1, 2] } } as EventObject)).toBe('token: •••, accounts: [2]');
    expect(payloadSummary({ type: 'X', a: 1, b: { c: 'd' } } as EventObject)).toBe('a: 1, b.c: "d"');
    expect(payloadSummary({ type: 'X' })).toBe('');
  });
});
