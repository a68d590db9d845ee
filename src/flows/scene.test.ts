import { describe, expect, it } from 'vitest';
import { coverageByTransition, machineWalkOf, reportTime, transitionsByCoverage, walkOf, type BrowserCoverageReport } from './browser-coverage.ts';
import { chartFixtureMachine } from './chart-fixture.test-support.ts';
import { layoutFlowGraph } from './layout.ts';
import { flowGraphOf } from './model.ts';
import { buildScene, markerId, type ChartScene, type SvgElement } from './scene.ts';
import { renderSvg } from './svg.ts';

const graph = flowGraphOf(chartFixtureMachine);
const GO = 'fixture.idle|GO|0';
const AFTER = 'fixture.idle|xstate.after.1500.fixture.idle|0';
const NEXT = 'fixture.busy.left.a|NEXT|0';
const DONE = 'fixture.busy.right.x|xstate.done.actor.0.fixture.busy.right.x|0';
/** Stays in the root: written in its box, not drawn as an edge. */
const TICK = 'fixture|TICK|0';

/** GO and TICK walked in the browser, NEXT and DONE only replayed, the rest not covered. */
const walk = walkOf(graph, [{ test: 'fixture.spec.ts › goes', records: [{ machine: 'fixture', transitions: [GO, TICK], values: ['"busy"'] }] }], new Set([GO, NEXT, DONE]));
const coverage = coverageByTransition(graph, walk);

const edgePath = (scene: ChartScene, transitionId: string) => scene.edges.find((edge) => edge.transitionId === transitionId)!.elements.find((e) => e.tag === 'path')!.attrs;
const markers = (scene: ChartScene) => (scene.defs.children ?? []).map((marker) => marker.attrs.id);
const notesOf = (scene: ChartScene, stateId: string) => scene.states.find((state) => state.id === stateId)!.notes;

describe('the chart coloured by browser coverage', () => {
  it('tells each transition by coverage: walked, replayed only, not covered', () => {
    expect(coverage.get(GO)).toBe('walked');
    expect(coverage.get(NEXT)).toBe('replayed');
    expect(coverage.get(AFTER)).toBe('uncovered');
    expect(coverage.size).toBe(graph.transitions.length);
    // A transition the report does not know (a machine changed since) was not walked by it.
    const older = { ...walk, transitions: walk.transitions.filter((t) => t.id !== GO) };
    expect(coverageByTransition(graph, older).get(GO)).toBe('uncovered');
  });

  it('lists the least covered first, each by its title', () => {
    const groups = transitionsByCoverage(graph, coverage);
    expect(groups.map((g) => [g.coverage, g.transitions.length])).toEqual([
      ['uncovered', graph.transitions.length - 4],
      ['replayed', 2],
      ['walked', 2],
    ]);
    expect(groups[2]!.transitions).toEqual([
      { id: TICK, title: 'fixture → fixture: TICK / note' },
      { id: GO, title: 'idle → busy: GO' },
    ]);
  });

  it('finds a machine in a report and writes its time readably', () => {
    const report: BrowserCoverageReport = { createdAt: new Date(2026, 10, 26, 14, 3).toISOString(), machines: [walk] };
    expect(machineWalkOf(report, 'fixture')).toBe(walk);
    expect(machineWalkOf(report, 'cart')).toBeUndefined();
    expect(reportTime(report)).toBe('26/11/2026 14:03');
    expect(reportTime({ ...report, createdAt: 'yesterday' })).toBe('yesterday');
  });

  it('draws the three coverages in different colours and line styles, with matching arrows', async () => {
    const scene = buildScene(graph, await layoutFlowGraph(graph), coverage);
    const walked = edgePath(scene, GO);
    const replayed = edgePath(scene, NEXT);
    const uncovered = edgePath(scene, AFTER);
    expect(walked).toMatchObject({ stroke: '#1e6b3a', 'stroke-width': 3, 'marker-end': `url(#${markerId('fixture', 'walked')})` });
    expect(walked).not.toHaveProperty('stroke-dasharray');
    expect(replayed).toMatchObject({ stroke: '#1d5b8f', 'stroke-width': 1.5, 'stroke-dasharray': '10 5', 'marker-end': `url(#${markerId('fixture', 'replayed')})` });
    // Coverage replaces the kind's style: this `after` edge is dotted red, not the kind's dashes.
    expect(uncovered).toMatchObject({ stroke: '#a4161a', 'stroke-dasharray': '0 5', 'stroke-linecap': 'round', 'marker-end': `url(#${markerId('fixture', 'uncovered')})` });
    expect(edgePath(scene, DONE)).toMatchObject({ stroke: '#1d5b8f', 'stroke-dasharray': '10 5' });

    const marker = (id: string) => scene.defs.children!.find((m) => m.attrs.id === id)!.children![0]!.attrs.fill;
    expect(marker(markerId('fixture', 'walked'))).toBe('#1e6b3a');
    expect(marker(markerId('fixture', 'replayed'))).toBe('#1d5b8f');
    expect(marker(markerId('fixture', 'uncovered'))).toBe('#a4161a');

    const label = scene.edges.find((edge) => edge.transitionId === GO)!.label!;
    expect(label.children!.filter((e) => e.tag === 'text').every((text) => text.attrs.fill === '#1e6b3a')).toBe(true);
  });

  it('underlines a transition written in its box in its coverage style', async () => {
    const scene = buildScene(graph, await layoutFlowGraph(graph), coverage);
    const notes = notesOf(scene, 'fixture');
    const text = notes.findIndex((e) => e.attrs['data-transition'] === TICK);
    expect(notes[text]!.attrs.fill).toBe('#1e6b3a');
    const underline: SvgElement = notes[text + 1]!;
    expect(underline.tag).toBe('line');
    expect(underline.attrs).toMatchObject({ stroke: '#1e6b3a', 'stroke-width': 3 });
    expect(underline.attrs.x2).toBeGreaterThan(Number(underline.attrs.x1));
  });

  it('draws as before without a report', async () => {
    const layout = await layoutFlowGraph(graph);
    const scene = buildScene(graph, layout);
    expect(markers(scene)).not.toContain(markerId('fixture', 'walked'));
    expect(edgePath(scene, GO)).toMatchObject({ stroke: '#4a5560', 'stroke-width': 1.5 });
    expect(edgePath(scene, AFTER)).toMatchObject({ stroke: '#6a4a00', 'stroke-dasharray': '2 4' });
    expect(notesOf(scene, 'fixture').some((e) => e.tag === 'line')).toBe(false);
    expect(renderSvg(graph, layout)).not.toMatch(/stroke-width="3"|arrow-(walked|replayed|uncovered)/);
  });

  it('exports the colours in the SVG file', async () => {
    const svg = renderSvg(graph, await layoutFlowGraph(graph), { coverage });
    const edge = (transitionId: string) => new RegExp(`data-transition="${transitionId.replace(/[|.]/g, '\\$&')}">[\\s\\S]*?<path ([^>]*)/`).exec(svg)![1]!;
    expect(edge(GO)).toContain('stroke="#1e6b3a" stroke-width="3"');
    expect(edge(NEXT)).toContain('stroke-dasharray="10 5"');
    expect(edge(AFTER)).toContain('stroke-dasharray="0 5" stroke-linecap="round"');
    expect(svg).toContain(`<marker id="${markerId('fixture', 'uncovered')}"`);
  });
});
