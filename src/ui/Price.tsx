import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../domain/format.ts';
import type { Language } from '../domain/language.ts';
import { shownAmount } from '../domain/prices.ts';
import { usePriceDisplay } from './price-display.ts';
import './ui.css';

export interface PriceProps {
  excludingVat: number;
  includingVat: number;
  /** What the price is for, e.g. "per dag"; shown after the amount. */
  per?: string;
  /** In a table's narrow column: the note (incl. or excl. VAT, indicative) is read out, not shown. */
  compact?: boolean;
}

/**
 * A price as the settings allow: hidden by the display policy, incl. or excl. VAT per the price
 * mode, in EUR; always marked indicative (spec 000 §1: the final price comes with approval).
 */
export function Price({ excludingVat, includingVat, per, compact = false }: PriceProps) {
  const { i18n } = useLingui();
  const display = usePriceDisplay();
  if (display === 'hidden') return null;
  const amount = formatMoney(shownAmount(display, excludingVat, includingVat), i18n.locale as Language);
  return (
    <span className="price">
      <span className="price-amount">{amount}</span>
      {per && <span className="price-per"> {per}</span>}{' '}
      <span className={compact ? 'visually-hidden' : 'price-note'}>{display === 'including-vat' ? <Trans>incl. btw, indicatief</Trans> : <Trans>excl. btw, indicatief</Trans>}</span>
    </span>
  );
}
