import type { ElkExtendedEdge, ElkLabel, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api';
import { textWidth, wrapText } from './metrics.ts';
import type { FlowGraph, FlowState, FlowStateType, FlowTransition, FlowTransitionKind } from './model.ts';

/**
 * Positions a machine's chart with elkjs (layered, top to bottom): compound states contain their
 * children, parallel regions sit side by side, every transition is routed with its label placed.
 * Pure and deterministic, because the exported charts are compared with fresh ones in CI.
 */

export type LineRole = 'name' | 'tags' | 'invoke' | 'action' | 'description';

export interface LayoutLine {
  text: string;
  role: LineRole;
  /** A transition written in its state's box rather than drawn as an edge. */
  transitionId?: string;
}

/** Font size, line height and weight of each kind of line, shared with the renderers. */
export const LINE_STYLE: Record<LineRole | 'label', { size: number; height: number; bold: boolean; italic: boolean }> = {
  name: { size: 14, height: 19, bold: true, italic: false },
  tags: { size: 12, height: 16, bold: false, italic: false },
  invoke: { size: 12, height: 16, bold: false, italic: false },
  action: { size: 12, height: 16, bold: false, italic: false },
  description: { size: 12, height: 16, bold: false, italic: true },
  label: { size: 12, height: 15, bold: false, italic: false },
};

export const BOX_PADDING = { x: 10, y: 8 };
export const INITIAL_RADIUS = 6;
export const LABEL_PADDING = { x: 4, y: 2 };

const DESCRIPTION_WIDTH = 240;
const LABEL_WIDTH = 230;
const MIN_BOX_WIDTH = 96;
const CHILD_PADDING = 18;
const GRAPH_PADDING = 16;

export interface Point {
  x: number;
  y: number;
}

export interface StateBox {
  id: string;
  type: FlowStateType;
  /** A region of a parallel state: drawn without a border, separated by a dashed line. */
  region: boolean;
  hasChildren: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Height of the text block at the top (the whole box for a state without children). */
  headerHeight: number;
  lines: LayoutLine[];
}

interface EdgeLabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
  lines: string[];
}

export interface EdgeRoute {
  /** Unique per drawn edge: a transition with several targets draws one edge per target. */
  id: string;
  transitionId: string;
  kind: FlowTransitionKind;
  points: Point[];
  label: EdgeLabelBox | null;
}

interface InitialMarker {
  /** The initial state the marker points at. */
  stateId: string;
  x: number;
  y: number;
  points: Point[];
}

interface RegionSeparator {
  parentId: string;
  from: Point;
  to: Point;
}

export interface FlowLayout {
  machineId: string;
  width: number;
  height: number;
  /** In the model's order: parents before their children, so drawing in order nests them. */
  states: StateBox[];
  edges: EdgeRoute[];
  initials: InitialMarker[];
  separators: RegionSeparator[];
}

/**
 * `inline`: transitions that stay in a state with children. As loops they would circle the whole
 * box (the root's circle the chart), so they are written inside it, like entry and exit actions.
 */
function linesOf(state: FlowState, rootLabel: string, inline: readonly FlowTransition[] = []): LayoutLine[] {
  const lines: LayoutLine[] = [{ text: state.parentId === null ? rootLabel : state.key, role: 'name' }];
  if (state.type === 'history') lines.push({ text: 'history (H)', role: 'tags' });
  if (state.tags.length > 0) lines.push({ text: state.tags.map((tag) => `#${tag}`).join(' '), role: 'tags' });
  for (const invoke of state.invokes) lines.push({ text: `invokes ${invoke.src}`, role: 'invoke' });
  if (state.entry.length > 0) lines.push({ text: `entry / ${state.entry.join(', ')}`, role: 'action' });
  if (state.exit.length > 0) lines.push({ text: `exit / ${state.exit.join(', ')}`, role: 'action' });
  for (const transition of inline) {
    for (const text of wrapText(`on ${transition.label}`, DESCRIPTION_WIDTH, LINE_STYLE.action.size, { keepWords: true })) lines.push({ text, role: 'action', transitionId: transition.id });
  }
  if (state.description) {
    for (const text of wrapText(state.description, DESCRIPTION_WIDTH, LINE_STYLE.description.size)) lines.push({ text, role: 'description' });
  }
  return lines;
}

function blockSize(lines: LayoutLine[]): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const line of lines) {
    const style = LINE_STYLE[line.role];
    width = Math.max(width, textWidth(line.text, style.size, style.bold));
    height += style.height;
  }
  return { width: Math.max(MIN_BOX_WIDTH, width + 2 * BOX_PADDING.x), height: height + 2 * BOX_PADDING.y };
}

/** A long label reads best as event, guard and actions on lines of their own. */
function labelLines(eventLabel: string, guard: string | null, actions: string[]): string[] {
  const size = LINE_STYLE.label.size;
  const whole = `${eventLabel}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
  if (textWidth(whole, size) <= LABEL_WIDTH) return [whole];
  const parts = [eventLabel, ...(guard ? [`[${guard}]`] : []), ...(actions.length ? [`/ ${actions.join(', ')}`] : [])];
  return parts.flatMap((part) => wrapText(part, LABEL_WIDTH, size, { keepWords: true }));
}

function labelBox(lines: string[]): { width: number; height: number } {
  const style = LINE_STYLE.label;
  const width = Math.max(...lines.map((line) => textWidth(line, style.size)));
  return { width: width + 2 * LABEL_PADDING.x, height: lines.length * style.height + 2 * LABEL_PADDING.y };
}

/** ELK reads these per compound node even when it lays out the whole hierarchy in one go. */
const LAYERED_OPTIONS: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  // Depth first from the initial marker: the chart reads top down in the order a flow runs.
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '18',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.randomSeed': '1',
  'elk.alignment': 'TOP',
};

const ROOT_OPTIONS: LayoutOptions = {
  ...LAYERED_OPTIONS,
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.padding': `[top=${GRAPH_PADDING},left=${GRAPH_PADDING},bottom=${GRAPH_PADDING},right=${GRAPH_PADDING}]`,
};

const round = (n: number) => Math.round(n);

type Elk = { layout(graph: ElkNode): Promise<ElkNode> };
let elk: Promise<Elk> | null = null;

/** elkjs is big: it loads on the first layout, in its own chunk, only where charts are drawn. */
function loadElk(): Promise<Elk> {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK());
  return elk;
}

export async function layoutFlowGraph(graph: FlowGraph): Promise<FlowLayout> {
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const children = new Map<string, FlowState[]>();
  for (const state of graph.states) {
    if (state.parentId === null) continue;
    const list = children.get(state.parentId) ?? [];
    list.push(state);
    children.set(state.parentId, list);
  }
  const ancestry = (id: string): string[] => {
    const chain: string[] = [];
    for (let current = byId.get(id); current; current = current.parentId ? byId.get(current.parentId) : undefined) chain.unshift(current.id);
    return chain;
  };
  /** The innermost state containing both ends: ELK wants an edge declared there. */
  const containerOf = (source: string, target: string): string => {
    const a = ancestry(source);
    const b = ancestry(target);
    let common = graph.rootId;
    for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++) {
      if (a[i] !== source && a[i] !== target) common = a[i]!;
    }
    return common;
  };

  const inline = graph.transitions.filter((t) => t.targets.length === 0 && children.has(t.source));
  const headers = new Map<string, { lines: LayoutLine[]; width: number; height: number }>();
  const nodes = new Map<string, ElkNode>();
  for (const state of graph.states) {
    const lines = linesOf(
      state,
      graph.machineId,
      inline.filter((t) => t.source === state.id),
    );
    const size = blockSize(lines);
    headers.set(state.id, { lines, ...size });
    const kids = children.get(state.id) ?? [];
    const node: ElkNode =
      kids.length === 0
        ? { id: state.id, width: size.width, height: size.height }
        : {
            id: state.id,
            children: [],
            edges: [],
            layoutOptions: {
              ...LAYERED_OPTIONS,
              'elk.padding': `[top=${size.height + CHILD_PADDING / 2},left=${CHILD_PADDING},bottom=${CHILD_PADDING},right=${CHILD_PADDING}]`,
              'elk.nodeSize.constraints': 'MINIMUM_SIZE',
              'elk.nodeSize.minimum': `(${size.width}, ${size.height})`,
            },
          };
    nodes.set(state.id, node);
    if (state.parentId !== null) nodes.get(state.parentId)?.children?.push(node);
  }

  const initialIds = new Map<string, string>();
  for (const state of graph.states) {
    const kids = children.get(state.id) ?? [];
    const initial = kids.find((kid) => kid.initial);
    if (state.type === 'parallel' || !initial) continue;
    const markerId = `${state.id}|initial`;
    initialIds.set(markerId, initial.id);
    const container = nodes.get(state.id)!;
    // Declared first, so model order puts the marker above the state it points at.
    container.children!.unshift({ id: markerId, width: 2 * INITIAL_RADIUS, height: 2 * INITIAL_RADIUS });
    container.edges!.push({ id: `${markerId}>edge`, sources: [markerId], targets: [initial.id] });
  }

  const edgeInfo = new Map<string, { transitionId: string; kind: FlowTransitionKind; lines: string[] | null }>();
  for (const transition of graph.transitions) {
    if (inline.includes(transition)) continue;
    const targets = transition.targets.length > 0 ? transition.targets : [transition.source];
    targets.forEach((target, index) => {
      const id = `${transition.id}>${index}`;
      const lines = index === 0 ? labelLines(transition.eventLabel, transition.guard, transition.actions) : null;
      edgeInfo.set(id, { transitionId: transition.id, kind: transition.kind, lines });
      const labels: ElkLabel[] = lines ? [{ id: `${id}|label`, text: lines.join('\n'), ...labelBox(lines), layoutOptions: { 'elk.edgeLabels.placement': 'CENTER' } }] : [];
      const edge: ElkExtendedEdge = { id, sources: [transition.source], targets: [target], labels };
      nodes.get(containerOf(transition.source, target))!.edges!.push(edge);
    });
  }

  const rootNode = nodes.get(graph.rootId);
  if (!rootNode) throw new Error(`graph of ${graph.machineId} has no root`);
  const laidOut = await (await loadElk()).layout({ id: `${graph.machineId}|graph`, layoutOptions: ROOT_OPTIONS, children: [rootNode], edges: [] });

  const positions = new Map<string, ElkNode>();
  const allEdges: ElkExtendedEdge[] = [];
  const collect = (node: ElkNode) => {
    positions.set(node.id, node);
    allEdges.push(...(node.edges ?? []));
    for (const child of node.children ?? []) collect(child);
  };
  collect(laidOut);

  const states: StateBox[] = graph.states.map((state) => {
    const node = positions.get(state.id)!;
    const header = headers.get(state.id)!;
    const parent = state.parentId ? byId.get(state.parentId) : undefined;
    const hasChildren = (children.get(state.id) ?? []).length > 0;
    return {
      id: state.id,
      type: state.type,
      region: parent?.type === 'parallel',
      hasChildren,
      x: round(node.x ?? 0),
      y: round(node.y ?? 0),
      width: round(node.width ?? header.width),
      height: round(node.height ?? header.height),
      headerHeight: hasChildren ? header.height : round(node.height ?? header.height),
      lines: header.lines,
    };
  });

  const pointsOf = (edge: ElkExtendedEdge): Point[] =>
    (edge.sections ?? []).flatMap((section, index) => [
      ...(index === 0 ? [section.startPoint] : []),
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]).map((p) => ({ x: round(p.x), y: round(p.y) }));

  const edges: EdgeRoute[] = [];
  const initials: InitialMarker[] = [];
  for (const edge of allEdges) {
    const info = edgeInfo.get(edge.id);
    if (info) {
      const label = edge.labels?.[0];
      edges.push({
        id: edge.id,
        transitionId: info.transitionId,
        kind: info.kind,
        points: pointsOf(edge),
        label:
          label && info.lines
            ? { x: round(label.x ?? 0), y: round(label.y ?? 0), width: round(label.width ?? 0), height: round(label.height ?? 0), lines: info.lines }
            : null,
      });
      continue;
    }
    const markerId = edge.sources[0]!;
    const marker = positions.get(markerId);
    const stateId = initialIds.get(markerId);
    if (marker && stateId) {
      initials.push({ stateId, x: round((marker.x ?? 0) + INITIAL_RADIUS), y: round((marker.y ?? 0) + INITIAL_RADIUS), points: pointsOf(edge) });
    }
  }
  const order = new Map(graph.transitions.map((t, i) => [t.id, i]));
  edges.sort((a, b) => order.get(a.transitionId)! - order.get(b.transitionId)! || a.id.localeCompare(b.id));
  initials.sort((a, b) => a.stateId.localeCompare(b.stateId));

  const separators: RegionSeparator[] = [];
  const boxes = new Map(states.map((box) => [box.id, box]));
  for (const state of graph.states) {
    if (state.type !== 'parallel') continue;
    const parent = boxes.get(state.id)!;
    const regions = (children.get(state.id) ?? []).map((kid) => boxes.get(kid.id)!).sort((a, b) => a.x - b.x || a.y - b.y);
    for (let i = 1; i < regions.length; i++) {
      const before = regions[i - 1]!;
      const after = regions[i]!;
      if (after.x >= before.x + before.width) {
        const x = round((before.x + before.width + after.x) / 2);
        separators.push({ parentId: state.id, from: { x, y: parent.y + parent.headerHeight }, to: { x, y: parent.y + parent.height - 6 } });
      } else {
        const y = round((before.y + before.height + after.y) / 2);
        separators.push({ parentId: state.id, from: { x: parent.x + 6, y }, to: { x: parent.x + parent.width - 6, y } });
      }
    }
  }

  return { machineId: graph.machineId, width: round(laidOut.width ?? 0), height: round(laidOut.height ?? 0), states, edges, initials, separators };
}
