/** The lines of a cart: listing, adding, replacing, changing, removing, and the conflict check. */
import type { Hono } from 'hono';
import type { Cart, CartItem, DemoDb, Product } from '../../db.ts';
import { nextId } from '../../db.ts';
import { aliasGroupOf } from '../../lib/availability.ts';
import {
  dayStart,
  demandsOf,
  isRequiredAddOn,
  isSalesMode,
  itemSummary,
  limitProblem,
  lineProblems,
  notForSaleMessage,
  presentCart,
  productOf,
  type LineDemand,
} from '../../lib/cart-totals.ts';
import { oneDayMessage } from '../../lib/cart-period.ts';
import { DemoError, badRequest, collection, notFound, type DemoEnv } from '../../lib/http.ts';
import { salesPrice } from '../../lib/pricing.ts';
import { dropBlobs, includes, ownCart } from './access.ts';
import {
  addLinesSchema,
  bulkDeleteSchema,
  conflictCheckSchema,
  itemUpdateSchema,
  parseJson,
  replaceLinesSchema,
  type AddLine,
} from './body.ts';

function newLine(db: DemoDb, product: Product, amount: number, start: string, end: string, parent: string | null): CartItem {
  return {
    CartItemID: nextId(db, 'CI-', 7001),
    ItemID: product.Type === 'Item' ? product.ID : null,
    CompositionID: product.Type === 'Composition' ? product.ID : null,
    RelatedRentalItemID: parent,
    Item: itemSummary(product),
    Description: product.Description,
    Amount: amount,
    // Prices, business moments and checks are filled in by presentCart.
    Price: 0,
    PriceIncVAT: 0,
    TotalExcVAT: 0,
    TotalIncVAT: 0,
    DateTimeExpectedStart: start,
    DateTimeExpectedEnd: end,
    DateTimeBusinessStart: start,
    DateTimeBusinessEnd: end,
    InvalidCartItemReason: null,
    InvalidCartItemReasonCode: null,
    IsRemovable: true,
    MaxPerCustomerLeftover: null,
    Attachments: [],
  };
}

/** The product an add line names by exactly one of ItemID (an item) and CompositionID (a composition). */
function productOfLine(db: DemoDb, line: AddLine, index: number): Product {
  const itemId = line.ItemID ?? null;
  const compositionId = line.CompositionID ?? null;
  if ((itemId === null) === (compositionId === null)) throw badRequest(`Regel ${index}: geef precies één van ItemID en CompositionID op`);
  const field = itemId !== null ? 'ItemID' : 'CompositionID';
  const id = itemId ?? compositionId ?? '';
  const product = productOf(db, id);
  if (!product) throw badRequest(`Veld ${index}.${field}: onbekend artikel ${id}`);
  if (product.ItemType === 'Borg') throw badRequest(`Veld ${index}.${field}: ${product.Description} is een waarborg en kan niet in de winkelwagen`);
  if ((product.Type === 'Composition') !== (field === 'CompositionID')) {
    const hint = product.Type === 'Composition' ? 'een samenstelling: gebruik CompositionID' : 'geen samenstelling: gebruik ItemID';
    throw badRequest(`Veld ${index}.${field}: ${product.Description} is ${hint}`);
  }
  return product;
}

export interface AddedLines {
  items: CartItem[];
  /** UnsavedID → the CartItemID the line got (or was merged into). */
  saved: Map<string, string>;
}

/**
 * The cart's lines with `lines` added: same product, period and parent add up; add-ons name
 * their parent by CartItemID or by the UnsavedID of an earlier line of the request. Checks
 * MaxPerCart and MaxPerCustomer for the products added (400). The cart is not changed.
 */
export function withAddedLines(db: DemoDb, cart: Cart, current: readonly CartItem[], lines: readonly AddLine[]): AddedLines {
  const items = current.map((line) => ({ ...line }));
  const saved = new Map<string, string>();
  const touched = new Set<string>();
  const group = aliasGroupOf(db, cart.WarehouseID.Key);
  lines.forEach((line, index) => {
    const product = productOfLine(db, line, index);
    if (line.WarehouseID !== undefined && !group.includes(line.WarehouseID)) {
      throw badRequest(`Veld ${index}.WarehouseID: ${line.WarehouseID} is niet de locatie van de winkelwagen`);
    }
    const start = line.DateTimeExpectedStart === undefined ? cart.DateTimeExpectedStart : dayStart(line.DateTimeExpectedStart);
    const end = line.DateTimeExpectedEnd === undefined ? cart.DateTimeExpectedEnd : dayStart(line.DateTimeExpectedEnd);
    if (end < start) throw badRequest(`Regel ${index}: de einddatum mag niet voor de startdatum liggen`);
    if (isSalesMode(db)) {
      if (salesPrice(product) === null) throw badRequest(`Regel ${index}: ${notForSaleMessage(product)}`);
      if (start !== end) throw badRequest(`Regel ${index}: ${oneDayMessage(start, end)}`);
    }
    const related = line.RelatedRentalItemID ?? null;
    const parent = related === null ? null : (saved.get(related) ?? items.find((i) => i.CartItemID === related)?.CartItemID);
    if (parent === undefined) throw badRequest(`Veld ${index}.RelatedRentalItemID: onbekende regel ${related}`);
    const same = items.find(
      (i) => i.Item.ID === product.ID && i.DateTimeExpectedStart === start && i.DateTimeExpectedEnd === end && i.RelatedRentalItemID === parent,
    );
    let cartItemId: string;
    if (same) {
      same.Amount += line.Amount;
      cartItemId = same.CartItemID;
    } else {
      const added = newLine(db, product, line.Amount, start, end, parent);
      items.push(added);
      cartItemId = added.CartItemID;
    }
    if (line.UnsavedID) saved.set(line.UnsavedID, cartItemId);
    touched.add(product.ID);
  });
  const problem = limitProblem(db, cart.CustomerID, demandsOf(db, items), touched);
  if (problem) throw badRequest(problem);
  return { items, saved };
}

function lineOf(cart: Cart, itemId: string): CartItem {
  const line = cart.Items.find((i) => i.CartItemID === itemId);
  if (!line) throw notFound('Winkelwagenregel');
  return line;
}

/** The lines that go when `ids` go: those and, transitively, the add-ons that belong to them. */
function removalOf(items: readonly CartItem[], ids: ReadonlySet<string>): Set<string> {
  const removed = new Set(ids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const line of items) {
      if (line.RelatedRentalItemID !== null && removed.has(line.RelatedRentalItemID) && !removed.has(line.CartItemID)) {
        removed.add(line.CartItemID);
        grew = true;
      }
    }
  }
  return removed;
}

/** Removes lines with their add-ons and files; a required add-on only goes with its parent (409). */
function removeLines(db: DemoDb, cart: Cart, ids: ReadonlySet<string>): void {
  const removed = removalOf(cart.Items, ids);
  for (const line of cart.Items) {
    if (!ids.has(line.CartItemID) || !isRequiredAddOn(db, cart.Items, line)) continue;
    if (removed.has(line.RelatedRentalItemID ?? '')) continue;
    const parent = cart.Items.find((i) => i.CartItemID === line.RelatedRentalItemID);
    throw new DemoError(409, `${line.Description} hoort verplicht bij ${parent?.Description} en kan niet apart verwijderd worden`, 'Conflict');
  }
  const gone = cart.Items.filter((line) => removed.has(line.CartItemID));
  dropBlobs(db, gone.flatMap((line) => line.Attachments.map((a) => a.CartAttachmentID)));
  cart.Items = cart.Items.filter((line) => !removed.has(line.CartItemID));
}

export function registerCartItemRoutes(app: Hono<DemoEnv>): void {
  app.get('/v3/rental/cart/:id/items', (c) => {
    const cart = presentCart(c.get('db'), ownCart(c, c.req.param('id')));
    const withItem = includes(c, 'item');
    return c.json(collection(cart.Items.map((line) => (withItem ? line : { ...line, Item: null }))));
  });

  app.post('/v3/rental/cart/:id/items', async (c) => {
    const db = c.get('db');
    const row = ownCart(c, c.req.param('id'));
    const lines = await parseJson(c, addLinesSchema);
    row.cart.Items = withAddedLines(db, row.cart, row.cart.Items, lines).items;
    return c.json(presentCart(db, row));
  });

  app.put('/v3/rental/cart/:id/items', async (c) => {
    const db = c.get('db');
    const row = ownCart(c, c.req.param('id'));
    const lines = await parseJson(c, replaceLinesSchema);
    const { items } = withAddedLines(db, row.cart, [], lines);
    dropBlobs(db, row.cart.Items.flatMap((line) => line.Attachments.map((a) => a.CartAttachmentID)));
    row.cart.Items = items;
    return c.json(presentCart(db, row));
  });

  // Before '/items/:itemId', which would take "bulk-delete" for a line ID.
  app.delete('/v3/rental/cart/:id/items/bulk-delete', async (c) => {
    const db = c.get('db');
    const row = ownCart(c, c.req.param('id'));
    const { CartItemIDs } = await parseJson(c, bulkDeleteSchema);
    for (const id of CartItemIDs) lineOf(row.cart, id);
    removeLines(db, row.cart, new Set(CartItemIDs));
    return c.json(presentCart(db, row));
  });

  app.post('/v3/rental/cart/:id/items/_conflict-check', async (c) => {
    const db = c.get('db');
    const { cart } = ownCart(c, c.req.param('id'));
    const lines = await parseJson(c, conflictCheckSchema);
    const queried = c.req.query('warehouse');
    const checked = lines.map((line, index) => {
      const cartLine = line.CartItemID ? lineOf(cart, line.CartItemID) : undefined;
      const productId = line.ItemID ?? line.CompositionID ?? cartLine?.Item.ID;
      if (!productId) throw badRequest(`Regel ${index}: geef CartItemID, ItemID of CompositionID op`);
      const product = productOf(db, productId);
      if (!product) throw badRequest(`Regel ${index}: onbekend artikel ${productId}`);
      const warehouseId = queried ?? line.WarehouseID ?? cart.WarehouseID.Key;
      if (!db.warehouses.some((w) => w.WarehouseID === warehouseId)) throw badRequest(`Onbekende locatie ${warehouseId}`);
      const start = line.DateTimeExpectedStart ? dayStart(line.DateTimeExpectedStart) : (cartLine?.DateTimeExpectedStart ?? cart.DateTimeExpectedStart);
      const end = line.DateTimeExpectedEnd ? dayStart(line.DateTimeExpectedEnd) : (cartLine?.DateTimeExpectedEnd ?? cart.DateTimeExpectedEnd);
      const demand: LineDemand = { product, amount: line.Amount ?? cartLine?.Amount ?? 1, start, end };
      return { line, cartLine, warehouseId, demand };
    });
    // Lines compete for stock only within the same warehouse.
    const problems = checked.map(({ warehouseId, demand }) => {
      const sameWarehouse = checked.filter((other) => other.warehouseId === warehouseId).map((other) => other.demand);
      return lineProblems(db, warehouseId, sameWarehouse)[sameWarehouse.indexOf(demand)] ?? null;
    });
    const invalid = checked.flatMap(({ line, cartLine, warehouseId, demand }, index) => {
      const problem = problems[index];
      if (!problem) return [];
      return [
        {
          CartItemID: cartLine?.CartItemID ?? null,
          ItemID: demand.product.Type === 'Item' ? demand.product.ID : (line.ItemID ?? null),
          CompositionID: demand.product.Type === 'Composition' ? demand.product.ID : (line.CompositionID ?? null),
          Description: demand.product.Description,
          Amount: demand.amount,
          WarehouseID: warehouseId,
          Reason: problem.Reason,
          InvalidCartItemReason: problem.Message,
          Available: problem.Available,
          NextAvailableDate: problem.NextAvailableDate,
        },
      ];
    });
    return c.json(collection(invalid));
  });

  app.patch('/v3/rental/cart/:id/items/:itemId', async (c) => {
    const db = c.get('db');
    const row = ownCart(c, c.req.param('id'));
    const line = lineOf(row.cart, c.req.param('itemId'));
    const { Amount } = await parseJson(c, itemUpdateSchema);
    const items = row.cart.Items.map((i) => (i === line ? { ...i, Amount } : i));
    const problem = limitProblem(db, row.cart.CustomerID, demandsOf(db, items), new Set([line.Item.ID]));
    if (problem) throw badRequest(problem);
    line.Amount = Amount;
    return c.json(presentCart(db, row));
  });

  app.delete('/v3/rental/cart/:id/items/:itemId', (c) => {
    const db = c.get('db');
    const row = ownCart(c, c.req.param('id'));
    const line = lineOf(row.cart, c.req.param('itemId'));
    removeLines(db, row.cart, new Set([line.CartItemID]));
    return c.json(presentCart(db, row));
  });

  app.delete('/v3/rental/cart/:id/items/:itemId/attachment/:attId', (c) => {
    const db = c.get('db');
    const row = ownCart(c, c.req.param('id'));
    const line = lineOf(row.cart, c.req.param('itemId'));
    const attachmentId = c.req.param('attId');
    if (!line.Attachments.some((a) => a.CartAttachmentID === attachmentId)) throw notFound('Bijlage');
    line.Attachments = line.Attachments.filter((a) => a.CartAttachmentID !== attachmentId);
    dropBlobs(db, [attachmentId]);
    return c.json(presentCart(db, row));
  });
}
