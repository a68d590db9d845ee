import { describe, expect, it } from 'vitest';
import { pricesVisible, shownAmount, type PriceSettings } from './prices.ts';

const settings = (DisplayPricePolicy: PriceSettings['DisplayPricePolicy'], ShopShowPricePolicy: PriceSettings['ShopShowPricePolicy']): PriceSettings => ({
  DisplayPricePolicy,
  ShopShowPricePolicy,
  VATDisplay: 'VATShowIncVAT',
});

describe('price display policy', () => {
  it.each([
    ['Always', 'Always', false, true],
    ['Always', 'AferLogin', false, false],
    ['Always', 'AferLogin', true, true],
    ['AferLogin', 'Always', false, false],
    ['Never', 'Always', true, false],
    ['Always', 'Never', true, false],
  ] as const)('%s and %s, signed in %s: shown %s', (display, shop, signedIn, shown) => {
    expect(pricesVisible(settings(display, shop), signedIn)).toBe(shown);
  });

  it('shows incl. or excl. VAT as the price mode says', () => {
    expect(shownAmount(settings('Always', 'Always'), 100, 121)).toBe(121);
    expect(shownAmount({ ...settings('Always', 'Always'), VATDisplay: 'VATShowExcVAT' }, 100, 121)).toBe(100);
  });
});
