import { t } from '@lingui/core/macro';
import type { OrdersFailure } from '../../machines/orders/machine.ts';
import type { OrderAction, OrderStatus } from '../domain/orders.ts';
import { failureText } from './failures.ts';

/** Spec 000 §4: a reservation's status as a person reads it. */
export function orderStatusText(status: OrderStatus): string {
  switch (status) {
    case 'requested':
      return t`Aangevraagd`;
    case 'reserved':
      return t`Gereserveerd`;
    case 'pickedUp':
      return t`Opgehaald`;
    case 'returned':
      return t`Teruggebracht`;
    case 'cancelled':
      return t`Geannuleerd`;
    case 'expired':
      return t`Verlopen`;
    case 'rejected':
      return t`Geweigerd`;
  }
}

/** A step to take on a cart or an order (spec 001 §4, spec 002 §4). */
export function orderActionText(action: OrderAction['ActionName']): string {
  switch (action) {
    case 'ReferenceRequired':
      return t`Referentie ingeven`;
    case 'Certificates':
      return t`Attesten ingeven`;
    case 'CreatePayment':
      return t`Betalen`;
    case 'ExtraOrderInfo':
      return t`Extra informatie over het evenement geven`;
  }
}

/** Spec 002 §8: the orders could not be read, or the server's own message. */
export function ordersFailureText(failure: OrdersFailure): string {
  return failureText(failure.error, t`Uw bestellingen konden niet geladen worden`);
}
