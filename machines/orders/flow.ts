import { sampleOrder } from '../../src/domain/orders.samples.ts';
import { done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { ordersMachine, type OrdersInput, type OrdersPage } from './machine.ts';

const UNPAID = sampleOrder({ ReservationOrderID: 'RO-5001', AmountDue: 121, Actions: [{ ActionName: 'CreatePayment', Completed: false, Required: true, Details: null }] });
const PAGE: OrdersPage = {
  orders: [UNPAID, sampleOrder({ ReservationOrderID: 'RO-5002', ReservationStatus: 'ClosedAndCompleted' })],
  orderTypes: [{ LabelID: 'LBL-EVENEMENT', Subject: 'Rental.Reservation', Description: 'Evenement' }],
};
const input: OrdersInput = {
  customerId: 'CUST-1',
  rules: { cancellationDays: 0, editingDays: 0, editingOrder: 'reservation-order' },
  now: '2026-11-21T09:00:00',
  duplicateMode: 'FULL',
};
const WEEKEND = { warehouseId: 'WH-1', deliveryId: 'DEL-1', period: { from: '2027-01-08', to: '2027-01-10' } };

export const ordersFlow: RegisteredMachine = {
  id: 'orders',
  title: 'Bestellingen',
  description:
    'Bestellingen op /account/orders: de bestellingen met hun acties en de ordertypes in één golf gelezen, nieuwste verwachte start eerst; te filteren op status; de acties van een bestelling in een venster, van waaruit een betaling start, een referentie, een attest of de extra informatie (de verantwoordelijke ter plaatse) gegeven wordt; een bestelling annuleren na bevestiging, of opnieuw aanvragen in een nieuwe winkelwagen voor een gekozen magazijn en periode, die de winkelwagen van de sessie vervangt (is die niet leeg, dan eerst na bevestiging); na elke wijziging worden de bestellingen opnieuw gelezen.',
  machine: ordersMachine,
  input,
  events: () => [
    done('loadOrders', PAGE),
    failed('loadOrders'),
    { type: 'RETRY_REQUESTED' },
    { type: 'STATUS_FILTERED', status: 'cancelled' },
    { type: 'ACTIONS_OPENED', reservationOrderId: UNPAID.ReservationOrderID },
    { type: 'ACTIONS_CLOSED' },
    { type: 'PAYMENT_REQUESTED', reservationOrderId: UNPAID.ReservationOrderID },
    { type: 'REFERENCE_DIALOG_OPENED' },
    { type: 'REFERENCE_GIVEN', reference: 'Fuif 2026' },
    { type: 'CERTIFICATE_DIALOG_OPENED' },
    { type: 'CERTIFICATE_GIVEN', number: 'ATT-2026-114' },
    { type: 'EXTRA_INFO_DIALOG_OPENED' },
    { type: 'EXTRA_INFO_GIVEN', info: { contactName: 'Jonas Declercq', contactPhone: '' } },
    { type: 'EXTRA_INFO_GIVEN', info: { contactName: 'Jonas Declercq', contactPhone: '0478 12 34 56' } },
    { type: 'DIALOG_CLOSED' },
    { type: 'CANCEL_REQUESTED', reservationOrderId: UNPAID.ReservationOrderID },
    { type: 'CONFIRMED' },
    { type: 'CANCELLED' },
    { type: 'DUPLICATE_REQUESTED', reservationOrderId: UNPAID.ReservationOrderID },
    { type: 'CART_FOLLOWED', cart: { cartId: 'CART-7000', lineCount: 2 } },
    { type: 'CART_FOLLOWED', cart: null },
    { type: 'DUPLICATE_CONFIRMED' },
    done('confirmChoice', WEEKEND),
    done('confirmChoice', null),
    done('duplicateOrder', 'CART-7001'),
    failed('duplicateOrder'),
    done('cancelOrder', { ...UNPAID, ReservationStatus: 'Cancelled', IsCancellable: false }),
    failed('cancelOrder'),
    done('saveReference', { ...UNPAID, Reference: 'Fuif 2026' }),
    failed('saveReference'),
    done('giveCertificate', UNPAID),
    failed('giveCertificate'),
    done('saveExtraInfo', UNPAID),
    failed('saveExtraInfo'),
    done('refreshOrders', PAGE),
    failed('refreshOrders'),
  ],
  // Whether the session's cart is asked about, or set aside, changes where a request again leads.
  serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.sessionCart, snapshot.context.setAside]),
};
