import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectIsSignedIn, selectSettings } from '../../../machines/session/selectors.ts';
import type { Product } from '../../../machines/product/machine.ts';
import { useServices } from '../../app/services.ts';
import { listPrice } from '../../domain/catalogue.ts';
import { pricesVisible } from '../../domain/prices.ts';
import { Price } from '../../ui/Price.tsx';

/** The price of each rental period (a sales item: its price per piece), where prices may show. */
export function PeriodPrices({ product }: { product: Product }) {
  const { t } = useLingui();
  const { session } = useServices();
  const settings = useSelector(session, selectSettings);
  const signedIn = useSelector(session, selectIsSignedIn);
  if (!settings || !pricesVisible(settings, signedIn)) return null;
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
