import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../../src/domain/api-error.ts';
import {
  configuratorMachine,
  type AddLinesInput,
  type CapacityCheck,
  type ConfiguratorInput,
  type CustomFields,
  type Product,
  type ShopSelection,
  type StockAnswer,
} from './machine.ts';
import type { StockEntry, Suggestion } from './rules.ts';
import { selectAddOns, selectAddOnsEditable, selectCanAdd, selectIsPackage, selectNextStock, selectOtherPlaces, selectShortAddOns, selectStatus, selectStep } from './selectors.ts';

const TENTEN = 1000;
const PARTYTENTEN = 1010;
const product = { ID: 'PARTYTENT-3X3', Type: 'Item', CategoryIDs: [PARTYTENTEN], SalesPrice: 289.26, SalesPriceIncVAT: 350 } as Product;
const notForSale = { ...product, ID: 'GELUIDSINSTALLATIE-KLEIN', SalesPrice: null, SalesPriceIncVAT: null } as Product;
const haringen = { ID: 'HARINGENSET', Type: 'Item', SuggestionAmount: 1, ShopPolicy: 'required' } as Suggestion;
const zijwand = { ID: 'ZIJWAND-3M', Type: 'Item', SuggestionAmount: 4, ShopPolicy: 'optional' } as Suggestion;
const weekend: ShopSelection = { warehouseId: 'WH-BRUGGE', deliveryId: 'PICKUP', period: { from: '2026-12-11', to: '2026-12-13' } };
const nextWeekend: ShopSelection = { ...weekend, period: { from: '2026-12-18', to: '2026-12-20' } };

const entry = (patch: Partial<StockEntry> = {}): StockEntry => ({
  WarehouseID: 'WH-BRUGGE',
  HasStock: true,
  Stock: 10,
  NextStock: null,
  MaxPerCustomer: null,
  MaxPerCustomerLeft: null,
  MaxPerCart: null,
  MaxPerCartLeft: null,
  ...patch,
});
const answer = (patch: Partial<StockAnswer> = {}): StockAnswer => ({
  maxReservationDays: null,
  warehouses: [entry()],
  price: { Price: 30, PriceIncVAT: 36.3 },
  addOns: { HARINGENSET: entry(), 'ZIJWAND-3M': entry() },
  ...patch,
});
const failure = () => new ApiFailure({ kind: 'invalid-response', status: 400, serverMessage: 'Nee' });

function start(options: {
  input?: Partial<ConfiguratorInput>;
  stock?: (selection: ShopSelection) => Promise<StockAnswer>;
  createCart?: (input: { selection: ShopSelection; customFields: CustomFields }) => Promise<string>;
  addLines?: (input: AddLinesInput) => Promise<void>;
  capacity?: (input: { selection: ShopSelection; cartId: string | null }) => Promise<CapacityCheck>;
  countInCart?: () => Promise<number>;
}) {
  const checkCapacity = vi.fn(options.capacity ?? (async () => ({ HasCapacity: true, Message: null })));
  const announceNoCapacity = vi.fn();
  const loadStock = vi.fn(options.stock ?? (async () => answer()));
  const createCart = vi.fn(options.createCart ?? (async () => 'CART-NEW'));
  const addLines = vi.fn(options.addLines ?? (async () => {}));
  const rememberCart = vi.fn();
  const refreshCart = vi.fn();
  const announceAdded = vi.fn();
  const announceAddFailed = vi.fn();
  const announceAddedAfterAll = vi.fn();
  const countInCart = vi.fn(options.countInCart ?? (async () => 0));
  const machine = configuratorMachine.provide({
    actors: {
      loadStock: fromPromise(({ input }) => loadStock(input.selection)),
      checkCapacity: fromPromise(({ input }) => checkCapacity(input)),
      createCart: fromPromise(({ input }) => createCart(input)),
      addLines: fromPromise(({ input }) => addLines(input)),
      countInCart: fromPromise(() => countInCart()),
    },
    actions: {
      rememberCart: (_, params) => rememberCart(params.cartId),
      refreshCart,
      announceAdded,
      announceAddFailed,
      announceAddedAfterAll,
      announceNoCapacity: (_, params) => announceNoCapacity(params.message),
    },
  });
  const input: ConfiguratorInput = {
    product,
    salesMode: false,
    suggestions: [haringen, zijwand],
    canShop: true,
    selection: weekend,
    cartId: null,
    inCart: {},
    cartCategoryField: true,
    fixedProduct: null,
    filterCategoryId: TENTEN,
    ...options.input,
  };
  const actor = createActor(machine, { input }).start();
  return { actor, loadStock, checkCapacity, createCart, addLines, countInCart, rememberCart, refreshCart, announceAdded, announceAddFailed, announceAddedAfterAll, announceNoCapacity };
}

type Actor = ReturnType<typeof start>['actor'];
const checked = (actor: Actor) => waitFor(actor, (s) => s.matches({ summary: 'checked' }) && !s.hasTag('submitting'));
const status = (actor: Actor) => {
  const value = actor.getSnapshot().value;
  return typeof value === 'object' && typeof value.summary === 'object' && 'checked' in value.summary ? value.summary.checked : value;
};

describe('the configurator machine', () => {
  it('in sales mode adds only a product with a sales price; in rental mode any', async () => {
    const sold = start({ input: { product: notForSale, salesMode: true } });
    expect(selectStep(sold.actor.getSnapshot())).toBe('notForSale');
    sold.actor.send({ type: 'SHOPPER_CHANGED', canShop: false });
    sold.actor.send({ type: 'SELECTION_CHANGED', selection: nextWeekend });
    expect(sold.actor.getSnapshot().value).toBe('notForSale');
    expect(sold.loadStock).not.toHaveBeenCalled();

    const rented = start({ input: { product: notForSale, salesMode: false } });
    expect(selectStep(rented.actor.getSnapshot())).toBe('summary');
    const forSale = start({ input: { salesMode: true } });
    await checked(forSale.actor);
    expect(selectCanAdd(forSale.actor.getSnapshot())).toBe(true);
  });

  it('tells a visitor who cannot shop to log in, then asks for the selection, then shows the summary', async () => {
    const { actor, loadStock } = start({ input: { canShop: false, selection: null } });
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'SHOPPER_CHANGED', canShop: true });
    expect(actor.getSnapshot().value).toBe('choosingSelection');
    expect(loadStock).not.toHaveBeenCalled();
    actor.send({ type: 'SELECTION_CHANGED', selection: weekend });
    await checked(actor);
    expect(loadStock).toHaveBeenCalledWith(weekend);
    expect(status(actor)).toBe('available');
    actor.send({ type: 'SHOPPER_CHANGED', canShop: false });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('starts every product at one item, required add-ons at their minimum and optional ones at none', async () => {
    const { actor } = start({});
    const snapshot = await checked(actor);
    expect(snapshot.context.count).toBe(1);
    expect(snapshot.context.addOnAmounts).toEqual({ HARINGENSET: 1, 'ZIJWAND-3M': 0 });
  });

  it('clamps the item count between 1 and the lowest amount left minus what the cart holds', async () => {
    const { actor } = start({
      input: { inCart: { 'PARTYTENT-3X3': 1 } },
      stock: async () => answer({ warehouses: [entry({ MaxPerCustomer: 6, MaxPerCustomerLeft: 5, MaxPerCart: 4, MaxPerCartLeft: 4 })] }),
    });
    await checked(actor);
    actor.send({ type: 'AMOUNT_CHANGED', amount: 9 });
    expect(actor.getSnapshot().context.count).toBe(3);
    actor.send({ type: 'AMOUNT_CHANGED', amount: 0 });
    expect(actor.getSnapshot().context.count).toBe(1);
    actor.send({ type: 'AMOUNT_CHANGED', amount: 2 });
    expect(actor.getSnapshot().context.count).toBe(2);
  });

  it('says the cart limit is reached when nothing more may be added', async () => {
    const { actor } = start({
      input: { inCart: { 'PARTYTENT-3X3': 1 } },
      stock: async () => answer({ warehouses: [entry({ MaxPerCart: 1, MaxPerCartLeft: 1 })] }),
    });
    await checked(actor);
    expect(status(actor)).toBe('cartLimitReached');
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    expect(status(actor)).toBe('cartLimitReached');
  });

  it('re-evaluates when the cart changes', async () => {
    const { actor } = start({ stock: async () => answer({ warehouses: [entry({ MaxPerCart: 2, MaxPerCartLeft: 2 })] }) });
    await checked(actor);
    expect(status(actor)).toBe('available');
    actor.send({ type: 'CART_CHANGED', cartId: 'CART-1', inCart: { 'PARTYTENT-3X3': 2 } });
    expect(status(actor)).toBe('cartLimitReached');
    expect(actor.getSnapshot().context.cartId).toBe('CART-1');
  });

  it("says the period is too long beyond the product's MaxReservationDays", async () => {
    const { actor } = start({ stock: async () => answer({ maxReservationDays: 2 }) });
    await checked(actor);
    expect(status(actor)).toBe('periodTooLong');
  });

  it('says the product is not available in the chosen warehouse, keeping the next date and the other places', async () => {
    const elsewhere = entry({ WarehouseID: 'WH-KORTRIJK' });
    const { actor } = start({ stock: async () => answer({ warehouses: [entry({ HasStock: false, Stock: 0, NextStock: '2026-12-18' }), elsewhere] }) });
    const snapshot = await checked(actor);
    expect(status(actor)).toBe('notAvailable');
    expect(snapshot.context.stock?.warehouses).toContainEqual(elsewhere);
  });

  it('is not available when the warehouse does not carry the product', async () => {
    const { actor } = start({ stock: async () => answer({ warehouses: [entry({ WarehouseID: 'WH-IEPER' })] }) });
    await checked(actor);
    expect(status(actor)).toBe('notAvailable');
  });

  it('becomes not available when the count exceeds the free stock, and available again below it', async () => {
    const { actor } = start({ stock: async () => answer({ warehouses: [entry({ Stock: 2 })] }) });
    await checked(actor);
    actor.send({ type: 'AMOUNT_CHANGED', amount: 3 });
    expect(status(actor)).toBe('notAvailable');
    actor.send({ type: 'AMOUNT_CHANGED', amount: 2 });
    expect(status(actor)).toBe('available');
  });

  it('raises required add-ons to the amount per item times the count, capped by stock', async () => {
    const { actor } = start({ stock: async () => answer({ addOns: { HARINGENSET: entry({ Stock: 3 }), 'ZIJWAND-3M': entry() } }) });
    await checked(actor);
    actor.send({ type: 'AMOUNT_CHANGED', amount: 2 });
    expect(actor.getSnapshot().context.addOnAmounts.HARINGENSET).toBe(2);
    expect(status(actor)).toBe('available');
    actor.send({ type: 'AMOUNT_CHANGED', amount: 4 });
    expect(actor.getSnapshot().context.addOnAmounts.HARINGENSET).toBe(3);
    expect(status(actor)).toBe('packageNotAvailable');
  });

  it('refuses to add while a required add-on is below its minimum', async () => {
    const { actor, addLines } = start({ input: { cartId: 'CART-1' } });
    await checked(actor);
    actor.send({ type: 'ADD_ON_AMOUNT_CHANGED', itemId: 'HARINGENSET', amount: 0 });
    expect(actor.getSnapshot().context.addOnAmounts.HARINGENSET).toBe(0);
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
    expect(addLines).not.toHaveBeenCalled();
  });

  it('clamps an add-on amount to its own limit', async () => {
    const { actor } = start({ stock: async () => answer({ addOns: { HARINGENSET: entry(), 'ZIJWAND-3M': entry({ MaxPerCustomerLeft: 6 }) } }) });
    await checked(actor);
    actor.send({ type: 'ADD_ON_AMOUNT_CHANGED', itemId: 'ZIJWAND-3M', amount: 8 });
    expect(actor.getSnapshot().context.addOnAmounts['ZIJWAND-3M']).toBe(6);
  });

  it('says the package is not available when a required add-on is short', async () => {
    const { actor } = start({ stock: async () => answer({ addOns: { HARINGENSET: entry({ HasStock: false, Stock: 0 }), 'ZIJWAND-3M': entry() } }) });
    await checked(actor);
    expect(status(actor)).toBe('packageNotAvailable');
  });

  it('keeps a stock failure as data and loads again on retry', async () => {
    let calls = 0;
    const { actor } = start({
      stock: async () => {
        calls++;
        if (calls === 1) throw failure();
        return answer();
      },
    });
    const failed = await waitFor(actor, (s) => s.matches({ summary: 'stockFailed' }));
    expect(failed.context.failure?.kind).toBe('stock-failed');
    actor.send({ type: 'RETRY_REQUESTED' });
    expect((await checked(actor)).context.failure).toBeNull();
  });

  it('loads again when the selection changes, and not when the same one is sent', async () => {
    const { actor, loadStock } = start({});
    await checked(actor);
    actor.send({ type: 'SELECTION_CHANGED', selection: { ...weekend, period: { ...weekend.period } } });
    expect(loadStock).toHaveBeenCalledTimes(1);
    actor.send({ type: 'SELECTION_CHANGED', selection: nextWeekend });
    await checked(actor);
    expect(loadStock).toHaveBeenLastCalledWith(nextWeekend);
    actor.send({ type: 'SELECTION_CHANGED', selection: null });
    expect(actor.getSnapshot().value).toBe('choosingSelection');
  });

  it('makes a cart first when there is none, remembers it, adds the first lines, refreshes and announces', async () => {
    const { actor, createCart, addLines, rememberCart, refreshCart, announceAdded } = start({});
    await checked(actor);
    actor.send({ type: 'ADD_ON_AMOUNT_CHANGED', itemId: 'ZIJWAND-3M', amount: 4 });
    actor.send({ type: 'AMOUNT_CHANGED', amount: 2 });
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    const snapshot = await checked(actor);
    expect(createCart).toHaveBeenCalledOnce();
    expect(rememberCart).toHaveBeenCalledWith('CART-NEW');
    expect(addLines).toHaveBeenCalledWith({
      cartId: 'CART-NEW',
      product,
      count: 2,
      addOns: [
        { suggestion: haringen, amount: 2 },
        { suggestion: zijwand, amount: 4 },
      ],
      selection: weekend,
      fixedProductId: null,
    });
    expect(refreshCart).toHaveBeenCalledOnce();
    expect(announceAdded).toHaveBeenCalledOnce();
    expect(snapshot.context.cartId).toBe('CART-NEW');
  });

  it('makes the cart with the product filter’s category as CUST_CategoryID, following the filter, when the cart-category setting is on', async () => {
    const { actor, createCart } = start({});
    await checked(actor);
    // The customer browsed on to a subcategory meanwhile: the session's filter says so.
    actor.send({ type: 'PRODUCT_FILTER_CHANGED', categoryId: PARTYTENTEN });
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    await checked(actor);
    expect(createCart).toHaveBeenCalledWith({ selection: weekend, customFields: { CUST_CategoryID: PARTYTENTEN } });
  });

  it('makes the cart without a category when the cart-category setting is off, or the filter holds none', async () => {
    for (const input of [{ cartCategoryField: false }, { filterCategoryId: null }]) {
      const { actor, createCart } = start({ input });
      await checked(actor);
      actor.send({ type: 'ADD_TO_CART_REQUESTED' });
      await checked(actor);
      expect(createCart).toHaveBeenCalledWith({ selection: weekend, customFields: {} });
    }
  });

  it('makes a new cart with the fixed product’s delivery method and its line, and adds the fixed product to no later lines', async () => {
    const fixedProduct = { itemId: 'LEVERING-OPHALING', deliveryId: 'TRANSPORT' };
    const { actor, createCart, addLines } = start({ input: { fixedProduct } });
    await checked(actor);
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    await checked(actor);
    expect(createCart).toHaveBeenCalledWith({ selection: { ...weekend, deliveryId: 'TRANSPORT' }, customFields: { CUST_CategoryID: TENTEN } });
    expect(addLines).toHaveBeenLastCalledWith(expect.objectContaining({ cartId: 'CART-NEW', fixedProductId: 'LEVERING-OPHALING' }));
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    await checked(actor);
    expect(createCart).toHaveBeenCalledOnce();
    expect(addLines).toHaveBeenLastCalledWith(expect.objectContaining({ cartId: 'CART-NEW', fixedProductId: null }));
  });

  it('goes on adding when only the delivery method changes meanwhile (the new cart’s), and checks again when the period does', async () => {
    let finishAdding: () => void = () => {};
    const { actor, addLines, announceAdded, loadStock } = start({ addLines: () => new Promise<void>((resolve) => (finishAdding = resolve)) });
    await checked(actor);
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    await waitFor(actor, () => addLines.mock.calls.length === 1);
    actor.send({ type: 'SELECTION_CHANGED', selection: { ...weekend, deliveryId: 'TRANSPORT' } });
    finishAdding();
    await checked(actor);
    expect(announceAdded).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.selection?.deliveryId).toBe('TRANSPORT');
    expect(loadStock).toHaveBeenCalledOnce();
    actor.send({ type: 'SELECTION_CHANGED', selection: { ...weekend, period: { from: weekend.period.from, to: '2026-12-14' } } });
    await checked(actor);
    expect(loadStock).toHaveBeenCalledTimes(2);
  });

  it('keeps the customer’s delivery method for a fixed product without one of its own', async () => {
    const { actor, createCart, addLines } = start({ input: { fixedProduct: { itemId: 'LEVERING-OPHALING', deliveryId: null } } });
    await checked(actor);
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    await checked(actor);
    expect(createCart).toHaveBeenCalledWith(expect.objectContaining({ selection: weekend }));
    expect(addLines).toHaveBeenCalledWith(expect.objectContaining({ fixedProductId: 'LEVERING-OPHALING' }));
  });

  it('adds to the existing cart without making one', async () => {
    const { actor, createCart, addLines } = start({ input: { cartId: 'CART-1' } });
    await checked(actor);
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    await checked(actor);
    expect(createCart).not.toHaveBeenCalled();
    expect(addLines).toHaveBeenCalledWith(expect.objectContaining({ cartId: 'CART-1', fixedProductId: null, addOns: [{ suggestion: haringen, amount: 1 }] }));
  });

  it('announces a failed add and keeps the failure', async () => {
    const { actor, announceAddFailed, announceAdded, refreshCart } = start({ input: { cartId: 'CART-1' }, addLines: () => Promise.reject(failure()) });
    await checked(actor);
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.kind).toBe('add-failed');
    expect(status(actor)).toBe('available');
    expect(announceAddFailed).toHaveBeenCalledOnce();
    expect(announceAdded).not.toHaveBeenCalled();
    expect(refreshCart).not.toHaveBeenCalled();
  });

  describe('when the answer to adding is lost (decision 027)', () => {
    const lost = () => Promise.reject(new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: null }));

    it('reads the cart first, and finding the lines there (one more tent than before) says they were added, once', async () => {
      const { actor, countInCart, announceAddedAfterAll, announceAddFailed, refreshCart } = start({
        input: { cartId: 'CART-1', inCart: { 'PARTYTENT-3X3': 2 } },
        addLines: lost,
        countInCart: async () => 3,
      });
      await checked(actor);
      actor.send({ type: 'ADD_TO_CART_REQUESTED' });
      await waitFor(actor, () => announceAddedAfterAll.mock.calls.length > 0);
      expect(countInCart).toHaveBeenCalledOnce();
      expect(refreshCart).toHaveBeenCalledOnce();
      expect(announceAddFailed).not.toHaveBeenCalled();
      expect(actor.getSnapshot().context.failure).toBeNull();
    });

    it('judges against the cart as it was when add was pressed, even if the cart is announced anew meanwhile', async () => {
      let arrive: (count: number) => void = () => {};
      const { actor, announceAddedAfterAll } = start({ input: { cartId: 'CART-1' }, addLines: lost, countInCart: () => new Promise((resolve) => (arrive = resolve)) });
      await checked(actor);
      actor.send({ type: 'ADD_TO_CART_REQUESTED' });
      await waitFor(actor, (s) => s.matches({ summary: { adding: 'checkingAdded' } }));
      actor.send({ type: 'CART_CHANGED', cartId: 'CART-1', inCart: { 'PARTYTENT-3X3': 1 } });
      arrive(1);
      await waitFor(actor, () => announceAddedAfterAll.mock.calls.length > 0);
    });

    it('finding nothing new, or not able to read the cart, says the add failed and lets the customer press again', async () => {
      for (const countInCart of [async () => 0, () => Promise.reject(failure())]) {
        const { actor, announceAddFailed, announceAddedAfterAll } = start({ input: { cartId: 'CART-1' }, addLines: lost, countInCart });
        await checked(actor);
        actor.send({ type: 'ADD_TO_CART_REQUESTED' });
        await waitFor(actor, () => announceAddFailed.mock.calls.length > 0);
        expect(announceAddedAfterAll).not.toHaveBeenCalled();
        expect(actor.getSnapshot().context.failure?.kind).toBe('add-failed');
        expect(status(actor)).toBe('available');
      }
    });

    it('does not read the cart after a refusal (4xx): nothing was added', async () => {
      const { actor, countInCart, announceAddFailed } = start({ input: { cartId: 'CART-1' }, addLines: () => Promise.reject(failure()) });
      await checked(actor);
      actor.send({ type: 'ADD_TO_CART_REQUESTED' });
      await waitFor(actor, () => announceAddFailed.mock.calls.length > 0);
      expect(countInCart).not.toHaveBeenCalled();
    });
  });

  it('checks the capacity of the chosen days first, with the cart when there is one', async () => {
    const { actor, checkCapacity } = start({ input: { cartId: 'CART-1' } });
    await checked(actor);
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    await checked(actor);
    expect(checkCapacity).toHaveBeenCalledWith({ selection: weekend, cartId: 'CART-1' });
  });

  it('without capacity says so and adds nothing (no cart made either); a new selection forgets it', async () => {
    const message = 'Er is onvoldoende capaciteit op een datum/tijdstip van uw keuze';
    const { actor, createCart, addLines, announceNoCapacity, announceAdded } = start({ capacity: async () => ({ HasCapacity: false, Message: message }) });
    await checked(actor);
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    await waitFor(actor, (s) => s.context.noCapacity !== null);
    expect(actor.getSnapshot().context.noCapacity).toEqual({ message });
    expect(status(actor)).toBe('available');
    expect(announceNoCapacity).toHaveBeenCalledWith(message);
    expect(createCart).not.toHaveBeenCalled();
    expect(addLines).not.toHaveBeenCalled();
    expect(announceAdded).not.toHaveBeenCalled();
    actor.send({ type: 'SELECTION_CHANGED', selection: nextWeekend });
    expect(actor.getSnapshot().context.noCapacity).toBeNull();
  });

  it('adds nothing when the capacity cannot be checked, and says the add failed', async () => {
    const { actor, addLines, announceAddFailed } = start({ input: { cartId: 'CART-1' }, capacity: () => Promise.reject(failure()) });
    await checked(actor);
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.kind).toBe('add-failed');
    expect(addLines).not.toHaveBeenCalled();
    expect(announceAddFailed).toHaveBeenCalledOnce();
  });

  it('announces a cart that could not be made, adding nothing', async () => {
    const { actor, addLines, announceAddFailed, rememberCart } = start({ createCart: () => Promise.reject(failure()) });
    await checked(actor);
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(addLines).not.toHaveBeenCalled();
    expect(rememberCart).not.toHaveBeenCalled();
    expect(announceAddFailed).toHaveBeenCalledOnce();
  });
});

describe('the configurator selectors', () => {
  it('read the status, the other places with stock and each add-on with its minimum and shortage', async () => {
    const kortrijk = entry({ WarehouseID: 'WH-KORTRIJK' });
    const { actor } = start({
      stock: async () =>
        answer({
          warehouses: [entry({ HasStock: false, Stock: 0, NextStock: '2026-12-18' }), kortrijk, entry({ WarehouseID: 'WH-IEPER', Stock: 0, HasStock: false })],
          addOns: { HARINGENSET: entry({ Stock: 0, HasStock: false }), 'ZIJWAND-3M': null },
        }),
    });
    const snapshot = await checked(actor);
    expect(selectStep(snapshot)).toBe('summary');
    expect(selectStatus(snapshot)).toBe('notAvailable');
    expect(selectOtherPlaces(snapshot)).toEqual([kortrijk]);
    expect(selectAddOns(snapshot).map(({ suggestion, minimum, stock, short }) => ({ id: suggestion.ID, minimum, stock, short }))).toEqual([
      { id: 'HARINGENSET', minimum: 0, stock: 0, short: true },
      { id: 'ZIJWAND-3M', minimum: 0, stock: 0, short: false },
    ]);
    expect(selectCanAdd(snapshot)).toBe(false);
    expect(selectNextStock(snapshot)).toBe('2026-12-18');
    expect(selectShortAddOns(snapshot).map((suggestion) => suggestion.ID)).toEqual(['HARINGENSET']);
    expect(selectAddOnsEditable(snapshot)).toBe(true);
    expect(selectIsPackage(snapshot)).toBe(false);
  });

  it('keep the add-on amounts until the stock is known, and while the lines are being added', async () => {
    const { actor } = start({ addLines: () => new Promise(() => {}) });
    expect(selectAddOnsEditable(actor.getSnapshot())).toBe(false);
    await checked(actor);
    expect(selectAddOnsEditable(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'ADD_TO_CART_REQUESTED' });
    await waitFor(actor, (s) => s.hasTag('submitting'));
    expect(selectAddOnsEditable(actor.getSnapshot())).toBe(false);
  });
});
