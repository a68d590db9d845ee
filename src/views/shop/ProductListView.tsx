import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { NO_FILTERS, type ProductFilters } from '../../../machines/product-list/machine.ts';
import {
  selectAllShown,
  selectCategoryDetails,
  selectFailure,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectLoadFailed,
  selectMoreFailed,
  selectPageSize,
  selectProductCards,
  selectTotal,
  selectWantsMore,
} from '../../../machines/product-list/selectors.ts';
import { selectCategoryPath, selectCategoryTree, selectSubcategories } from '../../../machines/categories/selectors.ts';
import { useServices } from '../../app/services.ts';
import { productListInputOf, productListLogic } from '../../app/wiring/product-list.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { failureText } from '../../texts/failures.ts';
import { addressOf, categoryChoiceAddress, filtersFromAddress } from '../../app/product-list-address.ts';
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
import { usePageTitle } from '../../app/page-title.tsx';


/** A skeleton row at the end while the next page loads. */
const MORE_SKELETONS = 3;

const isNarrowed = (filters: ProductFilters) => filters.search !== '' || Object.values(filters.properties).some((values) => values.length > 0);

function ProductList({ filters }: { filters: ProductFilters }) {
  const { t } = useLingui();
  const services = useServices();
  const { categories: categoriesActor } = services;
  const [, navigate] = useLocation();
  const categoryTree = useSelector(categoriesActor, selectCategoryTree);
  const categoryPath = useSelector(categoriesActor, (s) => selectCategoryPath(s, filters.categoryId), shallowEqual);
  const subcategories = useSelector(categoriesActor, (s) => selectSubcategories(s, filters.categoryId), shallowEqual);
  const [snapshot, send] = useFlow(productListLogic, productListInputOf(services, filters));
  const pageSize = selectPageSize(snapshot);

  // The address is the filters' one source: a change there (a choice, back, a link) reaches the machine.
  useEffect(() => send({ type: 'FILTERS_CHANGED', filters }), [send, filters]);

  const cards = selectProductCards(snapshot);
  const total = selectTotal(snapshot);
  const loading = selectIsLoading(snapshot);
  const loadingMore = selectIsLoadingMore(snapshot);
  const details = selectCategoryDetails(snapshot);
  const failure = selectFailure(snapshot);
  const nearEnd = useNearEnd<HTMLDivElement>(() => send({ type: 'MORE_REQUESTED' }), selectWantsMore(snapshot), cards.length);

  // The category's name from the categories, or from the page's own call when those are not in yet.
  const categoryName =
    filters.categoryId === null
      ? null
      : (categoryPath.at(-1)?.Description ?? (details?.category.CategoryID === filters.categoryId ? details.category.Description : null));
  const heading = categoryName ?? t`Producten`;
  // A category's name comes with the categories: the title waits for it rather than say "Producten" first.
  usePageTitle(filters.categoryId === null || categoryName !== null ? heading : undefined);
  const propertyGroups = details?.category.CategoryID === filters.categoryId ? details.groups : [];
  const clearFilters = () => navigate(addressOf({ ...NO_FILTERS, categoryId: filters.categoryId }));
  const shown = cards.length;
  const empty = selectIsEmpty(snapshot);

  return (
    <section aria-labelledby="product-list-title" className="product-list-page">
      {/* Home › Tenten › Partytenten: the categories above this one link to their lists. */}
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, ...categoryCrumbs(categoryPath.slice(0, -1)), { label: heading }]} />
      <h1 id="product-list-title">{heading}</h1>
      {filters.search !== '' && (
        <p className="search-summary">
          <Trans>Zoekresultaten voor „{filters.search}”</Trans>{' '}
          <Button variant="quiet" onPress={() => navigate(addressOf({ ...filters, search: '' }))}>
            <Trans>Zoekterm wissen</Trans>
          </Button>
        </p>
      )}
      <div className="product-list-layout">
        <FilterBar
          filters={filters}
          categoryTree={categoryTree}
          categoryPath={categoryPath}
          groups={propertyGroups}
          onChange={(next) => navigate(addressOf(next))}
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
              !selectLoadFailed(snapshot) && <Trans>{shown} van {total} producten</Trans>
            )}
          </p>
          {selectLoadFailed(snapshot) && (
            <div role="alert" className="notice notice-error">
              <p>
                <Trans>De producten konden niet geladen worden.</Trans> {failureText(failure?.error)}
              </p>
              <Button onPress={() => send({ type: 'RETRY_REQUESTED' })}>
                <Trans>Opnieuw proberen</Trans>
              </Button>
            </div>
          )}
          {empty && (
            <div className="empty-state">
              <h2>
                <Trans>Geen producten gevonden</Trans>
              </h2>
              {isNarrowed(filters) ? (
                <>
                  <p>
                    <Trans>Geen enkel product past bij de gekozen filters.</Trans>
                  </p>
                  <Button onPress={clearFilters}>
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
            {selectWantsMore(snapshot) && (
              <Button variant="secondary" onPress={() => send({ type: 'MORE_REQUESTED' })}>
                <Trans>Meer producten tonen</Trans>
              </Button>
            )}
            {selectMoreFailed(snapshot) && (
              <div role="alert" className="notice notice-error">
                <p>
                  <Trans>De volgende producten konden niet geladen worden.</Trans> {failureText(failure?.error)}
                </p>
                <Button onPress={() => send({ type: 'RETRY_REQUESTED' })}>
                  <Trans>Opnieuw proberen</Trans>
                </Button>
              </div>
            )}
            {selectAllShown(snapshot) && shown > pageSize && (
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
