import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { demoShop, settledSession } from '../../../tests/support/shop.ts';
import { productSearchLogic } from './product-search.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe('the search bar as the shop wires it', () => {
  it('opens a product chosen in the search, and the list of every match on Enter', async () => {
    const { services, navigate } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await settledSession(services);
    const search = createActor(productSearchLogic(services)).start();
    search.send({ type: 'TEXT_TYPED', text: 'partytent' });
    search.send({ type: 'SEARCH_DEBOUNCE_ELAPSED' });
    const found = await waitFor(search, (s) => s.matches('found'));
    search.send({ type: 'RESULT_CHOSEN', productId: found.context.results[0]!.Slug });
    expect(navigate).toHaveBeenLastCalledWith(`/product/details/${found.context.results[0]!.Slug}`);

    search.send({ type: 'TEXT_TYPED', text: 'tent' });
    search.send({ type: 'SEARCH_SUBMITTED' });
    expect(navigate).toHaveBeenLastCalledWith('/products?search=tent');
  });
});
