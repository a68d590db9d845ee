import { describe, expect, it } from 'vitest';
import { registry } from '../../machines/registry.ts';
import { chartFixtureMachine } from './chart-fixture.test-support.ts';
import { layoutFlowGraph, type FlowLayout, type StateBox } from './layout.ts';
import { flowGraphOf, type FlowGraph } from './model.ts';

const machines = [...registry.map((entry) => ({ id: entry.id, machine: entry.machine })), { id: 'fixture', machine: chartFixtureMachine }];

const inside = (child: StateBox, parent: StateBox) =>
  child.x >= parent.x && child.y >= parent.y && child.x + child.width <= parent.x + parent.width && child.y + child.height <= parent.y + parent.height;

function expectComplete(graph: FlowGraph, layout: FlowLayout): void {
  const boxes = new Map(layout.states.map((box) => [box.id, box]));
  expect([...boxes.keys()]).toEqual(graph.states.map((state) => state.id));
  for (const box of layout.states) {
    expect(box.width, box.id).toBeGreaterThan(0);
    expect(box.height, box.id).toBeGreaterThan(0);
    expect(box.x + box.width, box.id).toBeLessThanOrEqual(layout.width);
    expect(box.y + box.height, box.id).toBeLessThanOrEqual(layout.height);
  }
  for (const state of graph.states) {
    if (state.parentId) expect(inside(boxes.get(state.id)!, boxes.get(state.parentId)!), `${state.id} inside ${state.parentId}`).toBe(true);
  }
  for (const transition of graph.transitions) {
    const written = boxes.get(transition.source)!.lines.filter((line) => line.transitionId === transition.id);
    if (written.length > 0) {
      expect(transition.targets, transition.id).toEqual([]);
      expect(written.map((line) => line.text).join(' '), transition.id).toBe(`on ${transition.label}`);
      continue;
    }
    const edges = layout.edges.filter((edge) => edge.transitionId === transition.id);
    expect(edges.length, transition.id).toBe(Math.max(1, transition.targets.length));
    for (const edge of edges) expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
    expect(edges[0]!.label, transition.id).not.toBeNull();
    expect(edges[0]!.label!.lines.join(' '), transition.id).toBe(transition.label);
  }
}

// A correctness check, not a speed check: the first layout also loads and warms up elkjs, which
// on a busy two-core machine takes longer than vitest's default 5 s.
const LAYOUT_TEST_TIMEOUT_MS = 30_000;

describe('layoutFlowGraph', () => {
  for (const { id, machine } of machines) {
    it(`positions every state and routes every transition of ${id}`, async () => {
      const graph = flowGraphOf(machine);
      expectComplete(graph, await layoutFlowGraph(graph));
    }, LAYOUT_TEST_TIMEOUT_MS);
  }

  it('lays out the same graph the same way every time', async () => {
    const graph = flowGraphOf(registry.find((entry) => entry.id === 'login')!.machine);
    const first = await layoutFlowGraph(graph);
    const second = await layoutFlowGraph(flowGraphOf(registry.find((entry) => entry.id === 'login')!.machine));
    expect(second).toEqual(first);
  });

  it('puts parallel regions side by side with a separator, and marks initial states', async () => {
    const graph = flowGraphOf(chartFixtureMachine);
    const layout = await layoutFlowGraph(graph);
    const box = (id: string) => layout.states.find((b) => b.id === id)!;
    const left = box('fixture.busy.left');
    const right = box('fixture.busy.right');
    expect(left.region && right.region).toBe(true);
    expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
    expect(layout.separators).toEqual([expect.objectContaining({ parentId: 'fixture.busy' })]);
    const separator = layout.separators[0]!;
    expect(separator.from.x).toBe(separator.to.x);
    expect(separator.from.x).toBeGreaterThan(left.x + left.width - 1);
    expect(separator.from.x).toBeLessThan(right.x + 1);
    expect(layout.initials.map((marker) => marker.stateId).sort()).toEqual(['fixture.busy.left.a', 'fixture.busy.right.x', 'fixture.idle']);
  });

  it('writes a transition that stays in a state with children inside its box, not as a loop around it', async () => {
    const graph = flowGraphOf(chartFixtureMachine);
    const layout = await layoutFlowGraph(graph);
    const root = layout.states.find((box) => box.id === 'fixture')!;
    expect(root.lines).toContainEqual({ text: 'on TICK / note', role: 'action', transitionId: 'fixture|TICK|0' });
    expect(layout.edges.some((edge) => edge.transitionId === 'fixture|TICK|0')).toBe(false);
    expect(layout.edges.some((edge) => edge.transitionId === 'fixture.idle|PING|0')).toBe(true);
  });

  it('writes long labels as event, guard and actions on lines of their own', async () => {
    const graph = flowGraphOf(registry.find((entry) => entry.id === 'login')!.machine);
    const layout = await layoutFlowGraph(graph);
    const picker = layout.edges.find((edge) => edge.transitionId === 'login.authenticating|xstate.done.actor.authenticate|0')!;
    expect(picker.label!.lines).toEqual(['done authenticate', '[holdsSeveralAccounts]', '/ offerAccounts']);
  });
});
