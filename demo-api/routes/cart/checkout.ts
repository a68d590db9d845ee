/**
 * Checkout: a cart becomes one reservation order (status Draft, "Requested") for a logged-in
 * contact, a guest, or a customer registering on the way; the cart is deleted afterwards.
 */
import type { Hono } from 'hono';
import type { Cart, CartRow, Contact, DemoDb, OrderAction, ReservationOrder, ReservationOrderRow, TokenRow } from '../../db.ts';
import { nextId } from '../../db.ts';
import { customerNeedsReference, demandsOf, isSalesMode, lineProblems, presentCart, productOf } from '../../lib/cart-totals.ts';
import { NOT_ENOUGH_CAPACITY, displayDay, hasUsableSlot, saleProblem, slotProblem } from '../../lib/cart-period.ts';
import { isoDateTime } from '../../lib/dates.ts';
import { DemoError, badRequest, collection, forbidden, requireToken, requireUser, type Clock, type DemoEnv } from '../../lib/http.ts';
import { FIRST_NEW_CONTACT, FIRST_NEW_CUSTOMER } from '../../seed/identity.ts';
import { NOT_APPROVED_MESSAGE, contactOf, findLogin, requireAnonymousShopping, requireApprovedCustomer, sendMail } from '../identity/accounts.ts';
import { approvedAtRegistration, registerCustomer } from '../identity/registration.ts';
import { isUserToken, ownCart } from './access.ts';
import {
  checkoutAnonymousSchema,
  checkoutRegisterSchema,
  checkoutSchema,
  parseJson,
  type CheckoutAddress,
  type CheckoutBody,
  type NewCustomer,
} from './body.ts';
import { deleteCart } from './settings.ts';

/** Who the order is for. */
interface Buyer {
  customerId: string;
  contact: Contact;
}

const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

/**
 * Every reason to refuse a checkout, checked before anything is created: an empty cart, an
 * open required action (a missing reference does not block: the order carries it), a missing
 * required upload, no time slot where one can be chosen (in rental mode), a sale of more than one
 * day, a full slot, unknown labels, and lines that cannot be reserved or, in sales mode, sold
 * (stock shortages pass when SaveCartsWithStockConflict is on).
 */
function checkCheckout(db: DemoDb, row: CartRow, body: CheckoutBody): void {
  const cart = presentCart(db, row);
  if (cart.Items.length === 0) throw badRequest('De winkelwagen is leeg');
  const open = cart.Actions.find((a) => a.Required && !a.Completed && a.ActionName !== 'ReferenceRequired');
  if (open?.ActionName === 'Certificates') throw badRequest('Vul eerst de nummers van alle verplichte attesten in');
  if (open?.ActionName === 'ExtraOrderInfo') throw badRequest('Geef eerst de naam en het telefoonnummer van de verantwoordelijke ter plaatse');
  if (open) throw badRequest('Niet alle verplichte acties van de winkelwagen zijn afgerond');
  const missingUpload = cart.Items.find((line) => line.Item.UploadPolicy === 'RequireUpload' && line.Attachments.length === 0);
  if (missingUpload) throw badRequest(`Voeg een bestand toe bij ${missingUpload.Description}`);

  const delivery = db.deliveryMethods.find((d) => d.DeliveryID === cart.DeliveryID.Key);
  if (!delivery) throw new Error(`cart ${cart.CartID} names unknown delivery ${cart.DeliveryID.Key}`);
  const warehouseId = cart.WarehouseID.Key;
  // Spec 001 §5: time slots apply only in rental mode; a sale is one day, with nothing to return.
  if (isSalesMode(db)) {
    const sale = [cart, ...cart.Items]
      .map((dated) => saleProblem(dated.DateTimeExpectedStart, dated.DateTimeExpectedEnd, delivery))
      .find((problem) => problem !== null);
    if (sale) throw badRequest(sale);
  } else {
    const slots = [
      { kind: 'shipment' as const, day: cart.DateTimeExpectedStart, chosen: cart.BusinessHourStart },
      { kind: 'return' as const, day: cart.DateTimeExpectedEnd, chosen: cart.BusinessHourEnd },
    ];
    for (const { kind, day, chosen } of slots) {
      if (!chosen && hasUsableSlot(db, kind, warehouseId, day, delivery)) throw badRequest('Kies een afhaal- en een terugbrengmoment');
      if (chosen && slotProblem(db, kind, warehouseId, day, chosen.Key, delivery, true) !== null) {
        throw new DemoError(409, NOT_ENOUGH_CAPACITY, 'Conflict');
      }
    }
  }

  const unknownLabel = (body.Labels?.Add ?? []).find(
    (id) => !db.labels.some((l) => l.LabelID === id && l.Subject === 'Rental.Reservation'),
  );
  if (unknownLabel !== undefined) throw badRequest(`Veld Labels.Add: onbekend label ${unknownLabel}`);

  const problems = lineProblems(db, warehouseId, demandsOf(db, cart.Items));
  problems.forEach((problem, i) => {
    if (!problem) return;
    if (problem.Reason === 'InsufficientStock' && db.settings.SaveCartsWithStockConflict) return;
    throw new DemoError(409, `${cart.Items[i]!.Description}: ${problem.Message}`, 'Conflict');
  });
}

/** RO-2026-0001: numbered per year, skipping numbers the seed already used. */
function nextReservationOrderId(db: DemoDb, year: number): string {
  const prefix = `RO-${year}-`;
  let id: string;
  do {
    id = `${prefix}${nextId(db, prefix).slice(prefix.length).padStart(4, '0')}`;
  } while (db.orders.some((row) => row.order.ReservationOrderID === id));
  return id;
}

function addressLines(address: CheckoutAddress | undefined): string[] {
  if (!address) return [];
  const street = [address.Street, address.HouseNumber, address.HouseNumberAddition].filter(Boolean).join(' ');
  const place = [address.ZipCode, address.City].filter(Boolean).join(' ');
  const text = [address.Title, street, place].filter(Boolean).join(', ');
  return text ? [`Adres: ${text}`] : [];
}

function customerLines(customer: CheckoutBody['Customer']): string[] {
  if (!customer) return [];
  const name = [customer.FirstName, customer.LastName].filter(Boolean).join(' ');
  const text = [customer.CompanyName, name, customer.Email, customer.Tel].filter(Boolean).join(', ');
  return text ? [`Klantgegevens: ${text}`] : [];
}

function confirmationBody(db: DemoDb, cart: Cart, order: ReservationOrder, contact: Contact, body: CheckoutBody): string {
  const warehouse = db.warehouses.find((w) => w.WarehouseID === order.WarehouseID);
  const moment = (value: string, slot: string | undefined) => `${displayDay(value)}${slot ? ` (${slot})` : ''}`;
  return [
    `Beste ${contact.FirstName} ${contact.LastName},`,
    '',
    `Bedankt voor uw aanvraag ${order.ReservationOrderID} bij ${warehouse?.Description ?? order.WarehouseID}.`,
    'Uw aanvraag is pas definitief wanneer de uitleendienst ze bevestigt; de prijzen zijn indicatief.',
    '',
    `Afhalen: ${moment(order.DateTimeBusinessStart, order.BusinessHourStart?.Description)}`,
    // A sale is picked up and kept.
    ...(isSalesMode(db) ? [] : [`Terugbrengen: ${moment(order.DateTimeBusinessEnd, order.BusinessHourEnd?.Description)}`]),
    `Levering: ${cart.DeliveryID.Description}`,
    ...customerLines(body.Customer),
    ...addressLines(body.Address),
    ...(order.Reference ? [`Referentie: ${order.Reference}`] : []),
    '',
    ...cart.Items.map((line) => `- ${line.Amount} × ${line.Description}: ${euro.format(line.TotalIncVAT)}`),
    `Totaal incl. btw: ${euro.format(order.TotalIncVAT)}`,
    ...(order.AmountDue > 0 ? [`Online te betalen: ${euro.format(order.AmountDue)}`] : []),
  ].join('\n');
}

/** Creates the order from the (checked) cart, mails the confirmation and deletes the cart. */
function placeOrder(db: DemoDb, clock: Clock, row: CartRow, buyer: Buyer, body: CheckoutBody) {
  const cart = presentCart(db, row);
  const now = clock.now();
  const reservationOrderId = nextReservationOrderId(db, now.getUTCFullYear());
  const total = cart.TotalIncVATForeignCurrency;
  const policy = cart.PaymentCondition.ShopPaymentPolicy;
  const paymentDue = policy !== 'BlockPayment' && total > 0;
  const reference = body.Reference?.trim() ?? '';
  const actions: OrderAction[] = [];
  if (paymentDue) actions.push({ ActionName: 'CreatePayment', Completed: false, Required: true, Details: null });
  if (reference === '' && customerNeedsReference(db, buyer.customerId)) {
    actions.push({ ActionName: 'ReferenceRequired', Completed: false, Required: true, Details: null });
  }
  actions.push(...cart.Actions.filter((a) => a.ActionName === 'Certificates' || a.ActionName === 'ExtraOrderInfo'));

  const order: ReservationOrder = {
    ReservationOrderID: reservationOrderId,
    ReservationID: reservationOrderId.replace(/^RO-/, 'R-'),
    OrderID: null,
    CustomerID: buyer.customerId,
    ContactID: buyer.contact.ContactID,
    WarehouseID: cart.WarehouseID.Key,
    DeliveryID: cart.DeliveryID.Key,
    Reference: reference,
    ReservationStatus: 'Draft',
    DateTimeCreated: isoDateTime(now),
    DateTimeExpectedStart: cart.DateTimeExpectedStart,
    DateTimeExpectedEnd: cart.DateTimeExpectedEnd,
    DateTimeBusinessStart: cart.DateTimeBusinessStart,
    DateTimeBusinessEnd: cart.DateTimeBusinessEnd,
    BusinessHourStart: cart.BusinessHourStart,
    BusinessHourEnd: cart.BusinessHourEnd,
    TotalQtyOfReservationItems: cart.Items.reduce((sum, line) => sum + line.Amount, 0),
    TotalIncVAT: total,
    TotalExcVAT: cart.TotalExcVATForeignCurrency,
    AmountDue: paymentDue ? total : 0,
    IsCancellable: true,
    IsEditable: true,
    Actions: actions,
    CustomFields: { ...cart.CustomFields, ...body.CustomFields },
    Notes: body.Notes ?? cart.Notes,
    Labels: body.Labels?.Add ?? [],
  };
  const created = isoDateTime(now);
  const lineIdOf = new Map(cart.Items.map((line, i) => [line.CartItemID, `${reservationOrderId}-${String(i + 1).padStart(2, '0')}`]));
  const orderRow: ReservationOrderRow = {
    order,
    items: cart.Items.map((line) => ({
      ReservationOrderItemID: lineIdOf.get(line.CartItemID)!,
      ReservationOrderID: reservationOrderId,
      // The line stays what it was in the cart: an item, a composition, an add-on of another line.
      ItemID: line.ItemID,
      CompositionID: line.CompositionID,
      RelatedRentalItemID: line.RelatedRentalItemID === null ? null : (lineIdOf.get(line.RelatedRentalItemID) ?? null),
      ItemDescription: line.Description,
      Amount: line.Amount,
      TotalIncVAT: line.TotalIncVAT,
      TotalExcVAT: line.TotalExcVAT,
      MaxPerCustomer: productOf(db, line.Item.ID)?.MaxPerCustomer ?? null,
      Item: { ID: line.Item.ID, Images: line.Item.Images, MaxPerCart: line.Item.MaxPerCart, UploadPolicy: line.Item.UploadPolicy },
    })),
    // The flyer and the lines' uploads go with the order.
    files: [...cart.Attachments, ...cart.Items.flatMap((line) => line.Attachments)].flatMap((attachment) => {
      const blob = db.blobs.get(attachment.CartAttachmentID);
      if (!blob) return [];
      const { CartAttachmentID: FileID, FileName, ContentType, FileSize } = attachment;
      return [{ FileID, FileName, ContentType, FileSize, DateTimeCreated: created, Data: blob.Data }];
    }),
    certificates: row.certificates.map((c) => ({ ...c })),
  };
  db.orders.push(orderRow);
  sendMail(db, clock, {
    To: buyer.contact.Email,
    Subject: `Uw aanvraag ${reservationOrderId} bij de uitleendienst`,
    Body: confirmationBody(db, cart, order, buyer.contact, body),
    Link: null,
    Code: null,
    Purpose: 'order-confirmation',
  });
  deleteCart(db, row);
  return collection([{ OrderID: order.OrderID, ReservationID: order.ReservationID, ReservationOrderID: reservationOrderId }]);
}

/** A customer and contact for a guest, without a login (numbered like registrations). */
function createGuest(db: DemoDb, clock: Clock, guest: NewCustomer): Buyer {
  const now = isoDateTime(clock.now());
  const customerId = nextId(db, 'CUST-', FIRST_NEW_CUSTOMER);
  const { CustomFields, ...fields } = guest;
  db.customers.push({
    CustomerID: customerId,
    CompanyName: fields.CompanyName || `${fields.FirstName} ${fields.LastName}`,
    FirstName: fields.FirstName,
    LastName: fields.LastName,
    Salutation: fields.Salutation ?? null,
    Street: fields.Street ?? '',
    HouseNumber: fields.HouseNumber ?? '',
    HouseNumberAddition: fields.HouseNumberAddition ?? '',
    ZipCode: fields.ZipCode ?? '',
    City: fields.City ?? '',
    Municipality: fields.Municipality ?? '',
    CountryID: fields.CountryID || db.settings.DefaultRegisterCountryID,
    Tel: fields.Tel ?? '',
    Email: fields.Email,
    Website: fields.Website ?? '',
    CustomFields: CustomFields ?? {},
    DateTimeCreated: now,
    DateTimeModified: now,
  });
  const contact: Contact = {
    ContactID: nextId(db, 'CON-', FIRST_NEW_CONTACT),
    CustomerID: customerId,
    Salutation: fields.Salutation ?? null,
    FirstName: fields.FirstName,
    LastName: fields.LastName,
    Email: fields.Email,
    Tel: fields.Tel ?? '',
    MobilePhone: '',
    NationalIdentificationNumber: '',
    CustomFields: {},
  };
  db.contacts.push(contact);
  return { customerId, contact };
}

/** The anonymous checkouts are for the token that owns the cart; a logged-in user uses _checkout. */
function requireAnonymous(token: TokenRow): void {
  if (isUserToken(token)) throw forbidden('U bent aangemeld: reken af met _checkout');
}

export function registerCartCheckoutRoutes(app: Hono<DemoEnv>): void {
  app.post('/v3/rental/cart/:id/_checkout', async (c) => {
    const user = requireUser(c);
    const db = c.get('db');
    requireApprovedCustomer(db, user.CustomerID);
    const row = ownCart(c, c.req.param('id'));
    const body = await parseJson(c, checkoutSchema);
    checkCheckout(db, row, body);
    const buyer = { customerId: user.CustomerID, contact: contactOf(db, user.ContactID) };
    return c.json(placeOrder(db, c.get('clock'), row, buyer, body), 201);
  });

  app.post('/v3/rental/cart/:id/_checkout-anonymous', async (c) => {
    requireAnonymous(requireToken(c));
    const db = c.get('db');
    requireAnonymousShopping(db);
    const row = ownCart(c, c.req.param('id'));
    const body = await parseJson(c, checkoutAnonymousSchema);
    checkCheckout(db, row, body);
    return c.json(placeOrder(db, c.get('clock'), row, createGuest(db, c.get('clock'), body.Customer), body), 201);
  });

  app.post('/v3/rental/cart/:id/_checkout-and-register', async (c) => {
    requireAnonymous(requireToken(c));
    const db = c.get('db');
    const clock = c.get('clock');
    const row = ownCart(c, c.req.param('id'));
    const body = await parseJson(c, checkoutRegisterSchema);
    const { Customer, CustomerDetail, User } = body.Registration;
    // registerCustomer adds rules for NON_PROFIT only, so without a type the common rules apply.
    const type = body.Registration.Type ?? 'SCHOOL';
    if (findLogin(db, User.Email)) throw new DemoError(409, 'Er bestaat al een account met dit e-mailadres', 'Duplicate');
    // An organisation that would not be approved cannot order: nobody is registered either.
    if (!approvedAtRegistration(type, CustomerDetail.BusinessNo)) throw new DemoError(403, NOT_APPROVED_MESSAGE, 'UserNotApproved');
    checkCheckout(db, row, body);
    const registered = registerCustomer(db, clock, { Type: type, Customer, CustomerDetail, User, Contacts: [] });
    const buyer = { customerId: registered.CustomerID, contact: contactOf(db, registered.ContactID) };
    return c.json(placeOrder(db, clock, row, buyer, body), 201);
  });
}
