import { describe, expect, it } from 'vitest';
import { catalogueWarehouse } from './catalogue.ts';

describe('the warehouse the catalogue is filtered by', () => {
  it('is the chosen one only when the shop shows what a warehouse carries', () => {
    expect(catalogueWarehouse('WarehouseOnly', 'WH-BRUGGE')).toBe('WH-BRUGGE');
    expect(catalogueWarehouse('All', 'WH-BRUGGE')).toBeNull();
    expect(catalogueWarehouse(undefined, 'WH-BRUGGE')).toBeNull();
    expect(catalogueWarehouse('WarehouseOnly', null)).toBeNull();
  });
});
