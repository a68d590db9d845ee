import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { components } from '../../openapi/schema';
import type { FixedProduct } from '../../src/domain/style-settings.ts';
import type { ShopSelection } from './machine.ts';

/**
 * The amount and stock rules of the configurator (spec 001 §4 "Stock status", §5 "Amounts"),
 * pure so the machine's guards, its tests and the view read the same answers.
 */

export type StockEntry = components['schemas']['ItemStockWarehouse'];
type CustomFields = components['schemas']['CustomFields'];
export type Suggestion = components['schemas']['ProductSuggestion'];

/** Spec 001 §9: the item count a product starts with. */
export const DEFAULT_ITEM_COUNT = 1;

export interface Period {
  /** yyyy-MM-dd, the first rental day. */
  from: string;
  /** yyyy-MM-dd, the last rental day (equal to `from` in sales mode). */
  to: string;
}

/**
 * The custom fields a new cart is made with (spec 001 §3): the product filter's category as
 * CUST_CategoryID when the shop's cart-category setting is on and the filter holds one.
 */
/** Spec 001 §4: a new cart that the fixed product goes with gets the fixed product's delivery method, where one is set. */
export function newCartSelection(selection: ShopSelection, fixedProduct: FixedProduct | null): ShopSelection {
  return fixedProduct?.deliveryId ? { ...selection, deliveryId: fixedProduct.deliveryId } : selection;
}

export function cartCustomFields(cartCategoryField: boolean, filterCategoryId: number | null): CustomFields {
  return cartCategoryField && filterCategoryId !== null ? { CUST_CategoryID: filterCategoryId } : {};
}

/** Rental days of a period, the first and the last included. */
export function periodDays(period: Period): number {
  return differenceInCalendarDays(parseISO(period.to), parseISO(period.from)) + 1;
}

export function isPeriodTooLong(period: Period, maxReservationDays: number | null): boolean {
  return maxReservationDays !== null && periodDays(period) > maxReservationDays;
}

/**
 * How many more may go into the cart: the lowest of the per-customer and per-cart amounts left,
 * minus what is already in the cart; null when neither limits it.
 */
export function amountLimit(entry: Pick<StockEntry, 'MaxPerCustomerLeft' | 'MaxPerCartLeft'> | null, inCart: number): number | null {
  const limits = [entry?.MaxPerCustomerLeft, entry?.MaxPerCartLeft].filter((value): value is number => typeof value === 'number');
  if (limits.length === 0) return null;
  return Math.max(0, Math.min(...limits) - inCart);
}

/** Spec 000 §5: an amount selector clamps between its min and max (no max: no upper bound). */
export function clampAmount(value: number, min: number, max: number | null): number {
  const whole = Number.isFinite(value) ? Math.round(value) : min;
  const upper = max === null ? whole : Math.min(whole, max);
  return Math.max(min, upper);
}

/** Whether the free stock covers an amount (null stock: kept without stock, always enough). */
export function covers(entry: Pick<StockEntry, 'Stock' | 'HasStock'> | null, amount: number): boolean {
  if (amount <= 0) return true;
  if (!entry) return false;
  return entry.Stock === null ? entry.HasStock : entry.Stock >= amount;
}

/** A required add-on's minimum: the suggested amount per item times the item count, capped by stock. */
export function requiredMinimum(suggestion: Pick<Suggestion, 'SuggestionAmount' | 'ShopPolicy'>, count: number, entry: Pick<StockEntry, 'Stock'> | null): number {
  if (suggestion.ShopPolicy !== 'required') return 0;
  const wanted = suggestion.SuggestionAmount * count;
  if (!entry) return 0;
  return entry.Stock === null ? wanted : Math.min(wanted, entry.Stock);
}

/** A required add-on is short when its stock does not cover the suggested amount for the count. */
export function isRequiredAddOnShort(suggestion: Pick<Suggestion, 'SuggestionAmount' | 'ShopPolicy'>, count: number, entry: Pick<StockEntry, 'Stock' | 'HasStock'> | null): boolean {
  return suggestion.ShopPolicy === 'required' && !covers(entry, suggestion.SuggestionAmount * count);
}
