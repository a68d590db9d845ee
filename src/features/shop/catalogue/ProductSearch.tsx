import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { resolveBackendUrl } from '../../../app/config.ts';
import { useProductSearchFlow } from '../../../app/wiring/product-search.ts';
import { productRouteId } from '../../../domain/catalogue.ts';
import { failureText } from '../../../texts/failures.ts';
import { ComboBox } from '../../../ui/ComboBox.tsx';
import { SearchButton } from './SearchButton.tsx';
import './catalogue.css';

/**
 * Spec 001 §2 search bar: a drop list of 5 products while typing; Enter shows every match. It
 * takes over from the field that held its place (SearchSlot.tsx): what was typed there, and the
 * focus when the field had it.
 */
export function ProductSearch({ placement, initialText = '', autoFocus = false }: { placement: 'top-bar' | 'page'; initialText?: string; autoFocus?: boolean }) {
  const { t } = useLingui();
  const search = useProductSearchFlow(initialText);
  const { text, results } = search;

  let emptyText = t`Zoeken…`;
  if (search.nothingFound) emptyText = t`Geen producten gevonden voor „${text}”`;
  else if (search.failed) emptyText = failureText(search.failure?.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.showAll();
  };

  return (
    <form role="search" className={`product-search product-search-${placement}`} onSubmit={submit} aria-label={t`Producten zoeken`}>
      <ComboBox
        label={t`Zoek een product`}
        labelHidden
        placeholder={t`Zoek een product…`}
        inputValue={text}
        onInputChange={search.type}
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
        onChoose={search.choose}
        onSubmit={search.showAll}
        emptyText={emptyText}
        autoFocus={autoFocus}
      />
      <SearchButton />
    </form>
  );
}
