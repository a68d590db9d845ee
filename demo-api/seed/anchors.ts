/**
 * IDs that several areas of the seed refer to. Each area seeds its own tables, but orders
 * name products and customers, carts name warehouses, and tests name demo accounts: those
 * shared IDs are fixed here so the areas agree.
 */

export const DEMO_PASSWORD = 'Demo!2026';

export const WAREHOUSE = {
  brugge: 'WH-BRUGGE',
  /** Kortrijk and Ieper form the alias group "Zuid-West-Vlaanderen". */
  kortrijk: 'WH-KORTRIJK',
  ieper: 'WH-IEPER',
} as const;
export const ALIAS_ZUIDWEST = 'Zuid-West-Vlaanderen';

export const DELIVERY = {
  pickUpAndReturn: 'PICKUP',
  /** Drop-off in the return box: minimum rental period of 3 days, return slot "voor 7:30". */
  dropOffInBox: 'DROPBOX',
  transport: 'TRANSPORT',
} as const;
export const DROPBOX_MINIMUM_DAYS = 3;
export const DROP_OFF_SLOT_LABEL = 'voor 7:30';

export const CATEGORY = {
  tenten: 1000,
  podia: 1100,
  geluid: 1200,
  verlichting: 1300,
  meubilair: 1400,
  spelEnSport: 1500,
  afvalEnNetheid: 1600,
  signalisatie: 1700,
  /** Packages: a product in this category is a package with add-ons (spec 001 §2). Kept without subcategories. */
  pakketten: 9100,
  // Subcategories (ParentCategoryID): the parent's ID plus 10, 20, 30…
  partytenten: 1010,
  feesttenten: 1020,
  paviljoenen: 1030,
  tentaccessoires: 1040,
  podiumelementen: 1110,
  podiumtoebehoren: 1120,
  geluidsinstallaties: 1210,
  microfoons: 1220,
  mengpanelenEnKabels: 1230,
  reuzenspelen: 1510,
  springkastelen: 1520,
  sportmateriaal: 1530,
  verkeerEnAfsluiting: 1710,
  veiligheidEnEersteHulp: 1720,
} as const;

/** Products the other areas (orders, carts, tests) refer to by ID. */
export const PRODUCT = {
  partytent3x3: 'PARTYTENT-3X3',
  podiumelement: 'PODIUMELEMENT-2X1',
  /** Serial-numbered. */
  geluidsinstallatie: 'GELUIDSINSTALLATIE-KLEIN',
  bierbankset: 'BIERBANKSET',
  afvalcontainer: 'AFVALCONTAINER-240L',
  /** Kept without stock (BulkWithoutStock). */
  verkeerskegel: 'VERKEERSKEGEL',
  /** Deposit (Borg): never listed. */
  borgGeluid: 'BORG-GELUID',
  /** Package in category 9100 whose required add-on has limited stock. */
  pakketFuif: 'PAKKET-FUIF',
  /** Requires an upload (UploadPolicy RequireUpload). */
  springkasteel: 'SPRINGKASTEEL',
  /**
   * A service in no shop category (never listed): delivery and collection by the lending service,
   * the fixed product a deployment can add to every new cart (style setting `fixedProduct`).
   */
  transport: 'LEVERING-OPHALING',
} as const;

export const CUSTOMER = {
  /** Customer of admin@ and sub@, with order history, invoices and conversations. */
  branding: 'CUST-1001',
  /** multi@ is a contact of oostkamp (once) and of regenboog (twice). */
  oostkamp: 'CUST-1002',
  regenboog: 'CUST-1003',
  unapproved: 'CUST-1004',
  locked: 'CUST-1005',
} as const;

export const CONTACT = {
  adminBranding: 'CON-2001',
  subBranding: 'CON-2002',
  multiOostkamp: 'CON-2003',
  multiRegenboogDirectie: 'CON-2004',
  multiRegenboogSecretariaat: 'CON-2005',
  unapproved: 'CON-2006',
  locked: 'CON-2007',
} as const;

export const DEMO_ACCOUNTS = {
  multi: 'multi@demo.test',
  admin: 'admin@demo.test',
  sub: 'sub@demo.test',
  unapproved: 'unapproved@demo.test',
  locked: 'locked@demo.test',
} as const;

/** RoleName of the admin (main) user; equals the DefaultRoleName setting. */
export const ADMIN_ROLE = 'Hoofdgebruiker';
export const SUB_ROLE = 'Medewerker';
