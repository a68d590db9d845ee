import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, momentEnd, receiptCalendarFileName, receiptEvents, warehouseAddress, type CalendarEvent } from './ics.ts';
import type { OrderReceipt } from './stored-session.ts';

const receipt: OrderReceipt = {
  reservationOrderIds: ['RO-2026-0101', 'RO-2026-0102'],
  warehouseId: 'WH-BRUGGE',
  warehouseName: 'Uitleendienst Brugge',
  warehouseContact: { email: 'uitleendienst.brugge@demo.test', tel: '050 40 31 00', street: 'Koningin Astridlaan', houseNumber: '110', zipCode: '8200', city: 'Brugge' },
  pickUp: '2026-12-11T09:00:00',
  return: '2026-12-14T07:30:00',
  pickUpSlot: '09:00 - 10:00',
  returnSlot: 'voor 7:30',
};
const texts = { pickUp: 'Materiaal afhalen', return: 'Materiaal terugbrengen', orders: 'Reservering', slot: 'Tijdslot' };
const now = new Date('2026-11-21T10:15:30.000Z');

/** The calendar's content lines, unfolded (RFC 5545 §3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the calendar file', () => {
  it('escapes text values', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds long lines at 75 octets, never inside a character', () => {
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });

  it('ends a moment with its slot, else after 30 minutes', () => {
    expect(momentEnd('2026-12-11T09:00:00', '09:00 - 10:00')).toBe('2026-12-11T10:00:00');
    expect(momentEnd('2026-12-14T07:30:00', 'voor 7:30')).toBe('2026-12-14T08:00:00');
    expect(momentEnd('2026-12-11T23:45:00', null)).toBe('2026-12-12T00:15:00');
    // A range that ends before the moment says nothing about its end.
    expect(momentEnd('2026-12-11T15:00:00', '09:00 - 10:00')).toBe('2026-12-11T15:30:00');
  });

  it('holds the pick-up and the return at the warehouse, in Brussels time', () => {
    const ics = buildCalendar(receiptEvents(receipt, texts), now);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(ics);
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Provinciale uitleendienst//Webshop//NL', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines).toContain('TZID:Europe/Brussels');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:RO-2026-0101-RO-2026-0102-pickup@uitleendienst.webshop');
    expect(lines).toContain('UID:RO-2026-0101-RO-2026-0102-return@uitleendienst.webshop');
    expect(lines.filter((l) => l === 'DTSTAMP:20261121T101530Z')).toHaveLength(2);
    expect(lines).toContain('DTSTART;TZID=Europe/Brussels:20261211T090000');
    expect(lines).toContain('DTEND;TZID=Europe/Brussels:20261211T100000');
    expect(lines).toContain('DTSTART;TZID=Europe/Brussels:20261214T073000');
    expect(lines).toContain('DTEND;TZID=Europe/Brussels:20261214T080000');
    expect(lines).toContain('SUMMARY:Materiaal afhalen – Uitleendienst Brugge');
    expect(lines).toContain('LOCATION:Uitleendienst Brugge\\, Koningin Astridlaan 110\\, 8200 Brugge');
    expect(lines).toContain(
      'DESCRIPTION:Reservering: RO-2026-0101\\, RO-2026-0102\\nTijdslot: 09:00 - 10:00\\n050 40 31 00\\nuitleendienst.brugge@demo.test',
    );
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('places the events at the warehouse by name when its address is unknown', () => {
    const anonymous = { ...receipt, warehouseContact: null, pickUpSlot: null };
    expect(warehouseAddress(anonymous)).toBeNull();
    const [pickUp] = receiptEvents(anonymous, texts);
    expect(pickUp).toMatchObject({ location: 'Uitleendienst Brugge', description: 'Reservering: RO-2026-0101, RO-2026-0102', end: '2026-12-11T09:30:00' });
  });

  it('holds a sale as its pick-up day alone, all day', () => {
    const sale = { ...receipt, pickUp: '2026-12-11T00:00:00', return: '2026-12-11T00:00:00', pickUpSlot: null, returnSlot: null, sale: true };
    const lines = unfolded(buildCalendar(receiptEvents(sale, texts), now));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261211');
    expect(lines).toContain('DTEND;VALUE=DATE:20261212');
    expect(lines).toContain('SUMMARY:Materiaal afhalen – Uitleendienst Brugge');
    expect(lines.some((l) => l.startsWith('DTSTART;TZID'))).toBe(false);
  });

  it('refuses a moment that is no local date-time', () => {
    const event: CalendarEvent = { uid: 'x', start: 'morgen', end: 'overmorgen', summary: '', description: '', location: '' };
    expect(() => buildCalendar([event], now)).toThrow(/not a local date-time/);
  });

  it('is named after the order’s first number, as a reservation or a sale', () => {
    expect(receiptCalendarFileName(receipt)).toBe('reservering-RO-2026-0101.ics');
    expect(receiptCalendarFileName({ sale: true, reservationOrderIds: ['RO 2026/7'] })).toBe('bestelling-RO_2026_7.ics');
    expect(receiptCalendarFileName({ reservationOrderIds: [] })).toBe('reservering-uitleendienst.ics');
  });
});
