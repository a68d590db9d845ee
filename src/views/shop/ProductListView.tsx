import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import type { ProductFilters } from '../../domain/product-filters.ts';
import { useProductListFlow } from '../../app/wiring/product-list.ts';
import { failureText } from '../../texts/failures.ts';
import { categoryChoiceAddress, filtersFromAddress } from '../../app/product-list-address.ts';
import { FilterBar } from '../../features/shop/catalogue/FilterBar.tsx';
import { CategoryTiles } from '../../features/shop/catalogue/CategoryTiles.tsx';
import { categoryCrumbs } from '../../features/shop/catalogue/category-crumbs.ts';
import { useNearEnd } from '../../ui/near-end.ts';
import { ProductCard, ProductCardSkeletons } from '../../features/shop/catalogue/ProductCard.tsx';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { NotFoundView } from '../shared/ErrorPage.tsx';
import { SelectionSummary } from '../../features/shared/selection/SelectionSummary.tsx';
import '../../features/shop/catalogue/catalogue.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

/** A skeleton row at the end while the next page loads. */
const MORE_SKELETONS = 3;

function ProductList({ filters }: { filters: ProductFilters }) {
  const { t } = useLingui();
  const list = useProductListFlow(filters);
  const { categoryPath, subcategories, cards, total, pageSize, loading, loadingMore, failure, empty } = list;
  const nearEnd = useNearEnd<HTMLDivElement>(list.more, list.wantsMore, cards.length);
  const heading = list.categoryName ?? t`Producten`;
  // A category's name comes with the categories: the title waits for it rather than say "Producten" first.
  usePageTitle(filters.categoryId === null || list.categoryName !== null ? heading : undefined);
  const shown = cards.length;

  return (
    <section aria-labelledby="product-list-title" className="product-list-page">
      {/* Home › Tenten › Partytenten: the categories above this one link to their lists. */}
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, ...categoryCrumbs(categoryPath.slice(0, -1)), { label: heading }]} />
      <h1 id="product-list-title">{heading}</h1>
      {filters.search !== '' && (
        <p className="search-summary">
          <Trans>Zoekresultaten voor „{filters.search}”</Trans>{' '}
          <Button variant="quiet" onPress={list.clearSearch}>
            <Trans>Zoekterm wissen</Trans>
          </Button>
        </p>
      )}
      <div className="product-list-layout">
        <FilterBar
          filters={filters}
          categoryTree={list.categoryTree}
          categoryPath={categoryPath}
          groups={list.propertyGroups}
          onChange={list.show}
          selection={<SelectionSummary />}
        />
        <div className="product-list-results">
          {subcategories.length > 0 && (
            <section aria-labelledby="subcategories-title" className="subcategories">
              <h2 id="subcategories-title" className="subcategories-title">
                <Trans>Subcategorieën</Trans>
              </h2>
              <CategoryTiles categories={subcategories} label={t`Subcategorieën`} size="small" hrefOf={(category) => categoryChoiceAddress(filters, category.CategoryID)} />
            </section>
          )}
          {/* The count is announced as it changes; with nothing found the heading below says so on screen. */}
          <p role="status" className={empty ? 'visually-hidden' : 'product-count'}>
            {loading ? (
              <Trans>Producten worden geladen…</Trans>
            ) : empty ? (
              <Trans>Geen producten gevonden</Trans>
            ) : (
              !list.loadFailed && <Trans>{shown} van {total} producten</Trans>
            )}
          </p>
          {list.loadFailed && (
            <div role="alert" className="notice notice-error">
              <p>
                <Trans>De producten konden niet geladen worden.</Trans> {failureText(failure?.error)}
              </p>
              <Button onPress={list.retry}>
                <Trans>Opnieuw proberen</Trans>
              </Button>
            </div>
          )}
          {empty && (
            <div className="empty-state">
              <h2>
                <Trans>Geen producten gevonden</Trans>
              </h2>
              {list.narrowed ? (
                <>
                  <p>
                    <Trans>Geen enkel product past bij de gekozen filters.</Trans>
                  </p>
                  <Button onPress={list.clearFilters}>
                    <Trans>Filters wissen</Trans>
                  </Button>
                </>
              ) : (
                <p>
                  <Trans>Er zijn hier nog geen producten.</Trans>
                </p>
              )}
            </div>
          )}
          {(loading || shown > 0) && (
            <ul className="tile-grid product-grid" aria-label={t`Producten`} aria-busy={loading || loadingMore}>
              {loading ? (
                <ProductCardSkeletons count={pageSize} />
              ) : (
                <>
                  {cards.map((card, index) => (
                    <ProductCard key={card.product.ID} card={card} firstInView={index === 0} />
                  ))}
                  {loadingMore && <ProductCardSkeletons count={MORE_SKELETONS} />}
                </>
              )}
            </ul>
          )}
          <div ref={nearEnd} className="product-list-end">
            {list.wantsMore && (
              <Button variant="secondary" onPress={list.more}>
                <Trans>Meer producten tonen</Trans>
              </Button>
            )}
            {list.moreFailed && (
              <div role="alert" className="notice notice-error">
                <p>
                  <Trans>De volgende producten konden niet geladen worden.</Trans> {failureText(failure?.error)}
                </p>
                <Button onPress={list.retry}>
                  <Trans>Opnieuw proberen</Trans>
                </Button>
              </div>
            )}
            {list.allShown && shown > pageSize && (
              <p className="muted">
                <Trans>Alle producten worden getoond.</Trans>
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** products and products/category/{categoryId}: the filters live in the address. */
export function ProductListView() {
  const { categoryId } = useParams<{ categoryId?: string }>();
  const query = useSearch();
  const filters = useMemo(() => filtersFromAddress(categoryId, query), [categoryId, query]);
  if (categoryId !== undefined && !/^\d+$/.test(categoryId)) return <NotFoundView />;
  return <ProductList filters={filters} />;
}
