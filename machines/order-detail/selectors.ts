import type { SnapshotFrom } from 'xstate';
import type { Moment } from '../../src/domain/format.ts';
import { mayEdit, orderStatusOf, takesFiles, type OrderStatus, type ReservationOrderItem } from '../../src/domain/orders.ts';
import type { Customer } from '../../src/domain/profile.ts';
import type { OrderDetailField } from '../../src/domain/style-settings.ts';
import type { orderDetailMachine } from './machine.ts';

type OrderDetailSnapshot = SnapshotFrom<typeof orderDetailMachine>;

export const selectStep = (s: OrderDetailSnapshot): 'loading' | 'failed' | 'ready' | 'downloading' =>
  s.hasTag('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('downloading') ? 'downloading' : 'ready';
export const selectDetails = (s: OrderDetailSnapshot) => s.context.details;
export const selectFailure = (s: OrderDetailSnapshot) => s.context.failure;
/** The order's status as a person reads it (spec 000 §4); null until it is read. */
export const selectOrderStatus = (s: OrderDetailSnapshot): OrderStatus | null => (s.context.details ? orderStatusOf(s.context.details.order.ReservationStatus) : null);

/** When the order is picked up and brought back; a sale (sales mode) is not brought back. */
export interface OrderMoments {
  pickUp: Moment;
  return: Moment | null;
}

export const selectMoments = (s: OrderDetailSnapshot): OrderMoments | null => {
  const order = s.context.details?.order;
  if (!order) return null;
  const pickUp = { at: order.DateTimeBusinessStart, slot: order.BusinessHourStart?.Description ?? null };
  return { pickUp, return: s.context.salesMode ? null : { at: order.DateTimeBusinessEnd, slot: order.BusinessHourEnd?.Description ?? null } };
};

/** Spec 002 §2: the edit action shows only where the orders page offers "Wijzigen" too (the same rule, from when the page opened). */
export const selectMayEdit = (s: OrderDetailSnapshot): boolean => {
  const order = s.context.details?.order;
  return order !== undefined && mayEdit(order, s.context.rules, new Date(s.context.now));
};

/** Whether the order still takes files (the upload field), or only lists those it has. */
export const selectTakesFiles = (s: OrderDetailSnapshot): boolean => s.context.details !== null && takesFiles(s.context.details.order);

/** A line of the order with the picture its product ranks first; null without one. */
export interface OrderLine {
  line: ReservationOrderItem;
  imageUrl: string | null;
}

export const selectLines = (s: OrderDetailSnapshot): OrderLine[] =>
  (s.context.details?.items ?? []).map((line) => ({ line, imageUrl: line.Item?.Images.toSorted((a, b) => a.Ranking - b.Ranking)[0]?.ImageUrl ?? null }));

/** The customer's details the page shows as the order's personal info. */
export type CustomerFact = 'name' | 'email' | 'street' | 'zipCode' | 'city' | 'phone';

/** Each fact with the hidden fields that leave it out (spec 002 §2 `hiddenFields`: the address hides the street, postcode and city). */
const CUSTOMER_FACTS: { fact: CustomerFact; hiddenBy: OrderDetailField[]; value: (customer: Customer) => string }[] = [
  { fact: 'name', hiddenBy: ['customer-name'], value: (customer) => customer.CompanyName },
  { fact: 'email', hiddenBy: ['customer-email'], value: (customer) => customer.Email },
  {
    fact: 'street',
    hiddenBy: ['customer-address', 'customer-street'],
    value: (customer) => [customer.Street, customer.HouseNumber, customer.HouseNumberAddition].filter(Boolean).join(' '),
  },
  { fact: 'zipCode', hiddenBy: ['customer-address', 'customer-zip-code'], value: (customer) => customer.ZipCode },
  { fact: 'city', hiddenBy: ['customer-address', 'customer-city'], value: (customer) => customer.City },
  { fact: 'phone', hiddenBy: ['customer-phone'], value: (customer) => customer.Tel },
];

/** The customer's details the hidden fields leave; none without a customer. */
export const selectCustomerFacts = (s: OrderDetailSnapshot): { fact: CustomerFact; value: string }[] => {
  const { customer, hiddenFields } = s.context;
  if (!customer) return [];
  return CUSTOMER_FACTS.filter(({ hiddenBy }) => !hiddenBy.some((field) => hiddenFields.includes(field))).map(({ fact, value }) => ({ fact, value: value(customer) }));
};
