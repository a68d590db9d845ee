/**
 * `npm run paths -- --machine <id> [--strategy shortest|simple] [--format md|json]` prints the
 * generated paths for QA; `npm run paths -- --coverage [--json]` prints how much of every
 * registered machine they cover.
 */
import { parseArgs } from 'node:util';
import type { EventObject } from 'xstate';
import { registeredMachine, registry } from '../../machines/registry.ts';
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

function main(): void {
  const { values } = parseArgs({
    options: {
      machine: { type: 'string' },
      strategy: { type: 'string', default: 'shortest' },
      format: { type: 'string', default: 'md' },
      coverage: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
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
  if (values.format !== 'md' && values.format !== 'json') throw new Error('--format is md or json');
  const entry = registeredMachine(values.machine);
  const paths = generatePaths(entry, values.strategy);
  console.log(values.format === 'json' ? JSON.stringify(paths, null, 2) : pathsAsMarkdown(entry.id, entry.title, values.strategy, paths));
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
