/** The PDFs of the account area, generated when asked for: order confirmations and invoices. */
import type { DemoDb, Invoice, ReservationOrderItem, ReservationOrderRow, ReservationStatus } from '../../db.ts';
import { displayDay } from '../../lib/cart-period.ts';
import { isSalesMode } from '../../lib/cart-totals.ts';
import { createPdf, type PdfLine } from '../../lib/pdf.ts';
import { round2 } from '../../lib/pricing.ts';
import { contactName, formatEuro } from './shared.ts';

const PROVIDER = 'Provinciale Uitleendienst West-Vlaanderen';

/** The labels the shop shows for each status (spec 002 §4). */
const STATUS_LABEL: Record<ReservationStatus, string> = {
  Draft: 'Aangevraagd',
  Open: 'Gereserveerd',
  Order: 'Gereserveerd',
  Pick: 'Gereserveerd',
  Picked: 'Gereserveerd',
  Active: 'Afgehaald',
  Closed: 'Teruggebracht',
  ClosedAndCompleted: 'Teruggebracht',
  Cancelled: 'Geannuleerd',
  Expired: 'Verlopen',
  Rejected: 'Afgewezen',
};

const moment = (value: string) => `${displayDay(value)} ${value.slice(11, 16)}`;

function customerLines(db: DemoDb, customerId: string, contactId: string): string[] {
  const customer = db.customers.find((c) => c.CustomerID === customerId);
  if (!customer) return [customerId, contactName(db, contactId)];
  return [
    `${customer.CompanyName} (${customer.CustomerID})`,
    `T.a.v. ${contactName(db, contactId)}`,
    `${customer.Street} ${customer.HouseNumber}${customer.HouseNumberAddition}`.trim(),
    `${customer.ZipCode} ${customer.City}`.trim(),
  ];
}

function itemLines(items: readonly ReservationOrderItem[]): string[] {
  return items.map((line) => `${line.Amount} × ${line.ItemDescription} (${line.Item.ID}) - ${formatEuro(line.TotalIncVAT)} incl. btw`);
}

function totalLines(totalExcVAT: number, totalIncVAT: number, amountDue: number): PdfLine[] {
  return [
    { text: `Totaal excl. btw: ${formatEuro(totalExcVAT)}`, gapBefore: 6 },
    { text: `Btw: ${formatEuro(round2(totalIncVAT - totalExcVAT))}` },
    { text: `Totaal incl. btw: ${formatEuro(totalIncVAT)}`, bold: true },
    { text: amountDue > 0 ? `Nog te betalen: ${formatEuro(amountDue)}` : 'Er staat niets meer open.' },
  ];
}

export function orderConfirmationPdf(db: DemoDb, row: ReservationOrderRow): Uint8Array<ArrayBuffer> {
  const { order } = row;
  const warehouse = db.warehouses.find((w) => w.WarehouseID === order.WarehouseID);
  const delivery = db.deliveryMethods.find((d) => d.DeliveryID === order.DeliveryID);
  const sale = isSalesMode(db);
  const lines: (string | PdfLine)[] = [
    { text: 'Orderbevestiging', bold: true, size: 18 },
    PROVIDER,
    { text: `Reservering ${order.ReservationOrderID}`, bold: true, size: 12, gapBefore: 12 },
    `Reservatienummer: ${order.ReservationID}${order.OrderID ? ` - ordernummer: ${order.OrderID}` : ''}`,
    `Status: ${STATUS_LABEL[order.ReservationStatus]}`,
    `Aangemaakt op: ${moment(order.DateTimeCreated)}`,
    `Referentie: ${order.Reference || '-'}`,
    { text: 'Klant', bold: true, gapBefore: 10 },
    ...customerLines(db, order.CustomerID, order.ContactID),
    { text: sale ? 'Afhalen' : 'Afhalen en terugbrengen', bold: true, gapBefore: 10 },
    `Locatie: ${warehouse ? `${warehouse.Description}, ${warehouse.Street} ${warehouse.HouseNumber}, ${warehouse.ZipCode} ${warehouse.City}` : order.WarehouseID}`,
    `Levering: ${delivery?.Description ?? order.DeliveryID}`,
    // A sale is one day, picked up and kept (sales mode): no rental period, no return.
    ...(sale
      ? [`Afhaaldag: ${displayDay(order.DateTimeExpectedStart)}`]
      : [
          `Huurperiode: ${displayDay(order.DateTimeExpectedStart)} tot en met ${displayDay(order.DateTimeExpectedEnd)}`,
          `Afhalen: ${moment(order.DateTimeBusinessStart)}${order.BusinessHourStart ? ` (${order.BusinessHourStart.Description})` : ''}`,
          `Terugbrengen: ${moment(order.DateTimeBusinessEnd)}${order.BusinessHourEnd ? ` (${order.BusinessHourEnd.Description})` : ''}`,
        ]),
    { text: `Materiaal (${order.TotalQtyOfReservationItems} stuks)`, bold: true, gapBefore: 10 },
    ...itemLines(row.items),
    ...totalLines(order.TotalExcVAT, order.TotalIncVAT, order.AmountDue),
    { text: 'De prijzen zijn indicatief: de definitieve prijs krijgt u bij de goedkeuring van uw aanvraag.', size: 8, gapBefore: 14 },
  ];
  if (order.Notes) lines.push({ text: 'Opmerkingen', bold: true, gapBefore: 10 }, order.Notes);
  return createPdf({ title: `Orderbevestiging ${order.ReservationOrderID}`, lines });
}

export function invoicePdf(db: DemoDb, invoice: Invoice): Uint8Array<ArrayBuffer> {
  const row = db.orders.find((r) => r.order.OrderID === invoice.OrderID.Key);
  const lines: (string | PdfLine)[] = [
    { text: `Factuur ${invoice.InvoiceID}`, bold: true, size: 18 },
    PROVIDER,
    'Koning Albert I-laan 120, 8200 Brugge - BTW BE 0207.551.103',
    { text: `Factuurdatum: ${displayDay(invoice.DateInvoice)}`, gapBefore: 12 },
    `Order: ${invoice.OrderID.Key}${invoice.OrderID.Description ? ` (${invoice.OrderID.Description})` : ''}`,
    `Referentie: ${invoice.Reference || '-'}`,
    { text: 'Aan', bold: true, gapBefore: 10 },
    ...customerLines(db, invoice.CustomerID, invoice.ContactID.Key),
    { text: 'Omschrijving', bold: true, gapBefore: 10 },
    ...(row
      ? [`Huur van ${displayDay(row.order.DateTimeExpectedStart)} tot en met ${displayDay(row.order.DateTimeExpectedEnd)}`, ...itemLines(row.items)]
      : [`Huur materiaal volgens order ${invoice.OrderID.Key} - ${formatEuro(invoice.TotalIncVAT)} incl. btw`]),
    ...totalLines(invoice.TotalExcVAT, invoice.TotalIncVAT, invoice.AmountDue),
  ];
  if (invoice.AmountDue > 0) {
    lines.push({ text: 'U kunt deze factuur online betalen via Mijn account > Facturen.', gapBefore: 10 });
  }
  return createPdf({ title: `Factuur ${invoice.InvoiceID}`, lines });
}
