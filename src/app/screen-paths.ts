/**
 * Which screens each path shows, as data only: the app fetches their chunks ahead
 * (src/app/screens.ts), and the build names those chunks in index.html so they load beside the
 * entry (vite.config.ts). A test holds this to the route map and to the screens' imports.
 */

/** Each screen's module, from the project's root, as the build's manifest names it. */
export const SCREEN_MODULES = {
  login: 'src/views/onboarding/LoginView.tsx',
  activation: 'src/views/onboarding/ActivationView.tsx',
  contact: 'src/views/shop/ContactView.tsx',
  lostPassword: 'src/views/onboarding/LostPasswordView.tsx',
  passwordReset: 'src/views/onboarding/PasswordResetView.tsx',
  registration: 'src/views/onboarding/RegistrationView.tsx',
  authenticationChoice: 'src/views/onboarding/AuthenticationChoiceView.tsx',
  guestDetails: 'src/views/checkout/GuestDetailsView.tsx',
  account: 'src/views/account/AccountView.tsx',
  accountLayout: 'src/features/account/AccountLayout.tsx',
  contacts: 'src/views/account/ContactsView.tsx',
  contactPerson: 'src/views/account/ContactPersonView.tsx',
  orders: 'src/views/account/OrdersView.tsx',
  invoices: 'src/views/account/InvoicesView.tsx',
  customerItems: 'src/views/account/CustomerItemsView.tsx',
  orderDetail: 'src/views/account/OrderDetailView.tsx',
  orderEdit: 'src/views/account/OrderEditView.tsx',
  messages: 'src/views/account/MessagesView.tsx',
  conversation: 'src/views/account/ConversationView.tsx',
  accountDetails: 'src/views/account/AccountDetailsView.tsx',
  productList: 'src/views/shop/ProductListView.tsx',
  product: 'src/views/shop/ProductView.tsx',
  serialRedirect: 'src/views/shop/SerialRedirectView.tsx',
  cart: 'src/views/checkout/CartView.tsx',
  summary: 'src/views/checkout/SummaryView.tsx',
  thankYou: 'src/views/checkout/ThankYouView.tsx',
  extraInfo: 'src/views/checkout/ExtraInfoView.tsx',
  flows: 'src/flows/FlowsView.tsx',
} as const;

export type ScreenName = keyof typeof SCREEN_MODULES;

/**
 * Which screens a path shows, in the route map's order (App.tsx); an account tab shows inside
 * the account frame. Only the first segments are told apart: enough to know the chunks.
 */
export const SCREENS_BY_PATH: [RegExp, ScreenName[]][] = [
  [/^\/products(\/category\/[^/]+)?$/, ['productList']],
  [/^\/product\/details\/[^/]+$/, ['product']],
  [/^\/(product\/serial|sn)\/[^/]+$/, ['serialRedirect', 'product']],
  [/^\/winkelwagen$/, ['cart']],
  [/^\/samenvatting$/, ['summary']],
  [/^\/bedankt$/, ['thankYou']],
  [/^\/extra-info$/, ['extraInfo']],
  [/^\/authenticatie$/, ['authenticationChoice']],
  [/^\/authenticatie\/gast$/, ['guestDetails']],
  [/^\/login$/, ['login']],
  [/^\/register(\/[^/]+)?$/, ['registration']],
  [/^\/activate$/, ['activation']],
  [/^\/wachtwoord-vergeten$/, ['lostPassword']],
  [/^\/reset-wachtwoord$/, ['passwordReset']],
  [/^\/contact$/, ['contact']],
  [/^\/account$/, ['account']],
  [/^\/account\/contact$/, ['accountLayout', 'contacts']],
  [/^\/account\/contact\/(add|edit\/[^/]+)$/, ['accountLayout', 'contactPerson']],
  [/^\/account\/orders$/, ['accountLayout', 'orders']],
  [/^\/account\/orders\/detail\/[^/]+$/, ['accountLayout', 'orderDetail']],
  [/^\/account\/orders\/edit\/[^/]+$/, ['accountLayout', 'orderEdit']],
  [/^\/account\/messages$/, ['accountLayout', 'messages']],
  [/^\/account\/messages\/[^/]+$/, ['accountLayout', 'conversation']],
  [/^\/account\/invoices$/, ['accountLayout', 'invoices']],
  [/^\/account\/items$/, ['accountLayout', 'customerItems']],
  [/^\/account\/details$/, ['accountLayout', 'accountDetails']],
  [/^\/flows(\/[^/]+)?$/, ['flows']],
];

/** The page a customer most likely opens next from a page: its chunk is fetched when the browser is idle. */
export const LIKELY_NEXT: [RegExp, ScreenName[]][] = [
  [/^\/(home)?$/, ['productList']],
  [/^\/products/, ['product']],
  [/^\/product\//, ['cart']],
  [/^\/winkelwagen$/, ['summary', 'authenticationChoice']],
];


/**
 * What the entry loads on demand besides the screens: the page names their modules too, so each
 * is fetched at once, not an import at a time (src/app/screen-files.ts).
 */
export const ENTRY_PARTS = {
  productSearch: 'src/features/shop/catalogue/ProductSearch.tsx',
  cookieModal: 'src/app/CookieModal.tsx',
} as const;

/** A screen or another part the entry loads on demand. */
export type LazyPart = ScreenName | keyof typeof ENTRY_PARTS;

/** Parts a screen loads on demand that a stored cart will need at once: fetched with the screen when a cart is stored. */
export const STORED_CART_PARTS: [RegExp, string][] = [[/^\/winkelwagen$/, 'src/features/checkout/cart/FilledCart.tsx']];
