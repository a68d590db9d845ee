import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '../../../domain/language.ts';
import { useTimeSlots } from '../../../app/wiring/cart-page.ts';
import { formatPeriodDate } from '../../../domain/format.ts';
import { SlotChoice } from '../../shared/time-slots/SlotChoice.tsx';
import { RetryNotice } from '../../../ui/RetryNotice.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';

/** Spec 001 §5: the pick-up slots of the first day and the return slots of the last, where they apply. */
export function TimeSlots({ start, end }: { start: string; end: string }) {
  const { t, i18n } = useLingui();
  const slots = useTimeSlots();
  const { state, lists, changing } = slots;
  const day = (value: string) => formatPeriodDate(value, i18n.locale as Language);
  if (state === 'none') return null;
  if (state === 'loading') return <Spinner label={t`Afhaal- en terugbrengmomenten worden geladen`} />;
  if (state === 'failed') {
    return <RetryNotice text={t`De afhaal- en terugbrengmomenten konden niet geladen worden.`} onRetry={slots.retry} />;
  }
  if (!lists || (!lists.pickUp.applies && !lists.return.applies)) return null;
  const startDay = day(start);
  const endDay = day(end);
  return (
    <section className="cart-section time-slots" aria-labelledby="time-slots-title">
      <h2 id="time-slots-title">
        <Trans>Afhaal- en terugbrengmoment</Trans>
      </h2>
      <div className="time-slot-lists">
        <SlotChoice
          label={t`Afhalen op ${startDay}`}
          list={lists.pickUp}
          isDisabled={changing}
          onChoose={slots.choosePickUp}
          onMore={slots.morePickUp}
        />
        <SlotChoice
          label={t`Terugbrengen op ${endDay}`}
          list={lists.return}
          isDisabled={changing}
          onChoose={slots.chooseReturn}
          onMore={slots.moreReturn}
        />
      </div>
    </section>
  );
}
