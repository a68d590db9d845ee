import { plural } from '@lingui/core/macro';
import { useDeliveryChoice } from '../../../app/wiring/selection-parts.ts';
import { Radio, RadioGroup } from '../../../ui/RadioGroup.tsx';

/** The delivery methods of the shared selection, each with its minimum rental period (a sale has none); a choice goes to the selection. */
export function DeliveryChoice({ label, error = null }: { label: string; error?: string | null }) {
  const { methods, deliveryId, idle, salesMode, choose } = useDeliveryChoice();
  return (
    <RadioGroup label={label} value={deliveryId} onChange={choose} isDisabled={!idle} error={error}>
      {methods.map(({ DeliveryID, Description, MinimumRentalDays: days }) => (
        <Radio key={DeliveryID} value={DeliveryID} detail={days && !salesMode ? plural(days, { one: 'Minimaal # huurdag', other: 'Minimaal # huurdagen' }) : undefined}>
          {Description}
        </Radio>
      ))}
    </RadioGroup>
  );
}
