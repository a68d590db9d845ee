import type { components } from '../../openapi/schema';
import type { Language } from './language.ts';

export type Product = components['schemas']['Product'];
export type PeriodPrice = components['schemas']['PeriodPrice'];
export type Translations = components['schemas']['Translations'];

/**
 * Spec 001 §2: deposit items (ItemType Borg) are never listed. The backend leaves them out
 * already; lists filter again so a deposit can never be offered on its own.
 */
export function listedProducts<T extends Pick<Product, 'ItemType'>>(products: readonly T[]): T[] {
  return products.filter((product) => product.ItemType !== 'Borg');
}

/** Texts the backend translates are keyed by upper-case locale (`NL`, `EN`, `DE`). */
export function translated(translations: Translations | undefined, language: Language, fallback: string): string {
  const key = language.toUpperCase() as keyof Translations;
  return translations?.[key]?.trim() || fallback;
}

export interface ListPrice {
  excludingVat: number;
  includingVat: number;
  /** The rental period the price is for; null for a sales price. */
  period: PeriodPrice | null;
}

/**
 * The price a list shows: the sales price of a sales item, else the price of the shop's
 * default rental period (the first period when none is marked default).
 */
export function listPrice(product: Pick<Product, 'ItemType' | 'PeriodPrices' | 'SalesPrice' | 'SalesPriceIncVAT'>): ListPrice | null {
  if (product.ItemType === 'Sales') {
    if (product.SalesPrice === null || product.SalesPriceIncVAT === null) return null;
    return { excludingVat: product.SalesPrice, includingVat: product.SalesPriceIncVAT, period: null };
  }
  const period = product.PeriodPrices.find((p) => p.DefaultShopPeriod) ?? product.PeriodPrices[0];
  return period ? { excludingVat: period.PriceNett, includingVat: period.PriceNettIncVAT, period } : null;
}

/** Spec 001 §2: the product route takes the slug, or else the ID. */
export function productRouteId(product: Pick<Product, 'Slug' | 'ID'>): string {
  return product.Slug || product.ID;
}

export function productPath(productId: string): string {
  return `/product/details/${encodeURIComponent(productId)}`;
}

/**
 * The warehouse the catalogue is filtered by: only when the shop shows what the chosen warehouse
 * carries (ItemsToShowInShop `WarehouseOnly`); otherwise the whole catalogue, whatever is chosen.
 */
export function catalogueWarehouse(itemsToShowInShop: 'All' | 'WarehouseOnly' | undefined, chosenWarehouseId: string | null): string | null {
  return itemsToShowInShop === 'WarehouseOnly' ? chosenWarehouseId : null;
}
