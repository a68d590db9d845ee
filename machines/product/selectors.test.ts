import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { PACKAGE_CATEGORY_ID, productMachine, type ItemPropertyDefinition, type Product, type ProductFirstLoad, type ProductQuery, type ProductSuggestion } from './machine.ts';
import { selectAttention, selectImages, selectLayout, selectStatus } from './selectors.ts';

const image = (ranking: number, name: string) => ({ ImageID: name, Ranking: ranking, ImageUrl: `/images/${name}.jpg` });
const product = (patch: Partial<Product> = {}): Product =>
  ({ ID: 'PARTYTENT-3X3', Description: 'Partytent 3 x 3 m', CategoryIDs: [1010], Images: [], CustomFields: {}, Properties: [], PeriodPrices: [], ...patch }) as unknown as Product;
const suggestion = { ID: 'ZIJWAND', Description: 'Zijwand', ShopPolicy: 'optional', SuggestionAmount: 1, SuggestionRanking: 1 } as unknown as ProductSuggestion;

/** The product page once its product was read as `page`, or once reading it failed with `failure`. */
function shown(page: ProductFirstLoad | null, failure?: ApiFailure) {
  const loadProduct = fromPromise<ProductFirstLoad, ProductQuery>(() => new Promise((resolve, reject) => (failure ? reject(failure) : page ? resolve(page) : undefined)));
  const loadPropertyDefinitions = fromPromise<ItemPropertyDefinition[], Product>(() => new Promise(() => {}));
  const actor = createActor(productMachine.provide({ actors: { loadProduct, loadPropertyDefinitions } }), { input: { productId: 'x', salesMode: false } }).start();
  return new Promise<ReturnType<typeof actor.getSnapshot>>((resolve) => setTimeout(() => resolve(actor.getSnapshot())));
}

describe('what the product page shows of the product machine', () => {
  it('is loading, then the page; an unknown product is not found, any other failure can be tried again', async () => {
    expect(selectStatus(await shown(null))).toBe('loading');
    expect(selectStatus(await shown({ product: product(), suggestions: [] }))).toBe('ready');
    expect(selectStatus(await shown(null, new ApiFailure({ kind: 'not-found', status: 404, serverMessage: null })))).toBe('notFound');
    expect(selectStatus(await shown(null, new ApiFailure({ kind: 'network', status: 0, serverMessage: null })))).toBe('failed');
  });

  it('shows the pictures by their ranking', async () => {
    const page = await shown({ product: product({ Images: [image(3, 'c'), image(1, 'a'), image(2, 'b')] }), suggestions: [] });
    expect(selectImages(page).map((i) => i.ImageID)).toEqual(['a', 'b', 'c']);
    expect(selectImages(await shown(null))).toEqual([]);
  });

  it('puts the configurator beside the media, or under it for a product with add-ons and for a package', async () => {
    expect(selectLayout(await shown({ product: product(), suggestions: [] }))).toBe('beside-media');
    expect(selectLayout(await shown({ product: product(), suggestions: [suggestion] }))).toBe('under-media');
    expect(selectLayout(await shown({ product: product({ CategoryIDs: [PACKAGE_CATEGORY_ID] }), suggestions: [] }))).toBe('under-media');
  });

  it('warns with CUST_AttentionFrontend when it says something', async () => {
    expect(selectAttention(await shown({ product: product({ CustomFields: { CUST_AttentionFrontend: 'Enkel met aanhangwagen' } }), suggestions: [] }))).toBe('Enkel met aanhangwagen');
    expect(selectAttention(await shown({ product: product({ CustomFields: { CUST_AttentionFrontend: '  ' } }), suggestions: [] }))).toBeNull();
    expect(selectAttention(await shown({ product: product({ CustomFields: { CUST_AttentionFrontend: 7 } }), suggestions: [] }))).toBeNull();
  });
});
