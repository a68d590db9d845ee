import { expect } from 'vitest';
import type { DemoDb, ReservationOrderItem, ReservationOrderRow } from '../../../demo-api/db.ts';
import { CAPACITY_MESSAGE } from '../../../demo-api/lib/availability.ts';
import { CATEGORY, CUSTOMER, DELIVERY, PRODUCT, WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import type { CaseContext, ContractCase } from '../harness.ts';

// The contract clock is Saturday 2026-11-21. A weekend far enough ahead that no seeded
// reservation touches it: Friday 2027-03-05 to Monday 2027-03-08.
const FRIDAY = '2027-03-05';
const MONDAY = '2027-03-08';
const admin = { email: 'admin@demo.test' };

interface HeldOrder {
  id: string;
  customerId: string;
  warehouseId: string;
  start: string;
  end: string;
  items?: [string, number][];
  hourStart?: string;
  hourEnd?: string;
}

/** A reservation that holds stock and slots, put straight into the database. */
function holdOrder(db: DemoDb, held: HeldOrder): void {
  const items: ReservationOrderItem[] = (held.items ?? []).map(([ItemID, Amount], i) => ({
    ReservationOrderItemID: `${held.id}-${i + 1}`,
    ReservationOrderID: held.id,
    ItemID,
    CompositionID: null,
    RelatedRentalItemID: null,
    ItemDescription: ItemID,
    Amount,
    TotalIncVAT: 0,
    TotalExcVAT: 0,
    MaxPerCustomer: null,
    Item: { ID: ItemID, Images: [], MaxPerCart: null, UploadPolicy: 'DenyUpload' },
  }));
  const row: ReservationOrderRow = {
    order: {
      ReservationOrderID: held.id,
      ReservationID: held.id,
      OrderID: null,
      CustomerID: held.customerId,
      ContactID: '',
      WarehouseID: held.warehouseId,
      DeliveryID: DELIVERY.pickUpAndReturn,
      Reference: '',
      ReservationStatus: 'Open',
      DateTimeCreated: '2026-11-01T10:00:00',
      DateTimeExpectedStart: `${held.start}T00:00:00`,
      DateTimeExpectedEnd: `${held.end}T23:59:59`,
      DateTimeBusinessStart: `${held.start}T09:00:00`,
      DateTimeBusinessEnd: `${held.end}T09:00:00`,
      BusinessHourStart: held.hourStart ? { Key: held.hourStart, Description: '' } : null,
      BusinessHourEnd: held.hourEnd ? { Key: held.hourEnd, Description: '' } : null,
      TotalQtyOfReservationItems: items.reduce((sum, line) => sum + line.Amount, 0),
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
    items,
    files: [],
    certificates: [],
  };
  db.orders.push(row);
}

/** Fills every slot of a kind on a day (the drop-off slot only when asked) with reservations. */
function fillSlots(db: DemoDb, warehouseId: string, kind: 'shipment' | 'return', day: string, options: { dropOff?: boolean; only?: string } = {}): void {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const slots = db.businessHours.filter(
    (h) =>
      h.WarehouseID === warehouseId &&
      h.Kind === kind &&
      h.Weekday === weekday &&
      (options.dropOff || !h.IsDropOff) &&
      (!options.only || h.BusinessHourID === options.only),
  );
  for (const slot of slots) {
    for (let n = 1; n <= slot.Capacity; n++) {
      const id = `RO-FILL-${slot.BusinessHourID}-${day}-${n}`;
      holdOrder(db, {
        id,
        customerId: CUSTOMER.oostkamp,
        warehouseId,
        start: kind === 'shipment' ? day : '2027-01-20',
        end: kind === 'return' ? day : '2027-12-01',
        ...(kind === 'shipment' ? { hourStart: slot.BusinessHourID } : { hourEnd: slot.BusinessHourID }),
      });
    }
  }
}

async function weekendCart(ctx: CaseContext, delivery: string = DELIVERY.pickUpAndReturn): Promise<string> {
  const cart = await ctx.json<{ CartID: string }>('POST', '/v3/rental/cart', {
    WarehouseID: WAREHOUSE.brugge,
    DateTimeExpectedStart: FRIDAY,
    DateTimeExpectedEnd: MONDAY,
    DeliveryID: delivery,
  });
  return cart.CartID;
}

interface Listed {
  ID: string;
  ItemType: string;
  CategoryIDs: number[];
  Properties: { PropertyDefinition: string; Value: string }[];
}

export const cases: ContractCase[] = [
  // ------------------------------------------------------------------ categories
  {
    operation: 'GET /v2/shop/categories',
    as: 'none',
    status: 200,
    check: (body) => {
      const ids = body.Collection.map((c: { CategoryID: number }) => c.CategoryID);
      expect(ids).toEqual(expect.arrayContaining(Object.values(CATEGORY)));
      const rankings = body.Collection.map((c: { Ranking: number }) => c.Ranking);
      expect(rankings).toEqual([...rankings].sort((a, b) => a - b));
      expect(body.Total).toBe(body.Collection.length);
    },
  },
  {
    operation: 'GET /v2/shop/categories',
    title: 'only the categories a warehouse carries products of',
    as: 'anonymous',
    path: (ctx) => {
      // Ieper no longer carries anything of the packages.
      for (const product of ctx.api.db.products.filter((p) => p.CategoryIDs.includes(CATEGORY.pakketten))) {
        product.WarehouseIDs = product.WarehouseIDs.filter((w) => w !== WAREHOUSE.ieper);
      }
      return '/v2/shop/categories';
    },
    query: { WarehouseID: WAREHOUSE.ieper },
    status: 200,
    check: (body) => {
      const ids = body.Collection.map((c: { CategoryID: number }) => c.CategoryID);
      expect(ids).not.toContain(CATEGORY.pakketten);
      expect(ids).toContain(CATEGORY.tenten);
    },
  },
  {
    operation: 'GET /v2/shop/categories',
    title: 'subcategories name their parent',
    as: 'none',
    status: 200,
    check: (body) => {
      const tents = body.Collection.filter((c: { ParentCategoryID: number | null }) => c.ParentCategoryID === CATEGORY.tenten);
      expect(tents.map((c: { Description: string }) => c.Description)).toEqual(['Partytenten', 'Feesttenten', 'Paviljoenen', 'Tentaccessoires']);
    },
  },
  {
    operation: 'GET /v2/shop/categories',
    title: 'a parent whose own products a warehouse lacks is listed when it carries a subcategory’s',
    as: 'anonymous',
    path: (ctx) => {
      // Kortrijk carries no tent but the party tents.
      for (const product of ctx.api.db.products.filter((p) => !p.CategoryIDs.includes(CATEGORY.partytenten))) {
        product.WarehouseIDs = product.WarehouseIDs.filter((w) => w !== WAREHOUSE.kortrijk);
      }
      return '/v2/shop/categories';
    },
    query: { WarehouseID: WAREHOUSE.kortrijk },
    status: 200,
    check: (body) => {
      expect(body.Collection.map((c: { CategoryID: number }) => c.CategoryID).sort()).toEqual([CATEGORY.tenten, CATEGORY.partytenten]);
    },
  },
  { operation: 'GET /v2/shop/categories', title: 'unknown warehouse', as: 'none', query: { WarehouseID: 'WH-GENT' }, status: 404 },
  {
    operation: 'GET /v2/shop/categories/default',
    as: 'none',
    status: 200,
    check: (body) => expect(body.CategoryID).toBe(CATEGORY.tenten),
  },
  {
    operation: 'GET /v2/shop/categories/{id}',
    as: 'none',
    path: `/v2/shop/categories/${CATEGORY.geluid}`,
    status: 200,
    check: (body) => {
      expect(body.Description).toBe('Geluid');
      expect(body.Images[0].ImageUrl).toBe(`/api/demo-assets/categories/${CATEGORY.geluid}.svg`);
    },
  },
  { operation: 'GET /v2/shop/categories/{id}', title: 'unknown category', as: 'none', path: '/v2/shop/categories/4242', status: 404 },
  {
    operation: 'GET /v2/shop/categories/{id}/item-properties',
    as: 'none',
    path: `/v2/shop/categories/${CATEGORY.tenten}/item-properties`,
    status: 200,
    check: (body) => {
      const names = body.map((p: { Name: string }) => p.Name);
      expect(names).toEqual(['Afmeting', 'Capaciteit', 'Zijwanden']);
      const sideWalls = body.find((p: { Name: string }) => p.Name === 'Zijwanden');
      expect(sideWalls.Translations).toEqual({ NL: 'Zijwanden', EN: 'Side walls', DE: 'Seitenwände' });
      expect(sideWalls.Values[0]).toEqual({ Title: 'Ja', Translations: { NL: 'Ja', EN: 'Yes', DE: 'Ja' } });
    },
  },
  {
    operation: 'GET /v2/shop/categories/{id}/item-properties',
    title: 'a subcategory without properties of its own has its parent’s',
    as: 'none',
    path: `/v2/shop/categories/${CATEGORY.partytenten}/item-properties`,
    status: 200,
    check: (body) => expect(body.map((p: { Name: string }) => p.Name)).toEqual(['Afmeting', 'Capaciteit', 'Zijwanden']),
  },
  { operation: 'GET /v2/shop/categories/{id}/item-properties', title: 'unknown category', as: 'none', path: '/v2/shop/categories/4242/item-properties', status: 404 },
  {
    operation: 'GET /v2/shop/categories/{id}/item-properties/groups',
    as: 'none',
    path: `/v2/shop/categories/${CATEGORY.tenten}/item-properties/groups`,
    status: 200,
    check: (body) => {
      expect(body.map((g: { GroupName: string }) => g.GroupName)).toEqual(['Afmetingen', 'Uitrusting']);
      expect(body[0].Properties.map((p: { Name: string }) => p.Name)).toEqual(['Afmeting', 'Capaciteit']);
    },
  },
  // ------------------------------------------------------------------ products
  {
    operation: 'GET /v2/shop/items',
    as: 'none',
    status: 200,
    check: (body, ctx) => {
      expect(body.Index).toBe(0);
      expect(body.Collection).toHaveLength(20);
      // Neither deposits nor the services in no shop category (the transport a deployment can add as its fixed product).
      const listable = ctx.api.db.products.filter((p) => p.ItemType !== 'Borg' && p.CategoryIDs.length > 0);
      expect(body.Total).toBe(listable.length);
      expect(body.Total).toBeGreaterThanOrEqual(60);
      expect(ctx.api.db.products.some((p) => p.ID === PRODUCT.transport)).toBe(true);
    },
  },
  {
    operation: 'GET /v2/shop/items',
    title: 'a later page',
    as: 'none',
    query: { index: '20', size: '5' },
    status: 200,
    check: (body, ctx) => {
      expect(body.Index).toBe(20);
      const listable = ctx.api.db.products.filter((p) => p.ItemType !== 'Borg' && p.CategoryIDs.length > 0);
      expect(body.Collection.map((p: Listed) => p.ID)).toEqual(listable.slice(20, 25).map((p) => p.ID));
    },
  },
  {
    operation: 'GET /v2/shop/items',
    title: 'property filters: OR within a property, AND across properties',
    as: 'none',
    query: { category: String(CATEGORY.tenten), 'properties[Afmeting]': '3 x 3 m,4 x 4 m', 'properties[Zijwanden]': 'Ja,Optioneel' },
    status: 200,
    check: (body) => {
      expect(body.Collection.map((p: Listed) => p.ID).sort()).toEqual(['PARTYTENT-3X3', 'PAVILJOENTENT-4X4']);
    },
  },
  {
    operation: 'GET /v2/shop/items',
    title: 'a category lists its own products and those of its subcategories',
    as: 'none',
    query: { category: String(CATEGORY.tenten), size: '100' },
    status: 200,
    check: (body, ctx) => {
      const tents: number[] = [CATEGORY.tenten, CATEGORY.partytenten, CATEGORY.feesttenten, CATEGORY.paviljoenen, CATEGORY.tentaccessoires];
      const inTents = (p: Pick<Listed, 'CategoryIDs'>) => p.CategoryIDs.some((id) => tents.includes(id));
      expect(body.Collection.map((p: Listed) => p.ID)).toEqual(expect.arrayContaining([PRODUCT.partytent3x3, 'FEESTTENT-5X10', 'PAVILJOENTENT-4X4', 'HARINGENSET']));
      expect(body.Collection.every(inTents)).toBe(true);
      expect(body.Total).toBe(ctx.api.db.products.filter((p) => p.ItemType !== 'Borg' && inTents(p)).length);
    },
  },
  {
    operation: 'GET /v2/shop/items',
    title: 'a subcategory lists only its own products',
    as: 'none',
    query: { category: String(CATEGORY.partytenten) },
    status: 200,
    check: (body) => expect(body.Collection.map((p: Listed) => p.ID)).toEqual([PRODUCT.partytent3x3, 'PARTYTENT-3X6', 'VOUWTENT-3X3']),
  },
  {
    operation: 'GET /v2/shop/items',
    title: 'a parent also lists the products it holds itself',
    as: 'none',
    query: { category: String(CATEGORY.spelEnSport), size: '100' },
    status: 200,
    check: (body) => {
      const ids = body.Collection.map((p: Listed) => p.ID);
      expect(ids).toContain('EHBO-KOFFER');
      expect(ids).toContain(PRODUCT.springkasteel);
    },
  },
  {
    operation: 'GET /v2/shop/items',
    title: 'search is case-insensitive on Description and ID, and never finds deposits',
    as: 'none',
    query: { search: 'GELUID' },
    status: 200,
    check: (body) => {
      const ids = body.Collection.map((p: Listed) => p.ID);
      expect(ids).toEqual(expect.arrayContaining([PRODUCT.geluidsinstallatie, 'GELUIDSINSTALLATIE-GROOT']));
      expect(ids).not.toContain(PRODUCT.borgGeluid);
      expect(body.Collection.every((p: Listed) => p.ItemType !== 'Borg')).toBe(true);
    },
  },
  {
    operation: 'GET /v2/shop/items',
    title: 'the packages of category 9100 in one warehouse',
    as: 'none',
    query: { category: String(CATEGORY.pakketten), warehouseID: WAREHOUSE.ieper },
    status: 200,
    check: (body) => {
      expect(body.Collection.map((p: Listed) => p.ID)).toEqual([PRODUCT.pakketFuif, 'PAKKET-SPORTDAG']);
    },
  },
  { operation: 'GET /v2/shop/items', title: 'page too large', as: 'none', query: { size: '500' }, status: 400 },
  {
    operation: 'GET /v2/shop/items/{id}',
    title: 'by slug',
    as: 'none',
    path: '/v2/shop/items/partytent-3-x-3-m',
    status: 200,
    check: (body) => {
      expect(body.ID).toBe(PRODUCT.partytent3x3);
      expect(body.PeriodPrices.map((p: { Period: string }) => p.Period)).toEqual(['1 dag', 'Weekend', '1 week']);
      expect(body.CustomFields.CUST_AttentionFrontend).toEqual(expect.any(String));
    },
  },
  {
    operation: 'GET /v2/shop/items/{id}',
    title: 'by ID, a deposit too',
    as: 'anonymous',
    path: `/v2/shop/items/${PRODUCT.borgGeluid}`,
    status: 200,
    check: (body) => {
      expect(body.ItemType).toBe('Borg');
      expect(body.SalesPrice).toBe(150);
    },
  },
  {
    operation: 'GET /v2/shop/items/{id}',
    title: 'the bouncy castle requires an upload',
    path: `/v2/shop/items/${PRODUCT.springkasteel}`,
    status: 200,
    check: (body) => expect(body.UploadPolicy).toBe('RequireUpload'),
  },
  {
    operation: 'GET /v2/shop/items/{id}',
    title: 'unknown product',
    as: 'none',
    path: '/v2/shop/items/bestaat-niet',
    status: 404,
    check: (body) => expect(body.Error).toEqual({ Message: 'Artikel niet gevonden', Code: 'NotFound' }),
  },
  {
    operation: 'GET /v2/shop/items/{id}',
    title: 'an expired token is refused on a public call too',
    path: (ctx) => {
      ctx.api.db.tokens.get(ctx.token!)!.Expires = '2000-01-01T00:00:00.000Z';
      return `/v2/shop/items/${PRODUCT.partytent3x3}`;
    },
    status: 401,
    check: (body) => expect(body.Error.Code).toBe('TokenExpired'),
  },
  {
    operation: 'GET /v2/shop/items/{id}/suggested',
    as: 'none',
    path: `/v2/shop/items/${PRODUCT.pakketFuif}/suggested`,
    status: 200,
    check: (body) => {
      const rankings = body.Collection.map((s: { SuggestionRanking: number }) => s.SuggestionRanking);
      expect(rankings).toEqual([...rankings].sort((a, b) => a - b));
      expect(body.Collection[0]).toMatchObject({ ID: 'NOODVERLICHTING-SET', ShopPolicy: 'required', SuggestionAmount: 1 });
      expect(body.Collection.some((s: { ShopPolicy: string }) => s.ShopPolicy === 'optional')).toBe(true);
    },
  },
  { operation: 'GET /v2/shop/items/{id}/suggested', title: 'unknown product', as: 'none', path: '/v2/shop/items/ONBEKEND/suggested', status: 404 },
  {
    operation: 'GET /v2/shop/items/{id}/stock',
    title: 'one entry per warehouse that carries it',
    as: 'none',
    path: `/v2/shop/items/${PRODUCT.geluidsinstallatie}/stock`,
    query: { DateTimeExpectedStart: FRIDAY, DateTimeExpectedEnd: MONDAY },
    status: 200,
    check: (body) => {
      expect(body.Warehouses.map((w: { WarehouseID: string }) => w.WarehouseID)).toEqual([WAREHOUSE.brugge, WAREHOUSE.kortrijk, WAREHOUSE.ieper]);
      expect(body.Warehouses[0]).toMatchObject({ HasStock: true, Stock: 3, MaxPerCart: 2, MaxPerCartLeft: 2, MaxPerCustomerLeft: null });
    },
  },
  {
    operation: 'GET /v2/shop/items/{id}/stock',
    title: 'reservations hold stock; NextStock when short',
    as: 'none',
    path: (ctx) => {
      holdOrder(ctx.api.db, { id: 'RO-NOOD-1', customerId: CUSTOMER.oostkamp, warehouseId: WAREHOUSE.brugge, start: '2027-03-06', end: '2027-03-10', items: [['NOODVERLICHTING-SET', 2]] });
      return '/v2/shop/items/NOODVERLICHTING-SET/stock';
    },
    query: { DateTimeExpectedStart: FRIDAY, DateTimeExpectedEnd: MONDAY, warehouse: WAREHOUSE.brugge, amount: '1' },
    status: 200,
    check: (body) => {
      expect(body.Warehouses).toEqual([
        expect.objectContaining({ WarehouseID: WAREHOUSE.brugge, HasStock: false, Stock: 0, NextStock: '2027-03-11' }),
      ]);
    },
  },
  {
    operation: 'GET /v2/shop/items/{id}/stock',
    title: 'an item kept without stock always has stock',
    as: 'none',
    path: `/v2/shop/items/${PRODUCT.verkeerskegel}/stock`,
    query: { warehouse: WAREHOUSE.kortrijk, amount: '500' },
    status: 200,
    check: (body) => expect(body.Warehouses).toEqual([expect.objectContaining({ HasStock: true, Stock: null, NextStock: null })]),
  },
  {
    operation: 'GET /v2/shop/items/{id}/stock',
    title: 'the per-customer limit counts reservations, not the cart being filled (the shop subtracts that)',
    path: async (ctx) => {
      holdOrder(ctx.api.db, { id: 'RO-MINE', customerId: CUSTOMER.branding, warehouseId: WAREHOUSE.brugge, start: '2027-03-06', end: '2027-03-07', items: [[PRODUCT.bierbankset, 10]] });
      holdOrder(ctx.api.db, { id: 'RO-OTHER', customerId: CUSTOMER.oostkamp, warehouseId: WAREHOUSE.brugge, start: FRIDAY, end: MONDAY, items: [[PRODUCT.bierbankset, 50]] });
      const cartId = await weekendCart(ctx);
      await ctx.json('POST', `/v3/rental/cart/${cartId}/items`, [{ ItemID: PRODUCT.bierbankset, Amount: 5 }]);
      return `/v2/shop/items/${PRODUCT.bierbankset}/stock`;
    },
    query: { DateTimeExpectedStart: FRIDAY, DateTimeExpectedEnd: MONDAY, warehouse: WAREHOUSE.brugge, CustomerID: CUSTOMER.branding },
    status: 200,
    check: (body) => {
      expect(body.Warehouses[0]).toEqual({
        WarehouseID: WAREHOUSE.brugge,
        HasStock: true,
        Stock: 120 - 10 - 50,
        NextStock: null,
        MaxPerCustomer: 30,
        MaxPerCustomerLeft: 30 - 10,
        MaxPerCart: null,
        MaxPerCartLeft: null,
      });
    },
  },
  {
    operation: 'GET /v2/shop/items/{id}/stock',
    title: 'MaxPerCartLeft is the per-cart maximum: the shop subtracts what its cart holds',
    path: async (ctx) => {
      const cartId = await weekendCart(ctx);
      await ctx.json('POST', `/v3/rental/cart/${cartId}/items`, [{ ItemID: PRODUCT.geluidsinstallatie, Amount: 1 }]);
      return `/v2/shop/items/${PRODUCT.geluidsinstallatie}/stock`;
    },
    query: { DateTimeExpectedStart: FRIDAY, DateTimeExpectedEnd: MONDAY, warehouse: WAREHOUSE.brugge },
    status: 200,
    check: (body) => expect(body.Warehouses[0]).toMatchObject({ MaxPerCart: 2, MaxPerCartLeft: 2 }),
  },
  {
    operation: 'GET /v2/shop/items/{id}/stock',
    title: "another customer's limits",
    path: `/v2/shop/items/${PRODUCT.bierbankset}/stock`,
    query: { CustomerID: CUSTOMER.oostkamp },
    status: 403,
  },
  {
    operation: 'GET /v2/shop/items/{id}/stock',
    title: 'end before start',
    as: 'none',
    path: `/v2/shop/items/${PRODUCT.bierbankset}/stock`,
    query: { DateTimeExpectedStart: MONDAY, DateTimeExpectedEnd: FRIDAY },
    status: 400,
  },
  {
    operation: 'GET /v2/shop/items/{id}/stock',
    title: 'unknown warehouse',
    as: 'none',
    path: `/v2/shop/items/${PRODUCT.bierbankset}/stock`,
    query: { warehouse: 'WH-GENT' },
    status: 404,
  },
  {
    operation: 'GET /v2/shop/items/{id}/price',
    title: 'a Friday-to-Monday rental at the weekend price',
    as: 'none',
    path: `/v2/shop/items/${PRODUCT.bierbankset}/price`,
    query: { DateTimeExpectedStart: FRIDAY, DateTimeExpectedEnd: MONDAY, amount: '3', warehouse: WAREHOUSE.brugge },
    status: 200,
    check: (body) => expect(body).toEqual({ Price: 21.06, PriceIncVAT: 25.47 }),
  },
  {
    operation: 'GET /v2/shop/items/{id}/price',
    title: 'ten days: a week and three days',
    as: 'none',
    path: `/v2/shop/items/${PRODUCT.partytent3x3}/price`,
    query: { DateTimeExpectedStart: '2027-03-01', DateTimeExpectedEnd: '2027-03-10' },
    status: 200,
    check: (body) => expect(body).toEqual({ Price: 74.4, PriceIncVAT: 90.02 }),
  },
  {
    operation: 'GET /v2/shop/items/{id}/price',
    title: 'a deposit costs a fixed amount',
    as: 'none',
    path: `/v2/shop/items/${PRODUCT.borgGeluid}/price`,
    query: { DateTimeExpectedStart: FRIDAY, DateTimeExpectedEnd: MONDAY },
    status: 200,
    check: (body) => expect(body).toEqual({ Price: 150, PriceIncVAT: 150 }),
  },
  { operation: 'GET /v2/shop/items/{id}/price', title: 'amount 0', as: 'none', path: `/v2/shop/items/${PRODUCT.bierbankset}/price`, query: { amount: '0' }, status: 400 },
  {
    operation: 'GET /v2/shop/items/{id}/price',
    title: 'unknown parent item',
    as: 'none',
    path: '/v2/shop/items/HARINGENSET/price',
    query: { ParentItemID: 'ONBEKEND' },
    status: 404,
  },
  // ------------------------------------------------------------------ serials
  {
    operation: 'GET /v2/shop/serials/{id}',
    as: 'none',
    path: '/v2/shop/serials/GK-2401',
    status: 200,
    check: (body) => expect(body).toMatchObject({ SerialID: 'GK-2401', ItemID: PRODUCT.geluidsinstallatie, Brand: 'Yamaha', ServiceStatus: '' }),
  },
  { operation: 'GET /v2/shop/serials/{id}', title: 'unknown serial', as: 'none', path: '/v2/shop/serials/XX-0000', status: 404 },
  {
    operation: 'GET /v2/shop/serials/{id}/attachments',
    title: 'the manual behind the link is the announced PDF',
    as: 'none',
    path: '/v2/shop/serials/GK-2401/attachments',
    status: 200,
    check: async (body, ctx) => {
      expect(body.Total).toBeGreaterThan(0);
      const manual = body.Collection[0];
      expect(manual.ContentType).toBe('application/pdf');
      const response = await ctx.call('GET', manual.AttachmentUrl.replace(/^\/api/, ''));
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.length).toBe(manual.FileSize);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    },
  },
  { operation: 'GET /v2/shop/serials/{id}/attachments', title: 'unknown serial', as: 'none', path: '/v2/shop/serials/XX-0000/attachments', status: 404 },
  // ------------------------------------------------------------------ settings and logistics
  {
    operation: 'GET /v2/shop/core/settings',
    as: 'none',
    status: 200,
    check: (body) => {
      expect(body).toMatchObject({ AllowAnonymousShopUser: true, DefaultRoleName: 'Hoofdgebruiker', DefaultDeliveryID: DELIVERY.pickUpAndReturn, DefaultRegisterCountryID: 'be' });
    },
  },
  {
    operation: 'GET /v2/shop/label',
    as: 'none',
    query: { subject: 'Rental.Reservation' },
    status: 200,
    check: (body) => {
      const names = body.Collection.map((l: { Description: string }) => l.Description);
      expect(names).toEqual(expect.arrayContaining(['Evenement', 'Schoolactiviteit', 'Sportactiviteit']));
      expect(body.Collection.every((l: { Subject: string }) => l.Subject === 'Rental.Reservation')).toBe(true);
    },
  },
  {
    operation: 'GET /v2/shop/label',
    title: 'customer labels',
    as: 'none',
    query: { subject: 'Customer.Customer' },
    status: 200,
    check: (body) => expect(body.Collection.every((l: { Subject: string }) => l.Subject === 'Customer.Customer')).toBe(true),
  },
  { operation: 'GET /v2/shop/label', title: 'unknown subject', as: 'none', query: { subject: 'Rental.Invoice' }, status: 400 },
  {
    operation: 'GET /v2/shop/deliverymethods',
    as: 'none',
    status: 200,
    check: (body) => {
      expect(body.Collection.map((d: { DeliveryID: string }) => d.DeliveryID)).toEqual([DELIVERY.pickUpAndReturn, DELIVERY.dropOffInBox, DELIVERY.transport]);
      expect(body.Collection[1]).toMatchObject({ MinimumRentalDays: 3, IsDropOffInBox: true });
    },
  },
  {
    operation: 'GET /v2/closingDays',
    title: 'public holidays and the closures of one warehouse, one year ahead',
    as: 'none',
    query: { warehouse: WAREHOUSE.ieper },
    status: 200,
    check: (body) => {
      const days: { Date: string; WarehouseID: string | null; Description: string }[] = body.Collection;
      const dates = days.map((d) => d.Date);
      // Easter 2027 is on 28 March: Easter Monday, Ascension and Whit Monday follow from it.
      expect(dates).toEqual(expect.arrayContaining(['2026-12-25', '2027-01-01', '2027-03-29', '2027-05-06', '2027-05-17', '2027-07-21', '2027-11-11']));
      expect(days.every((d) => d.WarehouseID === null || d.WarehouseID === WAREHOUSE.ieper)).toBe(true);
      expect(days.some((d) => d.WarehouseID === WAREHOUSE.ieper)).toBe(true);
      expect(dates.every((d) => d >= '2026-11-21' && d <= '2027-11-21')).toBe(true);
      expect(dates).toEqual([...dates].sort());
    },
  },
  {
    operation: 'GET /v2/closingDays',
    title: 'every warehouse in a range',
    as: 'none',
    query: { dateFrom: '2027-01-01', dateTo: '2027-01-31' },
    status: 200,
    check: (body) => {
      expect(body.Collection.map((d: { Date: string; WarehouseID: string | null }) => `${d.Date} ${d.WarehouseID ?? '*'}`)).toEqual([
        '2027-01-01 *',
        `2027-01-11 ${WAREHOUSE.brugge}`,
        `2027-01-12 ${WAREHOUSE.brugge}`,
      ]);
    },
  },
  { operation: 'GET /v2/closingDays', title: 'not a date', as: 'none', query: { dateFrom: '21/11/2026' }, status: 400 },
  { operation: 'GET /v2/closingDays', title: 'unknown warehouse', as: 'none', query: { warehouse: 'WH-GENT' }, status: 404 },
  {
    operation: 'GET /v2/shop/warehouse',
    as: 'none',
    status: 200,
    check: (body) => {
      const byId = Object.fromEntries(body.Collection.map((w: { WarehouseID: string; Alias: string | null }) => [w.WarehouseID, w.Alias]));
      expect(byId).toEqual({ [WAREHOUSE.brugge]: null, [WAREHOUSE.kortrijk]: 'Zuid-West-Vlaanderen', [WAREHOUSE.ieper]: 'Zuid-West-Vlaanderen' });
    },
  },
  {
    operation: 'GET /v2/warehouse/{id}/businessdays/{day}/shipmenthours',
    as: 'none',
    path: `/v2/warehouse/${WAREHOUSE.brugge}/businessdays/${MONDAY}/shipmenthours`,
    status: 200,
    check: (body) => {
      expect(body[0]).toEqual({ BusinessHourID: `${WAREHOUSE.brugge}-S-0900`, BusinessHour: '09:00 - 10:00', BusinessHourRanking: 1, MomentCanBeUsed: true });
      expect(body.length).toBeGreaterThan(3);
    },
  },
  {
    operation: 'GET /v2/warehouse/{id}/businessdays/{day}/shipmenthours',
    title: 'a Sunday: one placeholder entry',
    as: 'none',
    path: `/v2/warehouse/${WAREHOUSE.brugge}/businessdays/2027-03-07/shipmenthours`,
    status: 200,
    check: (body) => expect(body).toEqual([{ BusinessHourID: null, BusinessHour: '', BusinessHourRanking: 0, MomentCanBeUsed: false }]),
  },
  {
    operation: 'GET /v2/warehouse/{id}/businessdays/{day}/shipmenthours',
    title: 'a public holiday: slots exist but cannot be used',
    as: 'none',
    path: `/v2/warehouse/${WAREHOUSE.kortrijk}/businessdays/2027-03-29/shipmenthours`,
    status: 200,
    check: (body) => expect(body.every((h: { MomentCanBeUsed: boolean }) => !h.MomentCanBeUsed)).toBe(true),
  },
  { operation: 'GET /v2/warehouse/{id}/businessdays/{day}/shipmenthours', title: 'not a date', as: 'none', path: `/v2/warehouse/${WAREHOUSE.brugge}/businessdays/maandag/shipmenthours`, status: 400 },
  { operation: 'GET /v2/warehouse/{id}/businessdays/{day}/shipmenthours', title: 'unknown warehouse', as: 'none', path: `/v2/warehouse/WH-GENT/businessdays/${MONDAY}/shipmenthours`, status: 404 },
  {
    operation: 'GET /v2/warehouse/{id}/businessdays/{day}/returnhours',
    as: 'none',
    path: `/v2/warehouse/${WAREHOUSE.brugge}/businessdays/${MONDAY}/returnhours`,
    status: 200,
    check: (body) => {
      expect(body[0]).toEqual({ BusinessHourID: `${WAREHOUSE.brugge}-DROP`, BusinessHour: 'voor 7:30', BusinessHourRanking: 0, MomentCanBeUsed: true });
      expect(body[1].BusinessHour).toBe('08:00 - 09:00');
    },
  },
  {
    operation: 'GET /v2/warehouse/{id}/businessdays/{day}/returnhours',
    title: 'Saturday morning only, without drop-off',
    as: 'none',
    path: `/v2/warehouse/${WAREHOUSE.ieper}/businessdays/2027-03-06/returnhours`,
    status: 200,
    check: (body) => expect(body.map((h: { BusinessHour: string }) => h.BusinessHour)).toEqual(['09:00 - 10:00', '10:00 - 11:00']),
  },
  // ------------------------------------------------------------------ capacity
  {
    operation: 'GET /v2/shop/capacity',
    as: 'none',
    query: { warehouseID: WAREHOUSE.brugge, startDate: FRIDAY, endDate: MONDAY, businessHourStart: `${WAREHOUSE.brugge}-S-0900`, businessHourEnd: `${WAREHOUSE.brugge}-R-0800` },
    status: 200,
    check: (body) => expect(body).toEqual({ HasCapacity: true, Message: null }),
  },
  {
    operation: 'GET /v2/shop/capacity',
    title: 'a full slot',
    as: 'none',
    path: (ctx) => {
      fillSlots(ctx.api.db, WAREHOUSE.brugge, 'shipment', FRIDAY, { only: `${WAREHOUSE.brugge}-S-0900` });
      return '/v2/shop/capacity';
    },
    query: { warehouseID: WAREHOUSE.brugge, startDate: FRIDAY, endDate: MONDAY, businessHourStart: `${WAREHOUSE.brugge}-S-0900` },
    status: 200,
    check: (body) => expect(body).toEqual({ HasCapacity: false, Message: CAPACITY_MESSAGE }),
  },
  {
    operation: 'GET /v2/shop/capacity',
    title: 'a return on a closing day',
    as: 'none',
    query: { warehouseID: WAREHOUSE.brugge, startDate: '2027-01-08', endDate: '2027-01-11' },
    status: 200,
    check: (body) => expect(body).toEqual({ HasCapacity: false, Message: 'De uitleendienst is gesloten op 11/01/2027 (Jaarlijkse inventaris)' }),
  },
  {
    operation: 'GET /v2/shop/capacity',
    title: "the drop-off slot with the cart's drop-off delivery",
    path: async (ctx) => `/v2/shop/capacity?cartID=${await weekendCart(ctx, DELIVERY.dropOffInBox)}&businessHourEnd=${WAREHOUSE.brugge}-DROP`,
    status: 200,
    check: async (body, ctx) => {
      expect(body).toEqual({ HasCapacity: true, Message: null });
      const without = await ctx.json<{ HasCapacity: boolean; Message: string }>(
        'GET',
        `/v2/shop/capacity?warehouseID=${WAREHOUSE.brugge}&startDate=${FRIDAY}&endDate=${MONDAY}&businessHourEnd=${WAREHOUSE.brugge}-DROP`,
      );
      expect(without.HasCapacity).toBe(false);
    },
  },
  {
    operation: 'GET /v2/shop/capacity',
    title: 'a slot that does not exist that day',
    as: 'none',
    query: { warehouseID: WAREHOUSE.ieper, startDate: FRIDAY, endDate: MONDAY, businessHourStart: `${WAREHOUSE.brugge}-S-0900` },
    status: 400,
  },
  { operation: 'GET /v2/shop/capacity', title: 'no warehouse', as: 'none', query: { startDate: FRIDAY, endDate: MONDAY }, status: 400 },
  { operation: 'GET /v2/shop/capacity', title: 'unknown cart', as: 'none', query: { cartID: 'CART-0' }, status: 404 },
  {
    operation: 'GET /v2/shop/capacity/_available-start-days',
    title: 'the reason of every unusable day',
    as: 'none',
    path: (ctx) => {
      fillSlots(ctx.api.db, WAREHOUSE.ieper, 'shipment', '2026-11-23');
      return '/v2/shop/capacity/_available-start-days';
    },
    query: { warehouseID: WAREHOUSE.ieper, dateToCheckFrom: '2026-11-21', dateToCheckTo: '2026-11-28' },
    status: 200,
    check: (body) => {
      expect(body.map((d: { Date: string; Reason: string | null }) => `${d.Date} ${d.Reason ?? 'ok'}`)).toEqual([
        '2026-11-21 BeforeMinimumStart',
        '2026-11-22 NoBusinessHours',
        '2026-11-23 Full',
        '2026-11-24 ok',
        '2026-11-25 NoBusinessHours',
        '2026-11-26 ok',
        '2026-11-27 ok',
        '2026-11-28 ok',
      ]);
    },
  },
  {
    operation: 'GET /v2/shop/capacity/_available-start-days',
    title: 'closing days and the maximum start interval',
    as: 'none',
    query: { warehouseID: WAREHOUSE.kortrijk, dateToCheckFrom: '2027-11-19', dateToCheckTo: '2027-11-23' },
    status: 200,
    check: (body) => {
      expect(body.map((d: { Reason: string | null }) => d.Reason)).toEqual([null, null, 'NoBusinessHours', 'AfterMaximumStart', 'AfterMaximumStart']);
    },
  },
  {
    operation: 'GET /v2/shop/capacity/_available-start-days',
    title: 'more than 400 days',
    as: 'none',
    query: { warehouseID: WAREHOUSE.brugge, dateToCheckFrom: '2026-11-21', dateToCheckTo: '2027-12-31' },
    status: 400,
  },
  {
    operation: 'GET /v2/shop/capacity/_available-start-days',
    title: 'missing dates',
    as: 'none',
    query: { warehouseID: WAREHOUSE.brugge },
    status: 400,
  },
  {
    operation: 'GET /v2/shop/capacity/_available-end-days',
    title: 'the drop-off slot keeps a day usable only for a drop-off cart',
    path: async (ctx) => {
      fillSlots(ctx.api.db, WAREHOUSE.brugge, 'return', MONDAY);
      const cartId = await weekendCart(ctx, DELIVERY.dropOffInBox);
      return `/v2/shop/capacity/_available-end-days?cartID=${cartId}&dateToCheckFrom=${MONDAY}&dateToCheckTo=2027-03-09`;
    },
    status: 200,
    check: async (body, ctx) => {
      expect(body).toEqual([
        { Date: MONDAY, MomentCanBeUsed: true, Reason: null },
        { Date: '2027-03-09', MomentCanBeUsed: true, Reason: null },
      ]);
      const pickUp = await ctx.json<{ Reason: string | null }[]>(
        'GET',
        `/v2/shop/capacity/_available-end-days?warehouseID=${WAREHOUSE.brugge}&dateToCheckFrom=${MONDAY}&dateToCheckTo=${MONDAY}`,
      );
      expect(pickUp[0]!.Reason).toBe('Full');
    },
  },
  {
    operation: 'GET /v2/shop/capacity/_start-business-moments',
    as: 'none',
    query: { warehouseID: WAREHOUSE.kortrijk, dateToCheck: FRIDAY },
    status: 200,
    check: (body) => {
      expect(body.map((h: { BusinessHour: string }) => h.BusinessHour)).toEqual(['09:00 - 10:00', '10:00 - 11:00', '13:30 - 14:30', '14:30 - 15:30', '15:30 - 16:30']);
    },
  },
  {
    operation: 'GET /v2/shop/capacity/_start-business-moments',
    title: "an order being edited does not count its own pick-up",
    path: (ctx) => {
      const slot = `${WAREHOUSE.brugge}-S-0900`;
      fillSlots(ctx.api.db, WAREHOUSE.brugge, 'shipment', FRIDAY, { only: slot });
      ctx.api.db.orders.find((row) => row.order.ReservationOrderID === `RO-FILL-${slot}-${FRIDAY}-1`)!.order.CustomerID = CUSTOMER.branding;
      return '/v2/shop/capacity/_start-business-moments';
    },
    query: { warehouseID: WAREHOUSE.brugge, dateToCheck: FRIDAY, reservationOrderID: `RO-FILL-${WAREHOUSE.brugge}-S-0900-${FRIDAY}-1` },
    status: 200,
    check: async (body, ctx) => {
      expect(body[0]).toMatchObject({ BusinessHourID: `${WAREHOUSE.brugge}-S-0900`, MomentCanBeUsed: true });
      const asNew = await ctx.json<{ MomentCanBeUsed: boolean }[]>('GET', `/v2/shop/capacity/_start-business-moments?warehouseID=${WAREHOUSE.brugge}&dateToCheck=${FRIDAY}`);
      expect(asNew[0]!.MomentCanBeUsed).toBe(false);
    },
  },
  {
    operation: 'GET /v2/shop/capacity/_start-business-moments',
    title: "another customer's order",
    as: admin,
    path: (ctx) => {
      holdOrder(ctx.api.db, { id: 'RO-OOSTKAMP', customerId: CUSTOMER.oostkamp, warehouseId: WAREHOUSE.brugge, start: FRIDAY, end: MONDAY });
      return '/v2/shop/capacity/_start-business-moments';
    },
    query: { dateToCheck: FRIDAY, reservationOrderID: 'RO-OOSTKAMP' },
    status: 403,
  },
  {
    operation: 'GET /v2/shop/capacity/_start-business-moments',
    title: 'an order needs a logged-in user',
    as: 'anonymous',
    query: { warehouseID: WAREHOUSE.brugge, dateToCheck: FRIDAY, reservationOrderID: 'RO-1' },
    status: 401,
  },
  {
    operation: 'GET /v2/shop/capacity/_end-business-moments',
    title: "the cart's warehouse",
    path: async (ctx) => `/v2/shop/capacity/_end-business-moments?cartID=${await weekendCart(ctx)}&dateToCheck=${MONDAY}`,
    status: 200,
    check: (body) => {
      expect(body[0]).toMatchObject({ BusinessHourID: `${WAREHOUSE.brugge}-DROP`, BusinessHour: 'voor 7:30' });
    },
  },
  { operation: 'GET /v2/shop/capacity/_end-business-moments', title: 'not a date', as: 'none', query: { warehouseID: WAREHOUSE.brugge, dateToCheck: '2027-02-30' }, status: 400 },
];
