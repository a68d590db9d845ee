import { describe, expect, it } from 'vitest';
import shipped from '../../public/style-settings.json' with { type: 'json' };
import { DEFAULT_STYLE_SETTINGS, readStyleSettings } from './style-settings.ts';

describe('the style settings document', () => {
  it('ships with every setting, each readable', () => {
    const { settings, ignored } = readStyleSettings(shipped, DEFAULT_STYLE_SETTINGS);
    expect(ignored).toEqual([]);
    expect(Object.keys(shipped).sort()).toEqual(Object.keys(settings).sort());
    expect(DEFAULT_STYLE_SETTINGS).toEqual(settings);
  });

  it('takes what a deployment sets and keeps the default of what it leaves out', () => {
    const { settings, ignored } = readStyleSettings({ warehouseAliases: false, fixedProduct: { itemId: 'TRANSPORT', deliveryId: 'TRANSPORT' } }, DEFAULT_STYLE_SETTINGS);
    expect(ignored).toEqual([]);
    expect(settings).toEqual({ ...DEFAULT_STYLE_SETTINGS, warehouseAliases: false, fixedProduct: { itemId: 'TRANSPORT', deliveryId: 'TRANSPORT' } });
  });

  it('keeps the default of a setting it cannot read, and names it', () => {
    const { settings, ignored } = readStyleSettings(
      { productGridPageItems: 0, paymentMethods: ['BANCONTACT', 'CASH'], countryOptions: ['BE'], fixedProduct: { itemId: '' }, cartMode: 'multiple', provincialDetailsTab: false },
      DEFAULT_STYLE_SETTINGS,
    );
    expect(settings).toEqual({ ...DEFAULT_STYLE_SETTINGS, provincialDetailsTab: false });
    expect(ignored).toEqual(['productGridPageItems', 'fixedProduct', 'countryOptions', 'paymentMethods', 'cartMode']);
  });

  it('leads a forgot-password request only to a path of the shop itself', () => {
    expect(DEFAULT_STYLE_SETTINGS.routeAfterLostPassword).toBeNull();
    expect(readStyleSettings({ routeAfterLostPassword: '/login' }, DEFAULT_STYLE_SETTINGS)).toEqual({ settings: { ...DEFAULT_STYLE_SETTINGS, routeAfterLostPassword: '/login' }, ignored: [] });
    for (const elsewhere of ['https://elders.example/login', '//elders.example', 'login', '/\\elders.example']) {
      expect(readStyleSettings({ routeAfterLostPassword: elsewhere }, DEFAULT_STYLE_SETTINGS).ignored).toEqual(['routeAfterLostPassword']);
    }
  });

  it('reads a document that is no object as one that sets nothing', () => {
    expect(readStyleSettings(['warehouseAliases'], DEFAULT_STYLE_SETTINGS)).toEqual({ settings: DEFAULT_STYLE_SETTINGS, ignored: [] });
    expect(readStyleSettings(null, DEFAULT_STYLE_SETTINGS)).toEqual({ settings: DEFAULT_STYLE_SETTINGS, ignored: [] });
  });
});
