import { sampleOrder } from '../../src/domain/orders.samples.ts';
import { SAMPLE_CUSTOMER } from '../../src/domain/profile.samples.ts';
import { byValue, done, failed, notFoundError, type RegisteredMachine } from '../registry-kit.ts';
import { orderDetailMachine, type OrderDetailInput, type OrderDetails } from './machine.ts';

const ORDER = sampleOrder({ ReservationOrderID: 'RO-5001' });
const DETAILS: OrderDetails = { order: ORDER, items: [], warehouse: null, files: [] };
const input: OrderDetailInput = {
  reservationOrderId: ORDER.ReservationOrderID,
  salesMode: false,
  rules: { cancellationDays: 0, editingDays: 0, editingOrder: 'reservation-order' },
  now: '2026-11-21T09:00:00',
  customer: SAMPLE_CUSTOMER,
  hiddenFields: [],
};

export const orderDetailFlow: RegisteredMachine = {
  id: 'order-detail',
  title: 'Bestelling bekijken',
  description: 'De details op /account/orders/detail/…: de bestelling met haar acties, haar lijnen met producten en het magazijn en de bestanden in één golf; niet gevonden zegt het en laat opnieuw proberen; de orderbevestiging als pdf.',
  machine: orderDetailMachine,
  input,
  events: () => [
    done('loadDetails', DETAILS),
    failed('loadDetails', notFoundError),
    { type: 'RETRY_REQUESTED' },
    { type: 'DOCUMENT_REQUESTED' },
    done('fetchDocument', new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
    failed('fetchDocument'),
  ],
  serialize: byValue,
};
