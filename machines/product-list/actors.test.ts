import { describe, expect, it } from 'vitest';
import { rankedGroups } from './actors.ts';
import type { ItemPropertyDefinition } from './machine.ts';

const property = (Name: string, Ranking: number): ItemPropertyDefinition => ({ Name, Ranking, GroupName: '', Translations: { NL: Name, EN: Name, DE: Name }, Values: [] });

describe('rankedGroups', () => {
  it('orders groups and their properties by ranking and leaves empty groups out', () => {
    expect(
      rankedGroups([
        { GroupName: 'Uitrusting', Ranking: 2, Properties: [property('Zijwanden', 3)] },
        { GroupName: 'Leeg', Ranking: 3, Properties: [] },
        { GroupName: 'Afmetingen', Ranking: 1, Properties: [property('Capaciteit', 2), property('Afmeting', 1)] },
      ]).map((g) => [g.GroupName, g.Properties.map((p) => p.Name)]),
    ).toEqual([
      ['Afmetingen', ['Afmeting', 'Capaciteit']],
      ['Uitrusting', ['Zijwanden']],
    ]);
  });
});
