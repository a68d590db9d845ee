import type { Contact, Customer, CustomerDetail, DemoDb, UserRow, UserStatus } from '../db.ts';
import type { Clock } from '../lib/http.ts';
import { addDays, isoDateTime } from '../lib/dates.ts';
import { ADMIN_ROLE, CONTACT, CUSTOMER, DEMO_ACCOUNTS, DEMO_PASSWORD, SUB_ROLE } from './anchors.ts';
import { barcodeFor, issueCode, sendMail, withCode } from '../routes/identity/accounts.ts';

/** Demo logins beyond the shared anchors: the two remaining login refusals. */
export const EXTRA_DEMO_ACCOUNTS = {
  /** Registered but not activated: its activation mail waits in the demo mailbox. */
  unconfirmed: 'unconfirmed@demo.test',
  /** Its organisation is not in the company registry: refused as not linked. */
  notLinked: 'notlinked@demo.test',
} as const;

const EXTRA_CUSTOMER = { masker: 'CUST-1006', buurtcomite: 'CUST-1007' } as const;
export const EXTRA_CONTACT = {
  /** A contact of De Branding without a login, so the admin can invite it. */
  brandingWithoutLogin: 'CON-2008',
  unconfirmed: 'CON-2009',
  notLinked: 'CON-2010',
  oostkampWithoutLogin: 'CON-2011',
} as const;

/** The pre-defined registration a tester can open at /register/DEMO-SLEUTEL-2026. */
export const DEMO_REGISTER_KEY = 'DEMO-SLEUTEL-2026';

/** New customers and contacts are numbered after the seeded ones. */
export const FIRST_NEW_CUSTOMER = 1101;
export const FIRST_NEW_CONTACT = 2101;

// ---------------------------------------------------------------- external registries

type RegistryStatus = 'Active' | 'Inactive';

interface RegistryAddress {
  Street: string;
  HouseNumber: string;
  ZipCode: string;
  City: string;
  CountryID: string;
}

/** Internal: an enterprise of the company registry (Kruispuntbank van Ondernemingen). */
export interface RegistryEnterpriseRow {
  EnterpriseNumber: string;
  Name: string;
  Status: RegistryStatus;
  JuridicalForm: string;
  StartDate: string;
  Address: RegistryAddress;
  Establishment: { EstablishmentNumber: string; Name: string; StartDate: string; Address: RegistryAddress };
}

export interface Vereniging {
  vCode: string;
  naam: string;
  sleutels: { bron: 'VR' | 'KBO'; waarde: string }[];
  primairAdres: { straatnaam: string; huisnummer: string; busnummer: string; postcode: string; gemeente: string };
}

const address = (Street: string, HouseNumber: string, ZipCode: string, City: string): RegistryAddress => ({
  Street,
  HouseNumber,
  ZipCode,
  City,
  CountryID: 'be',
});

function enterprise(
  number: string,
  name: string,
  status: RegistryStatus,
  form: string,
  startDate: string,
  at: RegistryAddress,
  establishmentNumber: string,
): RegistryEnterpriseRow {
  return {
    EnterpriseNumber: number,
    Name: name,
    Status: status,
    JuridicalForm: form,
    StartDate: startDate,
    Address: at,
    Establishment: { EstablishmentNumber: establishmentNumber, Name: name, StartDate: startDate, Address: at },
  };
}

const VZW = 'Vereniging zonder winstoogmerk';

/**
 * The company registry is reference data nobody changes, so it is a constant rather than a
 * table. Its numbers are the BusinessNo of the seeded customers; Zonnedauw is inactive (the
 * association of unapproved@ is not approved) and Buurtcomité Sint-Pieters is missing.
 */
export const COMPANY_REGISTRY: readonly RegistryEnterpriseRow[] = [
  enterprise('0412.345.614', 'Jeugdhuis De Branding', 'Active', VZW, '1994-03-15', address('Sint-Pieterskaai', '42', '8000', 'Brugge'), '2.234.567.818'),
  enterprise('0207.345.616', 'Gemeente Oostkamp', 'Active', 'Publiekrechtelijke rechtspersoon – gemeente', '1977-01-01', address('Kerkplein', '1', '8020', 'Oostkamp'), '2.123.456.791'),
  enterprise('0456.789.034', 'Vrije Basisschool De Regenboog', 'Active', VZW, '1995-09-01', address('Kortrijksestraat', '120', '8501', 'Heule'), '2.345.612.329'),
  enterprise('0812.345.702', 'Speelpleinwerking Zonnedauw', 'Inactive', VZW, '2009-05-04', address('Zonnebeekseweg', '155', '8900', 'Ieper'), '2.098.765.442'),
  enterprise('0445.239.896', 'Sportclub Ieper-Noord', 'Active', VZW, '1991-02-20', address('Bruggestraat', '60', '8904', 'Boezinge'), '2.222.333.346'),
  enterprise('0663.452.185', 'Toneelgroep Het Masker', 'Active', VZW, '2016-10-03', address('Doorniksestraat', '21', '8500', 'Kortrijk'), '2.111.222.222'),
];

const vereniging = (
  vCode: string,
  naam: string,
  kbo: string | null,
  straatnaam: string,
  huisnummer: string,
  postcode: string,
  gemeente: string,
): Vereniging => ({
  vCode,
  naam,
  sleutels: [{ bron: 'VR', waarde: vCode }, ...(kbo ? [{ bron: 'KBO' as const, waarde: kbo }] : [])],
  primairAdres: { straatnaam, huisnummer, busnummer: '', postcode, gemeente },
});

/** The Flemish association register (Verenigingsregister), reference data as well. */
export const ASSOCIATION_REGISTER: readonly Vereniging[] = [
  vereniging('V0004211', 'Jeugdhuis De Branding', '0412.345.614', 'Sint-Pieterskaai', '42', '8000', 'Brugge'),
  vereniging('V0012876', 'Speelpleinwerking Zonnedauw', '0812.345.702', 'Zonnebeekseweg', '155', '8900', 'Ieper'),
  vereniging('V0008345', 'Sportclub Ieper-Noord', '0445.239.896', 'Bruggestraat', '60', '8904', 'Ieper'),
  vereniging('V0015532', 'Toneelgroep Het Masker', '0663.452.185', 'Doorniksestraat', '21', '8500', 'Kortrijk'),
  vereniging('V0020117', 'Buurtcomité Sint-Pieters', null, 'Blankenbergse Steenweg', '200', '8000', 'Brugge'),
  vereniging('V0003390', 'KSA Sint-Michiels', null, 'Sint-Michielslaan', '14', '8200', 'Brugge'),
  vereniging('V0006672', 'Koninklijke Harmonie Sint-Cecilia', null, 'Groeningestraat', '8', '8500', 'Kortrijk'),
  vereniging('V0017754', 'Chiro Heule', null, 'Kapel ter Bede', '88', '8501', 'Kortrijk'),
  vereniging('V0009921', 'Gezinsbond Oostkamp', null, 'Stationsstraat', '101', '8020', 'Oostkamp'),
  vereniging('V0014408', 'Volksdansgroep De Klaproos', null, 'Meensesteenweg', '12', '8900', 'Ieper'),
  vereniging('V0019063', "Jeugdhuis 't Kruispunt", null, 'Gasthuisstraat', '3', '8970', 'Poperinge'),
];

// ---------------------------------------------------------------- customers, contacts, logins

type Recognition = 'RecognizedByMunicipality' | 'RecognizedByProvince' | 'RecognizedByFlemishCommunity' | null;

interface OrganisationSeed {
  id: string;
  name: string;
  street: string;
  number: string;
  zip: string;
  city: string;
  municipality: string;
  tel: string;
  domain: string;
  businessNo: string;
  recognition: Recognition;
  /** The first contact is the customer's own contact person and invoice addressee. */
  contacts: Omit<Contact, 'CustomerID' | 'CustomFields' | 'NationalIdentificationNumber'>[];
}

const ORGANISATIONS: OrganisationSeed[] = [
  {
    id: CUSTOMER.branding,
    name: 'Jeugdhuis De Branding vzw',
    street: 'Sint-Pieterskaai',
    number: '42',
    zip: '8000',
    city: 'Brugge',
    municipality: 'Brugge',
    tel: '050 33 12 45',
    domain: 'debranding.demo.test',
    businessNo: '0412.345.614',
    recognition: 'RecognizedByMunicipality',
    contacts: [
      { ContactID: CONTACT.adminBranding, Salutation: 'Ms', FirstName: 'Lotte', LastName: 'Vermeulen', Email: DEMO_ACCOUNTS.admin, Tel: '050 33 12 45', MobilePhone: '0472 12 34 56' },
      { ContactID: CONTACT.subBranding, Salutation: 'Mr', FirstName: 'Wout', LastName: 'Declercq', Email: DEMO_ACCOUNTS.sub, Tel: '', MobilePhone: '0486 23 45 67' },
      { ContactID: EXTRA_CONTACT.brandingWithoutLogin, Salutation: 'Ms', FirstName: 'Jana', LastName: 'Maes', Email: 'jana.maes@debranding.demo.test', Tel: '', MobilePhone: '0495 34 56 78' },
    ],
  },
  {
    id: CUSTOMER.oostkamp,
    name: 'Gemeente Oostkamp – Dienst Cultuur',
    street: 'Kerkplein',
    number: '1',
    zip: '8020',
    city: 'Oostkamp',
    municipality: 'Oostkamp',
    tel: '050 81 98 00',
    domain: 'oostkamp.demo.test',
    businessNo: '0207.345.616',
    recognition: null,
    contacts: [
      { ContactID: CONTACT.multiOostkamp, Salutation: 'Ms', FirstName: 'Sofie', LastName: 'Claeys', Email: DEMO_ACCOUNTS.multi, Tel: '050 81 98 21', MobilePhone: '0473 45 67 89' },
      { ContactID: EXTRA_CONTACT.oostkampWithoutLogin, Salutation: 'Mr', FirstName: 'Tom', LastName: 'Vandenbroucke', Email: 'tom.vandenbroucke@oostkamp.demo.test', Tel: '050 81 98 22', MobilePhone: '' },
    ],
  },
  {
    id: CUSTOMER.regenboog,
    name: 'Basisschool De Regenboog',
    street: 'Kortrijksestraat',
    number: '120',
    zip: '8501',
    city: 'Heule',
    municipality: 'Kortrijk',
    tel: '056 35 21 10',
    domain: 'deregenboog.demo.test',
    businessNo: '0456.789.034',
    recognition: 'RecognizedByFlemishCommunity',
    contacts: [
      // One person, two roles at the school: the picker tells them apart by name.
      { ContactID: CONTACT.multiRegenboogDirectie, Salutation: null, FirstName: 'Directie', LastName: 'De Regenboog', Email: DEMO_ACCOUNTS.multi, Tel: '056 35 21 10', MobilePhone: '' },
      { ContactID: CONTACT.multiRegenboogSecretariaat, Salutation: null, FirstName: 'Secretariaat', LastName: 'De Regenboog', Email: DEMO_ACCOUNTS.multi, Tel: '056 35 21 11', MobilePhone: '' },
    ],
  },
  {
    id: CUSTOMER.unapproved,
    name: 'Speelpleinwerking Zonnedauw vzw',
    street: 'Zonnebeekseweg',
    number: '155',
    zip: '8900',
    city: 'Ieper',
    municipality: 'Ieper',
    tel: '057 20 44 10',
    domain: 'zonnedauw.demo.test',
    businessNo: '0812.345.702',
    recognition: 'RecognizedByMunicipality',
    contacts: [
      { ContactID: CONTACT.unapproved, Salutation: 'Mr', FirstName: 'Pieter', LastName: 'Vandamme', Email: DEMO_ACCOUNTS.unapproved, Tel: '', MobilePhone: '0478 56 78 90' },
    ],
  },
  {
    id: CUSTOMER.locked,
    name: 'Sportclub Ieper-Noord vzw',
    street: 'Bruggestraat',
    number: '60',
    zip: '8904',
    city: 'Boezinge',
    municipality: 'Ieper',
    tel: '057 42 31 00',
    domain: 'sportclubieper.demo.test',
    businessNo: '0445.239.896',
    recognition: 'RecognizedByProvince',
    contacts: [
      { ContactID: CONTACT.locked, Salutation: 'Mr', FirstName: 'Kevin', LastName: 'Lefebvre', Email: DEMO_ACCOUNTS.locked, Tel: '', MobilePhone: '0489 67 89 01' },
    ],
  },
  {
    id: EXTRA_CUSTOMER.masker,
    name: 'Toneelgroep Het Masker vzw',
    street: 'Doorniksestraat',
    number: '21',
    zip: '8500',
    city: 'Kortrijk',
    municipality: 'Kortrijk',
    tel: '056 22 80 14',
    domain: 'hetmasker.demo.test',
    businessNo: '0663.452.185',
    recognition: 'RecognizedByProvince',
    contacts: [
      { ContactID: EXTRA_CONTACT.unconfirmed, Salutation: 'Ms', FirstName: 'Eline', LastName: 'Vanhoutte', Email: EXTRA_DEMO_ACCOUNTS.unconfirmed, Tel: '', MobilePhone: '0471 78 90 12' },
    ],
  },
  {
    id: EXTRA_CUSTOMER.buurtcomite,
    name: 'Buurtcomité Sint-Pieters',
    street: 'Blankenbergse Steenweg',
    number: '200',
    zip: '8000',
    city: 'Brugge',
    municipality: 'Brugge',
    tel: '',
    domain: 'sintpieters.demo.test',
    businessNo: '',
    recognition: null,
    contacts: [
      { ContactID: EXTRA_CONTACT.notLinked, Salutation: 'Mr', FirstName: 'Joris', LastName: 'Dewulf', Email: EXTRA_DEMO_ACCOUNTS.notLinked, Tel: '', MobilePhone: '0468 89 01 23' },
    ],
  },
];

/** A valid national register number for the admin, so the profile shows a filled one. */
const ADMIN_NATIONAL_NUMBER = '85073003328';

interface LoginSeed {
  email: string;
  status: UserStatus;
  accounts: [customerId: string, contactId: string, role: string][];
}

const LOGINS: LoginSeed[] = [
  { email: DEMO_ACCOUNTS.admin, status: 'Active', accounts: [[CUSTOMER.branding, CONTACT.adminBranding, ADMIN_ROLE]] },
  { email: DEMO_ACCOUNTS.sub, status: 'Active', accounts: [[CUSTOMER.branding, CONTACT.subBranding, SUB_ROLE]] },
  {
    email: DEMO_ACCOUNTS.multi,
    status: 'Active',
    accounts: [
      [CUSTOMER.oostkamp, CONTACT.multiOostkamp, ADMIN_ROLE],
      [CUSTOMER.regenboog, CONTACT.multiRegenboogDirectie, ADMIN_ROLE],
      [CUSTOMER.regenboog, CONTACT.multiRegenboogSecretariaat, SUB_ROLE],
    ],
  },
  // Active and confirmed: its association is the one the lending service has not approved.
  { email: DEMO_ACCOUNTS.unapproved, status: 'Active', accounts: [[CUSTOMER.unapproved, CONTACT.unapproved, ADMIN_ROLE]] },
  { email: DEMO_ACCOUNTS.locked, status: 'LockedOut', accounts: [[CUSTOMER.locked, CONTACT.locked, ADMIN_ROLE]] },
  { email: EXTRA_DEMO_ACCOUNTS.unconfirmed, status: 'Unconfirmed', accounts: [[EXTRA_CUSTOMER.masker, EXTRA_CONTACT.unconfirmed, ADMIN_ROLE]] },
  { email: EXTRA_DEMO_ACCOUNTS.notLinked, status: 'NotLinked', accounts: [[EXTRA_CUSTOMER.buurtcomite, EXTRA_CONTACT.notLinked, ADMIN_ROLE]] },
];

export function seedIdentity(db: DemoDb, clock: Clock): void {
  const now = clock.now();
  const created = isoDateTime(addDays(now, -400));
  const modified = isoDateTime(addDays(now, -30));

  for (const org of ORGANISATIONS) {
    const person = org.contacts[0]!;
    const customer: Customer = {
      CustomerID: org.id,
      CompanyName: org.name,
      FirstName: person.FirstName,
      LastName: person.LastName,
      Salutation: person.Salutation,
      Street: org.street,
      HouseNumber: org.number,
      HouseNumberAddition: '',
      ZipCode: org.zip,
      City: org.city,
      Municipality: org.municipality,
      CountryID: 'be',
      Tel: org.tel,
      Email: `info@${org.domain}`,
      Website: `https://www.${org.domain}`,
      // A municipality asks a purchase-order reference with every reservation (the ReferenceRequired action).
      CustomFields: { CUST_SubscribedForNewsletter: org.id === CUSTOMER.branding, CUST_Recognition: org.recognition, CUST_ReferenceRequired: org.id === CUSTOMER.oostkamp },
      DateTimeCreated: created,
      DateTimeModified: modified,
    };
    const detail: CustomerDetail = {
      CustomerID: org.id,
      InvoiceEmail: `boekhouding@${org.domain}`,
      InvoiceSalutation: person.Salutation,
      InvoiceFirstName: person.FirstName,
      InvoiceLastName: person.LastName,
      InvoiceTel: org.tel,
      InvoiceZipCode: org.zip,
      InvoiceStreet: org.street,
      InvoiceHouseNumber: org.number,
      InvoiceHouseNumberAddition: '',
      InvoiceCity: org.city,
      InvoiceMunicipality: org.municipality,
      InvoiceCompanyName: org.name,
      BusinessNo: org.businessNo,
      VATNo: org.businessNo ? `BE${org.businessNo.replace(/\./g, '')}` : '',
      CustomFields: {},
    };
    db.customers.push(customer);
    db.customerDetails.push(detail);
    for (const contact of org.contacts) {
      db.contacts.push({
        ...contact,
        CustomerID: org.id,
        NationalIdentificationNumber: contact.ContactID === CONTACT.adminBranding ? ADMIN_NATIONAL_NUMBER : '',
        CustomFields: { CUST_ReceiveNewsletter: contact.ContactID === CONTACT.adminBranding },
      });
    }
  }
  // Zonnedauw is inactive in the company registry (spec 002 §4).
  db.unapprovedCustomers.add(CUSTOMER.unapproved);

  for (const login of LOGINS) {
    const user: UserRow = {
      UserName: login.email,
      Email: login.email,
      Password: DEMO_PASSWORD,
      Status: login.status,
      Accounts: login.accounts.map(([CustomerID, ContactID, RoleName]) => ({ CustomerID, ContactID, RoleName })),
      Barcode: barcodeFor(login.accounts[0]![1]),
      PendingCodes: [],
    };
    db.users.push(user);
  }

  const unconfirmed = db.users.find((u) => u.UserName === EXTRA_DEMO_ACCOUNTS.unconfirmed)!;
  const code = issueCode(db, unconfirmed, 'activation');
  // Registered two days ago and not activated since.
  sendMail(db, { now: () => addDays(now, -2) }, {
    To: unconfirmed.Email,
    Subject: 'Bevestig uw account bij de uitleendienst',
    Body: 'Welkom bij de uitleendienst van de provincie West-Vlaanderen. Bevestig uw e-mailadres om uw account te activeren.',
    Link: withCode('/activate', code),
    Code: code,
    Purpose: 'activation',
  });

  db.registerKeys.push({
    Key: DEMO_REGISTER_KEY,
    Type: 'SCHOOL',
    Customer: {
      CompanyName: 'Vrije Basisschool Sint-Jozef',
      Street: 'Elverdingsestraat',
      HouseNumber: '36',
      ZipCode: '8900',
      City: 'Ieper',
      Municipality: 'Ieper',
      CountryID: 'be',
      Tel: '057 21 63 40',
      Email: 'info@sintjozef-ieper.demo.test',
    },
    CustomerDetail: {
      InvoiceCompanyName: 'Vrije Basisschool Sint-Jozef',
      InvoiceEmail: 'boekhouding@sintjozef-ieper.demo.test',
      InvoiceStreet: 'Elverdingsestraat',
      InvoiceHouseNumber: '36',
      InvoiceZipCode: '8900',
      InvoiceCity: 'Ieper',
    },
    Contact: { Salutation: 'Ms', FirstName: 'An', LastName: 'Desmet', Email: 'an.desmet@sintjozef-ieper.demo.test' },
    Used: false,
  });
}
