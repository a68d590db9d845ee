/**
 * Whether and how prices show (spec 000 §6, 001 §3): DisplayPricePolicy (the backend's) and
 * ShopShowPricePolicy (the shop's) each say never, always or only after login ("AferLogin", so
 * spelled); the stricter of the two wins. VATDisplay says incl. or excl. VAT.
 */
type PriceTiming = 'Never' | 'Always' | 'AferLogin';
type VatDisplay = 'VATShowIncVAT' | 'VATShowExcVAT';

export interface PriceSettings {
  DisplayPricePolicy: PriceTiming;
  ShopShowPricePolicy: PriceTiming;
  VATDisplay: VatDisplay;
}

function allows(timing: PriceTiming, signedIn: boolean): boolean {
  return timing === 'Always' || (timing === 'AferLogin' && signedIn);
}

export function pricesVisible(settings: PriceSettings, signedIn: boolean): boolean {
  return allows(settings.DisplayPricePolicy, signedIn) && allows(settings.ShopShowPricePolicy, signedIn);
}

/** How every price of the shop shows now: not at all, or incl. or excl. VAT. */
export type PriceDisplay = 'hidden' | 'including-vat' | 'excluding-vat';

export function priceDisplayOf(settings: PriceSettings | null, signedIn: boolean): PriceDisplay {
  if (!settings || !pricesVisible(settings, signedIn)) return 'hidden';
  return settings.VATDisplay === 'VATShowIncVAT' ? 'including-vat' : 'excluding-vat';
}

/** The amount to show of a price known excl. and incl. VAT. */
export function shownAmount(display: Exclude<PriceDisplay, 'hidden'>, priceExcludingVat: number, priceIncludingVat: number): number {
  return display === 'including-vat' ? priceIncludingVat : priceExcludingVat;
}

/**
 * Spec 001 §9: what transport by the lending service costs, shown beside the delivery choice to
 * compare and never used in a calculation. The spec's 8,25 and 16,48 are amounts incl. 21 % VAT
 * (of 6,82 and 13,62).
 */
const TRANSPORT = { oneTrip: { excludingVat: 6.82, includingVat: 8.25 }, bothTrips: { excludingVat: 13.62, includingVat: 16.48 } };

/** The transport prices as every price shows now; null where prices are hidden. */
export function transportPrices(display: PriceDisplay): { oneTrip: number; bothTrips: number } | null {
  if (display === 'hidden') return null;
  return {
    oneTrip: shownAmount(display, TRANSPORT.oneTrip.excludingVat, TRANSPORT.oneTrip.includingVat),
    bothTrips: shownAmount(display, TRANSPORT.bothTrips.excludingVat, TRANSPORT.bothTrips.includingVat),
  };
}
