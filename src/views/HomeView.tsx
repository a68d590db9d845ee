import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { categoriesMachine } from '../../machines/categories/machine.ts';
import { createCategoryActors } from '../../machines/categories/actors.ts';
import { api } from '../app/api.ts';
import { resolveBackendUrl } from '../app/config.ts';

const homeCategories = categoriesMachine.provide({ actors: createCategoryActors(api) });

export function HomeView() {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(homeCategories);
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
