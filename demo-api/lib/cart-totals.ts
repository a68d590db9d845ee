/**
 * What a cart answer computes from its settings and lines: prices and totals, stock problems,
 * per-customer limits, removability, the payment policy and the actions. Computed on every
 * answer, so a cart is always current with stock, prices and the customer's reservations.
 */
import type { Cart, CartItem, CartRow, Certificate, CustomFields, DemoDb, KeyRef, OrderAction, PaymentRule, Product, ProblemReason } from '../db.ts';
import { holdsStock, stockFor } from './availability.ts';
import { overlaps, rentalDays } from './dates.ts';
import { modePrice, round2, salesPrice } from './pricing.ts';

/** The contract's rule (the spec leaves it to the server): above this total incl. VAT, payment is required. */
const REQUIRE_PAYMENT_ABOVE = 500;

/** The customer custom field that makes a reference required at checkout. */
export const REFERENCE_REQUIRED_FIELD = 'CUST_ReferenceRequired';
/** The product custom field naming the certificate a rental needs (true: one of its own). */
export const REQUIRES_CERTIFICATE_FIELD = 'CUST_RequiresCertificate';

/** The product custom field of the products the lending service must reach someone on site for (large tents, the mobile stage). */
const REQUIRES_ON_SITE_CONTACT_FIELD = 'CUST_RequiresOnSiteContact';
/** The cart's or order's custom fields that complete the ExtraOrderInfo action: the on-site contact's name and phone. */
const ON_SITE_CONTACT_FIELDS = ['CUST_OnSiteContactName', 'CUST_OnSiteContactTel'] as const;

/** A cart period is whole days: the day of a date or date-time, at midnight. */
export function dayStart(value: string): string {
  return `${value.slice(0, 10)}T00:00:00`;
}

/** The last moment of a day: stock and limits count the whole last rental day. */
function dayEnd(value: string): string {
  return `${value.slice(0, 10)}T23:59:59`;
}

/** The start time in a slot label ("09:00 - 10:00", "voor 7:30") as hh:mm:ss. */
export function slotTime(label: string): string {
  const match = /(\d{1,2})[:.](\d{2})/.exec(label);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}:00` : '00:00:00';
}

/** The business moment of an expected day: that day at the start time of the chosen slot. */
export function businessMoment(expected: string, slot: KeyRef | null): string {
  return `${expected.slice(0, 10)}T${slot ? slotTime(slot.Description) : '00:00:00'}`;
}

/** A line as stock and limits see it. */
export interface LineDemand {
  product: Product;
  amount: number;
  start: string;
  end: string;
}

export interface LineProblem {
  Reason: ProblemReason;
  /** The Dutch text the cart line shows as InvalidCartItemReason. */
  Message: string;
  Available: number | null;
  NextAvailableDate: string | null;
}

/** What the lines for the same product that overlap this one ask together (itself included). */
function demandOf(lines: readonly LineDemand[], line: LineDemand): number {
  return lines
    .filter((other) => other.product.ID === line.product.ID && overlaps(other.start, dayEnd(other.end), line.start, dayEnd(line.end)))
    .reduce((sum, other) => sum + other.amount, 0);
}

/** In sales mode a product without a sales price cannot be ordered (decision 015). */
export function notForSaleMessage(product: Product): string {
  return `${product.Description} is niet te koop`;
}

/** Whether the shop sells (ShopSalesModus) rather than rents. */
export const isSalesMode = (db: DemoDb): boolean => db.settings.ShopSalesModus;

/** Why each line cannot be reserved from this warehouse over its period, or null when it can. */
export function lineProblems(db: DemoDb, warehouseId: string, lines: readonly LineDemand[]): (LineProblem | null)[] {
  const warehouse = db.warehouses.find((w) => w.WarehouseID === warehouseId);
  return lines.map((line): LineProblem | null => {
    if (isSalesMode(db) && salesPrice(line.product) === null) {
      return { Reason: 'NotForSale', Message: 'Niet te koop', Available: null, NextAvailableDate: null };
    }
    if (!line.product.WarehouseIDs.includes(warehouseId)) {
      const where = warehouse?.Description ?? warehouseId;
      return { Reason: 'NotInWarehouse', Message: `Niet beschikbaar in ${where}`, Available: null, NextAvailableDate: null };
    }
    const maxDays = line.product.MaxReservationDays;
    if (maxDays !== null && rentalDays(line.start, line.end) > maxDays) {
      const Message = `De huurperiode is te lang: maximaal ${maxDays} ${maxDays === 1 ? 'dag' : 'dagen'}`;
      return { Reason: 'MaxReservationDaysExceeded', Message, Available: null, NextAvailableDate: null };
    }
    const wanted = demandOf(lines, line);
    const stock = stockFor(db, { itemId: line.product.ID, warehouseId, start: line.start, end: dayEnd(line.end) }, wanted);
    if (stock.available !== null && stock.available < wanted) {
      return {
        Reason: 'InsufficientStock',
        Message: `Onvoldoende voorraad voor deze periode: nog ${stock.available} beschikbaar`,
        Available: stock.available,
        NextAvailableDate: stock.nextAvailableDate,
      };
    }
    return null;
  });
}

/** What a customer holds of an item in reservations overlapping a period. */
function heldByCustomer(db: DemoDb, customerId: string | null, itemId: string, start: string, end: string): number {
  if (customerId === null) return 0;
  let held = 0;
  for (const row of db.orders) {
    if (row.order.CustomerID !== customerId || !holdsStock(row)) continue;
    if (!overlaps(row.order.DateTimeExpectedStart, row.order.DateTimeExpectedEnd, start, dayEnd(end))) continue;
    for (const item of row.items) if (item.Item.ID === itemId) held += item.Amount;
  }
  return held;
}

/** How many more of a line's product the customer may add; null without a MaxPerCustomer. */
function maxPerCustomerLeftover(db: DemoDb, customerId: string | null, lines: readonly LineDemand[], line: LineDemand): number | null {
  const max = line.product.MaxPerCustomer;
  if (max === null) return null;
  return Math.max(0, max - heldByCustomer(db, customerId, line.product.ID, line.start, line.end) - demandOf(lines, line));
}

/**
 * The first limit the lines of the given products break (MaxPerCart, then MaxPerCustomer), as
 * the Dutch message to refuse the change with; null when they keep within their limits.
 */
export function limitProblem(
  db: DemoDb,
  customerId: string | null,
  lines: readonly LineDemand[],
  productIds: ReadonlySet<string>,
): string | null {
  for (const line of lines) {
    if (!productIds.has(line.product.ID)) continue;
    const { product } = line;
    const inCart = lines.filter((l) => l.product.ID === product.ID).reduce((sum, l) => sum + l.amount, 0);
    if (product.MaxPerCart !== null && inCart > product.MaxPerCart) {
      return `Maximum aantal bereikt: ${product.Description} kan hoogstens ${product.MaxPerCart} keer in de winkelwagen`;
    }
    if (product.MaxPerCustomer !== null) {
      const left = product.MaxPerCustomer - heldByCustomer(db, customerId, product.ID, line.start, line.end);
      if (demandOf(lines, line) > left) {
        return `Maximum aantal bereikt: u kunt voor deze periode nog ${Math.max(0, left)} × ${product.Description} reserveren`;
      }
    }
  }
  return null;
}

export function productOf(db: DemoDb, id: string): Product | undefined {
  return db.products.find((p) => p.ID === id);
}

/** The product of a stored line; a cart only ever holds lines of existing products. */
function lineProduct(db: DemoDb, line: CartItem): Product {
  const product = productOf(db, line.Item.ID);
  if (!product) throw new Error(`cart line ${line.CartItemID} names unknown product ${line.Item.ID}`);
  return product;
}

export function demandsOf(db: DemoDb, items: readonly CartItem[]): LineDemand[] {
  return items.map((line) => ({
    product: lineProduct(db, line),
    amount: line.Amount,
    start: line.DateTimeExpectedStart,
    end: line.DateTimeExpectedEnd,
  }));
}

export function itemSummary(product: Product): CartItem['Item'] {
  return {
    ID: product.ID,
    Description: product.Description,
    Images: product.Images,
    MaxPerCart: product.MaxPerCart,
    UploadPolicy: product.UploadPolicy,
    PeriodPrices: product.PeriodPrices,
  };
}

/** An add-on of a required suggestion whose parent line is in the cart: it goes only with its parent. */
export function isRequiredAddOn(db: DemoDb, items: readonly CartItem[], line: CartItem): boolean {
  const parent = line.RelatedRentalItemID === null ? undefined : items.find((i) => i.CartItemID === line.RelatedRentalItemID);
  if (!parent) return false;
  return db.suggestions.some(
    (s) => s.ItemID === parent.Item.ID && s.SuggestedItemID === line.Item.ID && s.ShopPolicy === 'required',
  );
}

export function paymentPolicy(totalIncVAT: number): PaymentRule {
  return totalIncVAT > REQUIRE_PAYMENT_ABOVE ? 'RequirePayment' : 'AllowPayment';
}

/** The kinds of certificate the lines need: one entry per distinct CUST_RequiresCertificate. */
function requiredCertificateKinds(db: DemoDb, items: readonly CartItem[]): string[] {
  const kinds = new Set<string>();
  for (const line of items) {
    const value = lineProduct(db, line).CustomFields[REQUIRES_CERTIFICATE_FIELD];
    if (typeof value === 'string' && value !== '') kinds.add(value);
    else if (value === true) kinds.add(line.Item.ID);
  }
  return [...kinds];
}

/** The Certificates action: one required entry per kind, filled in the order numbers were given. */
export function certificatesAction(requiredCount: number, given: readonly Certificate[]): OrderAction {
  const RequiredCertificates = Array.from({ length: requiredCount }, (_, i) => ({ Number: given[i]?.Number ?? '' }));
  return {
    ActionName: 'Certificates',
    Completed: given.length >= requiredCount,
    Required: true,
    Details: { RequiredCertificates, OptionalCertificates: given.slice(requiredCount).map((c) => ({ ...c })) },
  };
}

/** Whether some line's product needs an on-site contact (the ExtraOrderInfo action). */
function needsOnSiteContact(db: DemoDb, itemIds: readonly string[]): boolean {
  return itemIds.some((id) => productOf(db, id)?.CustomFields[REQUIRES_ON_SITE_CONTACT_FIELD] === true);
}

/** The ExtraOrderInfo action: required, and completed once the custom fields name the on-site contact. */
export function extraOrderInfoAction(customFields: CustomFields): OrderAction {
  const given = ON_SITE_CONTACT_FIELDS.every((field) => {
    const value = customFields[field];
    return typeof value === 'string' && value.trim() !== '';
  });
  return { ActionName: 'ExtraOrderInfo', Completed: given, Required: true, Details: null };
}

export function customerNeedsReference(db: DemoDb, customerId: string | null): boolean {
  const customer = customerId === null ? undefined : db.customers.find((c) => c.CustomerID === customerId);
  return customer?.CustomFields[REFERENCE_REQUIRED_FIELD] === true;
}

function cartActions(db: DemoDb, row: CartRow): OrderAction[] {
  const actions: OrderAction[] = [];
  if (customerNeedsReference(db, row.cart.CustomerID)) {
    actions.push({ ActionName: 'ReferenceRequired', Completed: false, Required: true, Details: null });
  }
  const kinds = requiredCertificateKinds(db, row.cart.Items);
  if (kinds.length > 0) actions.push(certificatesAction(kinds.length, row.certificates));
  if (needsOnSiteContact(db, row.cart.Items.map((line) => line.Item.ID))) actions.push(extraOrderInfoAction(row.cart.CustomFields));
  return actions;
}

/**
 * Brings every computed field of the stored cart up to date and answers it; `Actions` stays
 * empty unless asked for (reads without include=actions).
 */
export function presentCart(db: DemoDb, row: CartRow, options: { actions: boolean } = { actions: true }): Cart {
  const { cart } = row;
  const demands = demandsOf(db, cart.Items);
  const problems = lineProblems(db, cart.WarehouseID.Key, demands);
  cart.Items.forEach((line, i) => {
    const demand = demands[i]!;
    const unit = modePrice(demand.product, line.DateTimeExpectedStart, line.DateTimeExpectedEnd, isSalesMode(db));
    line.Item = itemSummary(demand.product);
    line.Description = demand.product.Description;
    line.Price = unit.price;
    line.PriceIncVAT = unit.priceIncVAT;
    line.TotalExcVAT = round2(unit.price * line.Amount);
    line.TotalIncVAT = round2(unit.priceIncVAT * line.Amount);
    line.DateTimeBusinessStart = businessMoment(line.DateTimeExpectedStart, cart.BusinessHourStart);
    line.DateTimeBusinessEnd = businessMoment(line.DateTimeExpectedEnd, cart.BusinessHourEnd);
    line.InvalidCartItemReason = problems[i]?.Message ?? null;
    line.InvalidCartItemReasonCode = problems[i]?.Reason ?? null;
    line.IsRemovable = !isRequiredAddOn(db, cart.Items, line);
    line.MaxPerCustomerLeftover = maxPerCustomerLeftover(db, cart.CustomerID, demands, demand);
  });
  cart.TotalExcVATForeignCurrency = round2(cart.Items.reduce((sum, line) => sum + line.TotalExcVAT, 0));
  cart.TotalIncVATForeignCurrency = round2(cart.Items.reduce((sum, line) => sum + line.TotalIncVAT, 0));
  cart.TotalVAT = round2(cart.TotalIncVATForeignCurrency - cart.TotalExcVATForeignCurrency);
  cart.PaymentCondition = { ShopPaymentPolicy: paymentPolicy(cart.TotalIncVATForeignCurrency) };
  cart.DateTimeBusinessStart = businessMoment(cart.DateTimeExpectedStart, cart.BusinessHourStart);
  cart.DateTimeBusinessEnd = businessMoment(cart.DateTimeExpectedEnd, cart.BusinessHourEnd);
  cart.Actions = cartActions(db, row);
  return options.actions ? cart : { ...cart, Actions: [] };
}
