import type { OrderReceipt } from './stored-session.ts';

/**
 * An iCalendar file (RFC 5545) with the pick-up and return of an order, for the thank-you page.
 *
 * Times carry TZID=Europe/Brussels with its VTIMEZONE rather than floating local times: the API's
 * date-times are the warehouse's wall-clock times in Belgium, and a floating time would move with
 * the device (a customer whose laptop is set to another zone would see the pick-up an hour off).
 * The VTIMEZONE spells out the EU summer-time rule, so calendars without a zone database agree.
 */
const CALENDAR_TIME_ZONE = 'Europe/Brussels';

/** An event without a time range in its slot ("voor 7:30") is shown this long. */
const DEFAULT_EVENT_MINUTES = 30;

const PRODUCT_ID = '-//Provinciale uitleendienst//Webshop//NL';
const UID_DOMAIN = 'uitleendienst.webshop';
/** RFC 5545 §3.1: content lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19810329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarEvent {
  /** Stable per order and moment, so importing the file again updates the event instead of adding one. */
  uid: string;
  /** Local date-times in the shop's zone (`2026-12-11T09:00:00`). */
  start: string;
  end: string;
  /** The event is the whole day of `start` (a sale's pick-up day, which has no time); `end` is then not read. */
  allDay?: boolean;
  summary: string;
  description: string;
  location: string;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: at most 75 octets a line, continued after CRLF and one space; never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with the space, which counts too.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/** A local date-time as wall-clock parts, computed in UTC so the device's own zone plays no part. */
function wallClock(local: string): Date {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) throw new Error(`not a local date-time: ${local}`);
  const [, y, mo, d, h, mi, s] = match;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)));
}

const pad = (n: number) => String(n).padStart(2, '0');
const basicDate = (wall: Date) => `${wall.getUTCFullYear()}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}`;
const basicTime = (wall: Date) => `${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`;
const localStamp = (wall: Date) => `${basicDate(wall)}T${basicTime(wall)}`;
const isoLocal = (wall: Date) => wall.toISOString().slice(0, 19);

/** DTSTAMP is in UTC (RFC 5545 §3.8.7.2). */
const utcStamp = (now: Date) => `${localStamp(now)}Z`;

/**
 * Where a moment ends: at the end of its slot when the slot is a time range ending after it
 * ("09:00 - 10:00"), else DEFAULT_EVENT_MINUTES later.
 */
export function momentEnd(start: string, slot: string | null): string {
  const wall = wallClock(start);
  const range = slot ? /(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})/.exec(slot) : null;
  if (range) {
    const [, , , endHour, endMinute] = range;
    const end = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), Number(endHour), Number(endMinute)));
    if (end > wall) return isoLocal(end);
  }
  return isoLocal(new Date(wall.getTime() + DEFAULT_EVENT_MINUTES * 60_000));
}

/** RFC 5545 §3.6.1: a whole day is a DATE start and the next day as its (exclusive) end. */
function wholeDay(local: string): string[] {
  const day = wallClock(local);
  const next = new Date(day.getTime() + 86_400_000);
  return [`DTSTART;VALUE=DATE:${basicDate(day)}`, `DTEND;VALUE=DATE:${basicDate(next)}`];
}

/** The calendar file: CRLF line endings, escaped and folded lines, one VEVENT per event. */
export function buildCalendar(events: CalendarEvent[], now: Date): string {
  const zoned = (name: string, local: string) => `${name};TZID=${CALENDAR_TIME_ZONE}:${localStamp(wallClock(local))}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      ...(event.allDay ? wholeDay(event.start) : [zoned('DTSTART', event.start), zoned('DTEND', event.end)]),
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.location)}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The translated words of the receipt's events; the view passes them in its language. */
export interface ReceiptCalendarTexts {
  pickUp: string;
  return: string;
  /** Before the order numbers: "Reservering". */
  orders: string;
  /** Before the slot label: "Tijdslot". */
  slot: string;
}

/** The warehouse's address in one line, when the shop knew it. */
export function warehouseAddress(receipt: OrderReceipt): string | null {
  const contact = receipt.warehouseContact;
  if (!contact) return null;
  return `${contact.street} ${contact.houseNumber}, ${contact.zipCode} ${contact.city}`;
}

/** The pick-up and the return of an order as two events at the warehouse; a sale's pick-up day alone, all day. */
export function receiptEvents(receipt: OrderReceipt, texts: ReceiptCalendarTexts): CalendarEvent[] {
  const address = warehouseAddress(receipt);
  const location = address ? `${receipt.warehouseName}, ${address}` : receipt.warehouseName;
  const contact = receipt.warehouseContact ? [receipt.warehouseContact.tel, receipt.warehouseContact.email].filter((v) => v !== '') : [];
  const uidBase = receipt.reservationOrderIds.join('-').replace(/[^A-Za-z0-9-]/g, '') || 'bestelling';
  const event = (kind: 'pickup' | 'return', title: string, start: string, slot: string | null): CalendarEvent => ({
    uid: `${uidBase}-${kind}@${UID_DOMAIN}`,
    start,
    end: momentEnd(start, slot),
    summary: `${title} – ${receipt.warehouseName}`,
    description: [`${texts.orders}: ${receipt.reservationOrderIds.join(', ')}`, ...(slot ? [`${texts.slot}: ${slot}`] : []), ...contact].join('\n'),
    location,
  });
  const pickUp = event('pickup', texts.pickUp, receipt.pickUp, receipt.pickUpSlot);
  if (receipt.sale) return [{ ...pickUp, allDay: true }];
  return [pickUp, event('return', texts.return, receipt.return, receipt.returnSlot)];
}

/** The calendar file's name: the order's first number, as a sale's or a reservation's, in characters any file system takes. */
export function receiptCalendarFileName(receipt: Pick<OrderReceipt, 'sale' | 'reservationOrderIds'>): string {
  return `${receipt.sale ? 'bestelling' : 'reservering'}-${receipt.reservationOrderIds[0] ?? 'uitleendienst'}.ics`.replace(/[^\w.-]/g, '_');
}
