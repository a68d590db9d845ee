import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Language } from '../../../domain/language.ts';
import { useSelectionSummary } from '../../../app/wiring/selection-parts.ts';
import { formatDayRange } from '../../../domain/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { afterPageSettles } from '../../../ui/after-page-settles.ts';
import './selection.css';

// The chooser with its dialog and calendars is not part of the first screens that show the
// summary: it is fetched once the page has settled, or when the customer comes to the button.
const loadSelectionDialog = () => import('./SelectionDialog.tsx');
const SelectionDialog = lazy(() => loadSelectionDialog().then((m) => ({ default: m.SelectionDialog })));

/** One line with the chosen location, delivery and period, and a button that opens the full chooser. */
export function SelectionSummary() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const { starting, location, delivery, period, salesMode } = useSelectionSummary();
  useEffect(() => afterPageSettles(() => void loadSelectionDialog()), []);

  const noPeriod = salesMode ? t`Geen dag gekozen` : t`Geen periode gekozen`;
  const when = period ? formatDayRange(period.from, period.to, i18n.locale as Language) : noPeriod;
  return (
    <section className="selection-summary" aria-label={salesMode ? t`Locatie en dag` : t`Locatie en periode`}>
      {/* Loading, the summary has the same three lines as when it is known, so nothing below it moves when it is. */}
      {starting ? (
        <ul className="selection-summary-text" aria-busy="true">
          <li>{t`Locatie wordt geladen…`}</li>
          <li>{t`Levering wordt geladen…`}</li>
          <li>{t`Periode wordt geladen…`}</li>
        </ul>
      ) : (
        <ul className="selection-summary-text">
          <li>{location?.label ?? t`Geen locatie gekozen`}</li>
          {delivery && <li>{delivery.Description}</li>}
          <li>{when}</li>
        </ul>
      )}
      <Button
        variant="secondary"
        onPress={() => setOpen(true)}
        onPointerEnter={() => void loadSelectionDialog()}
        onFocus={() => void loadSelectionDialog()}
        aria-label={salesMode ? t`Locatie en dag wijzigen` : t`Locatie en periode wijzigen`}
        isDisabled={starting}
      >
        <Trans>Wijzigen</Trans>
      </Button>
      {open && (
        <Suspense fallback={<Spinner label={t`Bezig met laden`} />}>
          <SelectionDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
