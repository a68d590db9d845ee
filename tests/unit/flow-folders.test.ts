import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 022: one shape per flow folder, and a flow's rules.ts is its own. A rule that two
// flows use lives in src/domain, so changing one flow's rules cannot change another's chart.
const MACHINES = 'machines';
const flows = readdirSync(MACHINES).filter((name) => statSync(join(MACHINES, name)).isDirectory());

/** The modules a file imports for their values (type-only imports carry no rule). */
function valueImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1] ?? '');
}

describe('the flow folders', () => {
  it.each(flows)('%s has its machine, its chart registration and its machine test', (flow) => {
    const files = readdirSync(join(MACHINES, flow));
    expect(files).toEqual(expect.arrayContaining(['machine.ts', 'flow.ts', 'machine.test.ts']));
  });

  it('never takes a rule from another flow’s rules.ts', () => {
    const borrowed = flows.flatMap((flow) =>
      readdirSync(join(MACHINES, flow))
        .filter((file) => file.endsWith('.ts'))
        .flatMap((file) =>
          valueImportsOf(join(MACHINES, flow, file))
            .filter((source) => /^\.\.\/[^/]+\/rules\.ts$/.test(source))
            .map((source) => `${flow}/${file} imports ${source}`),
        ),
    );
    expect(borrowed).toEqual([]);
  });
});
