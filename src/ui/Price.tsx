import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectIsSignedIn, selectSettings } from '../../machines/session/selectors.ts';
import type { Language } from '../api/context.ts';
import { useServices } from '../app/services.ts';
import { formatMoney } from '../domain/format.ts';
import { pricesVisible, shownAmount } from '../domain/prices.ts';
import './ui.css';

export interface PriceProps {
  excludingVat: number;
  includingVat: number;
  /** What the price is for, e.g. "per dag"; shown after the amount. */
  per?: string;
}

/**
 * A price as the settings allow: hidden by the display policy, incl. or excl. VAT per the price
 * mode, in EUR; always marked indicative (spec 000 §1: the final price comes with approval).
 */
export function Price({ excludingVat, includingVat, per }: PriceProps) {
  const { i18n } = useLingui();
  const { session } = useServices();
  const settings = useSelector(session, selectSettings);
  const signedIn = useSelector(session, selectIsSignedIn);
  if (!settings || !pricesVisible(settings, signedIn)) return null;
  const amount = formatMoney(shownAmount(settings, excludingVat, includingVat), i18n.locale as Language);
  return (
    <span className="price">
      <span className="price-amount">{amount}</span>
      {per && <span className="price-per"> {per}</span>}{' '}
      <span className="price-note">
        {settings.VATDisplay === 'VATShowIncVAT' ? <Trans>incl. btw, indicatief</Trans> : <Trans>excl. btw, indicatief</Trans>}
      </span>
    </span>
  );
}
