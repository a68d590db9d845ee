import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Cart } from '../../../../machines/cart/rules.ts';
import type { Language } from '../../../domain/language.ts';
import { formatMoney } from '../../../domain/format.ts';

/** A cart's totals excl. VAT, the VAT and incl. VAT, with a note on what the prices mean. */
export function CartTotals({ cart, note }: { cart: Cart; note: ReactNode }) {
  const { i18n } = useLingui();
  const money = (amount: number) => formatMoney(amount, i18n.locale as Language);
  return (
    <section className="cart-section cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">
        <Trans>Totaal</Trans>
      </h2>
      <dl>
        <dt>
          <Trans>Totaal excl. btw</Trans>
        </dt>
        <dd>{money(cart.TotalExcVATForeignCurrency)}</dd>
        <dt>
          <Trans>Btw</Trans>
        </dt>
        <dd>{money(cart.TotalVAT)}</dd>
        <dt>
          <Trans>Totaal incl. btw</Trans>
        </dt>
        <dd className="cart-total-amount">{money(cart.TotalIncVATForeignCurrency)}</dd>
      </dl>
      <p className="muted">{note}</p>
    </section>
  );
}
