import type { BusinessHourRow, ClosingDay, DeliveryMethod, Label, ShopSettings, Warehouse } from '../../db.ts';
import { addDays, isoDate } from '../../lib/dates.ts';
import { ADMIN_ROLE, ALIAS_ZUIDWEST, DELIVERY, DROP_OFF_SLOT_LABEL, DROPBOX_MINIMUM_DAYS, WAREHOUSE } from '../anchors.ts';
import { belgianHolidays } from './holidays.ts';

export function settingsSeed(): ShopSettings {
  return {
    AllowAnonymousShopUser: true,
    DefaultRoleName: ADMIN_ROLE,
    DefaultDeliveryID: DELIVERY.pickUpAndReturn,
    DefaultRegisterCountryID: 'be',
    ShopAllowEditingOrder: 'reservation-order',
    ShopAllowEditingDays: 0,
    ShopAllowCancellationDays: 2,
    OidcProviderName: 'itsme',
    NewShopUserEmailConfirmationNotRequired: false,
    ShopShowMyDetailsFor: 'UserAndSubUser',
    ShopShowReservationsAndOrdersFor: 'UserAndSubUser',
    ShopShowInvoicesFor: 'OnlyUser',
    ShopShowContactsFor: 'OnlyUser',
    ItemsToShowInShop: 'All',
    DisplayPricePolicy: 'Always',
    ShopShowPricePolicy: 'Always',
    SaveCartsWithStockConflict: false,
    ShopSalesModus: false,
    CartReservationMinimumStartInterval: 1,
    CartReservationMaximumStartInterval: 365,
    CartReservationMinimumDuration: 1,
    CartReservationMaximumDuration: 28,
    VATDisplay: 'VATShowIncVAT',
  };
}

export function warehouseSeed(): Warehouse[] {
  return [
    {
      WarehouseID: WAREHOUSE.brugge,
      Description: 'Uitleendienst Brugge',
      Email: 'uitleendienst.brugge@demo.test',
      Tel: '050 40 31 00',
      Street: 'Koningin Astridlaan',
      HouseNumber: '110',
      ZipCode: '8200',
      City: 'Brugge',
      Alias: null,
    },
    {
      WarehouseID: WAREHOUSE.kortrijk,
      Description: 'Uitleendienst Kortrijk',
      Email: 'uitleendienst.kortrijk@demo.test',
      Tel: '056 23 40 00',
      Street: 'Heirweg',
      HouseNumber: '20',
      ZipCode: '8500',
      City: 'Kortrijk',
      Alias: ALIAS_ZUIDWEST,
    },
    {
      WarehouseID: WAREHOUSE.ieper,
      Description: 'Uitleendienst Ieper',
      Email: 'uitleendienst.ieper@demo.test',
      Tel: '057 20 10 00',
      Street: 'Kalfvaart',
      HouseNumber: '5',
      ZipCode: '8900',
      City: 'Ieper',
      Alias: ALIAS_ZUIDWEST,
    },
  ];
}

export function deliveryMethodSeed(): DeliveryMethod[] {
  return [
    { DeliveryID: DELIVERY.pickUpAndReturn, Description: 'Afhalen en terugbrengen', MinimumRentalDays: null, IsDropOffInBox: false },
    { DeliveryID: DELIVERY.dropOffInBox, Description: 'Terugbrengen in de inleverbox', MinimumRentalDays: DROPBOX_MINIMUM_DAYS, IsDropOffInBox: true },
    { DeliveryID: DELIVERY.transport, Description: 'Levering en ophaling door de uitleendienst', MinimumRentalDays: null, IsDropOffInBox: false },
  ];
}

export function labelSeed(): Label[] {
  const reservation = ['Evenement', 'Schoolactiviteit', 'Sportactiviteit', 'Jeugdwerking', 'Vergadering of opleiding'];
  const customer = ['Jeugdvereniging', 'Sportclub', 'Cultuurvereniging', 'School', 'Lokaal bestuur'];
  return [
    ...reservation.map((Description, i): Label => ({ LabelID: `LBL-RES-${i + 1}`, Subject: 'Rental.Reservation', Description })),
    ...customer.map((Description, i): Label => ({ LabelID: `LBL-CUS-${i + 1}`, Subject: 'Customer.Customer', Description })),
  ];
}

interface OpeningHours {
  weekdays: number[];
  shipment: string[];
  returns: string[];
  saturday: string[];
}

/** Slot start times (HH:mm, one hour long unless noted) per warehouse. */
const OPENING: Record<string, OpeningHours> = {
  [WAREHOUSE.brugge]: {
    weekdays: [1, 2, 3, 4, 5],
    shipment: ['09:00', '10:00', '11:00', '13:30', '14:30', '15:30', '16:30'],
    returns: ['08:00', '09:00', '10:00', '13:30', '15:30', '16:30'],
    saturday: ['09:00', '10:00', '11:00'],
  },
  [WAREHOUSE.kortrijk]: {
    weekdays: [1, 2, 3, 4, 5],
    shipment: ['09:00', '10:00', '13:30', '14:30', '15:30'],
    returns: ['08:00', '09:00', '13:30', '15:30', '16:30'],
    saturday: ['09:00', '10:00', '11:00'],
  },
  // Ieper is closed on Wednesdays.
  [WAREHOUSE.ieper]: {
    weekdays: [1, 2, 4, 5],
    shipment: ['09:00', '10:00', '14:00', '15:00'],
    returns: ['08:30', '09:30', '14:00', '16:00'],
    saturday: ['09:00', '10:00'],
  },
};

const SATURDAY = 6;

function slotLabel(start: string): string {
  const [h, m] = start.split(':').map(Number) as [number, number];
  return `${start} - ${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

function businessHourRows(): BusinessHourRow[] {
  const rows: BusinessHourRow[] = [];
  for (const [WarehouseID, opening] of Object.entries(OPENING)) {
    const slot = (Weekday: number, Kind: 'shipment' | 'return', start: string, index: number) =>
      rows.push({
        WarehouseID,
        Weekday,
        Kind,
        BusinessHourID: `${WarehouseID}-${Kind === 'shipment' ? 'S' : 'R'}-${start.replace(':', '')}`,
        BusinessHour: slotLabel(start),
        BusinessHourRanking: index + 1,
        // Limited and uneven so the calendar shows full slots once a few reservations exist.
        Capacity: [2, 3, 4][(index + Weekday) % 3]!,
        IsDropOff: false,
      });
    for (const weekday of opening.weekdays) {
      opening.shipment.forEach((start, i) => slot(weekday, 'shipment', start, i));
      rows.push({
        WarehouseID,
        Weekday: weekday,
        Kind: 'return',
        BusinessHourID: `${WarehouseID}-DROP`,
        BusinessHour: DROP_OFF_SLOT_LABEL,
        BusinessHourRanking: 0,
        Capacity: 20,
        IsDropOff: true,
      });
      opening.returns.forEach((start, i) => slot(weekday, 'return', start, i));
    }
    opening.saturday.forEach((start, i) => {
      slot(SATURDAY, 'shipment', start, i);
      slot(SATURDAY, 'return', start, i);
    });
  }
  return rows;
}

const BUSINESS_HOURS = businessHourRows();

export function businessHourSeed(): BusinessHourRow[] {
  return BUSINESS_HOURS.map((row) => ({ ...row }));
}

/**
 * Public holidays of this year and the next (the shop asks one year ahead), plus closures
 * of single warehouses: inventory days in Brugge, the Christmas closure in Kortrijk and a
 * staff training day in Ieper two weeks from now.
 */
export function closingDaySeed(today: Date): ClosingDay[] {
  const year = today.getUTCFullYear();
  const days: ClosingDay[] = [];
  const close = (Date: string, Description: string, WarehouseID: string | null) =>
    days.push({ ClosingDayID: WarehouseID ? `CD-${Date}-${WarehouseID}` : `CD-${Date}`, WarehouseID, Date, Description });
  for (const y of [year, year + 1]) {
    for (const holiday of belgianHolidays(y)) close(holiday.date, holiday.name, null);
    // Inventory on the Monday and Tuesday of the second week of January.
    const jan8 = new Date(Date.UTC(y, 0, 8));
    const monday = addDays(jan8, (8 - jan8.getUTCDay()) % 7);
    close(isoDate(monday), 'Jaarlijkse inventaris', WAREHOUSE.brugge);
    close(isoDate(addDays(monday, 1)), 'Jaarlijkse inventaris', WAREHOUSE.brugge);
    for (let d = 27; d <= 31; d++) close(isoDate(new Date(Date.UTC(y, 11, d))), 'Collectieve sluiting eindejaar', WAREHOUSE.kortrijk);
  }
  const inTwoWeeks = addDays(today, 14);
  const friday = addDays(inTwoWeeks, (5 - inTwoWeeks.getUTCDay() + 7) % 7);
  close(isoDate(friday), 'Opleidingsdag personeel', WAREHOUSE.ieper);
  return days.sort((a, b) => a.Date.localeCompare(b.Date) || (a.WarehouseID ?? '').localeCompare(b.WarehouseID ?? ''));
}
