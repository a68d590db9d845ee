import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/**
 * A machine's chart as data: every state and every transition of its definition, labelled the
 * way an analyst reads them. The flows view, the exported charts and the coverage gate all count
 * and draw from this one model, so they cannot disagree.
 */

export type FlowStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface FlowState {
  /** Full id, e.g. `login.identityPicker.choosingCustomer`. */
  id: string;
  key: string;
  parentId: string | null;
  type: FlowStateType;
  /** The initial child of its parent (the root counts as initial). */
  initial: boolean;
  /** In the machine's words (Dutch); the flows view shows it in the reader's language. */
  description: string | null;
  tags: string[];
  /** Invoked actors: their id and the name of the logic (`src`). */
  invokes: { id: string; src: string }[];
  entry: string[];
  exit: string[];
  /** Depth below the root (the root is 0). */
  depth: number;
}

export type FlowTransitionKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface FlowTransition {
  /** Stable within a definition: source, event and position among its alternatives. */
  id: string;
  source: string;
  /** Empty for a transition that stays (only actions). */
  targets: string[];
  kind: FlowTransitionKind;
  /** The event type as the machine receives it ('' for always). */
  eventType: string;
  /** What an analyst reads for the event: `LOGIN`, `always`, `after 1500ms`, `done authenticate`. */
  eventLabel: string;
  guard: string | null;
  actions: string[];
  /** `event [guard] / action, action` */
  label: string;
  /** Why the transition is there, in the machine's words (Dutch). */
  description: string | null;
}

export interface FlowGraph {
  machineId: string;
  rootId: string;
  states: FlowState[];
  transitions: FlowTransition[];
}

type Named = string | { type?: unknown } | ((...args: never[]) => unknown) | undefined | null;

/** Built-in actions are named `xstate.assign`…; show them as `assign`. */
function nameOf(item: Named, fallback: string): string {
  let name: unknown = fallback;
  if (typeof item === 'string') name = item;
  else if (item && typeof item === 'object' && typeof item.type === 'string') name = item.type;
  else if (typeof item === 'function') name = (item as { type?: unknown }).type ?? fallback;
  return typeof name === 'string' ? name.replace(/^xstate\./, '') : fallback;
}

/** XState schedules and cancels `after` timers with its own raise/cancel actions: not the author's. */
function isTimerBookkeeping(action: Named): boolean {
  const type = nameOf(action, '');
  return type === 'cancel' || (type === 'raise' && typeof action === 'function' && 'delay' in action && action.delay !== undefined);
}

function invokeOf(node: AnyStateNode, actorId: string): { id: string; src: string } | undefined {
  const found = node.invoke.find((i) => i.id === actorId);
  return found ? { id: found.id, src: nameOf(found.src as Named, found.id) } : undefined;
}

function describeEvent(node: AnyStateNode, eventType: string): { kind: FlowTransitionKind; eventLabel: string } {
  if (eventType === '') return { kind: 'always', eventLabel: 'always' };
  const after = /^xstate\.after\.(.+)\.[^.]*\..*$/.exec(eventType) ?? /^xstate\.after\.([^.]+)/.exec(eventType);
  if (after) {
    const delay = after[1]!;
    return { kind: 'after', eventLabel: `after ${/^\d+$/.test(delay) ? `${delay}ms` : delay}` };
  }
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (settled) {
    const kind = settled[1] as 'done' | 'error';
    const invoke = invokeOf(node, settled[2]!);
    return { kind, eventLabel: `${kind} ${invoke?.src ?? settled[2]}` };
  }
  return { kind: 'event', eventLabel: eventType };
}

function labelOf(eventLabel: string, guard: string | null, actions: string[]): string {
  return `${eventLabel}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
}

export function flowGraphOf(machine: AnyStateMachine): FlowGraph {
  const states: FlowState[] = [];
  const transitions: FlowTransition[] = [];

  const visit = (node: AnyStateNode, parent: AnyStateNode | null, depth: number) => {
    const initialIds = parent?.initial?.target?.map((t: AnyStateNode) => t.id) ?? [];
    states.push({
      id: node.id,
      key: node.key,
      parentId: parent?.id ?? null,
      type: node.type as FlowStateType,
      initial: parent === null || initialIds.includes(node.id) || parent.type === 'parallel',
      description: node.description ?? null,
      tags: [...node.tags],
      invokes: node.invoke.map((i: { id: string; src: unknown }) => ({ id: i.id, src: nameOf(i.src as Named, i.id) })),
      entry: node.entry.filter((a: Named) => !isTimerBookkeeping(a)).map((a: Named) => nameOf(a, 'inline')),
      exit: node.exit.filter((a: Named) => !isTimerBookkeeping(a)).map((a: Named) => nameOf(a, 'inline')),
      depth,
    });

    const add = (
      eventType: string,
      list: readonly { target?: readonly AnyStateNode[] | undefined; guard?: unknown; actions: readonly unknown[]; description?: string | undefined }[],
    ) => {
      list.forEach((t, index) => {
        const { kind, eventLabel } = describeEvent(node, eventType);
        const guard = t.guard ? nameOf(t.guard as Named, 'guard') : null;
        const actions = t.actions.map((a) => nameOf(a as Named, 'inline'));
        transitions.push({
          id: `${node.id}|${eventType || 'always'}|${index}`,
          source: node.id,
          targets: (t.target ?? []).map((target) => target.id),
          kind,
          eventType,
          eventLabel,
          guard,
          actions,
          label: labelOf(eventLabel, guard, actions),
          description: t.description ?? null,
        });
      });
    };
    for (const [eventType, list] of node.transitions) add(eventType, list);
    add('', node.always ?? []);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child, node, depth + 1);
  };

  visit(machine.root, null, 0);
  return { machineId: machine.id, rootId: machine.root.id, states, transitions };
}

/** The id under which a taken transition is counted (same scheme as in flowGraphOf). */
export function transitionIdOf(source: AnyStateNode, eventType: string, definition: unknown): string | null {
  const list = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const index = list.indexOf(definition as never);
  return index < 0 ? null : `${source.id}|${eventType || 'always'}|${index}`;
}

/** The model's ids of the states a state value stands for, ancestors included. */
export function activeStateIds(graph: FlowGraph, value: StateValue): string[] {
  const ids: string[] = [graph.rootId];
  const childOf = (parentId: string, key: string) => graph.states.find((s) => s.parentId === parentId && s.key === key);
  const walk = (parentId: string, current: StateValue) => {
    if (typeof current === 'string') {
      const child = childOf(parentId, current);
      if (child) ids.push(child.id);
      return;
    }
    for (const [key, nested] of Object.entries(current)) {
      const child = childOf(parentId, key);
      if (!child) continue;
      ids.push(child.id);
      if (nested !== undefined) walk(child.id, nested);
    }
  };
  walk(graph.rootId, value);
  return ids;
}

/** `signedIn.active`; parallel regions joined with a comma. */
export function valuePaths(value: StateValue): string {
  if (typeof value === 'string') return value;
  const paths = Object.entries(value).flatMap(([key, nested]) => {
    if (nested === undefined || (typeof nested === 'object' && Object.keys(nested).length === 0)) return [key];
    return valuePaths(nested)
      .split(', ')
      .map((path) => `${key}.${path}`);
  });
  return paths.join(', ');
}
