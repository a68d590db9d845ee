import { sampleProduct } from '../product-list/flow.ts';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { productSearchMachine } from './machine.ts';

export const productSearchFlow: RegisteredMachine = {
  id: 'product-search',
  title: 'Zoeken',
  description: 'De zoekbalk: 200 ms na de laatste toetsaanslag een zoekopdracht naar 5 producten (met het gekozen magazijn); een resultaat opent zijn pagina, Enter toont alle treffers.',
  machine: productSearchMachine,
  events: () => [
    { type: 'TEXT_TYPED', text: 'tent' },
    { type: 'TEXT_TYPED', text: '' },
    { type: 'SEARCH_DEBOUNCE_ELAPSED' },
    done('searchProducts', [sampleProduct]),
    done('searchProducts', []),
    failed('searchProducts'),
    { type: 'RESULT_CHOSEN', productId: sampleProduct.Slug },
    { type: 'SEARCH_SUBMITTED' },
  ],
  serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.text}`,
};
