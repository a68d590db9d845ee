import { transformSync } from '@babel/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../machines/registry.ts';
import { chartDescriptionTable } from '../src/flows/descriptions.ts';
import { MACHINE_MODULES, withoutChartDescriptions } from './chart-descriptions.ts';

function strip(source: string, filename = 'machines/sample/machine.ts'): { code: string; removed: string[] } {
  const removed: string[] = [];
  const code = transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript'] },
    plugins: [[withoutChartDescriptions, { onRemoved: (text: string) => removed.push(text) }]],
  })!.code!;
  return { code, removed };
}

describe('the build without the charts’ descriptions', () => {
  it('leaves out the written descriptions of the states and transitions a machine is made of, and nothing else', () => {
    const { code, removed } = strip(`
      const failure = { description: 'eigen gegevens' };
      export const m = setup({}).createMachine({
        id: 'sample',
        description: 'De machine.',
        initial: 'idle',
        states: {
          idle: { description: \`Wacht.\`, on: { GO: { target: 'busy', description: 'Start.' } } },
          busy: { tags: ['loading'], entry: assign({ description: ({ event }) => event.text }) },
        },
      });
    `);
    expect(removed).toEqual(['De machine.', 'Wacht.', 'Start.']);
    expect(code).toContain("const failure = {\n  description: 'eigen gegevens'\n}");
    expect(code).toContain("id: 'sample'");
    expect(code).toContain("target: 'busy'");
    expect(code).toContain('description: ({\n');
  });

  it('applies to the machine modules only', () => {
    expect(MACHINE_MODULES.test('/shop/machines/cart/machine.ts')).toBe(true);
    expect(MACHINE_MODULES.test('/shop/machines/cart/flow.ts')).toBe(false);
    expect(MACHINE_MODULES.test('/shop/src/app/wiring/cart.ts')).toBe(false);
  });

  it('takes from every registered machine only what /flows still shows from the generated table', () => {
    const table = chartDescriptionTable();
    for (const { id } of registry) {
      const file = `machines/${id}/machine.ts`;
      const { removed } = strip(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'), file);
      const shown = new Set(table.get(id)?.values());
      expect(removed.filter((text) => !shown.has(text)), id).toEqual([]);
      expect(removed.length, id).toBeGreaterThan(0);
    }
  });
});
