import type { EventObject } from 'xstate';
import { apiError, byValue, done, failed, type RegisteredMachine } from './registry-kit.ts';

export { inert, type RegisteredMachine } from './registry-kit.ts';
import { accountDetailsMachine } from './account-details/machine.ts';
import { categoriesMachine } from './categories/machine.ts';
import { cookieConsentMachine } from './cookie-consent/machine.ts';
import { loginMachine, type LoginAccount } from './login/machine.ts';
import { overlaysMachine } from './overlays/machine.ts';
import { filtersKey, NO_FILTERS, productListMachine } from './product-list/machine.ts';
import { productSearchMachine } from './product-search/machine.ts';
import { cartFlow } from './cart/flow.ts';
import { checkoutFlow, sampleReceipt } from './checkout/flow.ts';
import { configuratorMachine } from './configurator/machine.ts';
import { productMachine } from './product/machine.ts';
import { serialRedirectMachine } from './product/serial.ts';
import { selectionMachine, type SelectionEvent } from './selection/machine.ts';
import { fakeDays, invalidItem, pickup, dropbox, transport, SAMPLE_TODAY, sessionView, warehouses as sampleWarehouses } from './selection/samples.ts';
import { sessionMachine } from './session/machine.ts';
import { toastsMachine } from './toasts/machine.ts';
import { paymentFlow } from './payment/flow.ts';
import { extraInfoFlow } from './extra-info/flow.ts';
import { uploadFlow } from './upload/flow.ts';
import { attachmentsFlow } from './attachments/flow.ts';

const token = { accessToken: 'demo-token', expires: '2099-12-31T23:59:59Z' };
const account = { ContactID: 'CON-2001', CustomerID: 'CUST-1001', RoleName: 'Hoofdgebruiker', FirstName: 'Lotte', LastName: 'Vermeulen', Email: 'admin@demo.test', Barcode: '' };
const settings = (allowAnonymous: boolean) => ({ AllowAnonymousShopUser: allowAnonymous });
const emptyStore = { version: 'paths', cartId: null, pending: {} };
const restored = (session: unknown) => ({ restored: { session, store: emptyStore, discarded: false }, settings: settings(true) });

const multiAccounts: LoginAccount[] = [
  { CustomerID: 'CUST-1002', ContactID: 'CON-2003', FirstName: 'An', LastName: 'Peeters', CompanyName: 'Gemeente Oostkamp – Dienst Cultuur' },
  { CustomerID: 'CUST-1003', ContactID: 'CON-2004', FirstName: 'Directie', LastName: 'De Regenboog', CompanyName: 'Basisschool De Regenboog' },
  { CustomerID: 'CUST-1003', ContactID: 'CON-2005', FirstName: 'Secretariaat', LastName: 'De Regenboog', CompanyName: 'Basisschool De Regenboog' },
];

const sampleProduct = { ID: 'PARTYTENT-3X3', Slug: 'partytent-3-x-3-m', Description: 'Partytent 3 x 3 m', ItemType: 'Rental' };
const sampleCategory = {
  category: { CategoryID: 1000, ParentCategoryID: null, Description: 'Tenten', Notes: '', Ranking: 1, Images: [] },
  properties: [{ Name: 'Afmeting', Ranking: 1, GroupName: 'Afmetingen', Translations: { NL: 'Afmeting', EN: 'Size', DE: 'Größe' }, Values: [] }],
};
const tentFilters = { categoryId: 1000, search: '', properties: { Afmeting: ['3 x 3 m'] } };

const notFoundError = { kind: 'not-found', status: 404, serverMessage: 'Artikel niet gevonden', text: 'Artikel niet gevonden' };
const tent = {
  ID: 'PARTYTENT-3X3',
  Slug: 'partytent-3-x-3-m',
  Description: 'Partytent 3 x 3 m',
  Type: 'Item',
  CategoryIDs: [1000],
  MaxReservationDays: 14,
};
const tentAddOns = [
  { ID: 'HARINGENSET', Slug: 'haringenset', Description: 'Haringenset', Type: 'Item', SuggestionAmount: 1, SuggestionRanking: 1, ShopPolicy: 'required' },
  { ID: 'ZIJWAND-3M', Slug: 'zijwand-3-m', Description: 'Zijwand 3 m', Type: 'Item', SuggestionAmount: 4, SuggestionRanking: 2, ShopPolicy: 'optional' },
];
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

export const registry: RegisteredMachine[] = [
  {
    id: 'session',
    title: 'Sessie',
    description: 'The single owner of the session token: restore, anonymous token, sign in and out, refresh.',
    machine: sessionMachine,
    input: { appVersion: 'paths' },
    events: (snapshot) => {
      if (snapshot.matches('initialising')) {
        return [
          done('initialise', restored(null)),
          done('initialise', restored({ accountType: 'anonymous', data: { token } })),
          done('initialise', restored({ accountType: 'user', data: { token, account } })),
          done('initialise', { ...restored(null), settings: settings(false) }),
          failed('initialise'),
        ];
      }
      return [
        { type: 'LOGIN', login: { token, customerId: 'CUST-1001', contactId: 'CON-2001' } },
        { type: 'LOGOUT' },
        { type: 'TOKEN_REJECTED' },
        { type: 'TOKEN_EXPIRED' },
        { type: 'RETRY_REQUESTED' },
        { type: 'LOGOUT_DELAY_ELAPSED' },
        { type: 'CART_CHANGED', cartId: 'CART-5001' },
        { type: 'PENDING_CHANGED', patch: { warehouseId: 'WH-BRUGGE', deliveryId: 'PICKUP', period: { from: '2026-12-11', to: '2026-12-13' } } },
        {
          type: 'ORDER_COMPLETED',
          receipt: sampleReceipt,
        },
        done('fetchAnonymousToken', token),
        failed('fetchAnonymousToken'),
        done('establishUserSession', { account, customer: { CustomerID: 'CUST-1001' }, cartId: null, warehouseId: 'WH-BRUGGE' }),
        failed('establishUserSession', { kind: 'not-found', status: 404, serverMessage: null, text: 'Klant niet gevonden' }),
        done('refreshToken', token),
        failed('refreshToken'),
      ];
    },
    serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.token ? 'token' : 'none'}|${snapshot.context.settings?.AllowAnonymousShopUser}`,
  },
  {
    id: 'login',
    title: 'Aanmelden met identiteitskeuze',
    description: 'Log in with username or e-mail and password; a login with several accounts chooses a customer, then a contact.',
    machine: loginMachine,
    input: { queryToken: null, registerKey: null, status: null },
    alternativeInputs: [
      { queryToken: 'token-from-single-sign-on', registerKey: null, status: null },
      { queryToken: null, registerKey: 'DEMO-SLEUTEL-2026', status: null },
      { queryToken: null, registerKey: null, status: 'unauthorized' },
    ],
    secretContext: ['credentials'],
    events: () => [
      { type: 'SUBMITTED', credentials: { userName: 'multi@demo.test', password: 'Demo!2026' } },
      { type: 'SUBMITTED', credentials: { userName: '', password: '' } },
      { type: 'CUSTOMER_CHOSEN', customerId: 'CUST-1002' },
      { type: 'CUSTOMER_CHOSEN', customerId: 'CUST-1003' },
      { type: 'CONTACT_CHOSEN', contactId: 'CON-2005' },
      { type: 'CANCELLED' },
      done('authenticate', { token: null, accounts: multiAccounts }),
      done('authenticate', { token: null, accounts: multiAccounts.slice(1) }),
      done('authenticate', { token, accounts: [multiAccounts[0]] }),
      done('authenticate', { token: null, accounts: [] }),
      failed('authenticate', apiError('incorrect-details')),
      done('identifyToken', { token, account: multiAccounts[0] }),
      failed('identifyToken', apiError('unauthorized')),
      done('startSession', undefined),
      failed('startSession', apiError('not-found')),
    ],
    serialize: (snapshot) =>
      `${byValue(snapshot)}|${snapshot.context.accounts.length}|${snapshot.context.chosenCustomerId}|${snapshot.context.failure?.kind ?? ''}`,
  },
  {
    id: 'categories',
    title: 'Categorieën',
    description: 'The categories of the shop, loaded at start and again after each login or logout.',
    machine: categoriesMachine,
    events: () => [
      done('loadCategories', []),
      failed('loadCategories'),
      { type: 'RETRY_REQUESTED' },
      { type: 'RELOAD_REQUESTED' },
    ],
    serialize: byValue,
  },
  {
    id: 'accountDetails',
    title: 'Mijn gegevens',
    description: 'The signed-in contact and their organisation as the backend has them now.',
    machine: accountDetailsMachine,
    input: { customerId: 'CUST-1001', contactId: 'CON-2001' },
    events: () => [
      done('loadDetails', { customer: { CustomerID: 'CUST-1001' }, contact: { ContactID: 'CON-2001' } }),
      failed('loadDetails'),
      { type: 'RETRY_REQUESTED' },
    ],
    serialize: byValue,
  },
  {
    id: 'toasts',
    title: 'Meldingen (toasts)',
    description: 'Short messages that vanish after 4 seconds (an explicit timer event) or when closed.',
    machine: toastsMachine,
    // Two toasts at once show every transition; more would only make the paths endless.
    events: (snapshot) => [
      ...(snapshot.context.toasts.length < 2 ? [{ type: 'TOAST_REQUESTED', text: 'Opgeslagen', tone: 'success' }] : []),
      ...snapshot.context.toasts.flatMap((toast: { id: string }) => [
        { type: 'TOAST_DISMISSED', id: toast.id },
        { type: 'TOAST_TIMED_OUT', id: toast.id },
      ]),
    ],
    serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.toasts.length}`,
  },
  {
    id: 'overlays',
    title: 'Dialogen',
    description: 'Alert and confirm dialogs; an overlay whose id is already open is rejected.',
    machine: overlaysMachine,
    events: () => [
      { type: 'OPEN_REQUESTED', overlay: { id: 'clear-cart', kind: 'confirm', title: 'Leegmaken?', message: 'Zeker?', confirmLabel: 'Ja', cancelLabel: 'Nee' } },
      { type: 'OPEN_REQUESTED', overlay: { id: 'cart-cleared', kind: 'alert', title: 'Winkelwagen', message: 'Leeg' } },
      { type: 'CLOSED', id: 'clear-cart', confirmed: true },
      { type: 'CLOSED', id: 'cart-cleared', confirmed: false },
    ],
    serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.open.map((o: { id: string }) => o.id).join(',')}`,
  },
  {
    id: 'cookieConsent',
    title: 'Cookietoestemming',
    description: 'The cookie modal on a first visit; analytics loads only after consent; the choice is remembered.',
    machine: cookieConsentMachine,
    events: () => [
      done('readStoredChoice', null),
      done('readStoredChoice', { analytics: true }),
      failed('readStoredChoice'),
      { type: 'ALL_ACCEPTED' },
      { type: 'ESSENTIAL_ONLY_CHOSEN' },
      { type: 'CHOICE_SAVED', choice: { analytics: false } },
      { type: 'SETTINGS_REOPENED' },
    ],
    serialize: (snapshot) => `${byValue(snapshot)}|${JSON.stringify(snapshot.context.choice)}`,
  },
  {
    id: 'selection',
    title: 'Locatie, levering en periode',
    description:
      'Warehouse (alias groups offered once), delivery method and period, settled against the days of the location; with a cart, a new location or period is checked and invalid items are removed only after confirmation.',
    machine: selectionMachine,
    // Outcomes are offered only where they can happen, and snapshots are told apart only by what
    // the guards look at (a cart, a location, a period): enough to take every transition.
    events: (snapshot) => {
      const sessions: SelectionEvent[] = [
        { type: 'SESSION_UPDATED', session: sessionView({}) },
        { type: 'SESSION_UPDATED', session: sessionView({ warehouseId: 'WH-BRUGGE', period: { from: '2026-11-23', to: '2026-11-24' } }, 'CART-5001') },
      ];
      const byState: Record<string, (SelectionEvent | EventObject)[]> = {
        waitingForSession: sessions,
        loadingOptions: [done('loadOptions', { warehouses: sampleWarehouses, deliveryMethods: [pickup, dropbox, transport] }), failed('loadOptions'), sessions[0]!],
        failed: [{ type: 'RETRY_REQUESTED' }],
        // The paths take Brugge's days for every location: a few weeks suffice.
        loadingCalendar: [done('loadCalendar', [fakeDays('WH-BRUGGE', { from: SAMPLE_TODAY, startUntil: '2026-12-05', endUntil: '2026-12-10' })]), failed('loadCalendar')],
        calendarFailed: [{ type: 'RETRY_REQUESTED' }, { type: 'CHANGE_CANCELLED' }],
        checkingConflicts: [done('checkConflicts', []), done('checkConflicts', [invalidItem]), failed('checkConflicts')],
        confirmingInvalidItems: [{ type: 'INVALID_ITEMS_REMOVAL_CONFIRMED' }, { type: 'CHANGE_CANCELLED' }],
        updatingCart: [done('updateCart', undefined), failed('updateCart')],
        idle: [
          ...sessions,
          { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-BRUGGE' },
          { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-KORTRIJK' },
          { type: 'DELIVERY_CHOSEN', deliveryId: snapshot.context.choice.deliveryId === 'TRANSPORT' ? 'PICKUP' : 'TRANSPORT' },
          { type: 'PERIOD_CHOSEN', period: { from: '2026-11-30', to: '2026-12-01' } },
          // The full Wednesday in Brugge: refused.
          { type: 'PERIOD_CHOSEN', period: { from: '2026-12-02', to: '2026-12-03' } },
          { type: 'CHOICE_CONFIRMED' },
          { type: 'NOTICE_DISMISSED' },
        ],
      };
      return byState[String(snapshot.value)] ?? [];
    },
    serialize: (snapshot) => {
      const { cartId, choice } = snapshot.context;
      return JSON.stringify([snapshot.value, cartId !== null, choice.warehouseId !== null, choice.period !== null]);
    },
  },
  {
    id: 'productList',
    title: 'Productenlijst',
    description: 'The product grid for the filters in the address: the first page with the category and its filters in one wave, more pages on scrolling (500 ms debounce) until all are shown.',
    machine: productListMachine,
    input: { filters: NO_FILTERS, warehouseId: null, pageSize: 12 },
    events: () => [
      done('loadFirstPage', { page: { products: [sampleProduct], total: 3, nextIndex: 1 }, category: null }),
      done('loadFirstPage', { page: { products: [sampleProduct], total: 1, nextIndex: 1 }, category: sampleCategory }),
      failed('loadFirstPage'),
      { type: 'MORE_REQUESTED' },
      { type: 'SCROLL_DEBOUNCE_ELAPSED' },
      done('loadNextPage', { products: [sampleProduct], total: 3, nextIndex: 2 }),
      done('loadNextPage', { products: [sampleProduct], total: 3, nextIndex: 3 }),
      failed('loadNextPage'),
      { type: 'RETRY_REQUESTED' },
      { type: 'FILTERS_CHANGED', filters: tentFilters },
      { type: 'FILTERS_CHANGED', filters: NO_FILTERS },
      { type: 'WAREHOUSE_CHANGED', warehouseId: 'WH-BRUGGE' },
      { type: 'WAREHOUSE_CHANGED', warehouseId: null },
    ],
    serialize: (snapshot) => `${byValue(snapshot)}|${filtersKey(snapshot.context.filters)}|${snapshot.context.warehouseId}`,
  },
  {
    id: 'productSearch',
    title: 'Zoeken',
    description: 'The search bar: 200 ms after the last key a search for 5 products (with the chosen warehouse); a result opens its page, Enter shows every match.',
    machine: productSearchMachine,
    events: () => [
      { type: 'TEXT_TYPED', text: 'tent' },
      { type: 'TEXT_TYPED', text: '' },
      { type: 'SEARCH_DEBOUNCE_ELAPSED' },
      done('searchProducts', [sampleProduct]),
      done('searchProducts', []),
      failed('searchProducts'),
      { type: 'RESULT_CHOSEN', productId: sampleProduct.Slug },
      { type: 'SEARCH_SUBMITTED' },
    ],
    serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.text}`,
  },
  {
    id: 'product',
    title: 'Productpagina',
    description: 'The product and its suggestions in one wave; an unknown product shows the not-found page.',
    machine: productMachine,
    input: { productId: tent.Slug },
    events: () => [
      done('loadProduct', { product: tent, suggestions: tentAddOns }),
      failed('loadProduct', notFoundError),
      failed('loadProduct'),
      { type: 'RETRY_REQUESTED' },
      { type: 'PRODUCT_REQUESTED', productId: 'haringenset' },
    ],
    serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.productId}`,
  },
  {
    id: 'serialRedirect',
    title: 'Serienummer',
    description: 'sn/{serial}: looked up as serial number first, else as product, else not found; a hit opens the product.',
    machine: serialRedirectMachine,
    input: { serial: 'GK-2401' },
    events: () => [
      done('lookUpSerial', 'GELUIDSINSTALLATIE-KLEIN'),
      failed('lookUpSerial', notFoundError),
      failed('lookUpSerial'),
      done('lookUpItem', 'GELUIDSINSTALLATIE-KLEIN'),
      failed('lookUpItem', notFoundError),
      failed('lookUpItem'),
      { type: 'RETRY_REQUESTED' },
    ],
    serialize: byValue,
  },
  cartFlow,
  checkoutFlow,
  {
    id: 'configurator',
    title: 'Productconfigurator',
    description: 'Not logged in, then location and period, then the stock status with amounts and add to cart (a cart is made first when there is none).',
    machine: configuratorMachine,
    input: { product: tent, suggestions: tentAddOns, canShop: false, selection: null, cartId: null, inCart: {} },
    events: () => [
      { type: 'SHOPPER_CHANGED', canShop: true },
      { type: 'SHOPPER_CHANGED', canShop: false },
      { type: 'SELECTION_CHANGED', selection: weekend },
      { type: 'SELECTION_CHANGED', selection: null },
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
      { type: 'ADD_TO_CART_REQUESTED' },
      done('createCart', 'CART-5001'),
      failed('createCart'),
      done('addLines', undefined),
      failed('addLines'),
    ],
    serialize: (snapshot) => {
      const { canShop, selection, cartId, count, addOnAmounts, stock } = snapshot.context;
      return JSON.stringify([snapshot.value, canShop, selection !== null, cartId, count, addOnAmounts, stock]);
    },
  },
  paymentFlow,
  extraInfoFlow,
  uploadFlow,
  attachmentsFlow,
];

export function registeredMachine(id: string): RegisteredMachine {
  const entry = registry.find((e) => e.id === id);
  if (!entry) throw new Error(`No registered machine "${id}"; known: ${registry.map((e) => e.id).join(', ')}`);
  return entry;
}
