import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registry } from '../../machines/registry.ts';
import { flowGraphOf } from './model.ts';

/**
 * The machines' descriptions reach the catalogs through a generated module: lingui extract finds
 * only macros, and the descriptions are data. `npm run flows:export` writes it; export.test.ts
 * fails when a description changed and the module did not.
 */
export const DESCRIPTIONS_MODULE = fileURLToPath(new URL('./descriptions.generated.ts', import.meta.url));

/**
 * The build leaves the descriptions out of the machines the shop runs (serve/chart-descriptions.ts);
 * /flows reads them from this generated table instead, by machine and by the chart's id of each
 * state and transition.
 */
export const CHART_DESCRIPTIONS_MODULE = fileURLToPath(new URL('./chart-descriptions.generated.ts', import.meta.url));

/** Every description /flows shows (registry entries, states, transitions), each once, by machine. */
export function registeredDescriptions(): Map<string, string[]> {
  const seen = new Set<string>();
  const byMachine = new Map<string, string[]>();
  for (const entry of registry) {
    const graph = flowGraphOf(entry.machine);
    const texts: string[] = [];
    for (const text of [entry.description, ...graph.states.map((s) => s.description), ...graph.transitions.map((t) => t.description)]) {
      if (text === null || seen.has(text)) continue;
      seen.add(text);
      texts.push(text);
    }
    if (texts.length > 0) byMachine.set(entry.id, texts);
  }
  return byMachine;
}

export function descriptionsModule(byMachine: ReadonlyMap<string, readonly string[]>): string {
  const lines = [...byMachine].flatMap(([id, texts]) => [`  // ${id}`, ...texts.map((text) => `  msg({ message: ${JSON.stringify(text)} }),`)]);
  return [
    '// Written by `npm run flows:export` from machines/registry.ts: change the machines, not this file.',
    '// Only lingui extract reads it (nothing imports it, so no bundle carries it): the descriptions',
    '// get catalog entries under the ids the flows view looks them up by (description-text.ts).',
    "import { msg } from '@lingui/core/macro';",
    '',
    'export const flowDescriptions = [',
    ...lines,
    '];',
    '',
  ].join('\n');
}

export function descriptionsModuleIsStale(): boolean {
  return !existsSync(DESCRIPTIONS_MODULE) || readFileSync(DESCRIPTIONS_MODULE, 'utf8') !== descriptionsModule(registeredDescriptions());
}

/** Each machine's state and transition descriptions, by the chart's ids (flowGraphOf). */
export function chartDescriptionTable(): Map<string, Map<string, string>> {
  const table = new Map<string, Map<string, string>>();
  for (const entry of registry) {
    const graph = flowGraphOf(entry.machine);
    const described = new Map<string, string>();
    for (const { id, description } of [...graph.states, ...graph.transitions]) if (description !== null) described.set(id, description);
    if (described.size > 0) table.set(graph.machineId, described);
  }
  return table;
}

export function chartDescriptionsModule(table: ReadonlyMap<string, ReadonlyMap<string, string>>): string {
  const lines = [...table].flatMap(([machineId, described]) => [
    `  ${JSON.stringify(machineId)}: {`,
    ...[...described].map(([id, text]) => `    ${JSON.stringify(id)}: ${JSON.stringify(text)},`),
    '  },',
  ]);
  return [
    '// Written by `npm run flows:export` from machines/registry.ts: change the machines, not this file.',
    '// The build leaves the descriptions out of the machines (serve/chart-descriptions.ts): /flows reads',
    "// them here, by machine and by the chart's id of each state and transition (description-text.ts).",
    'export const chartDescriptions: Readonly<Record<string, Readonly<Record<string, string>>>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

export function chartDescriptionsModuleIsStale(): boolean {
  return !existsSync(CHART_DESCRIPTIONS_MODULE) || readFileSync(CHART_DESCRIPTIONS_MODULE, 'utf8') !== chartDescriptionsModule(chartDescriptionTable());
}
