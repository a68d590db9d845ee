import { t } from '@lingui/core/macro';
import type { OrderDetailFailure } from '../../machines/order-detail/machine.ts';
import type { OrderEditFailure } from '../../machines/order-edit/machine.ts';
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

/** Spec 002 §8: what failed on the orders, or the server's own message. */
export function ordersFailureText(failure: OrdersFailure): string {
  switch (failure.kind) {
    case 'load-failed':
      return failureText(failure.error, t`Uw bestellingen konden niet geladen worden`);
    case 'reference-failed':
      return failureText(failure.error, t`De referentie kon niet bewaard worden`);
    case 'certificate-failed':
      return failureText(failure.error, t`Het attest kon niet bewaard worden`);
    case 'extra-info-failed':
      return failureText(failure.error, t`De extra informatie kon niet bewaard worden`);
    case 'cancel-failed':
      return failureText(failure.error, t`Annuleren is mislukt`);
    case 'duplicate-failed':
      return failureText(failure.error, t`De bestelling kon niet opnieuw aangevraagd worden`);
  }
}

export function referenceSavedText(): string {
  return t`De referentie is bewaard`;
}

export function certificateGivenText(): string {
  return t`Het attest is bewaard`;
}

export function extraInfoSavedText(): string {
  return t`De extra informatie is bewaard`;
}

export function orderCancelledText(reservationOrderId: string): string {
  return t`Bestelling ${reservationOrderId} is geannuleerd`;
}

/** Spec 002 §8: an order that could not be read (errorNotFound), or its confirmation that could not be downloaded. */
export function orderDetailFailureText(failure: OrderDetailFailure): string {
  switch (failure.kind) {
    case 'load-failed':
      return failureText(failure.error, t`Deze bestelling werd niet gevonden.`);
    case 'document-failed':
      return failureText(failure.error, t`De orderbevestiging kon niet gedownload worden`);
  }
}

export function orderDuplicatedText(reservationOrderId: string): string {
  return t`De artikelen van bestelling ${reservationOrderId} staan in uw winkelwagen`;
}

/** Spec 002 §5, §8: a refused change says the first message, else "Wijzigen is mislukt"; a failed save errorEditGeneral; missing slots errorEditTimeslots. */
export function orderEditFailureText(failure: OrderEditFailure): string {
  switch (failure.kind) {
    case 'load-failed':
      return failureText(failure.error, t`Deze bestelling werd niet gevonden.`);
    case 'change-refused':
    case 'save-failed':
      return failureText(failure.error, t`Wijzigen is mislukt`);
    case 'slots-failed':
      return failureText(failure.error, t`De afhaal- en terugbrengmomenten van die dagen konden niet geladen worden; de vorige periode is teruggezet.`);
    case 'slots-required':
      return t`Het is verplicht een ophaal- en terugbrengmoment te kiezen`;
  }
}

export function orderSavedText(reservationOrderId: string): string {
  return t`Bestelling ${reservationOrderId} is gewijzigd`;
}
