import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { sampleOrder } from '../../src/domain/orders.samples.ts';
import { byValue, done, failed, notFoundError, type RegisteredMachine } from '../registry-kit.ts';
import { changedAmounts, orderEditMachine, type EditableOrder, type OrderEditContext, type OrderEditEvent, type OrderEditInput } from './machine.ts';

const LINE = {
  ReservationOrderItemID: 'ROI-1',
  ReservationOrderID: 'RO-5001',
  ItemID: 'ITEM-1',
  ItemDescription: 'Partytent 3 x 3 m',
  Amount: 2,
  TotalIncVAT: 60.5,
  TotalExcVAT: 50,
  MaxPerCustomer: 2,
  Item: null,
};
const EDITABLE: EditableOrder = { order: sampleOrder({ ReservationOrderID: 'RO-5001' }), lines: [LINE] };
const input: OrderEditInput = { reservationOrderId: 'RO-5001', rules: { cancellationDays: 0, editingDays: 0, editingOrder: 'reservation-order' }, now: '2026-11-21T09:00:00' };
const refused = { kind: 'invalid-response', status: 409, serverMessage: 'Niet genoeg voorraad voor Partytent 3 x 3 m' };

export const orderEditFlow: RegisteredMachine = {
  id: 'orderEdit',
  title: 'Bestelling wijzigen',
  description:
    'Het wijzigen op /account/orders/edit/…: de bestelling en haar lijnen in één golf; niet te wijzigen zegt het; elke wijziging van een aantal wordt meteen getoetst, een geweigerde komt terug met de eerste melding; bewaren wacht op die toets en bewaart alles samen.',
  machine: orderEditMachine,
  input,
  events: (): (OrderEditEvent | EventObject)[] => [
    done('loadOrder', EDITABLE),
    done('loadOrder', { ...EDITABLE, order: { ...EDITABLE.order, IsEditable: false } }),
    failed('loadOrder', notFoundError),
    { type: 'RETRY_REQUESTED' },
    { type: 'AMOUNT_CHANGED', lineId: LINE.ReservationOrderItemID, amount: 3 },
    done('validateChange', undefined),
    failed('validateChange', refused),
    { type: 'SAVE_REQUESTED' },
    done('saveChange', EDITABLE.order),
    failed('saveChange'),
  ],
  // Whether there is something to save decides the save's guard.
  serialize: (snapshot: AnyMachineSnapshot) => `${byValue(snapshot)}|${Object.keys(changedAmounts(snapshot.context as OrderEditContext)).length > 0}`,
};
