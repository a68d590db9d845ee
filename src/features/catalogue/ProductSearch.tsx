import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { createProductSearchActors } from '../../../machines/product-search/actors.ts';
import { productSearchMachine } from '../../../machines/product-search/machine.ts';
import { selectNothingFound, selectResults, selectSearchFailed, selectText } from '../../../machines/product-search/selectors.ts';
import { selectWarehouseId } from '../../../machines/selection/selectors.ts';
import { navigate } from '../../app/navigation.ts';
import { resolveBackendUrl } from '../../app/config.ts';
import { useServices } from '../../app/services.ts';
import { catalogueWarehouse, productPath, productRouteId } from '../../domain/catalogue.ts';
import { ComboBox } from '../../ui/ComboBox.tsx';
import { searchAddress } from './address.ts';
import './catalogue.css';

/** Spec 001 §2 search bar: a drop list of 5 products while typing; Enter shows every match. */
export function ProductSearch({ placement }: { placement: 'top-bar' | 'page' }) {
  const { t } = useLingui();
  const { api, session, selection, inspect } = useServices();
  const [logic] = useState(() =>
    productSearchMachine.provide({
      actors: createProductSearchActors(api, () =>
        catalogueWarehouse(session.getSnapshot().context.settings?.ItemsToShowInShop, selectWarehouseId(selection.getSnapshot())),
      ),
      actions: {
        openProduct: (_, params) => navigate(productPath(params.productId)),
        showAllResults: (_, params) => navigate(searchAddress(params.text)),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  const text = selectText(snapshot);
  const results = selectResults(snapshot);

  let emptyText = t`Zoeken…`;
  if (selectNothingFound(snapshot)) emptyText = t`Geen producten gevonden voor „${text}”`;
  else if (selectSearchFailed(snapshot)) emptyText = snapshot.context.failure?.text ?? emptyText;

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
