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

/**
 * How a product is offered in the shop's mode (spec 001 §1, §3; decision 015): a price per piece
 * (a sale), the prices of its rental periods, no price at all, or, in sales mode without a
 * sales price, not for sale (shown so, and it cannot be added).
 */
export type Offer =
  | { kind: 'per-piece'; excludingVat: number; includingVat: number }
  /** `listed`: the period a list shows, the shop's default one (the first when none is marked). */
  | { kind: 'per-period'; periods: PeriodPrice[]; listed: PeriodPrice }
  | { kind: 'unpriced' }
  | { kind: 'not-for-sale' };

type Priced = Pick<Product, 'ItemType' | 'PeriodPrices' | 'SalesPrice' | 'SalesPriceIncVAT'>;

/** Spec 001 §3: the price per piece of a product with a sales price; null without one. */
function salesOffer({ SalesPrice, SalesPriceIncVAT }: Pick<Product, 'SalesPrice' | 'SalesPriceIncVAT'>): Offer | null {
  return SalesPrice === null || SalesPriceIncVAT === null ? null : { kind: 'per-piece', excludingVat: SalesPrice, includingVat: SalesPriceIncVAT };
}

/** A product with a sales price can be sold. */
export const isForSale = (product: Pick<Product, 'SalesPrice' | 'SalesPriceIncVAT'>): boolean => salesOffer(product) !== null;

/**
 * In sales mode (ShopSalesModus) every product is offered at its sales price, or not at all; in
 * rental mode a sales item (ItemType Sales) at its price per piece, the others per period.
 */
export function offerOf(product: Priced, salesMode: boolean): Offer {
  if (salesMode) return salesOffer(product) ?? { kind: 'not-for-sale' };
  if (product.ItemType === 'Sales') return salesOffer(product) ?? { kind: 'unpriced' };
  const listed = product.PeriodPrices.find((p) => p.DefaultShopPeriod) ?? product.PeriodPrices[0];
  return listed ? { kind: 'per-period', periods: product.PeriodPrices, listed } : { kind: 'unpriced' };
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
