/**
 * What a product list shows; the address holds it, so a reload or a shared link keeps it. Its own
 * module, apart from the product list's machine: every page's links to a list are written from
 * it (src/app/product-list-address.ts), and the machine loads only with a list.
 */
export interface ProductFilters {
  categoryId: number | null;
  search: string;
  /** Property name → the chosen value titles (a product matches one of them). */
  properties: Record<string, string[]>;
}

export const NO_FILTERS: ProductFilters = { categoryId: null, search: '', properties: {} };
