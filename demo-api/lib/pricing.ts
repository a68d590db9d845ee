import type { PeriodPrice, Product } from '../db.ts';
import { parseDay, rentalDays } from './dates.ts';

export interface UnitPrice {
  /** Excl. VAT. */
  price: number;
  priceIncVAT: number;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** What a product without a price of its own costs a line. */
const NO_PRICE: UnitPrice = { price: 0, priceIncVAT: 0 };

function periodPrice(product: Product, unit: PeriodPrice['PeriodUnit'], amount: number): PeriodPrice | undefined {
  return product.PeriodPrices.find((p) => p.PeriodUnit === unit && p.PeriodAmount === amount && p.Period !== 'Weekend');
}

/**
 * Rental price of one unit over a period: whole weeks at the week price, the remaining days at
 * the day price but never more than one more week; a Friday-to-Monday rental uses the weekend
 * price when the product has one and it is cheaper. Sales items cost their sales price, and so
 * does a deposit (Borg): a fixed amount whatever the period.
 */
export function unitPrice(product: Product, start: string, end: string): UnitPrice {
  const vat = 1 + product.VATPercentage / 100;
  if (product.ItemType === 'Sales' || product.ItemType === 'Borg') return salesPrice(product) ?? NO_PRICE;
  const days = Math.max(1, rentalDays(start, end));
  const day = periodPrice(product, 'Dag', 1)?.PriceNett ?? 0;
  const week = periodPrice(product, 'Week', 1)?.PriceNett;
  let price = week === undefined ? days * day : Math.floor(days / 7) * week + Math.min((days % 7) * day, week);
  const weekend = product.PeriodPrices.find((p) => p.Period === 'Weekend');
  const fridayToMonday = days === 4 && parseDay(start).getUTCDay() === 5;
  if (weekend && fridayToMonday) price = Math.min(price, weekend.PriceNett);
  return { price: round2(price), priceIncVAT: round2(price * vat) };
}

/** Spec 001 §3: a product's sales price; null when it has none, so it is not for sale. */
export function salesPrice(product: Product): UnitPrice | null {
  if (product.SalesPrice === null) return null;
  const vat = 1 + product.VATPercentage / 100;
  return { price: product.SalesPrice, priceIncVAT: round2(product.SalesPriceIncVAT ?? product.SalesPrice * vat) };
}

/**
 * The price of one unit in the shop's mode: in sales mode (ShopSalesModus) the sales price
 * whatever the day, nothing for a product that has none (the cart marks it not for sale and the
 * checkout refuses it); in rental mode the price over the period.
 */
export function modePrice(product: Product, start: string, end: string, salesMode: boolean): UnitPrice {
  if (!salesMode) return unitPrice(product, start, end);
  return salesPrice(product) ?? NO_PRICE;
}
