import type { components } from '../../openapi/schema';
import { translated } from './catalogue.ts';
import type { Language } from './language.ts';

type ItemProperty = components['schemas']['ItemProperty'];
type ItemPropertyDefinition = components['schemas']['ItemPropertyDefinition'];

export interface PropertyRow {
  key: string;
  name: string;
  value: string;
}

/**
 * A product's properties as its page lists them: by the ranking its category gives them, each
 * named in the reader's language where the category's definition has that name; properties the
 * category does not define keep their own name and come last, in their own order.
 */
export function propertyRows(properties: ItemProperty[], definitions: ItemPropertyDefinition[], language: Language): PropertyRow[] {
  const rank = (name: string) => definitions.find((d) => d.Name === name)?.Ranking ?? Number.POSITIVE_INFINITY;
  return properties
    .map((property, index) => ({ property, index, ranking: rank(property.PropertyDefinition) }))
    .sort((a, b) => a.ranking - b.ranking || a.index - b.index)
    .map(({ property }) => {
      const definition = definitions.find((d) => d.Name === property.PropertyDefinition);
      return {
        key: `${property.PropertyDefinition}-${property.Value}`,
        name: translated(definition?.Translations, language, property.PropertyDefinition),
        value: translated(property.Translations, language, property.Value),
      };
    });
}
