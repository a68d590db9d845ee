import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfiguratorFlow } from '../../../app/wiring/configurator.ts';
import type { Language } from '../../../domain/language.ts';
import { formatPeriodDate } from '../../../domain/format.ts';

/** The stock status of spec 001 §4, in words: available, limit reached, not available, too long, package short. */
export function StockStatusNotice({ configurator }: { configurator: ConfiguratorFlow }) {
  const { i18n } = useLingui();
  const { status, salesMode } = configurator;

  if (status === 'available') {
    return (
      <p role="status" className="notice notice-success">
        {salesMode ? <Trans>Beschikbaar op deze dag</Trans> : <Trans>Beschikbaar in deze periode</Trans>}
      </p>
    );
  }
  if (status === 'cartLimitReached') {
    return (
      <p role="status" className="notice notice-warning">
        <Trans>U heeft het maximum aantal van dit artikel bereikt.</Trans>
      </p>
    );
  }
  if (status === 'periodTooLong') {
    const n = configurator.maxReservationDays;
    return (
      <p role="status" className="notice notice-warning">
        <Trans>Deze periode is te lang, maximaal {n} dagen</Trans>
      </p>
    );
  }
  if (status === 'notAvailable') {
    const next = configurator.nextStock;
    const nextDate = next ? formatPeriodDate(next, i18n.locale as Language) : null;
    const places = configurator.otherPlaces.join(', ');
    return (
      <div role="status" className="notice notice-warning">
        <p>
          {salesMode ? <Trans>Niet beschikbaar op deze locatie op deze dag.</Trans> : <Trans>Niet beschikbaar op deze locatie in deze periode.</Trans>}
        </p>
        {nextDate && (
          <p>
            <Trans>Opnieuw beschikbaar vanaf {nextDate}.</Trans>
          </p>
        )}
        {places && (
          <p>
            <Trans>Wel beschikbaar in: {places}.</Trans>
          </p>
        )}
      </div>
    );
  }
  if (status === 'packageNotAvailable') {
    const names = configurator.shortAddOns.join(', ');
    return (
      <div role="status" className="notice notice-warning">
        <p>
          <strong>{configurator.packaged ? <Trans>Pakket niet beschikbaar</Trans> : <Trans>Een verplicht extra artikel is niet beschikbaar</Trans>}</strong>
        </p>
        <p>
          <Trans>Onvoldoende voorraad van: {names}.</Trans>
        </p>
      </div>
    );
  }
  return null;
}
