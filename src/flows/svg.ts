import type { FlowLayout } from './layout.ts';
import { CHART_FONT } from './metrics.ts';
import type { FlowGraph } from './model.ts';
import { buildScene, CHART_COLORS, type CoverageMap, type SvgElement } from './scene.ts';

const TITLE_BAND = 44;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function serialize(element: SvgElement, indent: string): string {
  const attrs = Object.entries(element.attrs)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  if (element.text !== undefined) return `${indent}<${element.tag}${attrs}>${escapeXml(element.text)}</${element.tag}>`;
  if (!element.children?.length) return `${indent}<${element.tag}${attrs}/>`;
  return `${indent}<${element.tag}${attrs}>\n${element.children.map((child) => serialize(child, `${indent}  `)).join('\n')}\n${indent}</${element.tag}>`;
}

const group = (attrs: SvgElement['attrs'], children: SvgElement[]): SvgElement => ({ tag: 'g', attrs, children });

/**
 * The chart as a standalone SVG file: no DOM needed, so a Node script can write it. With
 * `coverage` its edges show what the browser tests walked, as on the page.
 */
export function renderSvg(graph: FlowGraph, layout: FlowLayout, options: { title?: string; coverage?: CoverageMap } = {}): string {
  const scene = buildScene(graph, layout, options.coverage);
  const title = options.title ?? graph.machineId;
  const width = Math.max(scene.width, 320);
  const height = scene.height + TITLE_BAND;
  const body = group({ transform: `translate(0 ${TITLE_BAND})` }, [
    ...scene.states.map((state) => group({ 'data-state': state.id }, [...state.elements, ...state.notes])),
    ...scene.decorations,
    ...scene.edges.map((edge) => group({ 'data-transition': edge.transitionId }, [{ tag: 'title', attrs: {}, text: edge.title }, ...edge.elements])),
    ...scene.edges.flatMap((edge) => (edge.label ? [edge.label] : [])),
  ]);
  const parts: SvgElement[] = [
    { tag: 'title', attrs: {}, text: title },
    scene.defs,
    { tag: 'rect', attrs: { width, height, fill: CHART_COLORS.surface } },
    { tag: 'text', attrs: { x: 16, y: 28, 'font-size': 18, 'font-weight': 700, fill: CHART_COLORS.text }, text: title },
    body,
  ];
  const content = parts.map((part) => serialize(part, '  ')).join('\n');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="${escapeXml(CHART_FONT)}" role="img" aria-label="${escapeXml(title)}">\n${content}\n</svg>\n`
  );
}
