import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import type { ItemPropertyGroup } from '../../../../machines/product-list/machine.ts';
import type { ProductFilters } from '../../../domain/product-filters.ts';
import type { Category, CategoryNode } from '../../../domain/category-tree.ts';
import { usePageSettled } from '../../../ui/after-page-settles.ts';
import { NavigationTree, type TreeLink } from '../../../ui/NavigationTree.tsx';
import { categoryChoiceAddress } from '../../../app/product-list-address.ts';

const PropertyFilters = lazy(() => import('./PropertyFilters.tsx').then((m) => ({ default: m.PropertyFilters })));

/** The width from which the filter bar stands beside the grid (catalogue.css). */
const WIDE_SCREEN = '(min-width: 48rem)';

/** The link of the list of every product, beside the categories' own. */
const ALL_PRODUCTS = 'all';

export interface FilterBarProps {
  filters: ProductFilters;
  /** Every category, nested by parent. */
  categoryTree: CategoryNode[];
  /** The way down to the chosen category (opened in the tree at first). */
  categoryPath: Category[];
  /** The category's filterable properties by group (its item-property groups), both by ranking. */
  groups: ItemPropertyGroup[];
  onChange: (filters: ProductFilters) => void;
  /** Location and period (the selection); rendered first. */
  selection?: ReactNode;
}

/** Spec 001 §2 filter bar: location and period, the category (a tree of every level), and the category's item properties under their group's name. */
export function FilterBar({ filters, categoryTree, categoryPath, groups, onChange, selection }: FilterBarProps) {
  const { t } = useLingui();
  const linksOf = (nodes: CategoryNode[]): TreeLink[] =>
    nodes.map(({ category, children }) => ({
      id: String(category.CategoryID),
      label: category.Description,
      href: categoryChoiceAddress(filters, category.CategoryID),
      children: linksOf(children),
    }));
  const links = [{ id: ALL_PRODUCTS, label: t`Alle producten`, href: categoryChoiceAddress(filters, null), children: [] }, ...linksOf(categoryTree)];
  const chosenCount = Object.values(filters.properties).reduce((count, values) => count + values.length, 0);
  // Open beside the grid on a wide screen; folded on a phone, so the products come first. The
  // server knows no screen: it sends the panel folded, and a wide screen opens it before its first
  // paint (or, hydrating, in its own column, so nothing beside it moves).
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (window.matchMedia(WIDE_SCREEN).matches) setOpen(true);
  }, []);
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
          <NavigationTree
            items={links}
            currentId={filters.categoryId === null ? ALL_PRODUCTS : String(filters.categoryId)}
            openIds={new Set(categoryPath.map((category) => String(category.CategoryID)))}
            toggleLabel={(name) => t`Subcategorieën van ${name}`}
          />
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
