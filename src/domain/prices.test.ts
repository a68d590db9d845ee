import { describe, expect, it } from 'vitest';
import { priceDisplayOf, pricesVisible, shownAmount, transportPrices, type PriceSettings } from './prices.ts';

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
    expect(shownAmount('including-vat', 100, 121)).toBe(121);
    expect(shownAmount('excluding-vat', 100, 121)).toBe(100);
  });

  it('is one display for every price: hidden, incl. or excl. VAT', () => {
    expect(priceDisplayOf(settings('Always', 'Always'), false)).toBe('including-vat');
    expect(priceDisplayOf({ ...settings('Always', 'Always'), VATDisplay: 'VATShowExcVAT' }, false)).toBe('excluding-vat');
    expect(priceDisplayOf(settings('Always', 'AferLogin'), false)).toBe('hidden');
    expect(priceDisplayOf(settings('Always', 'AferLogin'), true)).toBe('including-vat');
    expect(priceDisplayOf(null, true)).toBe('hidden');
  });
});

describe('the transport prices beside the delivery choice', () => {
  it('show as every price does: incl. or excl. VAT, or not at all', () => {
    expect(transportPrices('including-vat')).toEqual({ oneTrip: 8.25, bothTrips: 16.48 });
    expect(transportPrices('excluding-vat')).toEqual({ oneTrip: 6.82, bothTrips: 13.62 });
    expect(transportPrices('hidden')).toBeNull();
  });

  it('are the spec’s amounts incl. 21 % VAT', () => {
    const excluding = transportPrices('excluding-vat')!;
    expect(Math.round(excluding.oneTrip * 121) / 100).toBe(8.25);
    expect(Math.round(excluding.bothTrips * 121) / 100).toBe(16.48);
  });
});
