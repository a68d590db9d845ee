import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { answerMayBeLost } from '../../src/domain/api-error.ts';
import { isForSale } from '../../src/domain/catalogue.ts';
import { call, effect, listener } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import type { FixedProduct } from '../../src/domain/style-settings.ts';
import {
  amountLimit,
  cartCustomFields,
  newCartSelection,
  clampAmount,
  covers,
  DEFAULT_ITEM_COUNT,
  isPeriodTooLong,
  isRequiredAddOnShort,
  requiredMinimum,
  type Period,
  type StockEntry,
  type Suggestion,
} from './rules.ts';

export type Product = components['schemas']['Product'];
export type CustomFields = components['schemas']['CustomFields'];
type ItemPrice = components['schemas']['ItemPrice'];
export type CapacityCheck = components['schemas']['CapacityCheck'];

/** Warehouse, delivery and period as the selection holds them once all three are chosen. */
export interface ShopSelection {
  warehouseId: string;
  deliveryId: string;
  period: Period;
}

/** What the summary knows after the one wave of stock and price calls. */
export interface StockAnswer {
  /** Longest rental of the product in days; null: no limit. */
  maxReservationDays: number | null;
  /** Every warehouse that carries the product, the chosen one and the others ("another place"). */
  warehouses: StockEntry[];
  /** The price of one item over the chosen period. */
  price: ItemPrice;
  /** Each add-on's stock in the chosen warehouse; null when that warehouse does not carry it. */
  addOns: Record<string, StockEntry | null>;
}

type ConfiguratorFailure = CallFailure<'stock-failed' | 'add-failed'>;

export interface ConfiguratorContext {
  product: Product;
  /** The shop sells (ShopSalesModus): one day, and only a product with a sales price can be added. */
  salesMode: boolean;
  /** The add-ons suggested with the product, by ranking. */
  suggestions: Suggestion[];
  /** Signed in, or an anonymous token where anonymous shopping is allowed. */
  canShop: boolean;
  /** Null until warehouse, delivery and period are all chosen. */
  selection: ShopSelection | null;
  cartId: string | null;
  /** What the cart already holds, per product ID. */
  inCart: Record<string, number>;
  /** The style setting "cart category field": a new cart is sent the product filter's category as CUST_CategoryID. */
  cartCategoryField: boolean;
  /** The style setting "fixed product": a line of its own with the first lines of a new cart, which gets its delivery method. */
  fixedProduct: FixedProduct | null;
  /** The category of the session's product filter (spec 000 §3): the one the customer browses; null when none. */
  filterCategoryId: number | null;
  count: number;
  /** The chosen amount of each add-on, per product ID. */
  addOnAmounts: Record<string, number>;
  stock: StockAnswer | null;
  failure: ConfiguratorFailure | null;
  /**
   * The warehouse had no capacity on the chosen days when the customer last added (spec 001 §7):
   * the server's `Message`, or null for the shop's own text. Null (no refusal) otherwise.
   */
  noCapacity: { message: string | null } | null;
  /** How many of the product the cart held when the customer pressed add: a lost answer is judged against it. */
  inCartBeforeAdd: number;
}

export interface ConfiguratorInput {
  product: Product;
  salesMode: boolean;
  suggestions: Suggestion[];
  canShop: boolean;
  selection: ShopSelection | null;
  cartId: string | null;
  inCart: Record<string, number>;
  cartCategoryField: boolean;
  fixedProduct: FixedProduct | null;
  filterCategoryId: number | null;
}

export type ConfiguratorEvent =
  /** Who shops changed (a login, a logout). */
  | { type: 'SHOPPER_CHANGED'; canShop: boolean }
  /** Warehouse, delivery or period changed; null while not all are chosen. */
  | { type: 'SELECTION_CHANGED'; selection: ShopSelection | null }
  /** The cart was made, changed or cleared. */
  | { type: 'CART_CHANGED'; cartId: string | null; inCart: Record<string, number> }
  /** The session's product filter now holds another category (or none). */
  | { type: 'PRODUCT_FILTER_CHANGED'; categoryId: number | null }
  | { type: 'AMOUNT_CHANGED'; amount: number }
  | { type: 'ADD_ON_AMOUNT_CHANGED'; itemId: string; amount: number }
  | { type: 'ADD_TO_CART_REQUESTED' }
  | { type: 'RETRY_REQUESTED' };

export interface AddLinesInput {
  cartId: string;
  product: Product;
  count: number;
  addOns: { suggestion: Suggestion; amount: number }[];
  selection: ShopSelection;
  /** The fixed product that goes along with the first lines of a new cart; null otherwise. */
  fixedProductId: string | null;
}

// ------------------------------------------------------------------ derived values

const inCartOf = (context: Pick<ConfiguratorContext, 'inCart'>, productId: string) => context.inCart[productId] ?? 0;

/** The product's stock entry in the chosen warehouse. */
export function chosenStock(context: Pick<ConfiguratorContext, 'stock' | 'selection'>): StockEntry | null {
  return context.stock?.warehouses.find((w) => w.WarehouseID === context.selection?.warehouseId) ?? null;
}

/** The most items that may be added now; null: no limit. */
export function itemMax(context: ConfiguratorContext): number | null {
  return amountLimit(chosenStock(context), inCartOf(context, context.product.ID));
}

export function addOnStock(context: Pick<ConfiguratorContext, 'stock'>, itemId: string): StockEntry | null {
  return context.stock?.addOns[itemId] ?? null;
}

export function addOnMax(context: ConfiguratorContext, itemId: string): number | null {
  return amountLimit(addOnStock(context, itemId), inCartOf(context, itemId));
}

export function addOnMinimum(context: ConfiguratorContext, suggestion: Suggestion): number {
  return requiredMinimum(suggestion, context.count, addOnStock(context, suggestion.ID));
}

/** Required add-ons at their minimum for the count; optional ones kept within their limits. */
function fittedAddOnAmounts(context: ConfiguratorContext): Record<string, number> {
  return Object.fromEntries(
    context.suggestions.map((s) => {
      const minimum = addOnMinimum(context, s);
      const current = s.ShopPolicy === 'required' ? minimum : (context.addOnAmounts[s.ID] ?? 0);
      return [s.ID, clampAmount(current, 0, addOnMax(context, s.ID))];
    }),
  );
}

/** Stock, price and capacity depend on the warehouse and the period, not on the delivery method. */
function placeAndPeriodKey(selection: ShopSelection | null): string {
  return selection ? `${selection.warehouseId}|${selection.period.from}|${selection.period.to}` : '';
}

const initialAddOnAmounts = (suggestions: Suggestion[]) => Object.fromEntries(suggestions.map((s) => [s.ID, 0]));

/** Adding lines failed: refused, it failed; with no answer, or a failure that may have come after saving, the cart is read first. */
const LINES_FAILED = [
  {
    guard: { type: 'answerMayBeLost' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: 'checkingAdded',
    actions: { type: 'keepAddFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  },
  { target: '#configurator.summary.checked', actions: [{ type: 'keepAddFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, 'announceAddFailed' as const] },
];

export const configuratorMachine = setup({
  types: {
    context: {} as ConfiguratorContext,
    events: {} as ConfiguratorEvent,
    input: {} as ConfiguratorInput,
  },
  actors: {
    /** Sends SHOPPER_CHANGED, SELECTION_CHANGED and CART_CHANGED whenever the session, the selection or the cart announces a change. */
    followShop: listener<ConfiguratorEvent, { productIds: string[] }>(),
    /** One wave: the product's stock everywhere, its price for the period, each add-on's stock. */
    loadStock: call<StockAnswer, { product: Product; suggestions: Suggestion[]; selection: ShopSelection }>(),
    /** Whether the warehouse still has capacity for the chosen pick-up and return (GET v2/shop/capacity). */
    checkCapacity: call<CapacityCheck, { selection: ShopSelection; cartId: string | null }>(),
    /** Makes the cart (warehouse, dates, delivery, custom fields) and answers its ID. */
    createCart: call<string, { selection: ShopSelection; customFields: CustomFields }>(),
    addLines: call<void, AddLinesInput>(),
    /** How many of the product the cart holds now (the cart read again after a lost answer). */
    countInCart: call<number, { cartId: string; productId: string }>(),
  },
  actions: {
    /** Stores the new cart in the session store. */
    rememberCart: effect<{ cartId: string }>(),
    /** Has the cart read again (the cart button's count). */
    refreshCart: effect(),
    /** 'Succesvol toegevoegd aan de winkelwagen'. */
    announceAdded: effect(),
    /** 'Er ging iets mis bij het toevoegen aan uw winkelwagen, probeer het later opnieuw'. */
    announceAddFailed: effect(),
    /** The answer was lost but the cart shows the lines arrived: they are added, once. */
    announceAddedAfterAll: effect(),
    /** 'Er is onvoldoende capaciteit op een datum/tijdstip van uw keuze', or the server's message. */
    announceNoCapacity: effect<{ message: string | null }>(),
    keepNoCapacity: assign((_, params: { message: string | null }) => ({ noCapacity: { message: params.message } })),
    forgetNoCapacity: assign({ noCapacity: null }),
    keepStock: assign(({ context }, params: { stock: StockAnswer }) => ({
      stock: params.stock,
      failure: null,
      addOnAmounts: fittedAddOnAmounts({ ...context, stock: params.stock }),
    })),
    keepStockFailure: assign((_, params: { error: unknown }) => ({ failure: callFailure('stock-failed', params.error) })),
    /** The item count within its limits; required add-ons follow it. */
    setCount: assign(({ context }, params: { amount: number }) => {
      const count = clampAmount(params.amount, DEFAULT_ITEM_COUNT, Math.max(DEFAULT_ITEM_COUNT, itemMax(context) ?? Infinity));
      return { count, addOnAmounts: fittedAddOnAmounts({ ...context, count }) };
    }),
    setAddOnAmount: assign(({ context }, params: { itemId: string; amount: number }) => ({
      addOnAmounts: { ...context.addOnAmounts, [params.itemId]: clampAmount(params.amount, 0, addOnMax(context, params.itemId)) },
    })),
    keepCart: assign((_, params: { cartId: string | null; inCart: Record<string, number> }) => ({ cartId: params.cartId, inCart: params.inCart })),
    keepShopper: assign((_, params: { canShop: boolean }) => ({ canShop: params.canShop })),
    keepFilterCategory: assign((_, params: { categoryId: number | null }) => ({ filterCategoryId: params.categoryId })),
    /** A new selection: the stock of the old one no longer applies. */
    keepSelection: assign((_, params: { selection: ShopSelection | null }) => ({ selection: params.selection, stock: null, noCapacity: null })),
    keepDelivery: assign((_, params: { selection: ShopSelection | null }) => ({ selection: params.selection })),
    keepAddFailure: assign((_, params: { error: unknown }) => ({ failure: callFailure('add-failed', params.error) })),
    clearFailure: assign({ failure: null }),
    noteInCartBeforeAdd: assign(({ context }) => ({ inCartBeforeAdd: inCartOf(context, context.product.ID) })),
  },
  guards: {
    notForSale: ({ context }) => context.salesMode && !isForSale(context.product),
    cannotShop: ({ context }) => !context.canShop,
    shopperDiffers: ({ context, event }) => event.type === 'SHOPPER_CHANGED' && event.canShop !== context.canShop,
    selectionIncomplete: ({ context }) => context.selection === null,
    placeOrPeriodDiffers: ({ context, event }) => event.type === 'SELECTION_CHANGED' && placeAndPeriodKey(event.selection) !== placeAndPeriodKey(context.selection),
    deliveryDiffers: ({ context, event }) => event.type === 'SELECTION_CHANGED' && event.selection?.deliveryId !== context.selection?.deliveryId,
    periodTooLong: ({ context }) => context.selection !== null && isPeriodTooLong(context.selection.period, context.stock?.maxReservationDays ?? null),
    notInStock: ({ context }) => !covers(chosenStock(context), context.count),
    cartLimitReached: ({ context }) => itemMax(context) === 0,
    requiredAddOnShort: ({ context }) =>
      context.suggestions.some((s) => isRequiredAddOnShort(s, context.count, addOnStock(context, s.ID))),
    addOnsMeetMinimum: ({ context }) => context.suggestions.every((s) => (context.addOnAmounts[s.ID] ?? 0) >= addOnMinimum(context, s)),
    hasNoCart: ({ context }) => context.cartId === null,
    hasCapacity: (_, params: { check: CapacityCheck }) => params.check.HasCapacity,
    answerMayBeLost: (_, params: { error: unknown }) => answerMayBeLost(params.error),
    linesArrived: ({ context }, params: { inCart: number }) => params.inCart >= context.inCartBeforeAdd + context.count,
  },
}).createMachine({
  id: 'configurator',
  description: 'Locatie en periode kiezen, voorraad en prijs zien, de aantallen instellen en aan de winkelwagen toevoegen.',
  context: ({ input }) => ({
    ...input,
    // Spec 001 §4: every product starts at one item (a product page makes a configurator of its own).
    count: DEFAULT_ITEM_COUNT,
    addOnAmounts: initialAddOnAmounts(input.suggestions),
    stock: null,
    failure: null,
    noCapacity: null,
    inCartBeforeAdd: 0,
  }),
  invoke: { id: 'followShop', src: 'followShop', input: ({ context }) => ({ productIds: [context.product.ID, ...context.suggestions.map((s) => s.ID)] }) },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'notForSale', target: 'notForSale' },
        { guard: 'cannotShop', target: 'signedOut' },
        { guard: 'selectionIncomplete', target: 'choosingSelection' },
        { target: 'summary' },
      ],
    },
    notForSale: {
      description: 'De winkel verkoopt en het product heeft geen verkoopprijs: het is niet te koop en kan niet in de winkelwagen.',
    },
    signedOut: {
      description: 'Niet aangemeld: de vraag om aan te melden of te registreren, met een knop voor allebei.',
    },
    choosingSelection: {
      description: 'De keuze van locatie en periode: magazijn, levering en periode.',
    },
    summary: {
      initial: 'loadingStock',
      states: {
        loadingStock: {
          tags: ['loading'],
          invoke: {
            id: 'loadStock',
            src: 'loadStock',
            input: ({ context }) => {
              if (!context.selection) throw new Error('the summary needs a complete selection');
              return { product: context.product, suggestions: context.suggestions, selection: context.selection };
            },
            onDone: {
              target: 'checked',
              actions: { type: 'keepStock', params: ({ event }) => ({ stock: event.output }) },
            },
            onError: {
              target: 'stockFailed',
              actions: { type: 'keepStockFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        stockFailed: {
          description: "'Er ging iets mis bij het laden van de voorraad, probeer het later opnieuw', met een knop om opnieuw te proberen.",
          on: { RETRY_REQUESTED: 'loadingStock' },
        },
        checked: {
          description: 'De voorraadstatus voor de gekozen aantallen.',
          initial: 'evaluating',
          states: {
            evaluating: {
              always: [
                { guard: 'periodTooLong', target: 'periodTooLong' },
                { guard: 'notInStock', target: 'notAvailable' },
                { guard: 'cartLimitReached', target: 'cartLimitReached' },
                { guard: 'requiredAddOnShort', target: 'packageNotAvailable' },
                { target: 'available' },
              ],
            },
            periodTooLong: {
              description: "Langer dan de MaxReservationDays van het product: 'Deze periode is te lang, maximaal {n} dagen'.",
            },
            notAvailable: {
              description: 'Onvoldoende voorraad in het gekozen magazijn: de eerstvolgende datum met voorraad, of een andere plaats die het heeft.',
            },
            cartLimitReached: {
              description: 'Het maximum per klant of per winkelwagen is bereikt: er mag niets meer bij.',
            },
            packageNotAvailable: {
              description: 'Van een verplicht extra artikel is er te weinig voor het gekozen aantal.',
            },
            available: {
              on: {
                ADD_TO_CART_REQUESTED: { guard: 'addOnsMeetMinimum', target: '#configurator.summary.adding' },
              },
            },
          },
          on: {
            AMOUNT_CHANGED: {
              target: '.evaluating',
              actions: { type: 'setCount', params: ({ event }) => ({ amount: event.amount }) },
            },
            ADD_ON_AMOUNT_CHANGED: {
              target: '.evaluating',
              actions: { type: 'setAddOnAmount', params: ({ event }) => ({ itemId: event.itemId, amount: event.amount }) },
            },
            CART_CHANGED: {
              target: '.evaluating',
              actions: { type: 'keepCart', params: ({ event }) => ({ cartId: event.cartId, inCart: event.inCart }) },
            },
          },
        },
        adding: {
          tags: ['submitting'],
          entry: 'noteInCartBeforeAdd',
          initial: 'checkingCapacity',
          states: {
            checkingCapacity: {
              description: 'Eerst of het magazijn op de gekozen dagen nog capaciteit heeft: zonder capaciteit krijgt de klant de melding en wordt er niets toegevoegd.',
              entry: 'forgetNoCapacity',
              invoke: {
                id: 'checkCapacity',
                src: 'checkCapacity',
                input: ({ context }) => {
                  if (!context.selection) throw new Error('adding needs a complete selection');
                  return { selection: context.selection, cartId: context.cartId };
                },
                onDone: [
                  { guard: { type: 'hasCapacity', params: ({ event }) => ({ check: event.output }) }, target: 'deciding' },
                  {
                    target: '#configurator.summary.checked',
                    actions: [
                      { type: 'keepNoCapacity', params: ({ event }) => ({ message: event.output.Message }) },
                      { type: 'announceNoCapacity', params: ({ event }) => ({ message: event.output.Message }) },
                    ],
                  },
                ],
                onError: { target: '#configurator.summary.checked', actions: [{ type: 'keepAddFailure', params: ({ event }) => ({ error: event.error }) }, 'announceAddFailed'] },
              },
            },
            deciding: {
              always: [{ guard: 'hasNoCart', target: 'creatingCart' }, { target: 'addingLines' }],
            },
            creatingCart: {
              description:
                'Nog geen winkelwagen: er wordt er een aangemaakt met het magazijn, de data, de levering en de extra velden (met de categorie van de productfilter als CUST_CategoryID, als de winkel dat instelt).',
              invoke: {
                id: 'createCart',
                src: 'createCart',
                input: ({ context }) => {
                  if (!context.selection) throw new Error('adding needs a complete selection');
                  return { selection: newCartSelection(context.selection, context.fixedProduct), customFields: cartCustomFields(context.cartCategoryField, context.filterCategoryId) };
                },
                onDone: {
                  target: 'addingFirstLines',
                  actions: [
                    { type: 'keepCart', params: ({ context, event }) => ({ cartId: event.output, inCart: context.inCart }) },
                    { type: 'rememberCart', params: ({ event }) => ({ cartId: event.output }) },
                  ],
                },
                onError: { target: '#configurator.summary.checked', actions: [{ type: 'keepAddFailure', params: ({ event }) => ({ error: event.error }) }, 'announceAddFailed'] },
              },
            },
            addingFirstLines: {
              description: 'De regels van een nieuwe winkelwagen, met de vaste productregel als de winkel er een opgeeft.',
              invoke: {
                id: 'addLines',
                src: 'addLines',
                input: ({ context }) => addLinesInput(context, true),
                onDone: { target: '#configurator.summary.checked', actions: ['clearFailure', 'refreshCart', 'announceAdded'] },
                onError: LINES_FAILED,
              },
            },
            addingLines: {
              invoke: {
                id: 'addLines',
                src: 'addLines',
                input: ({ context }) => addLinesInput(context, false),
                onDone: { target: '#configurator.summary.checked', actions: ['clearFailure', 'refreshCart', 'announceAdded'] },
                onError: LINES_FAILED,
              },
            },
            checkingAdded: {
              description:
                'Het antwoord op het toevoegen ging verloren (geen verbinding, een storing): de winkelwagen wordt eerst opnieuw gelezen. Staan de regels erin, dan zijn ze toegevoegd (één keer); anders kan de klant opnieuw proberen.',
              invoke: {
                id: 'countInCart',
                src: 'countInCart',
                input: ({ context }) => ({ cartId: context.cartId ?? '', productId: context.product.ID }),
                onDone: [
                  {
                    guard: { type: 'linesArrived', params: ({ event }) => ({ inCart: event.output }) },
                    target: '#configurator.summary.checked',
                    actions: ['clearFailure', 'refreshCart', 'announceAddedAfterAll'],
                  },
                  { target: '#configurator.summary.checked', actions: 'announceAddFailed' },
                ],
                onError: { target: '#configurator.summary.checked', actions: 'announceAddFailed' },
              },
            },
          },
        },
      },
    },
  },
  on: {
    SHOPPER_CHANGED: { guard: 'shopperDiffers', target: '.checking', actions: { type: 'keepShopper', params: ({ event }) => ({ canShop: event.canShop }) } },
    SELECTION_CHANGED: [
      {
        guard: 'placeOrPeriodDiffers',
        target: '.checking',
        actions: { type: 'keepSelection', params: ({ event }) => ({ selection: event.selection }) },
      },
      {
        guard: 'deliveryDiffers',
        description: 'Een andere leveringsmethode verandert voorraad, prijs en capaciteit niet: wat bezig is, loopt verder.',
        actions: { type: 'keepDelivery', params: ({ event }) => ({ selection: event.selection }) },
      },
    ],
    CART_CHANGED: { actions: { type: 'keepCart', params: ({ event }) => ({ cartId: event.cartId, inCart: event.inCart }) } },
    PRODUCT_FILTER_CHANGED: { actions: { type: 'keepFilterCategory', params: ({ event }) => ({ categoryId: event.categoryId }) } },
  },
});

function addLinesInput(context: ConfiguratorContext, firstLines: boolean): AddLinesInput {
  if (!context.selection || !context.cartId) throw new Error('adding lines needs a cart and a complete selection');
  return {
    cartId: context.cartId,
    product: context.product,
    count: context.count,
    addOns: context.suggestions.map((suggestion) => ({ suggestion, amount: context.addOnAmounts[suggestion.ID] ?? 0 })).filter((a) => a.amount > 0),
    selection: context.selection,
    fixedProductId: firstLines ? (context.fixedProduct?.itemId ?? null) : null,
  };
}
