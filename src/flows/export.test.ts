import { describe, expect, it } from 'vitest';
import { chartDescriptionsModuleIsStale, descriptionsModuleIsStale } from './descriptions.ts';
import { staleCharts } from './export.cli.ts';

describe('the charts in docs/flows', () => {
  it('match the registered machines (run npm run flows:export after changing a machine)', async () => {
    expect(await staleCharts()).toEqual([]);
  }, 30_000);
});

describe('descriptions.generated.ts', () => {
  it('lists every description of the registered machines (run npm run flows:export after changing one)', () => {
    expect(descriptionsModuleIsStale()).toBe(false);
  });
});

describe('chart-descriptions.generated.ts', () => {
  it('holds every description of the registered machines by chart id (run npm run flows:export after changing one)', () => {
    expect(chartDescriptionsModuleIsStale()).toBe(false);
  });
});
