import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { resolveBackendUrl } from '../../app/config.ts';
import { useServices } from '../../app/services.ts';
import { failureText } from '../../texts/failures.ts';
import { SearchSlot } from '../../features/shop/catalogue/search-slot.tsx';
import './home.css';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { usePageTitle } from '../../app/page-title.tsx';

export function HomeView() {
  const { t } = useLingui();
  usePageTitle(t`Materiaal reserveren`);
  const { categories: categoriesActor } = useServices();
  const snapshot = useSelector(categoriesActor, (s) => s);
  const send = categoriesActor.send;
  const { categories, failure } = snapshot.context;
  // The categories machine keeps them in ranking order.
  const topLevel = categories.filter((c) => c.ParentCategoryID === null);

  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">
        <Trans>Wat zoek je?</Trans>
      </h1>
      {/* Spec 001 §2: the top bar hides its search bar on home; the page shows it here instead. */}
      <SearchSlot placement="page" />
      {snapshot.hasTag('loading') && (
        <p role="status" className="muted">
          <Trans>Categorieën worden geladen…</Trans>
        </p>
      )}
      {snapshot.matches('failed') && (
        <RetryNotice text={failureText(failure?.error)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />
      )}
      {snapshot.matches('loaded') && (
        <ul className="tile-grid" aria-label={t`Categorieën`}>
          {topLevel.map((category, index) => {
            const image = [...category.Images].sort((a, b) => a.Ranking - b.Ranking)[0];
            return (
              <li key={category.CategoryID} className="tile category-card">
                {/* The first tile is the largest thing on the first screen: fetched first; the rest as they come into view. */}
                {image && <img src={resolveBackendUrl(image.ImageUrl)} alt="" width="320" height="200" {...(index === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })} />}
                {/* The link covers the whole card (see home.css); its name is the category's alone. */}
                <Link href={`/products/category/${category.CategoryID}`} className="category-name">
                  {category.Description}
                </Link>
                {category.Notes && <p className="category-notes">{category.Notes}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
