import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '../../../../machines/product/machine.ts';
import { listPrice } from '../../../domain/catalogue.ts';
import { Price } from '../../../ui/Price.tsx';
import { usePriceDisplay } from '../../../ui/price-display.ts';

/** The price of each rental period (a sales item: its price per piece), where prices may show. */
export function PeriodPrices({ product }: { product: Product }) {
  const { t } = useLingui();
  const display = usePriceDisplay();
  if (display === 'hidden') return null;
  const sale = product.ItemType === 'Sales' ? listPrice(product) : null;
  if (!sale && product.PeriodPrices.length === 0) return null;
  return (
    <section className="period-prices" aria-labelledby="period-prices-title">
      <h2 id="period-prices-title" className="section-title">
        <Trans>Prijzen</Trans>
      </h2>
      <dl>
        {sale ? (
          <div className="period-price">
            <dt>{t`Per stuk`}</dt>
            <dd>
              <Price excludingVat={sale.excludingVat} includingVat={sale.includingVat} />
            </dd>
          </div>
        ) : (
          product.PeriodPrices.map((period) => (
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
