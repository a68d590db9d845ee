import { Trans } from '@lingui/react/macro';
import type { SlotList } from '../../../domain/time-slots.ts';
import { Radio, RadioGroup } from '../../../ui/RadioGroup.tsx';
import './time-slots.css';

/** One day's slots as radio buttons (the cart's and the order edit page's); nothing where slots do not apply. */
export function SlotChoice({ label, list, onChoose, onMore, isDisabled }: { label: string; list: SlotList; onChoose: (id: string) => void; onMore?: () => void; isDisabled: boolean }) {
  if (!list.applies) return null;
  const hidden = list.hidden;
  return (
    <div className="slot-choice">
      <RadioGroup label={label} value={list.chosenId} onChange={onChoose} isDisabled={isDisabled}>
        {list.shown.map((slot) => (
          <Radio key={slot.BusinessHourID} value={slot.BusinessHourID ?? ''}>
            {slot.BusinessHour}
          </Radio>
        ))}
      </RadioGroup>
      {hidden > 0 && onMore && (
        <button type="button" className="link-button" onClick={onMore}>
          <span className="visually-hidden">{label}: </span>
          <Trans>Toon meer ({hidden})</Trans>
        </button>
      )}
    </div>
  );
}
