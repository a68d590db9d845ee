import { Trans, useLingui } from '@lingui/react/macro';
import { useSelectionPanel, type SelectionPanelFlow } from '../../../app/wiring/selection-parts.ts';
import { intlLocale, type Language } from '../../../domain/language.ts';
import { Button } from '../../../ui/Button.tsx';
import { DatePicker } from '../../../ui/DatePicker.tsx';
import { DateRangePicker } from '../../../ui/DateRangePicker.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { Select } from '../../../ui/Select.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { DeliveryChoice } from './DeliveryChoice.tsx';
import { useSelectionTexts } from './texts.ts';
import { failureText } from '../../../texts/failures.ts';
import './selection.css';

/** Spec 001 §4: a change that would leave items in the cart that cannot stay asks first. */
function InvalidItemsDialog({ panel }: { panel: SelectionPanelFlow }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Niet alle artikelen kunnen blijven`} isOpen={panel.confirmingInvalidItems} role="alertdialog" onClose={panel.cancelChange}>
      <p>
        <Trans>Met deze wijziging kunnen deze artikelen niet in uw winkelwagen blijven:</Trans>
      </p>
      <ul className="invalid-items">
        {panel.invalidItems.map((item) => (
          <li key={item.cartItemId}>
            <strong>
              {item.amount} × {item.description}
            </strong>
            <span className="invalid-item-reason">{item.reason}</span>
          </li>
        ))}
      </ul>
      <p>
        <Trans>Wilt u deze artikelen verwijderen en de wijziging doorvoeren?</Trans>
      </p>
      <div className="dialog-actions">
        <Button variant="secondary" onPress={panel.cancelChange}>
          <Trans>Annuleren, niets wijzigen</Trans>
        </Button>
        <Button onPress={panel.removeInvalidItems}>
          <Trans>Verwijderen en wijzigen</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}

/** What went wrong, with a way on: try again, or keep the previous choice. */
function FailureNotice({ panel: { failure, canRetry, calendarFailed, retry, cancelChange } }: { panel: SelectionPanelFlow }) {
  const texts = useSelectionTexts();
  if (!failure) return null;
  return (
    <div role="alert" className="notice notice-error">
      <p>{texts.failure(failure)}</p>
      <p>{failureText(failure.error)}</p>
      {canRetry && (
        <div className="selection-actions">
          <Button variant="secondary" onPress={retry}>
            <Trans>Opnieuw proberen</Trans>
          </Button>
          {calendarFailed && (
            <Button variant="quiet" onPress={cancelChange}>
              <Trans>Vorige keuze behouden</Trans>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The full chooser of location, delivery method and period (or one day in sales mode). Every
 * change goes to the shared selection; what it cannot accept it says, and why.
 */
export function SelectionPanel() {
  const { t, i18n } = useLingui();
  const texts = useSelectionTexts();
  const panel = useSelectionPanel();
  const { locations, location, period, salesMode, canEdit, missing, notice, starting, busy, idle, range } = panel;

  if (starting) return <Spinner label={t`Locaties en leveringsmethoden worden geladen`} />;

  const locale = intlLocale(i18n.locale as Language);
  const periodDescription = location ? undefined : t`Kies eerst een locatie.`;
  const periodError = missing.period ? (salesMode ? t`Er moet een dag gekozen worden` : t`Er moet een periode gekozen worden`) : null;
  const dateLabel = t`Afhaaldag`;
  const periodLabel = t`Periode`;
  const calendarOf = (label: string) => t`Kalender: ${label}`;
  // A sale has one day: the last day to choose is the last start.
  const calendarTexts = { legend: salesMode ? texts.saleLegend : texts.legend, legendLabel: t`Legende`, locale, minValue: range.from, maxValue: salesMode ? range.startUntil : range.endUntil };

  return (
    <div className="selection-panel">
      <FailureNotice panel={panel} />
      <Select
        label={t`Locatie`}
        placeholder={t`Kies een locatie`}
        options={locations.map((l) => ({ id: l.id, label: l.label, detail: l.places.join(', ') }))}
        value={location?.id ?? null}
        onChange={panel.chooseWarehouse}
        isDisabled={!idle || !canEdit}
        description={canEdit ? undefined : t`Na de bevestiging kan deze locatie niet meer gewijzigd worden.`}
        error={missing.warehouse ? t`Kies een locatie` : null}
      />
      <DeliveryChoice label={t`Levering`} error={missing.delivery ? t`Kies een leveringsmethode` : null} />
      {salesMode ? (
        <DatePicker
          label={dateLabel}
          calendarLabel={t`Kalender openen`}
          dialogLabel={calendarOf(dateLabel)}
          value={period?.from ?? null}
          onChange={(day) => panel.choosePeriod({ from: day, to: day })}
          note={(day) => texts.dayNote(panel.startProblem(day))}
          isDisabled={!panel.periodEditable}
          description={periodDescription}
          error={periodError}
          {...calendarTexts}
        />
      ) : (
        <DateRangePicker
          label={periodLabel}
          calendarLabel={t`Kalender openen`}
          dialogLabel={calendarOf(periodLabel)}
          value={period ? { start: period.from, end: period.to } : null}
          onChange={({ start, end }) => panel.choosePeriod({ from: start, to: end })}
          startNote={(day) => texts.dayNote(panel.startProblem(day))}
          endNote={(day, start) => texts.dayNote(panel.endProblem(day, start))}
          isDisabled={!panel.periodEditable}
          description={periodDescription ?? t`Eerste en laatste huurdag`}
          error={periodError}
          {...calendarTexts}
        />
      )}
      <div role="status" className="selection-status">
        {busy && <Spinner label={t`De keuze wordt bijgewerkt`} />}
        {notice && (
          <div className="selection-notice">
            <p>{texts.notice(notice, salesMode)}</p>
            <Button variant="quiet" onPress={panel.dismissNotice}>
              <Trans>Melding sluiten</Trans>
            </Button>
          </div>
        )}
      </div>
      <InvalidItemsDialog panel={panel} />
    </div>
  );
}
