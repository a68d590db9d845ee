import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ItemPropertyDefinition, ItemPropertyGroup } from '../../../../machines/product-list/machine.ts';
import type { ProductFilters } from '../../../domain/product-filters.ts';
import { useStyleSettings } from '../../../app/style.ts';
import type { Language } from '../../../domain/language.ts';
import { translated } from '../../../domain/catalogue.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../../ui/CheckboxGroup.tsx';

function PropertyFilter({ property, chosen, onChange }: { property: ItemPropertyDefinition; chosen: string[]; onChange: (values: string[]) => void }) {
  const { i18n } = useLingui();
  const language = i18n.locale as Language;
  const { filterOptionCount } = useStyleSettings();
  const [expanded, setExpanded] = useState(false);
  // A chosen value stays in view even when it lies beyond the first options.
  const shown = expanded ? property.Values : property.Values.filter((v, index) => index < filterOptionCount || chosen.includes(v.Title));
  const hidden = property.Values.length - shown.length;
  return (
    <div className="property-filter">
      <CheckboxGroup label={translated(property.Translations, language, property.Name)} value={chosen} onChange={onChange}>
        {shown.map((value) => (
          <Checkbox key={value.Title} value={value.Title}>
            {translated(value.Translations, language, value.Title)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {(hidden > 0 || expanded) && (
        <Button variant="quiet" onPress={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? <Trans>Toon minder</Trans> : <Trans>Toon meer ({hidden})</Trans>}
        </Button>
      )}
    </div>
  );
}

/** A category's item properties under their group's name, each a group of checkboxes (spec 001 §2). */
export function PropertyFilters({ filters, groups, onChange }: { filters: ProductFilters; groups: ItemPropertyGroup[]; onChange: (filters: ProductFilters) => void }) {
  return (
    <>
      {groups.map((group) => (
        <div className="filter-section filter-group" key={group.GroupName}>
          {group.GroupName !== '' && <h2 className="filter-title">{group.GroupName}</h2>}
          {group.Properties.map((property) => (
            <PropertyFilter
              key={property.Name}
              property={property}
              chosen={filters.properties[property.Name] ?? []}
              onChange={(values) => onChange({ ...filters, properties: { ...filters.properties, [property.Name]: values } })}
            />
          ))}
        </div>
      ))}
    </>
  );
}
