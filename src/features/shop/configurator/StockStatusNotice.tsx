import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { configuratorMachine, Product } from '../../../../machines/configurator/machine.ts';
import { selectAddOns, selectChosenStock, selectMaxReservationDays, selectOtherPlaces, selectStatus } from '../../../../machines/configurator/selectors.ts';
import { isPackage } from '../../../../machines/product/machine.ts';
import { selectLocations } from '../../../../machines/selection/selectors.ts';
import type { Language } from '../../../domain/language.ts';
import { useServices } from '../../../app/services.ts';
import { formatPeriodDate } from '../../../domain/format.ts';

/** The stock status of spec 001 §4, in words: available, limit reached, not available, too long, package short. */
export function StockStatusNotice({ snapshot, product, salesMode }: { snapshot: SnapshotFrom<typeof configuratorMachine>; product: Product; salesMode: boolean }) {
  const { i18n } = useLingui();
  const { selection } = useServices();
  const locations = useSelector(selection, selectLocations);
  const status = selectStatus(snapshot);
  const placeName = (warehouseId: string) => locations.find((l) => l.memberIds.includes(warehouseId))?.label ?? warehouseId;

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
    const n = selectMaxReservationDays(snapshot);
    return (
      <p role="status" className="notice notice-warning">
        <Trans>Deze periode is te lang, maximaal {n} dagen</Trans>
      </p>
    );
  }
  if (status === 'notAvailable') {
    const next = selectChosenStock(snapshot)?.NextStock;
    const nextDate = next ? formatPeriodDate(next, i18n.locale as Language) : null;
    const places = [...new Set(selectOtherPlaces(snapshot).map((w) => placeName(w.WarehouseID)))].join(', ');
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
    const names = selectAddOns(snapshot)
      .filter((a) => a.short)
      .map((a) => a.suggestion.Description)
      .join(', ');
    return (
      <div role="status" className="notice notice-warning">
        <p>
          <strong>{isPackage(product) ? <Trans>Pakket niet beschikbaar</Trans> : <Trans>Een verplicht extra artikel is niet beschikbaar</Trans>}</strong>
        </p>
        <p>
          <Trans>Onvoldoende voorraad van: {names}.</Trans>
        </p>
      </div>
    );
  }
  return null;
}
