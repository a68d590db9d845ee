import { describe, expect, it } from 'vitest';
import { registry } from '../../machines/registry.ts';
import { chartFixtureMachine } from './chart-fixture.test-support.ts';
import { layoutFlowGraph } from './layout.ts';
import { flowGraphOf } from './model.ts';
import { escapeXml, renderSvg } from './svg.ts';

describe('renderSvg', () => {
  for (const entry of registry) {
    it(`draws every state and transition of ${entry.id}`, async () => {
      const graph = flowGraphOf(entry.machine);
      const svg = renderSvg(graph, await layoutFlowGraph(graph), { title: entry.title });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(`<title>${escapeXml(entry.title)}</title>`);
      for (const state of graph.states.filter((s) => s.parentId !== null)) expect(svg).toContain(`>${escapeXml(state.key)}</text>`);
      for (const transition of graph.transitions) {
        expect(svg).toContain(`data-transition="${escapeXml(transition.id)}"`);
        // Drawn as an edge (its label in the edge's title), or written in its state's box (a long one over several lines).
        const written = [...svg.matchAll(new RegExp(`data-transition="${escapeXml(transition.id).replace(/[|.]/g, '\\$&')}">([^<]*)</text>`, 'g'))].map((line) => line[1]).join(' ');
        expect(svg.includes(`${escapeXml(transition.label)}</title>`) || written === `on ${escapeXml(transition.label)}`, transition.id).toBe(true);
      }
    });
  }

  it('escapes text, and styles edges by kind', async () => {
    const graph = flowGraphOf(chartFixtureMachine);
    const svg = renderSvg(graph, await layoutFlowGraph(graph), { title: 'A <b>bold</b> & "quoted" title' });
    expect(svg).toContain('A &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; title');
    expect(svg).toContain('Checks &lt;escaping&gt; &amp; &quot;quotes&quot;');
    expect(svg).not.toMatch(/<b>|<escaping>/);
    const edge = (transitionId: string) => new RegExp(`data-transition="${transitionId.replace(/[|.]/g, '\\$&')}">[\\s\\S]*?<path ([^>]*)/`).exec(svg)![1]!;
    expect(edge('fixture.busy.right.y|always|0')).toContain('stroke-dasharray="7 5"');
    expect(edge('fixture.idle|xstate.after.1500.fixture.idle|0')).toContain('stroke-dasharray="2 4"');
    expect(edge('fixture.idle|GO|0')).not.toContain('stroke-dasharray');
    expect(edge('fixture.busy.right.x|xstate.done.actor.0.fixture.busy.right.x|0')).toContain('stroke="#1e6b3a"');
    expect(edge('fixture.busy.right.x|xstate.error.actor.0.fixture.busy.right.x|0')).toContain('stroke="#a4161a"');
  });

  it('is the same text for the same machine', async () => {
    const render = async () => {
      const graph = flowGraphOf(chartFixtureMachine);
      return renderSvg(graph, await layoutFlowGraph(graph));
    };
    expect(await render()).toBe(await render());
  });
});
