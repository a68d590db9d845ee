import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { selectFailure, selectNothingFound, selectResults, selectSearchFailed, selectText } from '../../../../machines/product-search/selectors.ts';
import { resolveBackendUrl } from '../../../app/config.ts';
import { productSearchLogic } from '../../../app/wiring/product-search.ts';
import { useFlow } from '../../../app/wiring/use-flow.ts';
import { productRouteId } from '../../../domain/catalogue.ts';
import { failureText } from '../../../texts/failures.ts';
import { ComboBox } from '../../../ui/ComboBox.tsx';
import './catalogue.css';

/** Spec 001 §2 search bar: a drop list of 5 products while typing; Enter shows every match. */
export function ProductSearch({ placement }: { placement: 'top-bar' | 'page' }) {
  const { t } = useLingui();
  const [snapshot, send] = useFlow(productSearchLogic);
  const text = selectText(snapshot);
  const results = selectResults(snapshot);

  let emptyText = t`Zoeken…`;
  if (selectNothingFound(snapshot)) emptyText = t`Geen producten gevonden voor „${text}”`;
  else if (selectSearchFailed(snapshot)) emptyText = failureText(selectFailure(snapshot)?.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SEARCH_SUBMITTED' });
  };

  return (
    <form role="search" className={`product-search product-search-${placement}`} onSubmit={submit} aria-label={t`Producten zoeken`}>
      <ComboBox
        label={t`Zoek een product`}
        labelHidden
        placeholder={t`Zoek een product…`}
        inputValue={text}
        onInputChange={(typed) => send({ type: 'TEXT_TYPED', text: typed })}
        items={results}
        itemKey={productRouteId}
        itemText={(product) => product.Description}
        renderItem={(product) => (
          <>
            {product.Images[0] ? (
              <img className="search-result-image" src={resolveBackendUrl(product.Images[0].ImageUrl)} alt="" width="40" height="40" />
            ) : (
              <span className="search-result-image" aria-hidden="true" />
            )}
            <span>{product.Description}</span>
          </>
        )}
        onChoose={(productId) => send({ type: 'RESULT_CHOSEN', productId })}
        onSubmit={() => send({ type: 'SEARCH_SUBMITTED' })}
        emptyText={emptyText}
      />
      <button type="submit" className="product-search-button" aria-label={t`Zoeken`}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
        </svg>
      </button>
    </form>
  );
}
