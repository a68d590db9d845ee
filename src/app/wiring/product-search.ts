import { useEffect, useState } from 'react';
import { createProductSearchActors } from '../../../machines/product-search/actors.ts';
import { productSearchMachine } from '../../../machines/product-search/machine.ts';
import { selectFailure, selectNothingFound, selectResults, selectSearchFailed, selectText } from '../../../machines/product-search/selectors.ts';
import { productPath } from '../../domain/catalogue.ts';
import { catalogueWarehouseOf } from './catalogue-warehouse.ts';
import { searchAddress } from '../product-list-address.ts';
import type { ShopServices } from '../environment.ts';
import { useFlow } from './use-flow.ts';

/** The search bar: it searches the warehouse the catalogue shows, and opens a product or the list of every match. */
export function productSearchLogic({ api, session, selection, navigate }: Pick<ShopServices, 'api' | 'session' | 'selection' | 'navigate'>) {
  return productSearchMachine.provide({
    actors: createProductSearchActors(api, () => catalogueWarehouseOf({ session, selection })),
    actions: {
      openProduct: (_, { productId }) => navigate(productPath(productId)),
      showAllResults: (_, { text }) => navigate(searchAddress(text)),
    },
  });
}

/**
 * The search bar's drop list (spec 001 §2), taking over what was typed in the field that held its
 * place before it loaded; a result opens its product, Enter the list of every match.
 */
export function useProductSearchFlow(typedBefore: string) {
  const [snapshot, send] = useFlow(productSearchLogic);
  const [takenOver] = useState(typedBefore);
  useEffect(() => {
    if (takenOver !== '') send({ type: 'TEXT_TYPED', text: takenOver });
  }, [send, takenOver]);
  return {
    text: selectText(snapshot),
    results: selectResults(snapshot),
    nothingFound: selectNothingFound(snapshot),
    failed: selectSearchFailed(snapshot),
    failure: selectFailure(snapshot),
    type: (text: string) => send({ type: 'TEXT_TYPED', text }),
    choose: (productId: string) => send({ type: 'RESULT_CHOSEN', productId }),
    showAll: () => send({ type: 'SEARCH_SUBMITTED' }),
  };
}
