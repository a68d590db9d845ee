import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Category, ItemPropertyDefinition, ItemPropertyGroup, ProductFilters } from '../../../../machines/product-list/machine.ts';
import { FILTER_OPTION_COUNT } from '../../../app/style-settings.ts';
import type { Language } from '../../../domain/language.ts';
import { translated } from '../../../domain/catalogue.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../../ui/CheckboxGroup.tsx';
import { addressOf } from '../../../app/product-list-address.ts';

/** The width from which the filter bar stands beside the grid (catalogue.css). */
const WIDE_SCREEN = '(min-width: 48rem)';

function PropertyFilter({ property, chosen, onChange }: { property: ItemPropertyDefinition; chosen: string[]; onChange: (values: string[]) => void }) {
  const { i18n } = useLingui();
  const language = i18n.locale as Language;
  const [expanded, setExpanded] = useState(false);
  // A chosen value stays in view even when it lies beyond the first options.
  const shown = expanded ? property.Values : property.Values.filter((v, index) => index < FILTER_OPTION_COUNT || chosen.includes(v.Title));
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

export interface FilterBarProps {
  filters: ProductFilters;
  categories: Category[];
  /** The category's filterable properties by group (its item-property groups), both by ranking. */
  groups: ItemPropertyGroup[];
  onChange: (filters: ProductFilters) => void;
  /** Location and period (the selection); rendered first. */
  selection?: ReactNode;
}

/** Spec 001 §2 filter bar: location and period, the category, and the category's item properties under their group's name. */
export function FilterBar({ filters, categories, groups, onChange, selection }: FilterBarProps) {
  const { t } = useLingui();
  // A category has its own properties: choosing another one keeps only the search.
  const categoryAddress = (categoryId: number | null) => addressOf({ categoryId, search: filters.search, properties: {} });
  const chosenCount = Object.values(filters.properties).reduce((count, values) => count + values.length, 0);
  // Open beside the grid on a wide screen; folded on a phone, so the products come first.
  const [open, setOpen] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  return (
    <aside className="filter-bar" aria-label={t`Filters`}>
      {selection}
      <details className="filter-details" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="filter-summary">{chosenCount > 0 ? <Trans>Filters ({chosenCount} gekozen)</Trans> : <Trans>Filters</Trans>}</summary>
        <nav aria-label={t`Categorieën`} className="filter-section">
          <h2 className="filter-title">
            <Trans>Categorie</Trans>
          </h2>
          <ul className="category-filter">
            <li>
              <Link href={categoryAddress(null)} aria-current={filters.categoryId === null ? 'page' : undefined}>
                <Trans>Alle producten</Trans>
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.CategoryID}>
                <Link href={categoryAddress(category.CategoryID)} aria-current={filters.categoryId === category.CategoryID ? 'page' : undefined}>
                  {category.Description}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
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
      </details>
    </aside>
  );
}
