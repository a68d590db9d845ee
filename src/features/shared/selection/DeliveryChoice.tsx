import { plural } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import { selectAcceptsChanges, selectDeliveryId, selectDeliveryMethods, selectIsSalesMode } from '../../../../machines/selection/selectors.ts';
import { useServices } from '../../../app/services.ts';
import { Radio, RadioGroup } from '../../../ui/RadioGroup.tsx';

/** The delivery methods of the shared selection, each with its minimum rental period (a sale has none); a choice goes to the selection. */
export function DeliveryChoice({ label, error = null }: { label: string; error?: string | null }) {
  const { selection } = useServices();
  const methods = useSelector(selection, selectDeliveryMethods);
  const deliveryId = useSelector(selection, selectDeliveryId);
  const idle = useSelector(selection, selectAcceptsChanges);
  const salesMode = useSelector(selection, selectIsSalesMode);
  return (
    <RadioGroup label={label} value={deliveryId} onChange={(id) => selection.send({ type: 'DELIVERY_CHOSEN', deliveryId: id })} isDisabled={!idle} error={error}>
      {methods.map(({ DeliveryID, Description, MinimumRentalDays: days }) => (
        <Radio key={DeliveryID} value={DeliveryID} detail={days && !salesMode ? plural(days, { one: 'Minimaal # huurdag', other: 'Minimaal # huurdagen' }) : undefined}>
          {Description}
        </Radio>
      ))}
    </RadioGroup>
  );
}
