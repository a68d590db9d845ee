import type { Hono } from 'hono';
import type { DemoDb, ItemPropertyDefinition, Product } from '../../db.ts';
import { reservedByCustomer, stockFor } from '../../lib/availability.ts';
import { lineageOf, subtreeOf } from '../../lib/categories.ts';
import { badRequest, collection, intQuery, notFound, page, type DemoContext, type DemoEnv } from '../../lib/http.ts';
import { isSalesMode, notForSaleMessage } from '../../lib/cart-totals.ts';
import { modePrice, round2, salesPrice } from '../../lib/pricing.ts';
import { amountQuery, categoryOf, customerQuery, isListed, periodQuery, productOf, warehouseOf, type Period } from './query.ts';

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 20;

/** `properties[Name]=v1,v2` parameters: property name → accepted values. */
export function propertyFilters(url: string): Map<string, Set<string>> {
  const filters = new Map<string, Set<string>>();
  for (const [key, raw] of new URL(url).searchParams) {
    const name = /^properties\[(.+)\]$/.exec(key)?.[1];
    if (!name) continue;
    const values = raw.split(',').map((v) => v.trim()).filter(Boolean);
    if (values.length === 0) continue;
    const accepted = filters.get(name) ?? new Set<string>();
    for (const v of values) accepted.add(v);
    filters.set(name, accepted);
  }
  return filters;
}

/** OR within a property, AND across properties. */
export function matchesProperties(product: Pick<Product, 'Properties'>, filters: Map<string, Set<string>>): boolean {
  for (const [name, accepted] of filters) {
    if (!product.Properties.some((p) => p.PropertyDefinition === name && accepted.has(p.Value))) return false;
  }
  return true;
}

/**
 * A category's filterable properties: its own, or else those of the nearest category above it
 * that has some (a subcategory filters on its parent's properties, as its products carry them).
 */
function definitionsOf(db: DemoDb, categoryId: number): ItemPropertyDefinition[] {
  const owner = lineageOf(db.categories, categoryId).find((id) => (db.itemProperties.get(id) ?? []).length > 0);
  return owner === undefined ? [] : [...db.itemProperties.get(owner)!];
}

/** A product lies in a category when it is in it or in a category under it. */
function inSubtree(product: Pick<Product, 'CategoryIDs'>, subtree: Set<number>): boolean {
  return product.CategoryIDs.some((id) => subtree.has(id));
}

function groupsOf(definitions: ItemPropertyDefinition[]) {
  const groups: { GroupName: string; Ranking: number; Properties: ItemPropertyDefinition[] }[] = [];
  for (const definition of [...definitions].sort((a, b) => a.Ranking - b.Ranking)) {
    let group = groups.find((g) => g.GroupName === definition.GroupName);
    if (!group) {
      group = { GroupName: definition.GroupName, Ranking: groups.length + 1, Properties: [] };
      groups.push(group);
    }
    group.Properties.push(definition);
  }
  return groups;
}

interface Limits {
  MaxPerCustomer: number | null;
  MaxPerCustomerLeft: number | null;
  MaxPerCart: number | null;
  MaxPerCartLeft: number | null;
}

/**
 * What a customer may still take, apart from the cart being filled: the per-customer maximum
 * less what the customer holds in overlapping reservations, and the per-cart maximum. The shop
 * subtracts what its cart already holds (spec 001 §5), so the cart is not counted here too.
 */
function limitsFor(db: DemoDb, product: Product, period: Period, customerId: string | null): Limits {
  const reserved = customerId ? reservedByCustomer(db, customerId, { itemId: product.ID, ...period }) : 0;
  return {
    MaxPerCustomer: product.MaxPerCustomer,
    MaxPerCustomerLeft: product.MaxPerCustomer === null ? null : Math.max(0, product.MaxPerCustomer - reserved),
    MaxPerCart: product.MaxPerCart,
    MaxPerCartLeft: product.MaxPerCart,
  };
}

/** The options stock and price share: period, warehouse, amount, parent item, customer. */
function itemQuestion(c: DemoContext) {
  const db = c.get('db');
  const product = productOf(db, c.req.param('id') ?? '');
  const period = periodQuery(c, db);
  const amount = amountQuery(c, 'amount');
  const warehouseId = c.req.query('warehouse');
  if (warehouseId) warehouseOf(db, warehouseId);
  const parentId = c.req.query('ParentItemID');
  if (parentId) productOf(db, parentId);
  const customerId = customerQuery(c);
  return { db, product, period, amount, warehouseId, customerId };
}

function serialOf(db: DemoDb, id: string) {
  const serial = db.serials.find((s) => s.SerialID === id);
  if (!serial) throw notFound('Serienummer');
  return serial;
}

export function registerProductRoutes(app: Hono<DemoEnv>): void {
  app.get('/v2/shop/categories', (c) => {
    const db = c.get('db');
    const warehouseId = c.req.query('WarehouseID');
    if (warehouseId) warehouseOf(db, warehouseId);
    const carried = warehouseId ? db.products.filter((p) => isListed(p) && p.WarehouseIDs.includes(warehouseId)) : [];
    const categories = db.categories
      .filter((category) => {
        if (!warehouseId) return true;
        const subtree = subtreeOf(db.categories, category.CategoryID);
        return carried.some((p) => inSubtree(p, subtree));
      })
      .sort((a, b) => a.Ranking - b.Ranking);
    return c.json(collection(categories));
  });

  // Registered before /{id}: "default" is not a category ID.
  app.get('/v2/shop/categories/default', (c) => {
    const topLevel = c.get('db').categories.filter((category) => category.ParentCategoryID === null);
    const first = [...topLevel].sort((a, b) => a.Ranking - b.Ranking)[0];
    if (!first) throw notFound('Categorie');
    return c.json(first);
  });

  app.get('/v2/shop/categories/:id', (c) => c.json(categoryOf(c.get('db'), c.req.param('id'))));

  app.get('/v2/shop/categories/:id/item-properties', (c) => {
    const db = c.get('db');
    const category = categoryOf(db, c.req.param('id'));
    return c.json(definitionsOf(db, category.CategoryID).sort((a, b) => a.Ranking - b.Ranking));
  });

  app.get('/v2/shop/categories/:id/item-properties/groups', (c) => {
    const db = c.get('db');
    const category = categoryOf(db, c.req.param('id'));
    return c.json(groupsOf(definitionsOf(db, category.CategoryID)));
  });

  app.get('/v2/shop/items', (c) => {
    const db = c.get('db');
    const size = intQuery(c, 'size', DEFAULT_PAGE_SIZE);
    if (size > MAX_PAGE_SIZE) throw badRequest(`Parameter size mag hoogstens ${MAX_PAGE_SIZE} zijn`);
    const index = intQuery(c, 'index', 0);
    const rawCategory = c.req.query('category');
    const category = rawCategory ? Number(rawCategory) : null;
    if (category !== null && !Number.isInteger(category)) throw badRequest('Parameter category moet een categorienummer zijn');
    const warehouseId = c.req.query('warehouseID');
    if (warehouseId) warehouseOf(db, warehouseId);
    const search = c.req.query('search')?.trim().toLowerCase();
    const filters = propertyFilters(c.req.url);
    // A category lists its subcategories' products too (docs/decisions/018-category-tree.md).
    const subtree = category === null ? null : subtreeOf(db.categories, category);
    const products = db.products.filter(
      (p) =>
        isListed(p) &&
        (subtree === null || inSubtree(p, subtree)) &&
        (!warehouseId || p.WarehouseIDs.includes(warehouseId)) &&
        (!search || p.Description.toLowerCase().includes(search) || p.ID.toLowerCase().includes(search)) &&
        matchesProperties(p, filters),
    );
    return c.json(page(products, index, size));
  });

  app.get('/v2/shop/items/:id', (c) => c.json(productOf(c.get('db'), c.req.param('id'))));

  app.get('/v2/shop/items/:id/suggested', (c) => {
    const db = c.get('db');
    const product = productOf(db, c.req.param('id'));
    const suggestions = db.suggestions
      .filter((s) => s.ItemID === product.ID)
      .sort((a, b) => a.SuggestionRanking - b.SuggestionRanking)
      .flatMap((s) => {
        const suggested = db.products.find((p) => p.ID === s.SuggestedItemID && isListed(p));
        return suggested
          ? [{ ...suggested, SuggestionAmount: s.SuggestionAmount, SuggestionRanking: s.SuggestionRanking, ShopPolicy: s.ShopPolicy }]
          : [];
      });
    return c.json(collection(suggestions));
  });

  app.get('/v2/shop/items/:id/stock', (c) => {
    const { db, product, period, amount, warehouseId, customerId } = itemQuestion(c);
    const limits = limitsFor(db, product, period, customerId);
    const warehouses = (warehouseId ? [warehouseId] : product.WarehouseIDs).map((id) => {
      if (!product.WarehouseIDs.includes(id)) return { WarehouseID: id, HasStock: false, Stock: 0, NextStock: null, ...limits };
      const stock = stockFor(db, { itemId: product.ID, warehouseId: id, ...period }, amount);
      return {
        WarehouseID: id,
        HasStock: stock.available === null || stock.available >= amount,
        Stock: stock.available,
        NextStock: stock.nextAvailableDate,
        ...limits,
      };
    });
    return c.json({ MaxReservationDays: product.MaxReservationDays, Warehouses: warehouses });
  });

  app.get('/v2/shop/items/:id/price', (c) => {
    const { db, product, period, amount } = itemQuestion(c);
    const salesMode = isSalesMode(db);
    if (salesMode && salesPrice(product) === null) throw badRequest(notForSaleMessage(product));
    const unit = modePrice(product, period.start, period.end, salesMode);
    return c.json({ Price: round2(unit.price * amount), PriceIncVAT: round2(unit.priceIncVAT * amount) });
  });

  app.get('/v2/shop/serials/:id', (c) => {
    const { SerialID, ItemID, Brand, ServiceStatus, LastServiceDate } = serialOf(c.get('db'), c.req.param('id'));
    return c.json({ SerialID, ItemID, Brand, ServiceStatus, LastServiceDate });
  });

  app.get('/v2/shop/serials/:id/attachments', (c) => c.json(collection(serialOf(c.get('db'), c.req.param('id')).Attachments)));
}
