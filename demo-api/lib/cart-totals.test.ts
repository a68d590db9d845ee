import { describe, expect, it } from 'vitest';
import type { CartItem, CartRow, DemoDb, Product, ReservationOrderRow } from '../db.ts';
import { seedDatabase } from '../seed/index.ts';
import { CUSTOMER, PRODUCT, WAREHOUSE } from '../seed/anchors.ts';
import {
  businessMoment,
  certificatesAction,
  itemSummary,
  limitProblem,
  lineProblems,
  paymentPolicy,
  presentCart,
  slotTime,
  type LineDemand,
} from './cart-totals.ts';
import { fixedClock } from '../../tests/support/clock.ts';

const FRIDAY = '2026-11-27T00:00:00';
const MONDAY = '2026-11-30T00:00:00';

function freshDb(): DemoDb {
  const db = seedDatabase(fixedClock);
  // Start from no reservations, so stock and limits depend only on what each test adds.
  db.orders = [];
  return db;
}

const product = (db: DemoDb, id: string): Product => db.products.find((p) => p.ID === id)!;
const demand = (db: DemoDb, id: string, amount: number, start = FRIDAY, end = MONDAY): LineDemand => ({
  product: product(db, id),
  amount,
  start,
  end,
});

/** An open reservation in Brugge holding `amount` of an item. */
function reservation(db: DemoDb, itemId: string, amount: number, start: string, end: string, customerId: string = CUSTOMER.oostkamp): void {
  const id = `RO-T-${db.orders.length}`;
  const p = product(db, itemId);
  const row: ReservationOrderRow = {
    order: {
      ReservationOrderID: id,
      ReservationID: id,
      OrderID: null,
      CustomerID: customerId,
      ContactID: '',
      WarehouseID: WAREHOUSE.brugge,
      DeliveryID: 'PICKUP',
      Reference: '',
      ReservationStatus: 'Open',
      DateTimeCreated: start,
      DateTimeExpectedStart: start,
      DateTimeExpectedEnd: end,
      DateTimeBusinessStart: start,
      DateTimeBusinessEnd: end,
      BusinessHourStart: null,
      BusinessHourEnd: null,
      TotalQtyOfReservationItems: amount,
      TotalIncVAT: 0,
      TotalExcVAT: 0,
      AmountDue: 0,
      IsCancellable: true,
      IsEditable: true,
      Actions: [],
      CustomFields: {},
      Notes: '',
      Labels: [],
    },
    items: [
      {
        ReservationOrderItemID: `${id}-01`,
        ReservationOrderID: id,
        ItemID: itemId,
        CompositionID: null,
        RelatedRentalItemID: null,
        ItemDescription: p.Description,
        Amount: amount,
        TotalIncVAT: 0,
        TotalExcVAT: 0,
        MaxPerCustomer: p.MaxPerCustomer,
        Item: { ID: p.ID, Images: p.Images, MaxPerCart: p.MaxPerCart, UploadPolicy: p.UploadPolicy },
      },
    ],
    files: [],
    certificates: [],
  };
  db.orders.push(row);
}

function line(db: DemoDb, id: string, productId: string, amount: number, parent: string | null = null): CartItem {
  const p = product(db, productId);
  return {
    CartItemID: id,
    ItemID: p.Type === 'Item' ? p.ID : null,
    CompositionID: p.Type === 'Composition' ? p.ID : null,
    RelatedRentalItemID: parent,
    Item: itemSummary(p),
    Description: p.Description,
    Amount: amount,
    Price: 0,
    PriceIncVAT: 0,
    TotalExcVAT: 0,
    TotalIncVAT: 0,
    DateTimeExpectedStart: FRIDAY,
    DateTimeExpectedEnd: MONDAY,
    DateTimeBusinessStart: FRIDAY,
    DateTimeBusinessEnd: MONDAY,
    InvalidCartItemReason: null,
    InvalidCartItemReasonCode: null,
    IsRemovable: true,
    MaxPerCustomerLeftover: null,
    Attachments: [],
  };
}

function cartRow(items: CartItem[], customerId: string | null = CUSTOMER.branding): CartRow {
  return {
    cart: {
      CartID: 'CART-T',
      CustomerID: customerId,
      ContactID: null,
      WarehouseID: { Key: WAREHOUSE.brugge, Description: 'Uitleendienst Brugge' },
      DeliveryID: { Key: 'PICKUP', Description: 'Afhalen en terugbrengen' },
      DateTimeExpectedStart: FRIDAY,
      DateTimeExpectedEnd: MONDAY,
      DateTimeBusinessStart: '',
      DateTimeBusinessEnd: '',
      BusinessHourStart: { Key: `${WAREHOUSE.brugge}-S-1330`, Description: '13:30 - 14:30' },
      BusinessHourEnd: null,
      Actions: [],
      PaymentCondition: { ShopPaymentPolicy: 'AllowPayment' },
      TotalIncVATForeignCurrency: 0,
      TotalExcVATForeignCurrency: 0,
      TotalVAT: 0,
      CustomFields: {},
      Notes: '',
      Attachments: [],
      Items: items,
    },
    OwnerToken: null,
    certificates: [],
  };
}

describe('business moments', () => {
  it('take the first time of the slot label', () => {
    expect(slotTime('09:00 - 10:00')).toBe('09:00:00');
    expect(slotTime('voor 7:30')).toBe('07:30:00');
    expect(slotTime('')).toBe('00:00:00');
  });

  it('fall back to midnight of the expected day without a slot', () => {
    expect(businessMoment(MONDAY, null)).toBe(MONDAY);
    expect(businessMoment(FRIDAY, { Key: 'x', Description: '13:30 - 14:30' })).toBe('2026-11-27T13:30:00');
  });
});

describe('line problems', () => {
  it('name a product the warehouse does not carry first', () => {
    const db = freshDb();
    const [problem] = lineProblems(db, WAREHOUSE.ieper, [demand(db, PRODUCT.springkasteel, 1)]);
    expect(problem).toMatchObject({ Reason: 'NotInWarehouse', Message: 'Niet beschikbaar in Uitleendienst Ieper' });
  });

  it('refuse a period longer than MaxReservationDays (start and end day count)', () => {
    const db = freshDb();
    const fourDays = lineProblems(db, WAREHOUSE.brugge, [demand(db, PRODUCT.springkasteel, 1)]);
    const fiveDays = lineProblems(db, WAREHOUSE.brugge, [demand(db, PRODUCT.springkasteel, 1, FRIDAY, '2026-12-01T00:00:00')]);
    expect(fourDays).toEqual([null]);
    expect(fiveDays[0]).toMatchObject({ Reason: 'MaxReservationDaysExceeded', Message: 'De huurperiode is te lang: maximaal 4 dagen' });
  });

  it('add up overlapping lines of the same product against the stock left', () => {
    const db = freshDb();
    const owned = db.stock.find((s) => s.ItemID === PRODUCT.partytent3x3 && s.WarehouseID === WAREHOUSE.brugge)!.Quantity;
    // A reservation ending on the cart's first day still holds its tents that day.
    reservation(db, PRODUCT.partytent3x3, 3, '2026-11-25T00:00:00', FRIDAY);
    const free = owned - 3;
    const fits = lineProblems(db, WAREHOUSE.brugge, [demand(db, PRODUCT.partytent3x3, free - 1), demand(db, PRODUCT.partytent3x3, 1)]);
    expect(fits).toEqual([null, null]);
    const short = lineProblems(db, WAREHOUSE.brugge, [demand(db, PRODUCT.partytent3x3, free), demand(db, PRODUCT.partytent3x3, 1)]);
    expect(short.map((p) => p?.Message)).toEqual([
      `Onvoldoende voorraad voor deze periode: nog ${free} beschikbaar`,
      `Onvoldoende voorraad voor deze periode: nog ${free} beschikbaar`,
    ]);
    // Lines in periods that do not overlap do not compete.
    const apart = lineProblems(db, WAREHOUSE.brugge, [
      demand(db, PRODUCT.partytent3x3, free),
      demand(db, PRODUCT.partytent3x3, free, '2026-12-07T00:00:00', '2026-12-08T00:00:00'),
    ]);
    expect(apart).toEqual([null, null]);
  });

  it('never find a product kept without stock short', () => {
    const db = freshDb();
    expect(lineProblems(db, WAREHOUSE.brugge, [demand(db, PRODUCT.verkeerskegel, 5000)])).toEqual([null]);
  });
});

describe('limits', () => {
  it('refuse more than MaxPerCart over all lines of the product', () => {
    const db = freshDb();
    const lines = [demand(db, PRODUCT.springkasteel, 1), demand(db, PRODUCT.springkasteel, 1, '2026-12-04T00:00:00', '2026-12-05T00:00:00')];
    expect(limitProblem(db, null, lines, new Set([PRODUCT.springkasteel]))).toBe(
      'Maximum aantal bereikt: Springkasteel Ridderburcht kan hoogstens 1 keer in de winkelwagen',
    );
  });

  it('count what the customer holds in overlapping reservations against MaxPerCustomer', () => {
    const db = freshDb();
    const max = product(db, PRODUCT.bierbankset).MaxPerCustomer!;
    reservation(db, PRODUCT.bierbankset, max - 5, FRIDAY, MONDAY, CUSTOMER.branding);
    const touched = new Set([PRODUCT.bierbankset]);
    expect(limitProblem(db, CUSTOMER.branding, [demand(db, PRODUCT.bierbankset, 5)], touched)).toBeNull();
    expect(limitProblem(db, CUSTOMER.branding, [demand(db, PRODUCT.bierbankset, 6)], touched)).toBe(
      `Maximum aantal bereikt: u kunt voor deze periode nog 5 × ${product(db, PRODUCT.bierbankset).Description} reserveren`,
    );
    // Another customer's reservations do not count, nor do untouched products.
    expect(limitProblem(db, CUSTOMER.oostkamp, [demand(db, PRODUCT.bierbankset, 6)], touched)).toBeNull();
    expect(limitProblem(db, CUSTOMER.branding, [demand(db, PRODUCT.bierbankset, 6)], new Set())).toBeNull();
  });
});

describe('the Certificates action', () => {
  it('fills required entries in the order given and keeps the rest optional', () => {
    expect(certificatesAction(2, [{ Number: 'A-1' }])).toEqual({
      ActionName: 'Certificates',
      Completed: false,
      Required: true,
      Details: { RequiredCertificates: [{ Number: 'A-1' }, { Number: '' }], OptionalCertificates: [] },
    });
    const done = certificatesAction(1, [{ Number: 'A-1' }, { Number: 'B-2' }]);
    expect(done.Completed).toBe(true);
    expect(done.Details).toEqual({ RequiredCertificates: [{ Number: 'A-1' }], OptionalCertificates: [{ Number: 'B-2' }] });
  });
});

describe('presentCart', () => {
  it('prices every line, totals the cart and dates lines at the chosen slot', () => {
    const db = freshDb();
    const cart = presentCart(db, cartRow([line(db, 'L1', PRODUCT.partytent3x3, 2), line(db, 'L2', PRODUCT.bierbankset, 3)]));
    const [tent, benches] = cart.Items;
    expect(tent!.TotalExcVAT).toBeCloseTo(tent!.Price * 2, 2);
    expect(cart.TotalExcVATForeignCurrency).toBeCloseTo(tent!.TotalExcVAT + benches!.TotalExcVAT, 2);
    expect(cart.TotalVAT).toBeCloseTo(cart.TotalIncVATForeignCurrency - cart.TotalExcVATForeignCurrency, 2);
    expect(cart.DateTimeBusinessStart).toBe('2026-11-27T13:30:00');
    expect(tent!.DateTimeBusinessStart).toBe('2026-11-27T13:30:00');
    expect(tent!.DateTimeBusinessEnd).toBe(MONDAY);
    expect(benches!.MaxPerCustomerLeftover).toBe(product(db, PRODUCT.bierbankset).MaxPerCustomer! - 3);
    expect(tent!.MaxPerCustomerLeftover).toBeNull();
  });

  it('in sales mode prices a line at its sales price whatever the period, and marks one without it not for sale', () => {
    const db = freshDb();
    const lines = () => [line(db, 'L1', PRODUCT.partytent3x3, 2), line(db, 'L2', PRODUCT.geluidsinstallatie, 1)];
    const rented = presentCart(db, cartRow(lines()));
    expect(rented.Items[0]!.Price).not.toBe(product(db, PRODUCT.partytent3x3).SalesPrice);
    expect(rented.Items.map((l) => l.InvalidCartItemReason)).toEqual([null, null]);
    db.settings.ShopSalesModus = true;
    const sold = presentCart(db, cartRow(lines()));
    const [tent, sound] = sold.Items;
    expect(tent).toMatchObject({ Price: 289.26, PriceIncVAT: 350, TotalExcVAT: 578.52, TotalIncVAT: 700, InvalidCartItemReason: null });
    expect(sound).toMatchObject({ Price: 0, TotalIncVAT: 0, InvalidCartItemReason: 'Niet te koop' });
    expect(sold.TotalIncVATForeignCurrency).toBe(700);
  });

  it('requires payment above 500 euro incl. VAT', () => {
    expect(paymentPolicy(500)).toBe('AllowPayment');
    expect(paymentPolicy(500.01)).toBe('RequirePayment');
    const db = freshDb();
    const small = presentCart(db, cartRow([line(db, 'L1', PRODUCT.partytent3x3, 1)]));
    expect(small.PaymentCondition.ShopPaymentPolicy).toBe('AllowPayment');
    const big = presentCart(db, cartRow([line(db, 'L1', 'FEESTTENT-5X10', 3), line(db, 'L2', PRODUCT.springkasteel, 1)]));
    expect(big.TotalIncVATForeignCurrency).toBeGreaterThan(500);
    expect(big.PaymentCondition.ShopPaymentPolicy).toBe('RequirePayment');
  });

  it('keeps a required add-on only while its parent is there', () => {
    const db = freshDb();
    const withParent = presentCart(db, cartRow([line(db, 'P', PRODUCT.pakketFuif, 1), line(db, 'A', 'NOODVERLICHTING-SET', 1, 'P'), line(db, 'O', 'NADARHEK', 10, 'P')]));
    expect(withParent.Items.map((i) => i.IsRemovable)).toEqual([true, false, true]);
    const orphan = presentCart(db, cartRow([line(db, 'A', 'NOODVERLICHTING-SET', 1, 'P')]));
    expect(orphan.Items[0]!.IsRemovable).toBe(true);
  });

  it('lists actions only when asked for', () => {
    const db = freshDb();
    db.customers.find((c) => c.CustomerID === CUSTOMER.branding)!.CustomFields.CUST_ReferenceRequired = true;
    product(db, PRODUCT.springkasteel).CustomFields.CUST_RequiresCertificate = true;
    const row = cartRow([line(db, 'L1', PRODUCT.springkasteel, 1)]);
    expect(presentCart(db, row, { actions: false }).Actions).toEqual([]);
    expect(presentCart(db, row).Actions.map((a) => [a.ActionName, a.Completed])).toEqual([
      ['ReferenceRequired', false],
      ['Certificates', false],
    ]);
    row.certificates.push({ Number: 'KA-77' });
    expect(presentCart(db, row).Actions[1]!.Completed).toBe(true);
  });
});
