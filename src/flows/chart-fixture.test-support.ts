import { fromPromise, setup } from 'xstate';

/**
 * A machine with every construct the charts draw and the registry's machines do not all use yet:
 * parallel regions, history, an `after` timer, root-level transitions, text that needs escaping.
 */
export const chartFixtureMachine = setup({
  actors: { work: fromPromise(async () => 1) },
  actions: { note: () => {} },
  guards: { ready: () => true },
}).createMachine({
  id: 'fixture',
  description: 'Checks <escaping> & "quotes" in a chart',
  initial: 'idle',
  on: { RESET: '.idle', TICK: { actions: 'note' } },
  states: {
    idle: {
      on: { GO: 'busy', PING: { actions: 'note' } },
      after: { 1500: 'timedOut' },
    },
    timedOut: { type: 'final' },
    busy: {
      type: 'parallel',
      states: {
        left: {
          initial: 'a',
          states: {
            a: { on: { NEXT: 'b' } },
            b: { on: { BACK: 'remembered' } },
            remembered: { type: 'history' },
          },
        },
        right: {
          initial: 'x',
          states: {
            x: { tags: ['loading'], invoke: { src: 'work', onDone: 'y', onError: 'x' } },
            y: { always: { guard: 'ready', target: '#fixture.idle' } },
          },
        },
      },
    },
  },
});
