import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ORDERS_TAB } from '../../app/account-tabs.ts';
import { useOrderEditFlow } from '../../app/wiring/order-edit.ts';
import { formatPeriodDate } from '../../domain/format.ts';
import { intlLocale, type Language } from '../../domain/language.ts';
import { failureText } from '../../texts/failures.ts';
import { orderEditFailureText } from '../../texts/orders.ts';
import { useSelectionTexts } from '../../features/shared/selection/texts.ts';
import { SlotChoice } from '../../features/shared/time-slots/SlotChoice.tsx';
import { AmountSelector } from '../../ui/AmountSelector.tsx';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../ui/form-page.css';
import './orders.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

/** account/orders/edit/{orderId} (spec 002 §2, §4, §5): an order's period, slots and amounts, each change checked at once, saved together. */
export function OrderEditView({ reservationOrderId }: { reservationOrderId: string }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Bestelling ${reservationOrderId} wijzigen`);
  const language = i18n.locale as Language;
  const edit = useOrderEditFlow(reservationOrderId);
  const { step, draft, bounds, calendarRange, slotLists, failure, isBusy: busy, detailPath } = edit;
  const selectionTexts = useSelectionTexts();
  const periodLabel = t`Periode`;
  const calendarOf = (label: string) => t`Kalender: ${label}`;
  const day = (value: string | undefined) => (value ? formatPeriodDate(value, language) : '');
  const [startDay, endDay, earliestDay, latestDay] = [draft?.start, draft?.end, bounds?.earliest, bounds?.latest].map(day);
  return (
    <section className="order-detail" aria-labelledby="order-edit-title">
      <Breadcrumbs
        label={t`Kruimelpad`}
        crumbs={[
          { label: t`Home`, href: '/home' },
          { label: t`Mijn account`, href: '/account' },
          { label: t`Bestellingen`, href: ORDERS_TAB.path },
          { label: reservationOrderId, href: detailPath },
          { label: t`Wijzigen` },
        ]}
      />
      <h1 id="order-edit-title">{t`Bestelling ${reservationOrderId} wijzigen`}</h1>
      {step === 'loading' && <Spinner label={t`De bestelling wordt geladen`} />}
      {step === 'failed' && <RetryNotice text={failure ? orderEditFailureText(failure) : failureText(undefined)} onRetry={edit.retry} />}
      {step === 'notEditable' && (
        <div role="alert" className="notice notice-error">
          <p>{t`Deze bestelling kan niet meer gewijzigd worden.`}</p>
          <Link href={detailPath} className="button button-secondary">
            <Trans>Terug naar de bestelling</Trans>
          </Link>
        </div>
      )}
      {step === 'form' && draft && calendarRange && (
        <form
          className="order-edit-form"
          onSubmit={(event) => {
            event.preventDefault();
            edit.save();
          }}
        >
          <section className="order-items" aria-labelledby="order-edit-period">
            <h2 id="order-edit-period">
              <Trans>Periode en momenten</Trans>
            </h2>
            <DateRangePicker
              label={periodLabel}
              calendarLabel={t`Kalender openen`}
              dialogLabel={calendarOf(periodLabel)}
              value={{ start: draft.start, end: draft.end }}
              onChange={edit.changePeriod}
              startNote={(day) => selectionTexts.dayNote(edit.dayProblems.start(day))}
              endNote={(day, start) => selectionTexts.dayNote(edit.dayProblems.end(day, start))}
              legend={selectionTexts.legend.filter((entry) => entry.marker === 'unavailable')}
              legendLabel={t`Legende`}
              locale={intlLocale(language)}
              minValue={calendarRange.min}
              maxValue={calendarRange.max}
              isReadOnly={busy}
              commitsTypedOnLeave
              description={t`U kunt de periode inkorten, van ${earliestDay} tot ${latestDay}.`}
            />
            {edit.isRescheduling ? (
              <Spinner label={t`Afhaal- en terugbrengmomenten worden geladen`} />
            ) : (
              slotLists && (
                <>
                  {edit.asksForSlots && (
                    <p className="field-description">
                      <Trans>Kies een ophaal- en terugbrengmoment voor de gewijzigde dagen.</Trans>
                    </p>
                  )}
                  <div className="time-slot-lists">
                    <SlotChoice
                      label={t`Afhalen op ${startDay}`}
                      list={slotLists.pickUp}
                      isDisabled={busy}
                      onChoose={edit.choosePickUpSlot}
                    />
                    <SlotChoice
                      label={t`Terugbrengen op ${endDay}`}
                      list={slotLists.return}
                      isDisabled={busy}
                      onChoose={edit.chooseReturnSlot}
                    />
                  </div>
                </>
              )
            )}
          </section>
          <section className="order-items" aria-labelledby="order-edit-items">
            <h2 id="order-edit-items">
              <Trans>Aantallen</Trans>
            </h2>
            <ul className="order-edit-list">
              {edit.lines.map(({ line, amount, max }) => (
                <li key={line.ReservationOrderItemID}>
                  <AmountSelector
                    label={line.ItemDescription}
                    value={amount}
                    max={max}
                    isBusy={busy}
                    onChange={(changed) => edit.changeAmount(line.ReservationOrderItemID, changed)}
                    decrementLabel={t`Eén ${line.ItemDescription} minder`}
                    incrementLabel={t`Eén ${line.ItemDescription} meer`}
                  />
                </li>
              ))}
            </ul>
          </section>
          {failure && (
            <div role="alert" className="notice notice-error">
              <p>{orderEditFailureText(failure)}</p>
            </div>
          )}
          <div className="form-page-actions">
            <Link href={detailPath} className="button button-secondary">
              <Trans>Terug naar de bestelling</Trans>
            </Link>
            <Button type="submit" isDisabled={!edit.maySave} isPending={edit.isSaving}>
              <Trans>Wijzigingen bewaren</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
