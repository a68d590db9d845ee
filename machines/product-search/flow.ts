import { sampleProduct } from '../product-list/flow.ts';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { productSearchMachine } from './machine.ts';

export const productSearchFlow: RegisteredMachine = {
  id: 'productSearch',
  title: 'Zoeken',
  description: 'The search bar: 200 ms after the last key a search for 5 products (with the chosen warehouse); a result opens its page, Enter shows every match.',
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
