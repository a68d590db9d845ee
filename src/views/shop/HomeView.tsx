import { Trans, useLingui } from '@lingui/react/macro';
import { useCategoriesFlow } from '../../app/wiring/categories.ts';
import { failureText } from '../../texts/failures.ts';
import { SearchSlot } from '../../features/shop/catalogue/SearchSlot.tsx';
import { CategoryTiles } from '../../features/shop/catalogue/CategoryTiles.tsx';
import { categoryAddress } from '../../app/product-list-address.ts';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { usePageTitle } from '../../app/PageTitle.tsx';

export function HomeView() {
  const { t } = useLingui();
  usePageTitle(t`Materiaal reserveren`);
  const { topLevel, loading, loaded, loadFailed, failure, retry } = useCategoriesFlow();

  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">
        <Trans>Wat zoek je?</Trans>
      </h1>
      {/* Spec 001 §2: the top bar hides its search bar on home; the page shows it here instead. */}
      <SearchSlot placement="page" />
      {loading && (
        <p role="status" className="muted">
          <Trans>Categorieën worden geladen…</Trans>
        </p>
      )}
      {loadFailed && <RetryNotice text={failureText(failure?.error)} onRetry={retry} />}
      {loaded && (
        <CategoryTiles categories={topLevel} label={t`Categorieën`} size="large" hrefOf={(category) => categoryAddress(category.CategoryID)} />
      )}
    </section>
  );
}
