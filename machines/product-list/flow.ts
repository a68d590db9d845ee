import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { NO_FILTERS } from '../../src/domain/product-filters.ts';
import { filtersKey, productListMachine } from './machine.ts';

/** A product as a list or a search answers it. */
export const sampleProduct = { ID: 'PARTYTENT-3X3', Slug: 'partytent-3-x-3-m', Description: 'Partytent 3 x 3 m', ItemType: 'Rental' };
const sampleCategory = {
  category: { CategoryID: 1000, ParentCategoryID: null, Description: 'Tenten', Notes: '', Ranking: 1, Images: [] },
  groups: [
    { GroupName: 'Afmetingen', Ranking: 1, Properties: [{ Name: 'Afmeting', Ranking: 1, GroupName: 'Afmetingen', Translations: { NL: 'Afmeting', EN: 'Size', DE: 'Größe' }, Values: [] }] },
  ],
};
const tentFilters = { categoryId: 1000, search: '', properties: { Afmeting: ['3 x 3 m'] } };

export const productListFlow: RegisteredMachine = {
  id: 'product-list',
  title: 'Productenlijst',
  description: "Het productraster voor de filters in het adres: de eerste pagina samen met de categorie en haar filters in één keer, meer pagina's bij het scrollen (na 500 ms zonder nieuwe vraag) tot alles getoond is.",
  machine: productListMachine,
  input: { filters: NO_FILTERS, warehouseId: null, pageSize: 12, salesMode: false },
  events: () => [
    done('loadFirstPage', { page: { products: [sampleProduct], total: 3, nextIndex: 1 }, category: null }),
    done('loadFirstPage', { page: { products: [sampleProduct], total: 1, nextIndex: 1 }, category: sampleCategory }),
    failed('loadFirstPage'),
    { type: 'MORE_REQUESTED' },
    { type: 'SCROLL_DEBOUNCE_ELAPSED' },
    done('loadNextPage', { products: [sampleProduct], total: 3, nextIndex: 2 }),
    done('loadNextPage', { products: [sampleProduct], total: 3, nextIndex: 3 }),
    failed('loadNextPage'),
    { type: 'RETRY_REQUESTED' },
    { type: 'FILTERS_CHANGED', filters: tentFilters },
    { type: 'FILTERS_CHANGED', filters: NO_FILTERS },
    { type: 'WAREHOUSE_CHANGED', warehouseId: 'WH-BRUGGE' },
    { type: 'WAREHOUSE_CHANGED', warehouseId: null },
  ],
  serialize: (snapshot) => `${byValue(snapshot)}|${filtersKey(snapshot.context.filters)}|${snapshot.context.warehouseId}`,
};
