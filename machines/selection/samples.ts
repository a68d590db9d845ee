import { eachDayOfInterval, getDay, parseISO } from 'date-fns';
import type { PendingSelection } from '../../src/domain/stored-session.ts';
import type { InvalidItem, SessionView } from './machine.ts';
import { isoDay, plusDays } from '../../src/domain/days.ts';
import type {
  AvailableDay,
  CalendarRange,
  ClosingDay,
  DeliveryMethod,
  ShopSettings,
  Warehouse,
  WarehouseDays,
} from './rules.ts';

/**
 * A small, fixed world for the machine's tests and its generated paths (machines/registry.ts):
 * the demo's settings, three warehouses of which two form an alias group, three delivery
 * methods, and days from Friday 2026-11-20 on.
 */
export const SAMPLE_TODAY = '2026-11-20';

export const settings: ShopSettings = {
  AllowAnonymousShopUser: true,
  DefaultRoleName: 'Hoofdgebruiker',
  DefaultDeliveryID: 'PICKUP',
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

const warehouse = (WarehouseID: string, City: string, Alias: string | null = null): Warehouse => ({
  WarehouseID,
  Description: `Uitleendienst ${City}`,
  Email: `${City.toLowerCase()}@demo.test`,
  Tel: '',
  Street: '',
  HouseNumber: '',
  ZipCode: '',
  City,
  Alias,
});
export const warehouses = [warehouse('WH-BRUGGE', 'Brugge'), warehouse('WH-KORTRIJK', 'Kortrijk', 'Zuid-West'), warehouse('WH-IEPER', 'Ieper', 'Zuid-West')];
export const pickup: DeliveryMethod = { DeliveryID: 'PICKUP', Description: 'Afhalen en terugbrengen', MinimumRentalDays: null, IsDropOffInBox: false };
export const dropbox: DeliveryMethod = { DeliveryID: 'DROPBOX', Description: 'Terugbrengen in de inleverbox', MinimumRentalDays: 3, IsDropOffInBox: true };
export const transport: DeliveryMethod = { DeliveryID: 'TRANSPORT', Description: 'Levering', MinimumRentalDays: null, IsDropOffInBox: false };

export const sessionView = (stored: PendingSelection, cartId: string | null = null, warehouseAliases = true): SessionView => ({ settings, warehouseAliases, stored, cartId, today: SAMPLE_TODAY });

/** A cart line that a new location cannot keep. */
export const invalidItem: InvalidItem = { cartItemId: 'CI-7001', description: 'Mobiel podium', amount: 1, reason: 'Niet beschikbaar in Uitleendienst Kortrijk' };

/**
 * The days: Brugge is closed
 * on 2026-11-27 and full for pick-ups on Wednesday 2026-12-02 and for returns on Saturday
 * 2026-11-28; Kortrijk has no opening hours on Wednesdays; Ieper is closed on 2026-12-01;
 * Christmas closes all; no warehouse opens on Sunday.
 */
const CLOSING: Record<string, { Date: string; Description: string }[]> = {
  'WH-BRUGGE': [{ Date: '2026-11-27', Description: 'Opleidingsdag' }],
  'WH-IEPER': [{ Date: '2026-12-01', Description: 'Opleidingsdag personeel' }],
};
const CHRISTMAS = { Date: '2026-12-25', Description: 'Kerstmis' };
const FULL: Record<string, { start: string[]; end: string[] }> = {
  'WH-BRUGGE': { start: ['2026-12-02'], end: ['2026-11-28'] },
};

const eachDayOf = (from: string, to: string): string[] => eachDayOfInterval({ start: parseISO(from), end: parseISO(to) }).map(isoDay);

export function fakeDays(warehouseId: string, range: CalendarRange): WarehouseDays {
  const closingDays: ClosingDay[] = [...(CLOSING[warehouseId] ?? []), CHRISTMAS].map((c) => ({
    ClosingDayID: `CD-${c.Date}`,
    WarehouseID: c === CHRISTMAS ? null : warehouseId,
    ...c,
  }));
  const earliest = plusDays(range.from, 1);
  const day = (date: string, kind: 'start' | 'end'): AvailableDay => {
    const weekday = getDay(parseISO(date));
    const reason: AvailableDay['Reason'] =
      date < earliest
        ? 'BeforeMinimumStart'
        : closingDays.some((c) => c.Date === date)
          ? 'Closed'
          : weekday === 0 || (warehouseId === 'WH-KORTRIJK' && weekday === 3)
            ? 'NoBusinessHours'
            : (FULL[warehouseId]?.[kind] ?? []).includes(date)
              ? 'Full'
              : null;
    return { Date: date, MomentCanBeUsed: reason === null, Reason: reason };
  };
  return {
    warehouseId,
    closingDays,
    startDays: eachDayOf(range.from, range.startUntil).map((d) => day(d, 'start')),
    endDays: eachDayOf(range.from, range.endUntil).map((d) => day(d, 'end')),
  };
}
