import { BOX_PADDING, INITIAL_RADIUS, LABEL_PADDING, LINE_STYLE, type EdgeRoute, type FlowLayout, type LayoutLine, type Point, type StateBox } from './layout.ts';
import { textWidth } from './metrics.ts';
import type { EdgeCoverage } from './browser-coverage.ts';
import type { FlowGraph, FlowTransitionKind } from './model.ts';

/**
 * The chart as a tree of plain SVG elements: the exported file serialises it, the flows view
 * turns it into React elements and wraps each state in a focusable group. One drawing, two
 * outputs, so the page and the exported SVG look the same.
 */

export interface SvgElement {
  tag: 'g' | 'rect' | 'path' | 'circle' | 'text' | 'line' | 'marker' | 'defs' | 'title';
  /** SVG attribute names as written in a file (`stroke-width`). */
  attrs: Record<string, string | number>;
  text?: string;
  children?: SvgElement[];
}

interface SceneState {
  id: string;
  /** The box and the state's name. */
  elements: SvgElement[];
  /** Tags, invokes, actions and description: the page keeps them out of the state's accessible name. */
  notes: SvgElement[];
}

interface SceneEdge {
  id: string;
  transitionId: string;
  /** Full label for a tooltip, e.g. `editing → authenticating: SUBMITTED [credentialsComplete] / startAttempt`. */
  title: string;
  /** The route as path data: the page draws a wider, invisible copy to make the edge easy to click. */
  route: string;
  elements: SvgElement[];
  label: SvgElement | null;
}

export interface ChartScene {
  width: number;
  height: number;
  defs: SvgElement;
  /** Parents before children, so later ones are drawn on top. */
  states: SceneState[];
  /** Region separators and initial markers, drawn over the state boxes. */
  decorations: SvgElement[];
  /** Drawn in order, each edge's label after all the edges. */
  edges: SceneEdge[];
}

/** Colours meet WCAG AA (4.5:1) on white, so the text stays readable on the page and on paper. */
export const CHART_COLORS = {
  text: '#1b1f24',
  muted: '#4a5560',
  accent: '#1d5b8f',
  border: '#6b7682',
  subtle: '#c9d1d9',
  surface: '#ffffff',
  compound: '#f7f9fb',
  root: '#fbfcfd',
  edge: { event: '#4a5560', always: '#4a5560', after: '#6a4a00', done: '#1e6b3a', error: '#a4161a' } satisfies Record<FlowTransitionKind, string>,
};

export const EDGE_DASH: Record<FlowTransitionKind, string | null> = { event: null, always: '7 5', after: '2 4', done: null, error: null };
const KINDS: FlowTransitionKind[] = ['event', 'always', 'after', 'done', 'error'];
const CORNER = 6;

export interface CoverageStyle {
  color: string;
  width: number;
  dash: string | null;
  /** Round caps turn zero-length dashes into dots. */
  linecap: 'butt' | 'round';
}

/**
 * With a browser coverage report loaded, an edge is drawn by its coverage instead of its kind
 * (the label still names the kind): colour and line style both tell, never colour alone. The
 * colours meet AA for text (4.5:1) on white, not only the 3:1 of graphics, as labels take them too.
 */
export const COVERAGE_STYLE: Record<EdgeCoverage, CoverageStyle> = {
  walked: { color: '#1e6b3a', width: 3, dash: null, linecap: 'butt' },
  replayed: { color: '#1d5b8f', width: 1.5, dash: '10 5', linecap: 'butt' },
  uncovered: { color: '#a4161a', width: 2.5, dash: '0 5', linecap: 'round' },
};
const COVERAGES = Object.keys(COVERAGE_STYLE) as EdgeCoverage[];

/** Per transition id, how the browser tests covered it (`coverageByTransition`). */
export type CoverageMap = ReadonlyMap<string, EdgeCoverage>;

/** Ids inside an SVG share the page's id space: prefix them by machine. */
export const markerId = (machineId: string, kind: FlowTransitionKind | EdgeCoverage | 'initial') => `flow-${machineId.replace(/[^A-Za-z0-9_-]/g, '_')}-arrow-${kind}`;

/** The stroke attributes of a line drawn in a coverage style: the edges, and the underline of a transition written in its box. */
function coverageStroke(coverage: EdgeCoverage): SvgElement['attrs'] {
  const style = COVERAGE_STYLE[coverage];
  return {
    stroke: style.color,
    'stroke-width': style.width,
    ...(style.dash ? { 'stroke-dasharray': style.dash } : {}),
    ...(style.linecap === 'round' ? { 'stroke-linecap': 'round' } : {}),
  };
}

function arrowMarker(id: string, color: string): SvgElement {
  return {
    tag: 'marker',
    attrs: { id, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 8, markerHeight: 8, markerUnits: 'userSpaceOnUse', orient: 'auto-start-reverse' },
    children: [{ tag: 'path', attrs: { d: 'M0,0 L10,5 L0,10 z', fill: color } }],
  };
}

/** An orthogonal route with softly rounded bends. */
function pathOf(points: Point[]): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  let d = `M${first!.x},${first!.y}`;
  for (let i = 0; i < rest.length; i++) {
    const corner = rest[i]!;
    const next = rest[i + 1];
    const previous = i === 0 ? first! : rest[i - 1]!;
    if (!next) {
      d += ` L${corner.x},${corner.y}`;
      continue;
    }
    const inLength = Math.hypot(corner.x - previous.x, corner.y - previous.y);
    const outLength = Math.hypot(next.x - corner.x, next.y - corner.y);
    const r = Math.min(CORNER, inLength / 2, outLength / 2);
    const before = { x: corner.x - ((corner.x - previous.x) / (inLength || 1)) * r, y: corner.y - ((corner.y - previous.y) / (inLength || 1)) * r };
    const after = { x: corner.x + ((next.x - corner.x) / (outLength || 1)) * r, y: corner.y + ((next.y - corner.y) / (outLength || 1)) * r };
    d += ` L${round1(before.x)},${round1(before.y)} Q${corner.x},${corner.y} ${round1(after.x)},${round1(after.y)}`;
  }
  return d;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function textLine(text: string, x: number, top: number, role: LayoutLine['role'] | 'label', fill: string): SvgElement {
  const style = LINE_STYLE[role];
  // The baseline sits where a line of this height is visually centred.
  const baseline = round1(top + (style.height + style.size * 0.7) / 2);
  return {
    tag: 'text',
    attrs: {
      x,
      y: baseline,
      'font-size': style.size,
      ...(style.bold ? { 'font-weight': 700 } : {}),
      ...(style.italic ? { 'font-style': 'italic' } : {}),
      fill,
    },
    text,
  };
}

const lineColor = (role: LayoutLine['role']) => (role === 'name' ? CHART_COLORS.text : role === 'tags' ? CHART_COLORS.accent : CHART_COLORS.muted);

function stateElements(box: StateBox, isRoot: boolean, coverage: CoverageMap | undefined): Omit<SceneState, 'id'> {
  const fill = isRoot ? CHART_COLORS.root : box.hasChildren ? CHART_COLORS.compound : CHART_COLORS.surface;
  const elements: SvgElement[] = [];
  if (box.region) {
    elements.push({ tag: 'rect', attrs: { class: 'flow-box', x: box.x, y: box.y, width: box.width, height: box.height, rx: 4, fill: 'none', stroke: 'none' } });
  } else {
    elements.push({
      tag: 'rect',
      attrs: {
        class: 'flow-box',
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
        rx: box.type === 'history' ? box.height / 2 : 8,
        fill,
        stroke: isRoot ? CHART_COLORS.subtle : CHART_COLORS.border,
        'stroke-width': 1.5,
      },
    });
    if (box.type === 'final') {
      elements.push({
        tag: 'rect',
        attrs: { x: box.x + 4, y: box.y + 4, width: box.width - 8, height: box.height - 8, rx: 5, fill: 'none', stroke: CHART_COLORS.border, 'stroke-width': 1.5 },
      });
    }
  }
  const notes: SvgElement[] = [];
  let top = box.y + BOX_PADDING.y;
  for (const line of box.lines) {
    const x = box.x + BOX_PADDING.x;
    const covered = line.transitionId ? coverage?.get(line.transitionId) : undefined;
    const text = textLine(line.text, x, top, line.role, covered ? COVERAGE_STYLE[covered].color : lineColor(line.role));
    if (line.transitionId) text.attrs['data-transition'] = line.transitionId;
    (line.role === 'name' ? elements : notes).push(text);
    top += LINE_STYLE[line.role].height;
    if (covered) {
      // A transition written in its box has no edge: it is underlined in its edge's style instead.
      const y = round1(top - 1.5);
      notes.push({ tag: 'line', attrs: { x1: x, y1: y, x2: x + textWidth(line.text, LINE_STYLE[line.role].size), y2: y, ...coverageStroke(covered) } });
    }
  }
  return { elements, notes };
}

function edgeElements(edge: EdgeRoute, route: string, machineId: string, covered: EdgeCoverage | undefined): SvgElement[] {
  const dash = EDGE_DASH[edge.kind];
  const stroke = covered ? coverageStroke(covered) : { stroke: CHART_COLORS.edge[edge.kind], 'stroke-width': 1.5, ...(dash ? { 'stroke-dasharray': dash } : {}) };
  return [
    {
      tag: 'path',
      attrs: {
        class: 'flow-edge',
        d: route,
        fill: 'none',
        ...stroke,
        'marker-end': `url(#${markerId(machineId, covered ?? edge.kind)})`,
      },
    },
  ];
}

function labelElement(edge: EdgeRoute, covered: EdgeCoverage | undefined): SvgElement | null {
  const label = edge.label;
  if (!label) return null;
  const color = covered ? COVERAGE_STYLE[covered].color : CHART_COLORS.edge[edge.kind];
  return {
    tag: 'g',
    attrs: { class: 'flow-label' },
    children: [
      { tag: 'rect', attrs: { x: label.x, y: label.y, width: label.width, height: label.height, rx: 3, fill: CHART_COLORS.surface, 'fill-opacity': 0.92 } },
      ...label.lines.map((line, index) => textLine(line, label.x + LABEL_PADDING.x, label.y + LABEL_PADDING.y + index * LINE_STYLE.label.height, 'label', color)),
    ],
  };
}

/** A state's path below the root (`identityPicker.choosingCustomer`), as an analyst names it. */
export function shortName(graph: FlowGraph, stateId: string): string {
  const prefix = `${graph.rootId}.`;
  return stateId === graph.rootId ? graph.machineId : stateId.startsWith(prefix) ? stateId.slice(prefix.length) : stateId;
}

export function transitionTitle(graph: FlowGraph, transitionId: string): string {
  const transition = graph.transitions.find((t) => t.id === transitionId);
  if (!transition) return '';
  const targets = transition.targets.length > 0 ? transition.targets.map((id) => shortName(graph, id)).join(', ') : shortName(graph, transition.source);
  return `${shortName(graph, transition.source)} → ${targets}: ${transition.label}`;
}

/** The chart's drawing; with a browser coverage report's `coverage`, its edges are drawn by coverage (COVERAGE_STYLE). */
export function buildScene(graph: FlowGraph, layout: FlowLayout, coverage?: CoverageMap): ChartScene {
  const machineId = layout.machineId;
  const defs: SvgElement = {
    tag: 'defs',
    attrs: {},
    children: [
      ...KINDS.map((kind) => arrowMarker(markerId(machineId, kind), CHART_COLORS.edge[kind])),
      arrowMarker(markerId(machineId, 'initial'), CHART_COLORS.text),
      ...(coverage ? COVERAGES.map((covered) => arrowMarker(markerId(machineId, covered), COVERAGE_STYLE[covered].color)) : []),
    ],
  };
  const rootId = layout.states[0]?.id;
  const decorations: SvgElement[] = [
    ...layout.separators.map(
      (separator): SvgElement => ({
        tag: 'line',
        attrs: { x1: separator.from.x, y1: separator.from.y, x2: separator.to.x, y2: separator.to.y, stroke: CHART_COLORS.border, 'stroke-width': 1.5, 'stroke-dasharray': '6 4' },
      }),
    ),
    ...layout.initials.flatMap((initial): SvgElement[] => [
      { tag: 'circle', attrs: { cx: initial.x, cy: initial.y, r: INITIAL_RADIUS, fill: CHART_COLORS.text } },
      {
        tag: 'path',
        attrs: { d: pathOf(initial.points), fill: 'none', stroke: CHART_COLORS.text, 'stroke-width': 1.5, 'marker-end': `url(#${markerId(machineId, 'initial')})` },
      },
    ]),
  ];
  return {
    width: layout.width,
    height: layout.height,
    defs,
    states: layout.states.map((box) => ({ id: box.id, ...stateElements(box, box.id === rootId, coverage) })),
    decorations,
    edges: layout.edges.map((edge) => {
      const route = pathOf(edge.points);
      const covered = coverage?.get(edge.transitionId);
      return {
        id: edge.id,
        transitionId: edge.transitionId,
        title: transitionTitle(graph, edge.transitionId),
        route,
        elements: edgeElements(edge, route, machineId, covered),
        label: labelElement(edge, covered),
      };
    }),
  };
}

