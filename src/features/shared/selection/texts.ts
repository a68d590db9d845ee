import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SelectionFailure, SelectionNotice } from '../../../../machines/selection/machine.ts';
import type { DayUnavailable } from '../../../../machines/selection/rules.ts';
import type { Language } from '../../../domain/language.ts';
import { formatPeriodDate } from '../../../domain/format.ts';
import type { DayNote, LegendEntry } from '../../../ui/CalendarParts.tsx';

/** The Dutch (and translated) words of the selection: why a day is unavailable, notices, failures. */
export function useSelectionTexts() {
  const { t, i18n } = useLingui();
  const language = i18n.locale as Language;
  const day = (value: string) => formatPeriodDate(value, language);

  const dayReason = (reason: DayUnavailable): string => {
    switch (reason.kind) {
      case 'closed': {
        const { description } = reason;
        return description ? t`Gesloten: ${description}` : t`Gesloten`;
      }
      case 'full':
        return t`Volzet`;
      case 'no-opening-hours':
        return t`Geen openingsuren`;
      case 'before-earliest': {
        const earliest = day(reason.earliest);
        return t`Te vroeg: de vroegste startdatum is ${earliest}`;
      }
      case 'after-latest': {
        const latest = day(reason.latest);
        return t`Te laat: de laatst mogelijke datum is ${latest}`;
      }
      case 'before-start':
        return t`Vóór de startdatum`;
      case 'too-short': {
        const { minimum } = reason;
        return plural(minimum, { one: 'Korter dan de minimale huurperiode van # dag', other: 'Korter dan de minimale huurperiode van # dagen' });
      }
      case 'too-long': {
        const { maximum } = reason;
        return plural(maximum, { one: 'Langer dan de maximale huurperiode van # dag', other: 'Langer dan de maximale huurperiode van # dagen' });
      }
    }
  };

  const dayNote = (reason: DayUnavailable | null): DayNote | null =>
    reason && { reason: dayReason(reason), marker: reason.kind === 'closed' || reason.kind === 'full' ? reason.kind : 'unavailable' };

  const closedAndFull: LegendEntry[] = [
    { marker: 'closed', label: t`Gesloten (feestdag of sluitingsdag)` },
    { marker: 'full', label: t`Volzet` },
  ];
  const legend: LegendEntry[] = [...closedAndFull, { marker: 'unavailable', label: t`Niet mogelijk (geen openingsuren, te vroeg, te laat of buiten de huurduur)` }];
  /** A sale has one day and no rental duration. */
  const saleLegend: LegendEntry[] = [...closedAndFull, { marker: 'unavailable', label: t`Niet mogelijk (geen openingsuren, te vroeg of te laat)` }];

  /** `salesMode`: the customer chose one day (ShopSalesModus), not a period. */
  const notice = (value: SelectionNotice, salesMode: boolean): string => {
    switch (value.kind) {
      case 'delivery-minimum': {
        const { delivery, days } = value;
        const rule = t`De leveringsmethode ${delivery} vereist een minimale huurperiode van ${days} dagen.`;
        return value.moved ? `${rule} ${t`De einddatum is aangepast.`}` : `${rule} ${t`Kies een langere periode.`}`;
      }
      case 'period-cleared': {
        const from = day(value.period.from);
        const to = day(value.period.to);
        return salesMode ? t`De gekozen dag ${from} is hier niet mogelijk. Kies een nieuwe dag.` : t`De gekozen periode van ${from} tot ${to} is hier niet mogelijk. Kies een nieuwe periode.`;
      }
      case 'items-removed': {
        const { count } = value;
        return plural(count, {
          one: '# artikel is uit uw winkelwagen verwijderd.',
          other: '# artikelen zijn uit uw winkelwagen verwijderd.',
        });
      }
    }
  };

  const failure = (value: SelectionFailure): string => {
    switch (value.kind) {
      case 'options-failed':
        return t`De locaties en leveringsmethoden konden niet geladen worden.`;
      case 'calendar-failed':
        return t`De beschikbare dagen van deze locatie konden niet geladen worden.`;
      case 'conflict-check-failed':
      case 'cart-update-failed':
        return t`De instellingen van uw winkelwagen konden niet gewijzigd worden. Uw vorige keuze blijft behouden.`;
    }
  };

  return { dayNote, legend, saleLegend, notice, failure, day };
}
