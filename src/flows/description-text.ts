import type { I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { chartDescriptions } from './chart-descriptions.generated.ts';
import type { FlowGraph } from './model.ts';

/**
 * A description of a machine, a state or a transition in the reader's language. The machines hold
 * them as Dutch data, not as macros, so they are looked up under the id the `msg` macro gives the
 * same text in descriptions.generated.ts, which is how they reach the catalogs.
 */
export function descriptionText(i18n: I18n, text: string): string {
  const id = generateMessageId(text);
  // Dutch has no catalog (serve/source-messages.ts): there, as wherever a language lacks it, the
  // description is its own Dutch text.
  if (i18n.messages[id] === undefined) return text;
  // A catalogued text is an ICU message: `{n}` in a quoted shop text ('maximaal {n} dagen') or a
  // route (sn/{serial}) would read as an argument and vanish. Given itself as value, it stays.
  const placeholders = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([whole, name]) => [name!, whole]));
  // Not a text for lingui extract to collect: descriptions.generated.ts brings them in.
  // lingui-extract-ignore
  return i18n._({ id, values: placeholders });
}

/**
 * The graph with every description in the reader's language: what the chart and its details show.
 * A built shop's machines hold none (serve/chart-descriptions.ts): they come from the table
 * written from the machines' source.
 */
export function describedGraph(graph: FlowGraph, i18n: I18n): FlowGraph {
  const written = chartDescriptions[graph.machineId] ?? {};
  const translate = ({ id, description }: { id: string; description: string | null }) => {
    const text = description ?? written[id] ?? null;
    return text === null ? null : descriptionText(i18n, text);
  };
  return {
    ...graph,
    states: graph.states.map((state) => ({ ...state, description: translate(state) })),
    transitions: graph.transitions.map((transition) => ({ ...transition, description: translate(transition) })),
  };
}
