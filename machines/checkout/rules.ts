import type { components } from '../../openapi/schema';
import type { Moment } from '../../src/domain/format.ts';
import type { OrderReceipt, PendingValues, ReceiptPayment, SessionAccount } from '../../src/domain/stored-session.ts';
import type { Cart } from '../cart/rules.ts';

export type Warehouse = components['schemas']['Warehouse'];
export type Customer = components['schemas']['Customer'];
export type Label = components['schemas']['Label'];
export type CheckoutOrder = components['schemas']['CheckoutOrderRef'];
export type PaymentMode = 'NOW' | 'AT_PICKUP';

/**
 * Who places the order (spec 001 §6): a logged-in contact; a customer registering at checkout
 * (a pending registration); a guest with only a pending customer; or nobody the shop knows.
 */
export type Buyer = 'contact' | 'registering' | 'guest' | 'unknown';

export function buyerOf(account: SessionAccount | null, pending: PendingValues): Buyer {
  if (account) return 'contact';
  if (pending.user && pending.customer) return 'registering';
  if (pending.customer) return 'guest';
  return 'unknown';
}

/**
 * Spec 001 §6: payment is offered when the policy is not BlockPayment and the total incl. VAT is
 * above 0. The payment link needs a logged-in user, so only a contact can pay online.
 */
function paymentOffered(cart: Cart, buyer: Buyer): boolean {
  return buyer === 'contact' && cartAsksPayment(cart);
}

const cartAsksPayment = (cart: Cart): boolean => cart.PaymentCondition.ShopPaymentPolicy !== 'BlockPayment' && cart.TotalIncVATForeignCurrency > 0;

/**
 * The cart asks a payment, but the buyer has no account to pay online with: a guest pays at
 * pick-up; a customer registering pays once the new account is activated (or at pick-up).
 */
export const paysWithoutAccount = (cart: Cart, buyer: Buyer): buyer is 'guest' | 'registering' =>
  (buyer === 'guest' || buyer === 'registering') && cartAsksPayment(cart);

/** Spec 001 §6: the pay-now / pay-at-pick-up choice exists only under AllowPayment. */
export const paymentModeChoosable = (cart: Cart, buyer: Buyer): boolean =>
  paymentOffered(cart, buyer) && cart.PaymentCondition.ShopPaymentPolicy === 'AllowPayment';

/** The mode that applies: RequirePayment pays now; AllowPayment as chosen (pay now unless said otherwise). */
function paymentModeOf(cart: Cart, buyer: Buyer, chosen: PaymentMode | null | undefined): PaymentMode | null {
  if (!paymentOffered(cart, buyer)) return null;
  if (cart.PaymentCondition.ShopPaymentPolicy === 'RequirePayment') return 'NOW';
  return chosen ?? 'NOW';
}

export const paysOnline = (cart: Cart, buyer: Buyer, chosen: PaymentMode | null | undefined): boolean => paymentModeOf(cart, buyer, chosen) === 'NOW';

/**
 * The payment an order is placed with, as its receipt tells it once the order is complete:
 * paid online, the total incl. VAT (what the order asks: spec 001 §6; the provider's own answer
 * for Paid carries no amount); at pick-up; or none when payment is not offered.
 */
export function receiptPaymentOf(cart: Cart, buyer: Buyer, chosen: PaymentMode | null | undefined): ReceiptPayment | null {
  const mode = paymentModeOf(cart, buyer, chosen);
  if (mode === 'NOW') return { kind: 'paid-online', amount: cart.TotalIncVATForeignCurrency };
  return mode === 'AT_PICKUP' ? { kind: 'at-pick-up' } : null;
}

/** The receipt of an order whose online payment the customer left for later, to pay from the account's orders. */
export const paymentPostponed = (receipt: OrderReceipt): OrderReceipt => ({ ...receipt, payment: { kind: 'pay-later' } });

/** The payment part of the summary, when payment is offered: whether the mode is a choice, the mode that applies, the chosen method. */
export interface PaymentChoice {
  modeChoosable: boolean;
  mode: PaymentMode;
  method: string | null;
}

export function paymentChoiceOf(cart: Cart, buyer: Buyer, pending: PendingValues): PaymentChoice | null {
  const mode = paymentModeOf(cart, buyer, pending.paymentMode);
  return mode === null ? null : { modeChoosable: paymentModeChoosable(cart, buyer), mode, method: pending.paymentMethod ?? null };
}

const words = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/**
 * The buyer as the summary shows them (spec 001 §2 "customer"): a contact with their
 * organisation's name and address; a guest or a registering customer as their pending record
 * holds them (the shop's own forms stored it); nobody the shop knows: no lines.
 */
export function buyerLines(buyer: Buyer, account: SessionAccount | null, customer: Customer | null, pending: PendingValues): string[] {
  let lines: (string | null | undefined)[] = [];
  if (buyer === 'contact') {
    lines = [
      customer?.CompanyName,
      words(account?.FirstName, account?.LastName),
      account?.Email,
      customer && words(customer.Street, customer.HouseNumber, customer.HouseNumberAddition),
      customer && words(customer.ZipCode, customer.City),
    ];
  } else if (buyer !== 'unknown') {
    const record = pending.customer as Record<string, string | undefined> | null | undefined;
    lines = [record?.CompanyName, words(record?.FirstName, record?.LastName), record?.Email, words(record?.Street, record?.HouseNumber, record?.HouseNumberAddition), words(record?.ZipCode, record?.City)];
  }
  // A guest's company name defaults to the person's name: said once.
  return lines.filter((line, i): line is string => !!line && line !== lines[i - 1]);
}

/** The login a registration at checkout creates: its user name is the e-mail address (spec 002 §3). */
export function newAccountEmailOf(pending: PendingValues): string | null {
  const email = pending.user?.Email;
  return typeof email === 'string' ? email : null;
}

/** The rental periods of a cart: its lines grouped by warehouse, pick-up and return moments (spec 001 §2). */
export interface RentalPeriod {
  key: string;
  pickUp: Moment;
  /** Null for a sale: it is picked up and kept. */
  return: Moment | null;
  lines: Cart['Items'];
  totalExcVat: number;
  totalIncVat: number;
}

/** `salesMode`: the cart is a sale (ShopSalesModus), one day without a return. */
export function rentalPeriodsOf(cart: Cart, salesMode: boolean): RentalPeriod[] {
  const periods = new Map<string, RentalPeriod>();
  for (const line of cart.Items) {
    const key = `${line.DateTimeBusinessStart}|${line.DateTimeBusinessEnd}`;
    const period = periods.get(key) ?? {
      key,
      pickUp: { at: line.DateTimeBusinessStart, slot: cart.BusinessHourStart?.Description ?? null },
      return: salesMode ? null : { at: line.DateTimeBusinessEnd, slot: cart.BusinessHourEnd?.Description ?? null },
      lines: [],
      totalExcVat: 0,
      totalIncVat: 0,
    };
    period.lines.push(line);
    period.totalExcVat += line.TotalExcVAT;
    period.totalIncVat += line.TotalIncVAT;
    periods.set(key, period);
  }
  return [...periods.values()];
}

/** What the thank-you page shows of an order just placed; `salesMode`: the order is a sale. */
export function receiptOf(cart: Cart, orders: CheckoutOrder[], warehouse: Warehouse | null, payment: ReceiptPayment | null, salesMode: boolean): OrderReceipt {
  return {
    reservationOrderIds: orders.map((order) => order.ReservationOrderID),
    warehouseId: cart.WarehouseID.Key,
    warehouseName: warehouse?.Description ?? cart.WarehouseID.Description,
    warehouseContact: warehouse
      ? { email: warehouse.Email, tel: warehouse.Tel, street: warehouse.Street, houseNumber: warehouse.HouseNumber, zipCode: warehouse.ZipCode, city: warehouse.City }
      : null,
    pickUp: cart.DateTimeBusinessStart,
    return: cart.DateTimeBusinessEnd,
    pickUpSlot: cart.BusinessHourStart?.Description ?? null,
    returnSlot: cart.BusinessHourEnd?.Description ?? null,
    sale: salesMode,
    payment,
  };
}
