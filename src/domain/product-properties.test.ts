import { describe, expect, it } from 'vitest';
import { propertyRows } from './product-properties.ts';

const tr = (NL: string, EN: string, DE: string) => ({ NL, EN, DE });
const definitions = [
  { Name: 'Zijwanden', Ranking: 3, GroupName: 'Uitrusting', Translations: tr('Zijwanden', 'Side walls', 'Seitenwände'), Values: [] },
  { Name: 'Afmeting', Ranking: 1, GroupName: 'Afmetingen', Translations: tr('Afmeting', 'Size', 'Größe'), Values: [] },
];
const properties = [
  { PropertyDefinition: 'Kleur', Value: 'Wit', Translations: tr('Wit', 'White', 'Weiß') },
  { PropertyDefinition: 'Zijwanden', Value: 'Ja', Translations: tr('Ja', 'Yes', 'Ja') },
  { PropertyDefinition: 'Afmeting', Value: '3 x 3 m', Translations: tr('', '', '') },
];

describe('propertyRows', () => {
  it('orders by the category’s ranking and names each in the reader’s language; an undefined one comes last with its own name', () => {
    expect(propertyRows(properties, definitions, 'en').map(({ name, value }) => [name, value])).toEqual([
      ['Size', '3 x 3 m'],
      ['Side walls', 'Yes'],
      ['Kleur', 'White'],
    ]);
  });

  it('keeps the product’s own names and order without definitions', () => {
    expect(propertyRows(properties, [], 'nl').map(({ name }) => name)).toEqual(['Kleur', 'Zijwanden', 'Afmeting']);
  });
});
