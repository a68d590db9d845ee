/**
 * The demo backend's in-memory database. Every entity is stored in the exact shape the
 * contract (openapi/shop-api.yaml) returns it in, so a route mostly selects and filters;
 * the few internal-only fields live in the `*Row` wrappers, never in a response.
 *
 * Ownership: each area of the demo API seeds and mutates its own tables (see
 * demo-api/README.md); everyone may read every table.
 */
import type { StyleSettings } from '../src/domain/style-settings.ts';

type LocaleKey = 'NL' | 'EN' | 'DE';
export type Translations = Record<LocaleKey, string>;
type CustomFieldValue = string | number | boolean | null;
export type CustomFields = Record<string, CustomFieldValue>;

/** A reference to another entity as the backend nests it: `{ Key, Description }`. */
export interface KeyRef {
  Key: string;
  Description: string;
}

interface Image {
  ImageID: string;
  Ranking: number;
  /** Path under the API base, e.g. `/api/demo-assets/items/TENT-3X3.svg`; the shop resolves it. */
  ImageUrl: string;
}

// ---------------------------------------------------------------- catalogue

export interface Category {
  CategoryID: number;
  ParentCategoryID: number | null;
  Description: string;
  Notes: string;
  Ranking: number;
  Images: Image[];
}

export interface ItemPropertyValueOption {
  Title: string;
  Translations: Translations;
}

export interface ItemPropertyDefinition {
  Name: string;
  Ranking: number;
  Translations: Translations;
  GroupName: string;
  Values: ItemPropertyValueOption[];
}

interface ItemProperty {
  PropertyDefinition: string;
  Value: string;
  Translations: Translations;
}

export interface ItemAttachment {
  Ranking: number;
  AttachmentUrl: string;
  ContentType: string;
  FileName: string;
  FileSize: number;
  NumberOfPages: number | null;
}

type PeriodUnit = 'Uur' | 'Dag' | 'Week' | 'Maand' | 'Jaar';

export interface PeriodPrice {
  /** Display name of the rental period, e.g. "1 dag", "Weekend", "1 week". */
  Period: string;
  PeriodUnit: PeriodUnit;
  PeriodAmount: number;
  /** Excl. VAT. */
  PriceNett: number;
  PriceNettIncVAT: number;
  /** Gross list price before discounts, incl. VAT (used by the weekend saving hint). */
  PriceGross: number;
  DefaultShopPeriod: boolean;
}

export type StockType = 'BulkStock' | 'BulkWithoutStock' | 'Serial';
export type UploadPolicy = 'AllowUpload' | 'DenyUpload' | 'RequireUpload';
type ShopPolicy = 'optional' | 'required';
/** Borg = deposit item: never listed in the shop. */
export type ItemType = 'Rental' | 'Sales' | 'Borg' | 'RentalCounter';
export type ItemKind = 'Item' | 'Composition';

export interface Product {
  ID: string;
  Slug: string;
  Description: string;
  MediumDescription: string;
  LongDescription: string;
  Images: Image[];
  Properties: ItemProperty[];
  ItemAttachments: ItemAttachment[];
  PeriodPrices: PeriodPrice[];
  SalesPrice: number | null;
  SalesPriceIncVAT: number | null;
  VATPercentage: number;
  ItemType: ItemType;
  Type: ItemKind;
  StockType: StockType;
  WarehouseIDs: string[];
  CategoryIDs: number[];
  UploadPolicy: UploadPolicy;
  /** Null means no limit. */
  MaxPerCustomer: number | null;
  MaxPerCart: number | null;
  MaxReservationDays: number | null;
  CustomFields: CustomFields;
}

export interface SuggestionLink {
  ItemID: string;
  SuggestedItemID: string;
  SuggestionAmount: number;
  SuggestionRanking: number;
  ShopPolicy: ShopPolicy;
}

/** Internal: how many of a product a warehouse owns. */
export interface StockRow {
  ItemID: string;
  WarehouseID: string;
  Quantity: number;
}

export interface Serial {
  SerialID: string;
  ItemID: string;
  Brand: string;
  /** Empty string means OK (the shop shows "OK"). */
  ServiceStatus: string;
  LastServiceDate: string | null;
  /** Owned by a customer when it is a customer item; null for rental stock. */
  CustomerID: string | null;
  Attachments: ItemAttachment[];
}

// ---------------------------------------------------------------- logistics

export interface Warehouse {
  WarehouseID: string;
  Description: string;
  Email: string;
  Tel: string;
  Street: string;
  HouseNumber: string;
  ZipCode: string;
  City: string;
  /** Warehouses sharing an alias group are offered as one pick-up location. */
  Alias: string | null;
}

export interface DeliveryMethod {
  DeliveryID: string;
  Description: string;
  /** Minimum rental period in days this delivery requires; null when none. */
  MinimumRentalDays: number | null;
  IsDropOffInBox: boolean;
}

export interface BusinessHour {
  /** Null only in the single placeholder entry of a day without slots. */
  BusinessHourID: string | null;
  BusinessHour: string;
  BusinessHourRanking: number;
  MomentCanBeUsed: boolean;
}

/** Internal: the business hours of a warehouse for one weekday (0 = Sunday). */
export interface BusinessHourRow {
  WarehouseID: string;
  Weekday: number;
  Kind: 'shipment' | 'return';
  BusinessHourID: string;
  BusinessHour: string;
  BusinessHourRanking: number;
  /** Pick-ups (or returns) this slot can handle per day; capacity fills up from reservations. */
  Capacity: number;
  /** The "before 7:30" drop-off slot: only usable with drop-off-in-box. */
  IsDropOff: boolean;
}

export interface ClosingDay {
  ClosingDayID: string;
  /** Null closes every warehouse. */
  WarehouseID: string | null;
  Date: string;
  Description: string;
}

export interface Label {
  LabelID: string;
  Subject: 'Rental.Reservation' | 'Customer.Customer';
  Description: string;
}

/** Every core setting the spec names, with its value in the demo shop. */
export interface ShopSettings {
  AllowAnonymousShopUser: boolean;
  DefaultRoleName: string;
  DefaultDeliveryID: string;
  DefaultRegisterCountryID: string;
  ShopAllowEditingOrder: 'reservation-order' | 'reservation';
  ShopAllowEditingDays: number;
  ShopAllowCancellationDays: number;
  OidcProviderName: string;
  NewShopUserEmailConfirmationNotRequired: boolean;
  ShopShowMyDetailsFor: AccessLevel;
  ShopShowReservationsAndOrdersFor: AccessLevel;
  ShopShowInvoicesFor: AccessLevel;
  ShopShowContactsFor: AccessLevel;
  ItemsToShowInShop: 'All' | 'WarehouseOnly';
  DisplayPricePolicy: DisplayTiming;
  ShopShowPricePolicy: DisplayTiming;
  SaveCartsWithStockConflict: boolean;
  ShopSalesModus: boolean;
  CartReservationMinimumStartInterval: number;
  CartReservationMaximumStartInterval: number;
  CartReservationMinimumDuration: number;
  CartReservationMaximumDuration: number;
  VATDisplay: 'VATShowIncVAT' | 'VATShowExcVAT';
}

export type AccessLevel = 'OnlyUser' | 'OnlySubUser' | 'UserAndSubUser' | 'NoOne';
type DisplayTiming = 'Never' | 'Always' | 'AferLogin';

// ---------------------------------------------------------------- identity

type Salutation = 'Mr' | 'Ms' | 'Mx';

export interface Customer {
  CustomerID: string;
  CompanyName: string;
  FirstName: string;
  LastName: string;
  Salutation: Salutation | null;
  Street: string;
  HouseNumber: string;
  HouseNumberAddition: string;
  ZipCode: string;
  City: string;
  Municipality: string;
  CountryID: string;
  Tel: string;
  Email: string;
  Website: string;
  CustomFields: CustomFields;
  DateTimeCreated: string;
  DateTimeModified: string;
}

export interface CustomerDetail {
  CustomerID: string;
  InvoiceEmail: string;
  InvoiceSalutation: Salutation | null;
  InvoiceFirstName: string;
  InvoiceLastName: string;
  InvoiceTel: string;
  InvoiceZipCode: string;
  InvoiceStreet: string;
  InvoiceHouseNumber: string;
  InvoiceHouseNumberAddition: string;
  InvoiceCity: string;
  InvoiceMunicipality: string;
  InvoiceCompanyName: string;
  BusinessNo: string;
  VATNo: string;
  CustomFields: CustomFields;
}

export interface Contact {
  ContactID: string;
  CustomerID: string;
  Salutation: Salutation | null;
  FirstName: string;
  LastName: string;
  Email: string;
  Tel: string;
  MobilePhone: string;
  NationalIdentificationNumber: string;
  CustomFields: CustomFields;
}

/** A login's own state; whether its organisation is approved is the customer's (`unapprovedCustomers`). */
export type UserStatus = 'Active' | 'LockedOut' | 'NotLinked' | 'Unconfirmed';

/** Internal: a login. One login may hold several accounts (customer + contact pairs). */
export interface UserRow {
  UserName: string;
  Email: string;
  Password: string;
  Status: UserStatus;
  Accounts: { CustomerID: string; ContactID: string; RoleName: string }[];
  Barcode: string;
  /** One-time codes mailed to this login that can still be redeemed (redeeming removes them). */
  PendingCodes: { Code: string; Purpose: 'activation' | 'password-reset' | 'invitation' }[];
}

/** Internal: an issued token. */
export interface TokenRow {
  Access_token: string;
  Issued: string;
  Expires: string;
  /** Null for an anonymous token. */
  UserName: string | null;
  CustomerID: string | null;
  ContactID: string | null;
  Revoked: boolean;
}

/** Internal: a one-time code mailed for activation, password reset or an invitation. */
export interface MailRow {
  MailID: string;
  To: string;
  Subject: string;
  /** Plain text body shown on the demo mailbox page. */
  Body: string;
  Link: string | null;
  Code: string | null;
  Purpose: 'activation' | 'password-reset' | 'invitation' | 'order-confirmation' | 'contact-form';
  SentAt: string;
}

// ---------------------------------------------------------------- cart and orders

type ActionName = 'ReferenceRequired' | 'Certificates' | 'CreatePayment' | 'ExtraOrderInfo';

export interface Certificate {
  Number: string;
}

export interface OrderAction {
  ActionName: ActionName;
  Completed: boolean;
  Required: boolean;
  Details: { RequiredCertificates: Certificate[]; OptionalCertificates: Certificate[] } | null;
}

export type PaymentRule = 'RequirePayment' | 'AllowPayment' | 'BlockPayment';

/** Why a cart line cannot be reserved as it is (the contract's InvalidCartItemReasonCode). */
export type ProblemReason = 'NotForSale' | 'NotInWarehouse' | 'MaxReservationDaysExceeded' | 'InsufficientStock';

export interface CartAttachment {
  CartAttachmentID: string;
  FileName: string;
  ContentType: string;
  FileSize: number;
}

export interface CartItem {
  CartItemID: string;
  ItemID: string | null;
  CompositionID: string | null;
  /** Set on add-ons: the cart item they belong to. */
  RelatedRentalItemID: string | null;
  Item: {
    ID: string;
    Description: string;
    Images: Image[];
    MaxPerCart: number | null;
    UploadPolicy: UploadPolicy;
    PeriodPrices: PeriodPrice[];
  };
  Description: string;
  Amount: number;
  Price: number;
  PriceIncVAT: number;
  TotalExcVAT: number;
  TotalIncVAT: number;
  DateTimeExpectedStart: string;
  DateTimeExpectedEnd: string;
  DateTimeBusinessStart: string;
  DateTimeBusinessEnd: string;
  InvalidCartItemReason: string | null;
  InvalidCartItemReasonCode: ProblemReason | null;
  IsRemovable: boolean;
  MaxPerCustomerLeftover: number | null;
  Attachments: CartAttachment[];
}

export interface Cart {
  CartID: string;
  CustomerID: string | null;
  ContactID: string | null;
  WarehouseID: KeyRef;
  DeliveryID: KeyRef;
  DateTimeExpectedStart: string;
  DateTimeExpectedEnd: string;
  DateTimeBusinessStart: string;
  DateTimeBusinessEnd: string;
  BusinessHourStart: KeyRef | null;
  BusinessHourEnd: KeyRef | null;
  Actions: OrderAction[];
  PaymentCondition: { ShopPaymentPolicy: PaymentRule };
  TotalIncVATForeignCurrency: number;
  TotalExcVATForeignCurrency: number;
  TotalVAT: number;
  CustomFields: CustomFields;
  Notes: string;
  Attachments: CartAttachment[];
  Items: CartItem[];
}

/** Internal: a cart and the token that owns it (anonymous carts are owned by a token). */
export interface CartRow {
  cart: Cart;
  OwnerToken: string | null;
  /** Certificate numbers given through `_certificate`, in the order given; they fill the Certificates action. */
  certificates: Certificate[];
}

export type ReservationStatus =
  | 'Active'
  | 'Order'
  | 'Expired'
  | 'Rejected'
  | 'Cancelled'
  | 'Draft'
  | 'Open'
  | 'Pick'
  | 'Picked'
  | 'Closed'
  | 'ClosedAndCompleted';

export interface ReservationOrderItem {
  ReservationOrderItemID: string;
  ReservationOrderID: string;
  /** As on the cart line it came from: the product as an item, or (`CompositionID`) as a composition. */
  ItemID: string | null;
  CompositionID: string | null;
  /** On an add-on: the ReservationOrderItemID of its parent line. */
  RelatedRentalItemID: string | null;
  ItemDescription: string;
  Amount: number;
  TotalIncVAT: number;
  TotalExcVAT: number;
  MaxPerCustomer: number | null;
  Item: { ID: string; Images: Image[]; MaxPerCart: number | null; UploadPolicy: UploadPolicy };
}

export interface ReservationOrder {
  ReservationOrderID: string;
  ReservationID: string;
  /** Null until the reservation became an order. */
  OrderID: string | null;
  CustomerID: string;
  ContactID: string;
  WarehouseID: string;
  DeliveryID: string;
  Reference: string;
  ReservationStatus: ReservationStatus;
  DateTimeCreated: string;
  DateTimeExpectedStart: string;
  DateTimeExpectedEnd: string;
  DateTimeBusinessStart: string;
  DateTimeBusinessEnd: string;
  BusinessHourStart: KeyRef | null;
  BusinessHourEnd: KeyRef | null;
  TotalQtyOfReservationItems: number;
  TotalIncVAT: number;
  TotalExcVAT: number;
  /** What is still to be paid online; 0 when paid or nothing due. */
  AmountDue: number;
  IsCancellable: boolean;
  IsEditable: boolean;
  Actions: OrderAction[];
  CustomFields: CustomFields;
  Notes: string;
  Labels: string[];
}

interface OrderFile {
  FileID: string;
  FileName: string;
  ContentType: string;
  FileSize: number;
  DateTimeCreated: string;
}

/** Internal: an order with its lines, files, documents and certificates. */
export interface ReservationOrderRow {
  order: ReservationOrder;
  items: ReservationOrderItem[];
  files: (OrderFile & { Data: Uint8Array })[];
  certificates: Certificate[];
}

export interface Invoice {
  InvoiceID: string;
  CustomerID: string;
  OrderID: KeyRef;
  DateInvoice: string;
  Reference: string;
  ContactID: KeyRef;
  TotalExcVAT: number;
  TotalIncVAT: number;
  AmountDue: number;
  CurrencyID: KeyRef;
  Actions: OrderAction[];
}

export type PaymentStatus = 'Pending' | 'Cancelled' | 'Not paid' | 'Paid' | 'Error';

/** Internal: a payment started through the payment link; the demo payment page settles it. */
export interface PaymentRow {
  PaymentID: string;
  ReservationOrderID: string | null;
  InvoiceID: string | null;
  Amount: number;
  PaymentMethod: string | null;
  ReturnUrl: string;
  Status: PaymentStatus;
  Message: string;
  CreatedAt: string;
  /** Set by the page's "paid after processing" choice: the moment a Pending payment becomes Paid. */
  SettleAt: string | null;
  /** Whether a failed outcome (Cancelled, Error, Not paid) was already answered once by the link call. */
  Reported: boolean;
}

export interface ConversationAttachment {
  AttachmentID: string;
  FileName: string;
  ContentType: string;
  /** Fetched with the access token as a query parameter (the spec demands it). */
  AttachmentUrl: string;
}

export interface ConversationCommunication {
  ConversationCommunicationID: string;
  /** HTML from the provider; the shop sanitises it. */
  Message: string;
  DateTimeCreated: string;
  IsCustomerMessage: boolean;
  Attachments: ConversationAttachment[];
}

export interface Conversation {
  ConversationID: string;
  CustomerID: string;
  Subject: string;
  RentalObjectID: string | null;
  DateTimeCreated: string;
  DateTimeModified: string;
  Attachments: ConversationAttachment[];
  Communications: ConversationCommunication[];
}

/** Internal: the bytes behind an attachment URL (conversation, cart, serial). */
interface BlobRow {
  BlobID: string;
  FileName: string;
  ContentType: string;
  Data: Uint8Array;
}

/** Internal: a pre-defined registration a customer can complete through a register key. */
export interface RegisterKeyRow {
  Key: string;
  Type: RegistrationType;
  Customer: Partial<Customer>;
  CustomerDetail: Partial<CustomerDetail>;
  Contact: Partial<Contact>;
  Used: boolean;
}

export type RegistrationType = 'NON_PROFIT' | 'SCHOOL' | 'GOVERNMENT';

export interface DemoDb {
  settings: ShopSettings;
  /** The deployment's style settings document, which `npm start` serves as /style-settings.json. */
  styleSettings: StyleSettings;
  // catalogue
  categories: Category[];
  itemProperties: Map<number, ItemPropertyDefinition[]>;
  products: Product[];
  suggestions: SuggestionLink[];
  stock: StockRow[];
  serials: Serial[];
  // logistics
  warehouses: Warehouse[];
  deliveryMethods: DeliveryMethod[];
  businessHours: BusinessHourRow[];
  closingDays: ClosingDay[];
  labels: Label[];
  // identity
  users: UserRow[];
  tokens: Map<string, TokenRow>;
  customers: Customer[];
  /**
   * Customers the lending service has not approved (spec 002 §4: an association the company
   * registry knows as inactive): their users cannot sign in, their carts cannot become orders.
   */
  unapprovedCustomers: Set<string>;
  customerDetails: CustomerDetail[];
  contacts: Contact[];
  registerKeys: RegisterKeyRow[];
  mailbox: MailRow[];
  // cart and orders
  carts: Map<string, CartRow>;
  orders: ReservationOrderRow[];
  invoices: Invoice[];
  payments: Map<string, PaymentRow>;
  conversations: Conversation[];
  blobs: Map<string, BlobRow>;
  /** Page views the shop's analytics reported (only after cookie consent). */
  pageViews: { path: string; at: string }[];
  /** Monotonic counters per prefix so new IDs are deterministic. */
  sequences: Map<string, number>;
}

export function nextId(db: DemoDb, prefix: string, start = 1): string {
  const next = (db.sequences.get(prefix) ?? start - 1) + 1;
  db.sequences.set(prefix, next);
  return `${prefix}${next}`;
}
