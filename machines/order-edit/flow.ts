import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { sampleOrder, sampleOrderLine } from '../../src/domain/orders.samples.ts';
import type { TimeSlot } from '../../src/domain/time-slots.ts';
import { byValue, done, failed, notFoundError, type RegisteredMachine } from '../registry-kit.ts';
import { draftChanged, orderEditMachine, type EditableOrder, type OrderEditContext, type OrderEditEvent, type OrderEditInput } from './machine.ts';
import { draftSlotsMissing, type OrderSlots } from './rules.ts';

const LINE = sampleOrderLine({ ReservationOrderID: 'RO-5001', ItemID: 'ITEM-1', MaxPerCustomer: 2 });
const slot = (id: string, label: string): TimeSlot => ({ BusinessHourID: id, BusinessHour: label, BusinessHourRanking: 0, MomentCanBeUsed: true });
const SLOTS: OrderSlots = { pickUp: [slot('P1', '09:00 - 10:00'), slot('P2', '10:00 - 11:00')], return: [slot('R1', '16:00 - 17:00'), slot('R2', '17:00 - 18:00')], dropOff: false };
const EDITABLE: EditableOrder = {
  order: sampleOrder({ ReservationOrderID: 'RO-5001', BusinessHourStart: { Key: 'P1', Description: '09:00 - 10:00' }, BusinessHourEnd: { Key: 'R1', Description: '16:00 - 17:00' } }),
  lines: [LINE],
};
const input: OrderEditInput = { reservationOrderId: 'RO-5001', rules: { cancellationDays: 0, editingDays: 0, editingOrder: 'reservation-order' }, now: '2026-11-21T09:00:00' };
const refused = { kind: 'invalid-response', status: 409, serverMessage: 'Niet genoeg voorraad voor Partytent 3 x 3 m' };

export const orderEditFlow: RegisteredMachine = {
  id: 'order-edit',
  title: 'Bestelling wijzigen',
  description:
    'Het wijzigen op /account/orders/edit/…: de bestelling en haar lijnen in één golf, daarna de momenten van haar dagen; niet te wijzigen zegt het; elke wijziging van de periode, een moment of een aantal wordt meteen getoetst, een geweigerde komt terug met de eerste melding; een nieuwe periode wist de momenten van de verschoven dagen en haalt ze opnieuw op; bewaren wacht op die toets en op de gekozen momenten en bewaart alles samen.',
  machine: orderEditMachine,
  input,
  events: (): (OrderEditEvent | EventObject)[] => [
    done('loadOrder', EDITABLE),
    done('loadOrder', { ...EDITABLE, order: { ...EDITABLE.order, IsEditable: false } }),
    failed('loadOrder', notFoundError),
    done('loadSlots', SLOTS),
    failed('loadSlots'),
    { type: 'RETRY_REQUESTED' },
    { type: 'AMOUNT_CHANGED', lineId: LINE.ReservationOrderItemID, amount: 3 },
    { type: 'AMOUNT_CHANGED', lineId: LINE.ReservationOrderItemID, amount: LINE.Amount },
    { type: 'PERIOD_CHANGED', start: '2026-12-04', end: '2026-12-06' },
    done('loadNewSlots', SLOTS),
    failed('loadNewSlots'),
    { type: 'PICKUP_SLOT_CHOSEN', slotId: 'P2' },
    { type: 'RETURN_SLOT_CHOSEN', slotId: 'R2' },
    done('validateChange', undefined),
    failed('validateChange', refused),
    { type: 'SAVE_REQUESTED' },
    done('saveChange', EDITABLE.order),
    failed('saveChange'),
  ],
  // Whether there is something to save and whether slots are missing decide the guards.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as OrderEditContext;
    return `${byValue(snapshot)}|${draftChanged(context)}|${context.draft !== null && draftSlotsMissing(context.draft, context.slots)}`;
  },
};
