import { DEFAULT_STYLE_SETTINGS } from '../../src/domain/style-settings.ts';
import type { DemoDb } from '../db.ts';
import type { Clock } from '../lib/http.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedIdentity } from './identity.ts';
import { seedAccount } from './account.ts';

/** A fresh database; the same clock gives the same data. */
export function seedDatabase(clock: Clock): DemoDb {
  const db: DemoDb = {
    settings: {} as DemoDb['settings'],
    styleSettings: structuredClone(DEFAULT_STYLE_SETTINGS),
    categories: [],
    itemProperties: new Map(),
    products: [],
    suggestions: [],
    stock: [],
    serials: [],
    warehouses: [],
    deliveryMethods: [],
    businessHours: [],
    closingDays: [],
    labels: [],
    users: [],
    tokens: new Map(),
    customers: [],
    unapprovedCustomers: new Set(),
    customerDetails: [],
    contacts: [],
    registerKeys: [],
    mailbox: [],
    carts: new Map(),
    orders: [],
    invoices: [],
    payments: new Map(),
    conversations: [],
    blobs: new Map(),
    pageViews: [],
    sequences: new Map(),
  };
  // Order matters: orders refer to products, warehouses, customers and contacts.
  seedCatalogue(db, clock);
  seedIdentity(db, clock);
  seedAccount(db, clock);
  return db;
}
