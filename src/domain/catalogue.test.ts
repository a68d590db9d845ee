import { describe, expect, it } from 'vitest';
import { catalogueWarehouse, isForSale, offerOf, type PeriodPrice } from './catalogue.ts';

describe('the warehouse the catalogue is filtered by', () => {
  it('is the chosen one only when the shop shows what a warehouse carries', () => {
    expect(catalogueWarehouse('WarehouseOnly', 'WH-BRUGGE')).toBe('WH-BRUGGE');
    expect(catalogueWarehouse('All', 'WH-BRUGGE')).toBeNull();
    expect(catalogueWarehouse(undefined, 'WH-BRUGGE')).toBeNull();
    expect(catalogueWarehouse('WarehouseOnly', null)).toBeNull();
  });
});

describe('how a product is offered', () => {
  const period = (Period: string, PriceNett: number, DefaultShopPeriod = false): PeriodPrice => ({
    Period,
    PeriodUnit: 'Dag',
    PeriodAmount: 1,
    PriceGross: PriceNett * 1.5,
    PriceNett,
    PriceNettIncVAT: PriceNett * 1.21,
    DefaultShopPeriod,
  });
  const day = period('1 dag', 10);
  const weekend = period('Weekend', 15, true);
  const tent = { ItemType: 'Rental' as const, PeriodPrices: [day, weekend], SalesPrice: 289.26, SalesPriceIncVAT: 350 };
  const sound = { ...tent, SalesPrice: null, SalesPriceIncVAT: null };
  const bags = { ItemType: 'Sales' as const, PeriodPrices: [], SalesPrice: 4.13, SalesPriceIncVAT: 5 };

  it('in rental mode: per period (the default one listed), a sales item per piece', () => {
    expect(offerOf(tent, false)).toEqual({ kind: 'per-period', periods: [day, weekend], listed: weekend });
    expect(offerOf({ ...sound, PeriodPrices: [day] }, false)).toEqual({ kind: 'per-period', periods: [day], listed: day });
    expect(offerOf(bags, false)).toEqual({ kind: 'per-piece', excludingVat: 4.13, includingVat: 5 });
    expect(offerOf({ ...sound, PeriodPrices: [] }, false)).toEqual({ kind: 'unpriced' });
  });

  it('in sales mode: at the sales price, or not for sale without one', () => {
    expect(offerOf(tent, true)).toEqual({ kind: 'per-piece', excludingVat: 289.26, includingVat: 350 });
    expect(offerOf(bags, true)).toEqual({ kind: 'per-piece', excludingVat: 4.13, includingVat: 5 });
    expect(offerOf(sound, true)).toEqual({ kind: 'not-for-sale' });
    expect([tent, sound, bags].map(isForSale)).toEqual([true, false, true]);
  });
});
