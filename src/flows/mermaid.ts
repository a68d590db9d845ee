import type { FlowGraph, FlowState } from './model.ts';

/** Mermaid ids may not contain dots or dashes. */
const idOf = (stateId: string) => stateId.replace(/[^A-Za-z0-9_]/g, '_');
const quote = (text: string) => text.replace(/"/g, "'").replace(/[<>]/g, '');

/** The chart as a Mermaid `stateDiagram-v2`, nested states as composite states. */
export function toMermaid(graph: FlowGraph, title: string): string {
  const children = new Map<string | null, FlowState[]>();
  for (const state of graph.states) {
    const list = children.get(state.parentId) ?? [];
    list.push(state);
    children.set(state.parentId, list);
  }
  const lines: string[] = ['---', `title: ${quote(title)}`, '---', 'stateDiagram-v2'];

  const writeState = (state: FlowState, indent: string) => {
    const kids = children.get(state.id) ?? [];
    const id = idOf(state.id);
    lines.push(`${indent}state "${quote(state.key)}" as ${id}`);
    if (kids.length > 0) {
      lines.push(`${indent}state ${id} {`);
      writeChildren(state, indent + '  ');
      lines.push(`${indent}}`);
    }
    if (state.type === 'final') lines.push(`${indent}${id} --> [*]`);
    if (state.description) lines.push(`${indent}note right of ${id} : ${quote(state.description)}`);
    if (state.invokes.length > 0) lines.push(`${indent}${id} : invokes ${state.invokes.map((i) => i.src).join(', ')}`);
  };

  const writeChildren = (parent: FlowState, indent: string) => {
    const kids = children.get(parent.id) ?? [];
    if (parent.type === 'parallel') {
      kids.forEach((kid, i) => {
        if (i > 0) lines.push(`${indent}--`);
        writeState(kid, indent);
      });
      return;
    }
    for (const kid of kids) if (kid.initial) lines.push(`${indent}[*] --> ${idOf(kid.id)}`);
    for (const kid of kids) writeState(kid, indent);
  };

  const root = graph.states.find((s) => s.id === graph.rootId);
  if (!root) throw new Error(`graph of ${graph.machineId} has no root`);
  writeChildren(root, '  ');
  for (const transition of graph.transitions) {
    const targets = transition.targets.length > 0 ? transition.targets : [transition.source];
    for (const target of targets) lines.push(`  ${idOf(transition.source)} --> ${idOf(target)} : ${quote(transition.label)}`);
  }
  return `${lines.join('\n')}\n`;
}
