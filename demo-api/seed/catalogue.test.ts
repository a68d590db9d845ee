import { describe, expect, it } from 'vitest';
import { seedDatabase } from './index.ts';
import { CATEGORY, PRODUCT, WAREHOUSE } from './anchors.ts';
import { seedCatalogue } from './catalogue.ts';
import { MANUALS } from './catalogue/manuals.ts';
import { lineageOf } from '../lib/categories.ts';
import { fixedClock } from '../../tests/support/clock.ts';

const db = seedDatabase(fixedClock);
const product = (id: string) => db.products.find((p) => p.ID === id)!;

describe('the catalogue seed', () => {
  it('is fast enough to run for every contract case', () => {
    seedCatalogue({ ...db }, fixedClock);
    const start = performance.now();
    for (let i = 0; i < 20; i++) seedCatalogue({ ...db }, fixedClock);
    expect((performance.now() - start) / 20).toBeLessThan(5);
  });

  it('has the anchor products with the properties other areas rely on', () => {
    for (const id of Object.values(PRODUCT)) expect(product(id), id).toBeDefined();
    expect(product(PRODUCT.geluidsinstallatie).StockType).toBe('Serial');
    expect(product(PRODUCT.verkeerskegel).StockType).toBe('BulkWithoutStock');
    expect(product(PRODUCT.borgGeluid).ItemType).toBe('Borg');
    expect(product(PRODUCT.springkasteel).UploadPolicy).toBe('RequireUpload');
    const fuif = product(PRODUCT.pakketFuif);
    expect(fuif.CategoryIDs).toContain(CATEGORY.pakketten);
    expect(fuif.Type).toBe('Composition');
    const required = db.suggestions.filter((s) => s.ItemID === PRODUCT.pakketFuif && s.ShopPolicy === 'required');
    expect(required.length).toBeGreaterThan(0);
    const scarce = required.some((s) =>
      Object.values(WAREHOUSE).every((w) => (db.stock.find((row) => row.ItemID === s.SuggestedItemID && row.WarehouseID === w)?.Quantity ?? 0) <= 2),
    );
    expect(scarce, 'a required add-on of the party package is scarce').toBe(true);
  });

  it('has a second level under some categories, each child under a top-level one, and packages kept at the top', () => {
    const children = db.categories.filter((c) => c.ParentCategoryID !== null);
    expect(children.length).toBeGreaterThanOrEqual(10);
    for (const child of children) expect(db.categories.find((c) => c.CategoryID === child.ParentCategoryID)?.ParentCategoryID, child.Description).toBeNull();
    expect(children.filter((c) => c.ParentCategoryID === CATEGORY.tenten).map((c) => c.Description)).toEqual(['Partytenten', 'Feesttenten', 'Paviljoenen', 'Tentaccessoires']);
    expect(children.some((c) => c.ParentCategoryID === CATEGORY.pakketten)).toBe(false);
    // A top-level category without children, and a parent that holds a product of its own besides its children's.
    expect(db.categories.some((c) => c.ParentCategoryID === null && !children.some((child) => child.ParentCategoryID === c.CategoryID))).toBe(true);
    expect(db.products.some((p) => p.CategoryIDs.includes(CATEGORY.spelEnSport))).toBe(true);
    expect(product(PRODUCT.partytent3x3).CategoryIDs).toEqual([CATEGORY.partytenten]);
  });

  it('has a rich, consistent catalogue', () => {
    const listed = db.products.filter((p) => p.ItemType !== 'Borg');
    expect(listed.length).toBeGreaterThanOrEqual(60);
    expect(new Set(db.products.map((p) => p.ID)).size).toBe(db.products.length);
    expect(new Set(db.products.map((p) => p.Slug)).size).toBe(db.products.length);
    expect(new Set(db.products.map((p) => p.StockType))).toEqual(new Set(['BulkStock', 'BulkWithoutStock', 'Serial']));
    expect(db.products.some((p) => p.ItemType === 'Sales' && p.SalesPrice !== null)).toBe(true);
    expect(db.products.some((p) => p.UploadPolicy === 'AllowUpload')).toBe(true);
    expect(db.products.some((p) => p.MaxPerCustomer !== null) && db.products.some((p) => p.MaxPerCart !== null)).toBe(true);
    expect(db.products.some((p) => typeof p.CustomFields.CUST_AttentionFrontend === 'string')).toBe(true);
    expect(db.products.some((p) => p.WarehouseIDs.length < 3)).toBe(true);
    for (const p of db.products) {
      expect(p.Images.length, p.ID).toBeGreaterThanOrEqual(1);
      expect(p.Images.length, p.ID).toBeLessThanOrEqual(3);
      for (const price of p.PeriodPrices) expect(price.PriceGross, p.ID).toBeGreaterThanOrEqual(price.PriceNettIncVAT);
      for (const category of p.CategoryIDs) expect(db.categories.some((c) => c.CategoryID === category), p.ID).toBe(true);
    }
  });

  it('sells a part of the catalogue in sales mode: each for sale with its required add-ons, never a package', () => {
    const listed = db.products.filter((p) => p.ItemType !== 'Borg' && p.CategoryIDs.length > 0);
    const forSale = listed.filter((p) => p.SalesPrice !== null);
    expect(forSale.length / listed.length).toBeGreaterThan(0.25);
    expect(forSale.length / listed.length).toBeLessThan(0.6);
    for (const p of forSale) {
      expect(p.Type, p.ID).toBe('Item');
      expect(p.SalesPriceIncVAT, p.ID).toBeCloseTo(p.SalesPrice! * (1 + p.VATPercentage / 100), 2);
      const required = db.suggestions.filter((s) => s.ItemID === p.ID && s.ShopPolicy === 'required');
      for (const s of required) expect(product(s.SuggestedItemID).SalesPrice, `${p.ID} needs ${s.SuggestedItemID}`).not.toBeNull();
    }
    expect(product(PRODUCT.partytent3x3).SalesPrice).not.toBeNull();
    expect(product(PRODUCT.geluidsinstallatie).SalesPrice).toBeNull();
  });

  it('gives products only property values their categories, or the categories above them, define, with the same translations', () => {
    for (const p of db.products) {
      const definitions = p.CategoryIDs.flatMap((c) => lineageOf(db.categories, c)).flatMap((c) => db.itemProperties.get(c) ?? []);
      for (const property of p.Properties) {
        const value = definitions.find((d) => d.Name === property.PropertyDefinition)?.Values.find((v) => v.Title === property.Value);
        expect(value, `${p.ID} ${property.PropertyDefinition}=${property.Value}`).toBeDefined();
        expect(property.Translations).toEqual(value!.Translations);
      }
    }
  });

  it('suggests existing, listed products only', () => {
    for (const s of db.suggestions) {
      expect(product(s.ItemID), s.ItemID).toBeDefined();
      expect(product(s.SuggestedItemID)?.ItemType, s.SuggestedItemID).not.toBe('Borg');
    }
  });

  it('has one rental serial per owned unit of a serial product, and customer items', () => {
    for (const p of db.products.filter((x) => x.StockType === 'Serial')) {
      const owned = db.stock.filter((s) => s.ItemID === p.ID).reduce((sum, s) => sum + s.Quantity, 0);
      expect(db.serials.filter((s) => s.ItemID === p.ID && s.CustomerID === null)).toHaveLength(owned);
    }
    const customerItems = db.serials.filter((s) => s.CustomerID === 'CUST-1001');
    expect(customerItems.some((s) => s.ServiceStatus === '')).toBe(true);
    expect(customerItems.some((s) => s.ServiceStatus === 'Onderhoud nodig')).toBe(true);
    for (const serial of db.serials) expect(product(serial.ItemID), serial.SerialID).toBeDefined();
  });

  it('points attachments at manuals the asset route serves', () => {
    const attachments = [...db.products.flatMap((p) => p.ItemAttachments), ...db.serials.flatMap((s) => s.Attachments)];
    expect(attachments.length).toBeGreaterThan(0);
    for (const a of attachments) {
      const file = a.AttachmentUrl.replace('/api/demo-assets/manuals/', '');
      expect(MANUALS[file], a.AttachmentUrl).toMatchObject({ size: a.FileSize, pages: a.NumberOfPages });
    }
  });

  it('gives every warehouse weekday slots, a drop-off slot, Saturday mornings and no Sundays', () => {
    for (const w of db.warehouses) {
      const rows = db.businessHours.filter((h) => h.WarehouseID === w.WarehouseID);
      expect(rows.some((h) => h.Weekday === 0)).toBe(false);
      expect(rows.filter((h) => h.Weekday === 6).every((h) => h.BusinessHour < '12')).toBe(true);
      expect(rows.some((h) => h.IsDropOff && h.Kind === 'return' && h.BusinessHourID === `${w.WarehouseID}-DROP`)).toBe(true);
      expect(rows.filter((h) => !h.IsDropOff).every((h) => h.Capacity >= 2 && h.Capacity <= 4)).toBe(true);
    }
  });
});
