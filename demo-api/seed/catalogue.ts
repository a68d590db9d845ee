import type { DemoDb } from '../db.ts';
import type { Clock } from '../lib/http.ts';
import { startOfDay } from '../lib/dates.ts';
import { categorySeed, itemPropertySeed } from './catalogue/categories.ts';
import { businessHourSeed, closingDaySeed, deliveryMethodSeed, labelSeed, settingsSeed, warehouseSeed } from './catalogue/logistics.ts';
import { productSeed } from './catalogue/products.ts';
import { serialSeed } from './catalogue/serials.ts';

/** Settings, catalogue and logistics: the tables every other area reads. */
export function seedCatalogue(db: DemoDb, clock: Clock): void {
  const today = startOfDay(clock.now());
  db.settings = settingsSeed();
  db.categories = categorySeed();
  db.itemProperties = itemPropertySeed();
  const { products, stock, suggestions } = productSeed();
  db.products = products;
  db.stock = stock;
  db.suggestions = suggestions;
  db.serials = serialSeed(products, stock, today);
  db.warehouses = warehouseSeed();
  db.deliveryMethods = deliveryMethodSeed();
  db.businessHours = businessHourSeed();
  db.closingDays = closingDaySeed(today);
  db.labels = labelSeed();
}
