import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { resolveBackendUrl } from '../app/config.ts';
import { useServices } from '../app/services.ts';
import './home.css';

export function HomeView() {
  const { t } = useLingui();
  const { categories: categoriesActor } = useServices();
  const snapshot = useSelector(categoriesActor, (s) => s);
  const send = categoriesActor.send;
  const { categories, failure } = snapshot.context;
  const topLevel = categories.filter((c) => c.ParentCategoryID === null);

  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">
        <Trans>Wat zoek je?</Trans>
      </h1>
      {snapshot.hasTag('loading') && (
        <p role="status" className="muted">
          <Trans>Categorieën worden geladen…</Trans>
        </p>
      )}
      {snapshot.matches('failed') && (
        <div role="alert" className="notice notice-error">
          <p>{failure?.text}</p>
          <button type="button" onClick={() => send({ type: 'RETRY_REQUESTED' })}>
            <Trans>Opnieuw proberen</Trans>
          </button>
        </div>
      )}
      {snapshot.matches('loaded') && (
        <ul className="category-grid" aria-label={t`Categorieën`}>
          {topLevel.map((category) => (
            <li key={category.CategoryID}>
              <Link href={`/products/category/${category.CategoryID}`} className="category-card">
                {category.Images[0] && <img src={resolveBackendUrl(category.Images[0].ImageUrl)} alt="" width="320" height="200" />}
                <span className="category-name">{category.Description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
