import type { PeriodPrice, Product } from '../db.ts';
import { parseDay, rentalDays } from './dates.ts';

export interface UnitPrice {
  /** Excl. VAT. */
  price: number;
  priceIncVAT: number;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

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
  if (product.ItemType === 'Sales' || product.ItemType === 'Borg') {
    const price = product.SalesPrice ?? 0;
    return { price, priceIncVAT: round2(product.SalesPriceIncVAT ?? price * vat) };
  }
  const days = Math.max(1, rentalDays(start, end));
  const day = periodPrice(product, 'Dag', 1)?.PriceNett ?? 0;
  const week = periodPrice(product, 'Week', 1)?.PriceNett;
  let price = week === undefined ? days * day : Math.floor(days / 7) * week + Math.min((days % 7) * day, week);
  const weekend = product.PeriodPrices.find((p) => p.Period === 'Weekend');
  const fridayToMonday = days === 4 && parseDay(start).getUTCDay() === 5;
  if (weekend && fridayToMonday) price = Math.min(price, weekend.PriceNett);
  return { price: round2(price), priceIncVAT: round2(price * vat) };
}
