/**
 * `npm run paths -- --machine <id> [--strategy shortest|simple] [--format md|json]` prints the
 * generated paths for QA; `npm run paths -- --coverage [--json]` prints how much of every
 * registered machine they cover; `npm run paths -- --browser-coverage [--format md] [--json]
 * [--report <file>]` prints what the last browser test run walked (coverage/flows.json).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { EventObject } from 'xstate';
import { registeredMachine, registry } from '../../machines/registry.ts';
import { coverageMarkdown, coverageTable, machineWalkOf, parseBrowserCoverage, summarize, type BrowserCoverageReport } from './browser-coverage.ts';
import { valuePaths } from './model.ts';
import { coverageOf, generatePaths, type FlowPath, type PathStrategy } from './paths.ts';

function eventText(event: EventObject): string {
  const { type, ...payload } = event;
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  const name = settled ? `${settled[2]} ${settled[1] === 'done' ? 'answers' : 'fails'}` : type;
  const data = settled ? (settled[1] === 'done' ? (payload as { output?: unknown }).output : (payload as { error?: unknown }).error) : payload;
  const shown = data === undefined || (typeof data === 'object' && data !== null && Object.keys(data).length === 0) ? '' : ` ${JSON.stringify(data)}`;
  return `${name}${shown}`;
}

export function pathsAsMarkdown(machineId: string, title: string, strategy: PathStrategy, paths: FlowPath[]): string {
  const lines = [`# Paths of \`${machineId}\` — ${title}`, '', `${paths.length} paths, strategy \`${strategy}\`.`, ''];
  paths.forEach((path, i) => {
    lines.push(`## ${i + 1}. to \`${path.name}\``, '');
    if (path.input !== undefined) lines.push(`Input: \`${JSON.stringify(path.input)}\``, '');
    lines.push(`1. Start in \`${valuePaths(path.initial)}\``);
    for (const step of path.steps) lines.push(`1. ${eventText(step.event)} → \`${valuePaths(step.value)}\``);
    lines.push('');
  });
  return lines.join('\n');
}

function readReport(file: string): BrowserCoverageReport {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No report at ${file}: run the browser tests first (npm run test:e2e), which write it.`);
  }
  const report = parseBrowserCoverage(JSON.parse(text));
  if (!report) throw new Error(`${file} is not a report of the browser tests' walk of the flows.`);
  return report;
}

/** A row per registered machine: one the report does not know (registered since) is all unwalked. */
function browserCoverage(report: BrowserCoverageReport, format: string, json: boolean): string {
  const summaries = registry.map((entry) => {
    const walk = machineWalkOf(report, entry.id);
    return walk ? summarize(walk) : { machine: entry.id, states: { walked: 0, total: 0 }, transitions: { walked: 0, total: 0, unwalked: [] }, tests: {} };
  });
  if (json) return JSON.stringify(summaries, null, 2);
  return format === 'md' ? coverageMarkdown(report, summaries) : coverageTable(summaries);
}

function main(): void {
  const { values } = parseArgs({
    options: {
      machine: { type: 'string' },
      strategy: { type: 'string', default: 'shortest' },
      format: { type: 'string' },
      coverage: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      'browser-coverage': { type: 'boolean', default: false },
      report: { type: 'string', default: 'coverage/flows.json' },
    },
  });
  if (values['browser-coverage']) {
    const format = values.format ?? 'table';
    if (format !== 'md' && format !== 'table') throw new Error('--format is md or table with --browser-coverage');
    console.log(browserCoverage(readReport(values.report), format, values.json));
    return;
  }
  if (values.coverage) {
    const report = registry.map((entry) => {
      const { missing, ...counts } = coverageOf(entry);
      return values.json ? counts : { ...counts, missing };
    });
    if (values.json) console.log(JSON.stringify(report, null, 2));
    else
      for (const row of report) {
        console.log(`${row.machine}: states ${row.states.covered}/${row.states.total}, transitions ${row.transitions.covered}/${row.transitions.total}, ${row.paths} paths`);
      }
    return;
  }
  if (!values.machine) throw new Error(`Name a machine with --machine: ${registry.map((e) => e.id).join(', ')}`);
  if (values.strategy !== 'shortest' && values.strategy !== 'simple') throw new Error('--strategy is shortest or simple');
  const format = values.format ?? 'md';
  if (format !== 'md' && format !== 'json') throw new Error('--format is md or json');
  const entry = registeredMachine(values.machine);
  const paths = generatePaths(entry, values.strategy);
  console.log(format === 'json' ? JSON.stringify(paths, null, 2) : pathsAsMarkdown(entry.id, entry.title, values.strategy, paths));
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
