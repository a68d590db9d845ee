import { describe, expect, it } from 'vitest';
import type { Product } from '../../db.ts';
import { matchesProperties, propertyFilters } from './products.ts';

describe('property filters', () => {
  it('read properties[Name] parameters as comma lists, merging repeated names', () => {
    const url = 'http://demo.test/api/v2/shop/items?size=5&properties%5BAfmeting%5D=3%20x%203%20m%2C4%20x%204%20m&properties[Zijwanden]=Ja&properties[Zijwanden]=Optioneel&properties[Leeg]=';
    const filters = propertyFilters(url);
    expect([...filters.keys()]).toEqual(['Afmeting', 'Zijwanden']);
    expect([...filters.get('Afmeting')!]).toEqual(['3 x 3 m', '4 x 4 m']);
    expect([...filters.get('Zijwanden')!]).toEqual(['Ja', 'Optioneel']);
  });

  it('match with OR within a property and AND across properties', () => {
    const tent: Pick<Product, 'Properties'> = {
      Properties: [
        { PropertyDefinition: 'Afmeting', Value: '3 x 3 m', Translations: { NL: '', EN: '', DE: '' } },
        { PropertyDefinition: 'Zijwanden', Value: 'Optioneel', Translations: { NL: '', EN: '', DE: '' } },
      ],
    };
    const filters = (entries: [string, string[]][]) => new Map(entries.map(([k, v]) => [k, new Set(v)]));
    expect(matchesProperties(tent, filters([]))).toBe(true);
    expect(matchesProperties(tent, filters([['Afmeting', ['3 x 6 m', '3 x 3 m']]]))).toBe(true);
    expect(matchesProperties(tent, filters([['Afmeting', ['3 x 3 m']], ['Zijwanden', ['Ja']]]))).toBe(false);
    expect(matchesProperties(tent, filters([['Capaciteit', ['tot 20 personen']]]))).toBe(false);
  });
});
