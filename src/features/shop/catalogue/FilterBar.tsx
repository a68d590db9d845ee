import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Category, ItemPropertyGroup, ProductFilters } from '../../../../machines/product-list/machine.ts';
import { usePageSettled } from '../../../ui/after-page-settles.ts';
import { addressOf } from '../../../app/product-list-address.ts';

const PropertyFilters = lazy(() => import('./PropertyFilters.tsx').then((m) => ({ default: m.PropertyFilters })));

/** The width from which the filter bar stands beside the grid (catalogue.css). */
const WIDE_SCREEN = '(min-width: 48rem)';

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
  const pageSettled = usePageSettled();
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
        {groups.length > 0 && (open || pageSettled) && (
          // The properties' checkboxes come with their own chunk, on a phone once the page has
          // settled: folded away there, they need not compete with the products for the first paint.
          <Suspense fallback={null}>
            <PropertyFilters filters={filters} groups={groups} onChange={onChange} />
          </Suspense>
        )}
      </details>
    </aside>
  );
}
