import { describe, expect, it } from 'vitest';
import { amountLimit, cartCustomFields, clampAmount, covers, isPeriodTooLong, isRequiredAddOnShort, periodDays, requiredMinimum } from './rules.ts';

const required = { SuggestionAmount: 2, ShopPolicy: 'required' as const };
const optional = { SuggestionAmount: 2, ShopPolicy: 'optional' as const };

describe('the configurator rules', () => {
  it('sends the product filter’s category with a new cart only when the cart-category setting is on and there is one', () => {
    expect(cartCustomFields(true, 1010)).toEqual({ CUST_CategoryID: 1010 });
    expect(cartCustomFields(false, 1010)).toEqual({});
    expect(cartCustomFields(true, null)).toEqual({});
  });

  it('counts the rental days of a period, first and last included', () => {
    expect(periodDays({ from: '2026-12-11', to: '2026-12-13' })).toBe(3);
    expect(periodDays({ from: '2026-12-11', to: '2026-12-11' })).toBe(1);
    expect(periodDays({ from: '2027-03-27', to: '2027-03-29' })).toBe(3);
  });

  it('finds a period too long only beyond MaxReservationDays', () => {
    expect(isPeriodTooLong({ from: '2026-12-11', to: '2026-12-14' }, 4)).toBe(false);
    expect(isPeriodTooLong({ from: '2026-12-11', to: '2026-12-15' }, 4)).toBe(true);
    expect(isPeriodTooLong({ from: '2026-12-01', to: '2027-01-15' }, null)).toBe(false);
  });

  it('limits the amount to the lowest amount left, minus what the cart holds; null without limits', () => {
    expect(amountLimit({ MaxPerCustomerLeft: 10, MaxPerCartLeft: 4 }, 0)).toBe(4);
    expect(amountLimit({ MaxPerCustomerLeft: 3, MaxPerCartLeft: null }, 1)).toBe(2);
    expect(amountLimit({ MaxPerCustomerLeft: null, MaxPerCartLeft: 2 }, 5)).toBe(0);
    expect(amountLimit({ MaxPerCustomerLeft: null, MaxPerCartLeft: null }, 7)).toBeNull();
    expect(amountLimit(null, 0)).toBeNull();
  });

  it('clamps an amount between its min and max, whole numbers only', () => {
    expect(clampAmount(0, 1, 5)).toBe(1);
    expect(clampAmount(9, 1, 5)).toBe(5);
    expect(clampAmount(2.6, 1, null)).toBe(3);
    expect(clampAmount(Number.NaN, 1, 5)).toBe(1);
    expect(clampAmount(1000, 0, null)).toBe(1000);
  });

  it('knows whether the free stock covers an amount', () => {
    expect(covers({ Stock: 3, HasStock: true }, 3)).toBe(true);
    expect(covers({ Stock: 3, HasStock: true }, 4)).toBe(false);
    expect(covers({ Stock: null, HasStock: true }, 500)).toBe(true);
    expect(covers(null, 1)).toBe(false);
    expect(covers(null, 0)).toBe(true);
  });

  it('asks the required amount times the item count of a required add-on, capped by stock', () => {
    expect(requiredMinimum(required, 3, { Stock: 10 })).toBe(6);
    expect(requiredMinimum(required, 3, { Stock: 4 })).toBe(4);
    expect(requiredMinimum(required, 3, { Stock: null })).toBe(6);
    expect(requiredMinimum(required, 3, null)).toBe(0);
    expect(requiredMinimum(optional, 3, { Stock: 10 })).toBe(0);
  });

  it('finds a required add-on short when its stock does not cover the amount for the count', () => {
    expect(isRequiredAddOnShort(required, 2, { Stock: 3, HasStock: true })).toBe(true);
    expect(isRequiredAddOnShort(required, 1, { Stock: 3, HasStock: true })).toBe(false);
    expect(isRequiredAddOnShort(required, 1, null)).toBe(true);
    expect(isRequiredAddOnShort(optional, 5, { Stock: 0, HasStock: false })).toBe(false);
  });
});
