import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { waitFor } from 'xstate';
import { selectFilterCategoryForProduct, selectIsLoading, selectProductCategoryPath } from '../../../machines/categories/selectors.ts';
import { createProductActors } from '../../../machines/product/actors.ts';
import { productMachine } from '../../../machines/product/machine.ts';
import { selectAttention, selectFailure, selectImages, selectLayout, selectOffer, selectPage, selectStatus, selectSuggestions } from '../../../machines/product/selectors.ts';
import { selectFilterCategoryId, selectIsSettled } from '../../../machines/session/selectors.ts';
import { serialOfSearch } from '../../domain/serial-documents.ts';
import type { FirstScreenFlow } from '../first-screen-context.ts';
import { resolveBackendUrl } from '../config.ts';
import type { ShopServices } from '../environment.ts';
import { useServices } from '../services-context.ts';
import { shopModeOf } from './shop-mode.ts';
import { useFlow } from './use-flow.ts';

/**
 * The product page with its calls; the product shown sets the session's product filter by the
 * category tree. A reload can read the product before the categories: the tree is waited for
 * (or their failure), else a product under the category browsed would look like one from elsewhere.
 */
export function productLogic({ api, session, categories }: Pick<ShopServices, 'api' | 'session' | 'categories'>) {
  return productMachine.provide({
    actors: createProductActors(api),
    actions: {
      keepProductFilter: (_, { productCategoryIds }) => {
        // The filter kept is the browser's: on a first screen the server rendered, it is known once
        // the session has read what was stored (and on the server, never: the page is anyone's).
        Promise.all([waitFor(categories, (s) => !selectIsLoading(s)), waitFor(session, selectIsSettled)])
          .then(([settled, known]) => {
            const categoryId = selectFilterCategoryForProduct(settled, selectFilterCategoryId(known), productCategoryIds);
            session.send({ type: 'PENDING_CHANGED', patch: { productFilter: { categoryId } } });
          })
          // The shop (or the server's render) stopped first: there is no filter left to keep.
          .catch(() => undefined);
      },
    },
  });
}

/** The product page's start: the product (and serial) the address names, and the shop's mode. */
const productInputOf = (services: Pick<ShopServices, 'session'>, productId: string, serial: string | null) => ({ productId, serial, ...shopModeOf(services) });

/** The product as the first screen of its address (src/app/first-screen.ts): shown once its property names are in, or as not found. */
export function firstProduct(services: ShopServices, productId: string, search: string): FirstScreenFlow<ReturnType<typeof productLogic>> {
  return {
    wire: productLogic,
    input: productInputOf(services, productId, serialOfSearch(search)),
    outcome: (snapshot) => {
      const status = selectStatus(snapshot);
      if (status === 'failed') return 'failed';
      return status === 'notFound' || snapshot.matches({ loaded: 'complete' }) ? 'ready' : 'waiting';
    },
  };
}

const NO_CATEGORIES: readonly number[] = [];

/**
 * The product page for the product (and serial) the route names: a link to another product keeps
 * the page and the flow reads the other one. Its pictures in order, its layout, its warning, and
 * the way the customer came (the product filter's category, else the product's own).
 */
export function useProductFlow(productId: string, serial: string | null) {
  const services = useServices();
  const { session, categories } = services;
  const [input] = useState(() => productInputOf(services, productId, serial));
  const [snapshot, send] = useFlow(productLogic, input);
  useEffect(() => send({ type: 'PRODUCT_REQUESTED', productId, serial }), [send, productId, serial]);
  const page = selectPage(snapshot);
  const filterCategoryId = useSelector(session, selectFilterCategoryId);
  const productCategoryIds = page?.product.CategoryIDs ?? NO_CATEGORIES;
  return {
    status: selectStatus(snapshot),
    failure: selectFailure(snapshot),
    page,
    offer: selectOffer(snapshot),
    suggestions: selectSuggestions(snapshot),
    imageUrls: selectImages(snapshot).map((image) => resolveBackendUrl(image.ImageUrl)),
    layout: selectLayout(snapshot),
    attention: selectAttention(snapshot),
    categoryPath: useSelector(categories, (s) => selectProductCategoryPath(s, filterCategoryId, productCategoryIds), shallowEqual),
    retry: () => send({ type: 'RETRY_REQUESTED' }),
  };
}
