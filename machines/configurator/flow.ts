import { sampleTent as tent, sampleTentAddOns as tentAddOns } from '../product/flow.ts';
import { apiError, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { configuratorMachine } from './machine.ts';

const brugge = 'WH-BRUGGE';
const weekend = { warehouseId: brugge, deliveryId: 'PICKUP', period: { from: '2026-12-11', to: '2026-12-13' } };
const stockEntry = (patch: object = {}) => ({
  WarehouseID: brugge,
  HasStock: true,
  Stock: 5,
  NextStock: null,
  MaxPerCustomer: null,
  MaxPerCustomerLeft: null,
  MaxPerCart: null,
  MaxPerCartLeft: null,
  ...patch,
});
const stockAnswer = (patch: object = {}) => ({
  maxReservationDays: null,
  warehouses: [stockEntry()],
  price: { Price: 30, PriceIncVAT: 36.3 },
  addOns: { HARINGENSET: stockEntry(), 'ZIJWAND-3M': stockEntry() },
  ...patch,
});

/** What the configurator starts from on a product page before anything is chosen. */
const shop = { suggestions: tentAddOns, selection: null, cartId: null, inCart: {}, cartCategoryField: true, fixedProduct: null, filterCategoryId: 1000 };

export const configuratorFlow: RegisteredMachine = {
  id: 'configurator',
  title: 'Productconfigurator',
  description: 'Niet te koop (de winkel verkoopt en het product heeft geen verkoopprijs), niet aangemeld, dan locatie en periode (of één dag bij verkoop), dan de voorraadstatus met aantallen en toevoegen aan de winkelwagen (eerst de capaciteit van het magazijn; is er nog geen winkelwagen, dan wordt er eerst een aangemaakt).',
  machine: configuratorMachine,
  input: { ...shop, product: tent, salesMode: false, canShop: false },
  // The shop sells: the tent has a sales price, the sound system none.
  alternativeInputs: [
    { ...shop, product: tent, salesMode: true, canShop: true },
    { ...shop, product: { ...tent, ID: 'GELUIDSINSTALLATIE-KLEIN', SalesPrice: null, SalesPriceIncVAT: null }, salesMode: true, suggestions: [], canShop: true },
  ],
  events: () => [
    { type: 'SHOPPER_CHANGED', canShop: true },
    { type: 'SHOPPER_CHANGED', canShop: false },
    { type: 'SELECTION_CHANGED', selection: weekend },
    { type: 'SELECTION_CHANGED', selection: null },
    { type: 'SELECTION_CHANGED', selection: { ...weekend, deliveryId: 'TRANSPORT' } },
    done('loadStock', stockAnswer()),
    done('loadStock', stockAnswer({ maxReservationDays: 2 })),
    done('loadStock', stockAnswer({ warehouses: [stockEntry({ HasStock: false, Stock: 0, NextStock: '2026-12-18' }), stockEntry({ WarehouseID: 'WH-KORTRIJK' })] })),
    done('loadStock', stockAnswer({ warehouses: [stockEntry({ MaxPerCart: 1, MaxPerCartLeft: 0 })] })),
    done('loadStock', stockAnswer({ addOns: { HARINGENSET: stockEntry({ HasStock: false, Stock: 0 }), 'ZIJWAND-3M': stockEntry() } })),
    failed('loadStock'),
    { type: 'RETRY_REQUESTED' },
    { type: 'AMOUNT_CHANGED', amount: 2 },
    { type: 'ADD_ON_AMOUNT_CHANGED', itemId: 'ZIJWAND-3M', amount: 4 },
    { type: 'CART_CHANGED', cartId: 'CART-5001', inCart: { 'PARTYTENT-3X3': 1 } },
    { type: 'PRODUCT_FILTER_CHANGED', categoryId: 1010 },
    { type: 'ADD_TO_CART_REQUESTED' },
    done('checkCapacity', { HasCapacity: true, Message: null }),
    done('checkCapacity', { HasCapacity: false, Message: 'Er is onvoldoende capaciteit op een datum/tijdstip van uw keuze' }),
    failed('checkCapacity'),
    done('createCart', 'CART-5001'),
    failed('createCart'),
    done('addLines', undefined),
    failed('addLines'),
    failed('addLines', apiError('invalid-response')),
    // The cart read after a lost answer: the lines arrived (the tent once more), or not.
    done('countInCart', 2),
    done('countInCart', 0),
    failed('countInCart'),
  ],
  serialize: (snapshot) => {
    const { canShop, selection, cartId, count, addOnAmounts, stock, noCapacity } = snapshot.context;
    return JSON.stringify([snapshot.value, canShop, selection !== null, cartId, count, addOnAmounts, stock, noCapacity]);
  },
};
