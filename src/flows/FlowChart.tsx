import { Trans, useLingui } from '@lingui/react/macro';
import { createElement, Fragment, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import { Button } from '../ui/Button.tsx';
import type { FlowLayout, Point } from './layout.ts';
import { CHART_FONT } from './metrics.ts';
import type { FlowGraph } from './model.ts';
import { buildScene, shortName, type CoverageMap, type SvgElement } from './scene.ts';

interface View {
  scale: number;
  x: number;
  y: number;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 3;
const ZOOM_STEP = 1.25;
const PAN_STEP = 48;
const FIT_MARGIN = 12;
/** A wide chart is not shrunk below this on reset: smaller text cannot be read. */
const MIN_FIT_SCALE = 0.6;
/** Movement below this is a click, above it a drag. */
const DRAG_THRESHOLD = 4;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

const reactName = (name: string) => (name === 'class' ? 'className' : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()));

function toReact(element: SvgElement, key: number): ReactElement {
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(element.attrs)) props[reactName(name)] = value;
  return createElement(element.tag, { key, ...props }, element.text ?? element.children?.map(toReact));
}

export interface FlowChartProps {
  graph: FlowGraph;
  layout: FlowLayout;
  /** The chart's accessible name. */
  label: string;
  activeIds: ReadonlySet<string>;
  /** States an event under the pointer or focus would lead to. */
  previewIds: ReadonlySet<string>;
  selectedId: string | null;
  onSelect(stateId: string): void;
  /** A browser coverage report's verdict per transition: edges are drawn by it and can be chosen. */
  coverage?: CoverageMap | undefined;
  selectedTransitionId?: string | null;
  onSelectTransition?(transitionId: string): void;
}

interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const areaOf = (points: readonly Point[]): Area => ({
  left: Math.min(...points.map((p) => p.x)),
  top: Math.min(...points.map((p) => p.y)),
  right: Math.max(...points.map((p) => p.x)),
  bottom: Math.max(...points.map((p) => p.y)),
});

/** The interactive chart: the same drawing as the exported SVG, with zoom, pan and focusable states. */
export function FlowChart({ graph, layout, label, activeIds, previewIds, selectedId, onSelect, coverage, selectedTransitionId = null, onSelectTransition }: FlowChartProps) {
  const { t } = useLingui();
  const hintId = useId();
  const scene = useMemo(() => buildScene(graph, layout, coverage), [graph, layout, coverage]);
  const boxes = useMemo(() => new Map(layout.states.map((box) => [box.id, box])), [layout]);
  const viewport = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const drag = useRef<{ pointerId: number; startX: number; startY: number; from: View; moved: boolean } | null>(null);
  const dragged = useRef(false);

  const fit = useCallback(() => {
    const width = viewport.current?.clientWidth ?? layout.width;
    const scale = clampScale(Math.max(MIN_FIT_SCALE, Math.min(1, (width - 2 * FIT_MARGIN) / layout.width)));
    setView({ scale, x: Math.max(FIT_MARGIN, (width - layout.width * scale) / 2), y: FIT_MARGIN });
  }, [layout]);
  useLayoutEffect(fit, [fit]);

  const zoomAt = useCallback((factor: number, centerX?: number, centerY?: number) => {
    setView((current) => {
      const scale = clampScale(current.scale * factor);
      const cx = centerX ?? (viewport.current?.clientWidth ?? 0) / 2;
      const cy = centerY ?? (viewport.current?.clientHeight ?? 0) / 2;
      const ratio = scale / current.scale;
      return { scale, x: cx - (cx - current.x) * ratio, y: cy - (cy - current.y) * ratio };
    });
  }, []);

  // React's wheel listener is passive; zooming must stop the page from zooming or scrolling.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      zoomAt(Math.exp(-event.deltaY * 0.002), event.clientX - rect.left, event.clientY - rect.top);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  const pan = (dx: number, dy: number) => setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? PAN_STEP * 3 : PAN_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      pan(move[0], move[1]);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomAt(ZOOM_STEP);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomAt(1 / ZOOM_STEP);
    } else if (event.key === '0') {
      event.preventDefault();
      fit();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    dragged.current = false;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, from: view, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!current.moved) {
      current.moved = true;
      // Captured only once it is a drag: a capture from the start would steal the click on a state.
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setView({ ...current.from, x: current.from.x + dx, y: current.from.y + dy });
  };
  const endDrag = () => {
    dragged.current = drag.current?.moved ?? false;
    drag.current = null;
  };

  /** Brings a part of the drawing into view, moving it as little as needed. */
  const revealArea = useCallback((area: Area) => {
    const element = viewport.current;
    if (!element) return;
    setView((current) => {
      const margin = FIT_MARGIN;
      const left = area.left * current.scale + current.x;
      const top = area.top * current.scale + current.y;
      // Larger than the viewport: its top left corner is what matters.
      const width = Math.min((area.right - area.left) * current.scale, element.clientWidth - 2 * margin);
      const height = Math.min((area.bottom - area.top) * current.scale, element.clientHeight - 2 * margin);
      let { x, y } = current;
      if (left < margin) x += margin - left;
      else if (left + width > element.clientWidth - margin) x -= left + width - (element.clientWidth - margin);
      if (top < margin) y += margin - top;
      else if (top + height > element.clientHeight - margin) y -= top + height - (element.clientHeight - margin);
      return x === current.x && y === current.y ? current : { ...current, x, y };
    });
  }, []);

  /** Brings states into view: the one tabbed to, or the current ones after a step. */
  const reveal = useCallback(
    (stateIds: readonly string[]) => {
      const shown = stateIds.map((id) => boxes.get(id)).filter((box) => box !== undefined);
      if (shown.length === 0) return;
      revealArea(areaOf(shown.flatMap((box) => [{ x: box.x, y: box.y }, { x: box.x + box.width, y: box.y + box.headerHeight }])));
    },
    [boxes, revealArea],
  );

  // A transition chosen from the coverage list: its edge, or its state's box when it is written there.
  useEffect(() => {
    if (!selectedTransitionId) return;
    const edge = layout.edges.find((e) => e.transitionId === selectedTransitionId);
    // The label names the transition: that is what a reader looks for.
    if (edge) {
      revealArea(edge.label ? { left: edge.label.x, top: edge.label.y, right: edge.label.x + edge.label.width, bottom: edge.label.y + edge.label.height } : areaOf(edge.points));
      return;
    }
    const source = graph.transitions.find((transition) => transition.id === selectedTransitionId)?.source;
    if (source) reveal([source]);
  }, [selectedTransitionId, layout, graph, reveal, revealArea]);

  const chooseEdge = (transitionId: string) => {
    if (!dragged.current) onSelectTransition?.(transitionId);
  };

  const leavesOf = useCallback(
    (ids: ReadonlySet<string>) => new Set([...ids].filter((id) => !graph.states.some((state) => state.parentId === id && ids.has(state.id)))),
    [graph],
  );
  const activeLeaves = useMemo(() => leavesOf(activeIds), [leavesOf, activeIds]);
  const previewLeaves = useMemo(() => leavesOf(previewIds), [leavesOf, previewIds]);
  const currentKey = [...activeLeaves].join(' ');
  useEffect(() => {
    if (currentKey) reveal(currentKey.split(' '));
  }, [currentKey, reveal]);

  return (
    <div className="flow-chart">
      <div className="flow-chart-toolbar" role="group" aria-label={t`Zoom`}>
        <Button variant="secondary" onPress={() => zoomAt(ZOOM_STEP)} aria-label={t`Inzoomen`}>
          +
        </Button>
        <Button variant="secondary" onPress={() => zoomAt(1 / ZOOM_STEP)} aria-label={t`Uitzoomen`}>
          −
        </Button>
        <Button variant="secondary" onPress={fit}>
          <Trans>Beeld herstellen</Trans>
        </Button>
        <span className="flow-chart-zoom" aria-live="polite">
          {Math.round(view.scale * 100)}%
        </span>
      </div>
      <p id={hintId} className="flow-chart-hint">
        <Trans>Sleep of gebruik de pijltjestoetsen om te verschuiven; Ctrl + scrollwiel, + of − om te zoomen. Kies een toestand met Tab en druk op Enter voor de details.</Trans>
      </p>
      <div
        ref={viewport}
        className="flow-chart-viewport"
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <svg className="flow-chart-svg" width="100%" height="100%" fontFamily={CHART_FONT} role="group">
          {toReact(scene.defs, 0)}
          <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
            {scene.states.map((state) => {
              const box = boxes.get(state.id);
              // The root is always active: marking it would only add noise.
              const active = state.id !== graph.rootId && activeIds.has(state.id);
              const classes = ['flow-state'];
              if (active) classes.push('is-active');
              if (activeLeaves.has(state.id)) classes.push('is-current');
              if (previewLeaves.has(state.id)) classes.push('is-preview');
              if (selectedId === state.id) classes.push('is-selected');
              const notesId = `${hintId}-${state.id}`;
              return (
                <Fragment key={state.id}>
                  <g
                    className={classes.join(' ')}
                    role="button"
                    tabIndex={0}
                    aria-label={shortName(graph, state.id)}
                    aria-describedby={state.notes.length > 0 ? notesId : undefined}
                    aria-pressed={selectedId === state.id}
                    aria-current={active ? 'true' : undefined}
                    data-state={state.id}
                    onFocus={() => reveal([state.id])}
                    onClick={() => {
                      if (!dragged.current) onSelect(state.id);
                    }}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter' && event.key !== ' ') return;
                      event.preventDefault();
                      event.stopPropagation();
                      onSelect(state.id);
                    }}
                  >
                    {state.elements.map(toReact)}
                    {box && selectedId === state.id && (
                      <rect className="flow-selection" x={box.x - 4} y={box.y - 4} width={box.width + 8} height={box.height + 8} rx={10} fill="none" />
                    )}
                  </g>
                  {state.notes.length > 0 && (
                    // Drawn beside the state, not in it: its accessible name is its visible name.
                    <g id={notesId} aria-hidden="true" className="flow-notes">
                      {state.notes.map(toReact)}
                    </g>
                  )}
                </Fragment>
              );
            })}
            {/* Hidden from assistive technology: the states carry the structure, and the coverage panel lists every transition as a button. */}
            <g aria-hidden="true" className={onSelectTransition ? 'flow-edges is-choosable' : 'flow-edges'}>
              {scene.decorations.map(toReact)}
              {scene.edges.map((edge) => (
                <g
                  key={edge.id}
                  data-transition={edge.transitionId}
                  className={edge.transitionId === selectedTransitionId ? 'flow-edge-group is-selected' : 'flow-edge-group'}
                  onClick={onSelectTransition && (() => chooseEdge(edge.transitionId))}
                >
                  <title>{edge.title}</title>
                  {onSelectTransition && <path className="flow-edge-hit" d={edge.route} />}
                  {edge.transitionId === selectedTransitionId && <path className="flow-edge-halo" d={edge.route} />}
                  {edge.elements.map(toReact)}
                </g>
              ))}
              {scene.edges.map(
                (edge) =>
                  edge.label && (
                    <g key={edge.id} className="flow-label-group" onClick={onSelectTransition && (() => chooseEdge(edge.transitionId))}>
                      {toReact(edge.label, 0)}
                    </g>
                  ),
              )}
            </g>
          </g>
        </svg>
      </div>
    </div>
  );
}
