/**
 * `npm run flows:export`: writes docs/flows/<machine-id>.svg and docs/flows/<machine-id>.md (a
 * Mermaid stateDiagram-v2) for every registered machine, the module that brings their
 * descriptions into the catalogs and the table /flows reads them from (descriptions.ts). `--check` writes nothing and fails when a
 * committed chart or that module differs from the machines' definitions.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registry, type RegisteredMachine } from '../../machines/registry.ts';
import {
  CHART_DESCRIPTIONS_MODULE,
  chartDescriptionsModule,
  chartDescriptionsModuleIsStale,
  chartDescriptionTable,
  DESCRIPTIONS_MODULE,
  descriptionsModule,
  descriptionsModuleIsStale,
  registeredDescriptions,
} from './descriptions.ts';
import { layoutFlowGraph } from './layout.ts';
import { toMermaid } from './mermaid.ts';
import { flowGraphOf } from './model.ts';
import { renderSvg } from './svg.ts';

export const CHARTS_DIR = fileURLToPath(new URL('../../docs/flows/', import.meta.url));

export async function chartsOf(entry: RegisteredMachine): Promise<Record<string, string>> {
  const graph = flowGraphOf(entry.machine);
  const title = `${entry.title} (${entry.id})`;
  const mermaid = toMermaid(graph, title);
  return {
    [`${entry.id}.md`]: `# ${title}\n\n${entry.description}\n\n\`\`\`mermaid\n${mermaid}\`\`\`\n`,
    [`${entry.id}.svg`]: renderSvg(graph, await layoutFlowGraph(graph), { title }),
  };
}

/** File name → what it should contain, for every registered machine. */
export async function expectedCharts(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of registry) for (const [name, content] of Object.entries(await chartsOf(entry))) files.set(name, content);
  return files;
}

/** The charts that are missing, differ, or belong to no registered machine any more. */
export async function staleCharts(): Promise<string[]> {
  const expected = await expectedCharts();
  const stale = [...expected].filter(([name, content]) => !existsSync(`${CHARTS_DIR}${name}`) || readFileSync(`${CHARTS_DIR}${name}`, 'utf8') !== content).map(([name]) => name);
  const orphans = existsSync(CHARTS_DIR) ? readdirSync(CHARTS_DIR).filter((name) => !expected.has(name) && name !== 'README.md') : [];
  return [...stale, ...orphans];
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = await staleCharts();
    if (descriptionsModuleIsStale()) stale.push(relative(process.cwd(), DESCRIPTIONS_MODULE));
    if (chartDescriptionsModuleIsStale()) stale.push(relative(process.cwd(), CHART_DESCRIPTIONS_MODULE));
    if (stale.length > 0) {
      console.error(`Stale flow exports: ${stale.join(', ')}. Run: npm run flows:export`);
      process.exit(1);
    }
    console.log('flows: charts and descriptions are up to date');
    return;
  }
  mkdirSync(CHARTS_DIR, { recursive: true });
  for (const [name, content] of await expectedCharts()) writeFileSync(`${CHARTS_DIR}${name}`, content);
  writeFileSync(DESCRIPTIONS_MODULE, descriptionsModule(registeredDescriptions()));
  writeFileSync(CHART_DESCRIPTIONS_MODULE, chartDescriptionsModule(chartDescriptionTable()));
  console.log(
    `wrote ${registry.length * 2} charts to docs/flows/ and their descriptions to ${relative(process.cwd(), DESCRIPTIONS_MODULE)} and ${relative(process.cwd(), CHART_DESCRIPTIONS_MODULE)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
