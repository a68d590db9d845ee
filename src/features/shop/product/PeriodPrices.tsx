import { Trans, useLingui } from '@lingui/react/macro';
import type { Offer } from '../../../domain/catalogue.ts';
import { Price } from '../../../ui/Price.tsx';
import { usePriceDisplay } from '../../../ui/price-display.ts';

/**
 * The product's price as the shop offers it: per piece for a sale, per rental period otherwise,
 * where prices may show; a product the shop does not sell says so, whatever the price policy.
 */
export function PeriodPrices({ offer }: { offer: Offer }) {
  const { t } = useLingui();
  const display = usePriceDisplay();
  if (offer.kind === 'not-for-sale') {
    return (
      <p className="notice" role="note">
        <Trans>Dit artikel is niet te koop.</Trans>
      </p>
    );
  }
  if (display === 'hidden' || offer.kind === 'unpriced') return null;
  return (
    <section className="period-prices" aria-labelledby="period-prices-title">
      <h2 id="period-prices-title" className="section-title">
        <Trans>Prijzen</Trans>
      </h2>
      <dl>
        {offer.kind === 'per-piece' ? (
          <div className="period-price">
            <dt>{t`Per stuk`}</dt>
            <dd>
              <Price excludingVat={offer.excludingVat} includingVat={offer.includingVat} />
            </dd>
          </div>
        ) : (
          offer.periods.map((period) => (
            <div key={period.Period} className="period-price">
              <dt>{period.Period}</dt>
              <dd>
                <Price excludingVat={period.PriceNett} includingVat={period.PriceNettIncVAT} />
              </dd>
            </div>
          ))
        )}
      </dl>
    </section>
  );
}
