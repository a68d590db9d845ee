/**
 * Orders, invoices and conversations, placed relative to the clock. De Branding (CUST-1001)
 * has an order in every status, open actions of every kind, an order holding a package with its
 * add-ons, invoices and conversations; other
 * customers' orders make stock and capacity realistic, and on purpose fill up:
 * - every pick-up slot in Brugge on the first Wednesday at least 10 days ahead ("Full");
 * - the scarcest required add-on of the Fuifpakket in Brugge over the weekend at least two weeks
 *   ahead, so the package is not available then.
 */
import {
  nextId,
  type BusinessHourRow,
  type Conversation,
  type ConversationAttachment,
  type ConversationCommunication,
  type CustomFields,
  type DemoDb,
  type KeyRef,
  type OrderAction,
  type Product,
  type ReservationOrderItem,
  type ReservationOrderRow,
  type ReservationStatus,
} from '../db.ts';
import { closingDayOf, holdsStock, type MomentKind } from '../lib/availability.ts';
import { businessMoment, dayStart } from '../lib/cart-totals.ts';
import { addDays, isoDate, parseDay, startOfDay } from '../lib/dates.ts';
import type { Clock } from '../lib/http.ts';
import { round2, unitPrice } from '../lib/pricing.ts';
import { attachmentUrl } from '../routes/account/conversations.ts';
import { seedImages } from './account-images.ts';
import { CONTACT, CUSTOMER, DELIVERY, PRODUCT, WAREHOUSE } from './anchors.ts';

/**
 * The seeded history's number series (RO-2026-0001 …) stays fixed while its dates move with today,
 * so the journeys and the README can name the demo's orders in any year; orders placed in the
 * shop are numbered in the year they are placed.
 */
const SEEDED_SERIES_YEAR = 2026;

const OPEN_STATUSES: ReadonlySet<ReservationStatus> = new Set(['Draft', 'Open', 'Order']);
const ORDERED_STATUSES: ReadonlySet<ReservationStatus> = new Set(['Order', 'Pick', 'Picked', 'Active', 'Closed', 'ClosedAndCompleted']);

type AddOn = readonly [itemId: string, amount: number];
/** A product and its amount; a composition (a package) carries its add-ons, which become lines linked to it. */
type Line = readonly [productId: string, amount: number, addOns?: readonly AddOn[]];

interface OrderSpec {
  customer: string;
  contact: string;
  status: ReservationStatus;
  /** Days from today to the pick-up day (moved on to the next day with a free pick-up slot). */
  start: number;
  /** Rental days, pick-up and return day included. */
  days: number;
  lines: readonly Line[];
  created: number;
  warehouse?: string;
  delivery?: string;
  /** A fixed pick-up slot (the capacity fill-up); otherwise the first free one. */
  slotStart?: BusinessHourRow;
  reference?: string;
  notes?: string;
  /** Descriptions of reservation labels (the order type). */
  labels?: string[];
  customFields?: CustomFields;
  actions?: ('reference' | 'certificate' | 'payment' | 'extraInfo')[];
  /** The order was paid online: its CreatePayment action is completed. */
  paid?: boolean;
}

/**
 * Slot use while seeding. The seed places some 40 orders one by one; asking availability.ts for
 * each placement (it rescans every order) would make the seed too slow, so the planner counts
 * the slots the holding orders it placed take. The seed's test checks it agrees with availability.ts.
 */
class SlotPlanner {
  private readonly rows = new Map<string, BusinessHourRow[]>();
  private readonly used = new Map<string, number>();
  private readonly closed = new Map<string, boolean>();

  constructor(private readonly db: DemoDb) {}

  slotsOf(kind: MomentKind, warehouseId: string, day: string): BusinessHourRow[] {
    const weekday = parseDay(day).getUTCDay();
    const key = `${kind}|${warehouseId}|${weekday}`;
    let rows = this.rows.get(key);
    if (!rows) {
      rows = this.db.businessHours
        .filter((h) => h.Kind === kind && h.WarehouseID === warehouseId && h.Weekday === weekday)
        .sort((a, b) => a.BusinessHourRanking - b.BusinessHourRanking);
      this.rows.set(key, rows);
    }
    let closed = this.closed.get(`${warehouseId}|${day}`);
    if (closed === undefined) {
      closed = closingDayOf(this.db, warehouseId, day) !== null;
      this.closed.set(`${warehouseId}|${day}`, closed);
    }
    return closed ? [] : rows;
  }

  isFree(row: BusinessHourRow, day: string): boolean {
    return (this.used.get(`${row.BusinessHourID}|${day}`) ?? 0) < row.Capacity;
  }

  take(row: BusinessHourRow, day: string): void {
    const key = `${row.BusinessHourID}|${day}`;
    this.used.set(key, (this.used.get(key) ?? 0) + 1);
  }

  /**
   * The first day from `from` on with a free slot of that kind, and that slot: a drop-off slot
   * ("voor 7:30") for a return with drop-off-in-box, otherwise an ordinary one.
   */
  firstFree(kind: MomentKind, warehouseId: string, from: Date, dropOff: boolean): { day: string; row: BusinessHourRow | null } {
    for (let shift = 0; shift < 14; shift++) {
      const day = isoDate(addDays(from, shift));
      const row = this.slotsOf(kind, warehouseId, day).find((r) => r.IsDropOff === dropOff && this.isFree(r, day));
      if (row) return { day, row };
    }
    return { day: isoDate(from), row: null };
  }
}

const slotRef = (row: BusinessHourRow | null): KeyRef | null => (row ? { Key: row.BusinessHourID, Description: row.BusinessHour } : null);

function actionsOf(spec: OrderSpec): OrderAction[] {
  return (spec.actions ?? []).map((kind): OrderAction => {
    if (kind === 'reference') return { ActionName: 'ReferenceRequired', Completed: false, Required: true, Details: null };
    if (kind === 'extraInfo') return { ActionName: 'ExtraOrderInfo', Completed: false, Required: true, Details: null };
    if (kind === 'certificate') {
      return {
        ActionName: 'Certificates',
        Completed: false,
        Required: true,
        Details: { RequiredCertificates: [{ Number: '' }], OptionalCertificates: [] },
      };
    }
    return { ActionName: 'CreatePayment', Completed: spec.paid === true, Required: true, Details: null };
  });
}

/** Places orders: picks free moments, prices the lines and numbers them as checkout does. */
class OrderSeeder {
  private readonly planner: SlotPlanner;
  private readonly products: Map<string, Product>;

  constructor(
    private readonly db: DemoDb,
    private readonly today: Date,
  ) {
    this.planner = new SlotPlanner(db);
    this.products = new Map(db.products.map((p) => [p.ID, p]));
  }

  slotsOf(kind: MomentKind, warehouseId: string, day: string): BusinessHourRow[] {
    return this.planner.slotsOf(kind, warehouseId, day);
  }

  isFree(row: BusinessHourRow, day: string): boolean {
    return this.planner.isFree(row, day);
  }

  add(spec: OrderSpec): ReservationOrderRow {
    const { db, today, planner } = this;
    const warehouseId = spec.warehouse ?? WAREHOUSE.brugge;
    const createdAt = addDays(today, -spec.created);
    const year = SEEDED_SERIES_YEAR;
    const number = nextId(db, `RO-${year}-`).slice(`RO-${year}-`.length).padStart(4, '0');
    const id = `RO-${year}-${number}`;

    const pickUp = spec.slotStart
      ? { day: isoDate(addDays(today, spec.start)), row: spec.slotStart }
      : planner.firstFree('shipment', warehouseId, addDays(today, spec.start), false);
    const deliveryId = spec.delivery ?? DELIVERY.pickUpAndReturn;
    const dropOff = db.deliveryMethods.find((d) => d.DeliveryID === deliveryId)?.IsDropOffInBox ?? false;
    const giveBack = planner.firstFree('return', warehouseId, addDays(parseDay(pickUp.day), spec.days - 1), dropOff);
    const start = dayStart(pickUp.day);
    const end = dayStart(giveBack.day);

    // Numbered as checkout numbers a cart's lines: a package, then its add-ons, then the next line.
    const items: ReservationOrderItem[] = [];
    const addLine = (productId: string, amount: number, parent: string | null): string => {
      const product = this.products.get(productId);
      if (!product) throw new Error(`account seed: unknown product ${productId}`);
      const unit = unitPrice(product, start, end);
      const lineId = `${id}-${String(items.length + 1).padStart(2, '0')}`;
      items.push({
        ReservationOrderItemID: lineId,
        ReservationOrderID: id,
        ItemID: product.Type === 'Item' ? product.ID : null,
        CompositionID: product.Type === 'Composition' ? product.ID : null,
        RelatedRentalItemID: parent,
        ItemDescription: product.Description,
        Amount: amount,
        TotalIncVAT: round2(unit.priceIncVAT * amount),
        TotalExcVAT: round2(unit.price * amount),
        MaxPerCustomer: product.MaxPerCustomer,
        Item: { ID: product.ID, Images: product.Images, MaxPerCart: product.MaxPerCart, UploadPolicy: product.UploadPolicy },
      });
      return lineId;
    };
    for (const [productId, amount, addOns = []] of spec.lines) {
      const parent = addLine(productId, amount, null);
      for (const [addOnId, addOnAmount] of addOns) addLine(addOnId, addOnAmount, parent);
    }
    const totalIncVAT = round2(items.reduce((sum, l) => sum + l.TotalIncVAT, 0));
    const actions = actionsOf(spec);
    const open = OPEN_STATUSES.has(spec.status) && pickUp.day > isoDate(today);
    const row: ReservationOrderRow = {
      order: {
        ReservationOrderID: id,
        ReservationID: `R-${year}-${number}`,
        OrderID: ORDERED_STATUSES.has(spec.status) ? `O-${year}-${number}` : null,
        CustomerID: spec.customer,
        ContactID: spec.contact,
        WarehouseID: warehouseId,
        DeliveryID: deliveryId,
        Reference: spec.reference ?? '',
        ReservationStatus: spec.status,
        DateTimeCreated: `${isoDate(createdAt)}T${String(9 + (Number(number) % 8)).padStart(2, '0')}:${String((Number(number) * 7) % 60).padStart(2, '0')}:00`,
        DateTimeExpectedStart: start,
        DateTimeExpectedEnd: end,
        DateTimeBusinessStart: businessMoment(start, slotRef(pickUp.row)),
        DateTimeBusinessEnd: businessMoment(end, slotRef(giveBack.row)),
        BusinessHourStart: slotRef(pickUp.row),
        BusinessHourEnd: slotRef(giveBack.row),
        TotalQtyOfReservationItems: items.reduce((sum, l) => sum + l.Amount, 0),
        TotalIncVAT: totalIncVAT,
        TotalExcVAT: round2(items.reduce((sum, l) => sum + l.TotalExcVAT, 0)),
        AmountDue: actions.some((a) => a.ActionName === 'CreatePayment' && !a.Completed) ? totalIncVAT : 0,
        IsCancellable: open,
        IsEditable: open,
        Actions: actions,
        CustomFields: spec.customFields ?? {},
        Notes: spec.notes ?? '',
        Labels: (spec.labels ?? []).flatMap((name) => db.labels.filter((l) => l.Subject === 'Rental.Reservation' && l.Description === name).map((l) => l.LabelID)),
      },
      items,
      files: [],
      certificates: [],
    };
    db.orders.push(row);
    if (holdsStock(row)) {
      if (pickUp.row) planner.take(pickUp.row, pickUp.day);
      if (giveBack.row) planner.take(giveBack.row, giveBack.day);
    }
    return row;
  }
}

/** The first day at least `from` days ahead that falls on `weekday` (0 = Sunday). */
function nextWeekday(today: Date, from: number, weekday: number): number {
  const day = addDays(today, from);
  return from + ((weekday - day.getUTCDay() + 7) % 7);
}

const event = (description: string, city: string, attendees: number, setting: 'Inside' | 'Outside' | 'Tent'): CustomFields => ({
  CUST_EventDescription: description,
  CUST_EventLocationCity: city,
  CUST_EventLocationCountry: 'be',
  CUST_ExpectedNumberAttendees: attendees,
  CUST_EventVenueSetting: setting,
  CUST_EventAccessType: 'Public',
});

/** De Branding's orders: one in every status, and every kind of open action. */
function brandingOrders(): OrderSpec[] {
  const admin = { customer: CUSTOMER.branding, contact: CONTACT.adminBranding };
  const sub = { customer: CUSTOMER.branding, contact: CONTACT.subBranding };
  return [
    { ...admin, status: 'ClosedAndCompleted', start: -120, days: 3, created: 150, reference: 'Openingsfuif 2026', labels: ['Evenement'],
      lines: [[PRODUCT.geluidsinstallatie, 1], ['LED-SPOTSET', 2], [PRODUCT.bierbankset, 10]], customFields: event('Openingsfuif jeugdhuis', 'Brugge', 250, 'Inside') },
    { ...admin, status: 'ClosedAndCompleted', start: -75, days: 4, created: 96, reference: 'Zomerbar', labels: ['Jeugdwerking'],
      lines: [[PRODUCT.partytent3x3, 3], ['HARINGENSET', 3], ['STATAFEL', 6], [PRODUCT.afvalcontainer, 4]] },
    { ...sub, status: 'ClosedAndCompleted', start: -45, days: 2, created: 60, reference: 'Quiz november', labels: ['Evenement'],
      lines: [['DRAADLOZE-MICROFOON', 2], ['MOBIELE-GELUIDSBOX', 1], ['PLOOITAFEL', 12]], actions: ['payment'], paid: true },
    { ...admin, status: 'Expired', start: -30, days: 3, created: 50, lines: [['SPRINGKASTEEL', 1], ['KABELHASPEL-50M', 1]],
      notes: 'Aanvraag niet tijdig bevestigd.' },
    { ...admin, status: 'Closed', start: -20, days: 4, created: 41, reference: 'Buurtfeest Sint-Kruis', labels: ['Evenement'],
      lines: [[PRODUCT.bierbankset, 20], [PRODUCT.partytent3x3, 2], ['HARINGENSET', 2], [PRODUCT.afvalcontainer, 6]],
      customFields: event('Buurtfeest Sint-Kruis', 'Brugge', 400, 'Outside') },
    { ...admin, status: 'Rejected', start: -15, days: 2, created: 28, lines: [['PODIUMWAGEN', 1]],
      notes: 'Het mobiel podium was al uitgeleend voor de Brugse Feesten.' },
    { ...admin, status: 'Cancelled', start: 5, days: 2, created: 30, reference: 'Filmavond', lines: [['LUIDSPREKER-ACTIEF', 2], ['PLOOISTOEL', 60]] },
    { ...sub, status: 'Active', start: -3, days: 6, created: 21, reference: 'Kerstmarkt', labels: ['Evenement'],
      lines: [['PAVILJOENTENT-4X4', 2], ['LICHTSLINGER-25M', 4], ['TENTVERWARMING', 1]] },
    { ...admin, status: 'Picked', start: 0, days: 3, created: 14, reference: 'Repetitie toneel',
      lines: [['HEADSETMICROFOON', 2], ['MENGPANEEL-8', 1], ['KABELSET-XLR', 2]] },
    { ...sub, status: 'Pick', start: 1, days: 2, created: 12, lines: [[PRODUCT.verkeerskegel, 20], ['NADARHEK', 15], ['FLUOHESJES', 1]] },
    { ...admin, status: 'Draft', start: 12, days: 3, created: 2, labels: ['Jeugdwerking'], notes: 'Graag de tenten met zijwanden als dat kan.',
      lines: [[PRODUCT.partytent3x3, 2], ['HARINGENSET', 2], [PRODUCT.bierbankset, 6]], actions: ['reference'],
      customFields: event('Kerstdrink jeugdhuis', 'Brugge', 120, 'Tent') },
    { ...admin, status: 'Open', start: 16, days: 3, created: 6, reference: 'Speelnamiddag Sinterklaas', labels: ['Jeugdwerking'],
      lines: [[PRODUCT.springkasteel, 1], ['KABELHASPEL-50M', 1], ['REUZENJENGA', 1]], actions: ['certificate'],
      customFields: event('Speelnamiddag', 'Brugge', 80, 'Inside') },
    { ...admin, status: 'Order', start: 20, days: 2, created: 9, reference: 'Optreden De Kreuners tribute', labels: ['Evenement'],
      lines: [[PRODUCT.geluidsinstallatie, 1], ['MICROFOONSTATIEF', 2], ['DRAADLOZE-MICROFOON', 2], [PRODUCT.podiumelement, 8]],
      actions: ['payment'], customFields: event('Concert in het jeugdhuis', 'Brugge', 180, 'Inside') },
    // Requested at the lending service's counter before the camp's on-site contact was known: the
    // party tent's ExtraOrderInfo action is still open.
    { ...sub, status: 'Open', start: 30, days: 8, created: 1, delivery: DELIVERY.dropOffInBox, reference: 'Kamp krokusvakantie',
      lines: [['PLOOITAFEL', 6], ['PLOOISTOEL', 40], ['EHBO-KOFFER', 1], ['FEESTTENT-5X10', 1]], actions: ['extraInfo'] },
  ];
}

/**
 * De Branding's fuif of two months ago: a Fuifpakket with its add-ons, and tables of their own.
 * The request expired unconfirmed, so it is the one to request again. It is placed after the
 * history, so the history keeps the numbers the journeys and the README name its orders by.
 */
function packageOrder(): OrderSpec {
  return {
    customer: CUSTOMER.branding,
    contact: CONTACT.adminBranding,
    status: 'Expired',
    start: -50,
    days: 3,
    created: 64,
    reference: 'Fuif jeugdhuis',
    labels: ['Evenement'],
    notes: 'Aanvraag niet tijdig bevestigd.',
    lines: [[PRODUCT.pakketFuif, 1, [['NOODVERLICHTING-SET', 1], ['BRANDBLUSSER-6KG', 2], ['LED-SPOTSET', 2]]], ['PLOOITAFEL', 4]],
  };
}

/** Other customers' everyday orders, in every warehouse. */
function otherOrders(): OrderSpec[] {
  const oostkamp = { customer: CUSTOMER.oostkamp, contact: CONTACT.multiOostkamp };
  const regenboog = { customer: CUSTOMER.regenboog, contact: CONTACT.multiRegenboogSecretariaat };
  return [
    { ...oostkamp, status: 'ClosedAndCompleted', start: -40, days: 3, created: 70, lines: [['NADARHEK', 60], ['VERKEERSBORD-C3', 4]] },
    { ...regenboog, status: 'Closed', start: -8, days: 2, created: 30, warehouse: WAREHOUSE.ieper, lines: [['ZAKLOOPZAKKEN', 10], ['TOUWTREKTOUW', 1]] },
    { ...oostkamp, status: 'Active', start: -1, days: 5, created: 20, warehouse: WAREHOUSE.kortrijk, lines: [['FEESTTENT-5X10', 1], [PRODUCT.bierbankset, 30]] },
    { ...regenboog, status: 'Order', start: 8, days: 2, created: 15, lines: [['VOETBALDOELTJES', 4], ['SPEELPARACHUTE', 1]] },
    { ...oostkamp, status: 'Draft', start: 18, days: 4, created: 3, warehouse: WAREHOUSE.kortrijk, lines: [[PRODUCT.podiumelement, 16], ['PODIUMTRAP', 1]] },
  ];
}

/** Holding reservations of other customers that take every pick-up slot in Brugge on one day. */
function fillPickUpDay(seeder: OrderSeeder, today: Date): void {
  const offset = nextWeekday(today, 10, 3);
  const day = isoDate(addDays(today, offset));
  const customers = [
    { customer: CUSTOMER.oostkamp, contact: CONTACT.multiOostkamp },
    { customer: CUSTOMER.regenboog, contact: CONTACT.multiRegenboogDirectie },
    { customer: CUSTOMER.regenboog, contact: CONTACT.multiRegenboogSecretariaat },
  ];
  const baskets: Line[][] = [
    [['PLOOITAFEL', 4], ['PLOOISTOEL', 24]],
    [['NADARHEK', 10]],
    [[PRODUCT.afvalcontainer, 2], ['SORTEERSTATION', 1]],
    [[PRODUCT.verkeerskegel, 12]],
    [['STATAFEL', 3]],
    [['MEGAFOON', 1], ['FLUOHESJES', 1]],
  ];
  let n = 0;
  for (const slot of seeder.slotsOf('shipment', WAREHOUSE.brugge, day)) {
    while (seeder.isFree(slot, day)) {
      seeder.add({
        ...customers[n % customers.length]!,
        status: (['Draft', 'Open', 'Order'] as const)[n % 3]!,
        start: offset,
        days: 2 + (n % 3),
        created: 2 + (n % 9),
        slotStart: slot,
        lines: baskets[n % baskets.length]!,
      });
      n++;
    }
  }
}

/** Fuifpakketten that take the whole Brugge stock of its scarcest required add-on over one weekend. */
function exhaustPackageAddOn(db: DemoDb, seeder: OrderSeeder, today: Date): void {
  const required = db.suggestions.filter((s) => s.ItemID === PRODUCT.pakketFuif && s.ShopPolicy === 'required');
  const stockOf = (itemId: string) => db.stock.find((s) => s.ItemID === itemId && s.WarehouseID === WAREHOUSE.brugge)?.Quantity ?? 0;
  const scarcest = [...required].sort((a, b) => stockOf(a.SuggestedItemID) / a.SuggestionAmount - stockOf(b.SuggestedItemID) / b.SuggestionAmount)[0];
  if (!scarcest) return;
  const friday = nextWeekday(today, 14, 5);
  const buyers = [
    { customer: CUSTOMER.regenboog, contact: CONTACT.multiRegenboogDirectie, reference: 'Schoolfuif 6de leerjaar' },
    { customer: CUSTOMER.oostkamp, contact: CONTACT.multiOostkamp, reference: 'Fuif cultuurraad' },
  ];
  const packages = Math.ceil(stockOf(scarcest.SuggestedItemID) / scarcest.SuggestionAmount);
  for (let i = 0; i < packages; i++) {
    const buyer = buyers[i % buyers.length]!;
    seeder.add({
      customer: buyer.customer,
      contact: buyer.contact,
      reference: buyer.reference,
      status: 'Order',
      start: friday,
      days: 3,
      created: 20 - i,
      labels: ['Evenement'],
      lines: [[PRODUCT.pakketFuif, 1, required.map((s): AddOn => [s.SuggestedItemID, s.SuggestionAmount])]],
    });
  }
}

function addInvoices(db: DemoDb, today: Date): void {
  const invoiced = db.orders.filter(
    (r) => r.order.CustomerID === CUSTOMER.branding && (r.order.ReservationStatus === 'ClosedAndCompleted' || r.order.ReservationStatus === 'Closed'),
  );
  for (const { order } of invoiced.sort((a, b) => a.order.DateTimeExpectedEnd.localeCompare(b.order.DateTimeExpectedEnd))) {
    const open = order.ReservationStatus === 'Closed';
    const paidOnline = order.Actions.some((a) => a.ActionName === 'CreatePayment');
    const dateInvoice = isoDate(addDays(parseDay(order.DateTimeExpectedEnd), 3));
    const contact = db.contacts.find((c) => c.ContactID === order.ContactID);
    db.invoices.push({
      InvoiceID: nextId(db, 'F-', 26101),
      CustomerID: order.CustomerID,
      OrderID: { Key: order.OrderID ?? order.ReservationOrderID, Description: `Reservering ${order.ReservationOrderID}` },
      DateInvoice: dateInvoice > isoDate(today) ? isoDate(today) : dateInvoice,
      Reference: order.Reference,
      ContactID: { Key: order.ContactID, Description: contact ? `${contact.FirstName} ${contact.LastName}` : order.ContactID },
      TotalExcVAT: order.TotalExcVAT,
      TotalIncVAT: order.TotalIncVAT,
      AmountDue: open ? order.TotalIncVAT : 0,
      CurrencyID: { Key: 'EUR', Description: 'Euro' },
      Actions: open || paidOnline ? [{ ActionName: 'CreatePayment', Completed: !open, Required: open, Details: null }] : [],
    });
  }
}

interface MessageSpec {
  daysAgo: number;
  time: string;
  customer: boolean;
  html: string;
  files?: { name: string; type: 'image/png' | 'image/gif'; data: Uint8Array }[];
}

function addConversation(db: DemoDb, today: Date, subject: string, rentalObjectId: string | null, messages: MessageSpec[]): void {
  const at = (m: MessageSpec) => `${isoDate(addDays(today, -m.daysAgo))}T${m.time}:00`;
  const communications = messages.map((m): ConversationCommunication => ({
    ConversationCommunicationID: nextId(db, 'COMM-', 3001),
    Message: m.html,
    DateTimeCreated: at(m),
    IsCustomerMessage: m.customer,
    Attachments: (m.files ?? []).map((file): ConversationAttachment => {
      const id = nextId(db, 'CATT-', 501);
      db.blobs.set(id, { BlobID: id, FileName: file.name, ContentType: file.type, Data: file.data });
      return { AttachmentID: id, FileName: file.name, ContentType: file.type, AttachmentUrl: attachmentUrl(id) };
    }),
  }));
  const conversation: Conversation = {
    ConversationID: nextId(db, 'CONV-', 301),
    CustomerID: CUSTOMER.branding,
    Subject: subject,
    RentalObjectID: rentalObjectId,
    DateTimeCreated: communications[0]!.DateTimeCreated,
    DateTimeModified: communications.at(-1)!.DateTimeCreated,
    Attachments: communications.flatMap((c) => c.Attachments.map((a) => ({ ...a }))),
    Communications: communications,
  };
  db.conversations.push(conversation);
}

function addConversations(db: DemoDb, today: Date): void {
  const images = seedImages();
  const orderOf = (status: ReservationStatus) =>
    db.orders.find((r) => r.order.CustomerID === CUSTOMER.branding && r.order.ReservationStatus === status)?.order.ReservationOrderID ?? null;
  addConversation(db, today, 'Openingsuren tijdens de kerstvakantie', null, [
    { daysAgo: 40, time: '19:42', customer: true, html: '<p>Zijn jullie open tussen Kerstmis en Nieuwjaar? We willen materiaal afhalen voor ons nieuwjaarsfeest.</p>' },
    {
      daysAgo: 39,
      time: '08:55',
      customer: false,
      html:
        '<p>Beste,</p><p>Uitleendienst Brugge is open op de gewone weekdagen, behalve op <strong>25 en 26 december</strong> en <strong>1 januari</strong>. ' +
        'Kortrijk is gesloten van 27 tot en met 31 december.</p><p>Met vriendelijke groeten,<br>Provinciale Uitleendienst</p>',
    },
  ]);
  addConversation(db, today, 'Schade aan een bierbankset', orderOf('Closed'), [
    {
      daysAgo: 16,
      time: '10:20',
      customer: false,
      html:
        '<p>Beste klant,</p><p>Bij de controle van uw teruggebrachte materiaal zagen we een <em>gebroken poot</em> aan een bierbank (zie foto).</p>' +
        '<script>alert("Dit script mag de webshop nooit uitvoeren")</script>' +
        '<p><a href="https://www.west-vlaanderen.be/uitleendienst" onclick="alert(\'ook dit niet\')">Lees ons schadereglement</a></p>',
      files: [{ name: 'foto-schade.gif', type: 'image/gif', data: images.damagePhoto }],
    },
    {
      daysAgo: 15,
      time: '18:03',
      customer: true,
      html: '<p>Dag, die poot was al los bij het afhalen. Op de foto van ons eigen terrein ziet u de bank nog voor het feest.</p>',
      files: [{ name: 'bank-voor-het-feest.png', type: 'image/png', data: images.benchPhoto }],
    },
    {
      daysAgo: 14,
      time: '09:30',
      customer: false,
      html: '<p>Bedankt voor de foto. We rekenen <strong>geen</strong> schade aan.</p><p>Met vriendelijke groeten,<br>Uitleendienst Brugge</p>',
    },
  ]);
  addConversation(db, today, 'Vraag over de partytenten voor onze kerstdrink', orderOf('Draft'), [
    {
      daysAgo: 2,
      time: '14:10',
      customer: true,
      html: '<p>Dag, kunnen we bij de partytenten ook zijwanden krijgen? In bijlage een schets van het terrein.</p>',
      files: [{ name: 'schets-terrein.png', type: 'image/png', data: images.floorPlan }],
    },
    {
      daysAgo: 1,
      time: '09:05',
      customer: false,
      html:
        '<p>Beste Lotte,</p><p>Zijwanden kunt u zelf toevoegen aan uw reservering:</p>' +
        '<ul><li><strong>Zijwand 3 m</strong>: 4 per tent</li><li>Tentgewichten op verharde ondergrond</li></ul>' +
        '<p>Vul nog uw referentie in, dan kunnen we de aanvraag bevestigen.</p><p>Met vriendelijke groeten,<br>Uitleendienst Brugge</p>',
    },
  ]);
}

export function seedAccount(db: DemoDb, clock: Clock): void {
  const today = startOfDay(clock.now());
  const seeder = new OrderSeeder(db, today);
  const specs = [...brandingOrders(), ...otherOrders()].sort((a, b) => b.created - a.created);
  for (const spec of specs) seeder.add(spec);
  seeder.add(packageOrder());
  fillPickUpDay(seeder, today);
  exhaustPackageAddOn(db, seeder, today);
  addInvoices(db, today);
  addConversations(db, today);
}
