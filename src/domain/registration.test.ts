import { describe, expect, it } from 'vitest';
import { EMPTY_PERSON, type PersonValues } from './contact-person.ts';
import {
  addContact,
  changeContact,
  checkoutRegistrationOf,
  checkRegistration,
  companyNameOf,
  emptyRegistration,
  keyValuesOf,
  NO_SECRETS,
  patchRegistration,
  registerCountryOf,
  registrationCustomerDetailOf,
  registrationCustomerOf,
  registrationRequestOf,
  registrationValuesFrom,
  requiredOrganisationFields,
  removeContact,
  type RegistrationCheck,
  type RegistrationKey,
  type RegistrationPatch,
  type RegistrationSecrets,
  type RegistrationType,
  type RegistrationValues,
} from './registration.ts';

const CONFIRM_URL = 'https://shop.example/activate';

/** Every field of every kind filled in validly, so the form passes whichever kind is chosen. */
const SAMPLE_REGISTRATION: RegistrationPatch = {
  organisation: {
    name: 'Jeugdhuis De Kelder',
    municipality: 'Oostkamp',
    department: 'Jeugd',
    businessNumber: '0412.345.614',
    recognition: 'RecognizedByMunicipality',
    email: 'info@dekelder.demo.test',
    phone: '050 12 34 56',
    website: 'www.dekelder.be',
  },
  address: { street: 'Stationsstraat', number: '12', addition: '', postalCode: '8020', city: 'Oostkamp', country: 'be' },
  billing: {
    sameAsOrganisation: false,
    companyName: 'Jeugdhuis De Kelder',
    vatNumber: 'BE0412345614',
    email: 'boekhouding@dekelder.demo.test',
    address: { street: 'Stationsstraat', number: '12', addition: '', postalCode: '8020', city: 'Oostkamp' },
  },
  person: { salutation: 'Ms', firstName: 'Lotte', lastName: 'Vermeulen', email: 'lotte@dekelder.demo.test', phone: '0470 12 34 56' },
  emailConfirmation: 'lotte@dekelder.demo.test',
  newsletter: true,
  termsAccepted: true,
};
const SAMPLE_SECRETS: RegistrationSecrets = { password: 'Kelder!2026', passwordConfirmation: 'Kelder!2026' };
const SAMPLE_CONTACT: PersonValues = { salutation: 'Mr', firstName: 'Bram', lastName: 'Claeys', email: 'bram@dekelder.demo.test', phone: '' };

/** The demo's register key (demo-api/seed/identity.ts), without its invoice address. */
const SAMPLE_KEY: RegistrationKey = {
  Key: 'DEMO-SLEUTEL-2026',
  Type: 'SCHOOL',
  Customer: {
    CompanyName: 'Vrije Basisschool Sint-Jozef',
    Street: 'Elverdingsestraat',
    HouseNumber: '36',
    ZipCode: '8900',
    City: 'Ieper',
    CountryID: 'be',
    Tel: '057 21 63 40',
    Email: 'info@sintjozef-ieper.demo.test',
  },
  CustomerDetail: { InvoiceCompanyName: 'Vrije Basisschool Sint-Jozef', InvoiceEmail: 'boekhouding@sintjozef-ieper.demo.test' },
  Contact: { Salutation: 'Ms', FirstName: 'An', LastName: 'Desmet', Email: 'an.desmet@sintjozef-ieper.demo.test' },
};
const outside = { checkout: false };
const atCheckout = { checkout: true };

/** Every field of every kind filled in validly. */
const filled: RegistrationValues = patchRegistration(emptyRegistration('be'), SAMPLE_REGISTRATION);
const filledWith = (patch: RegistrationPatch, values = filled) => patchRegistration(values, patch);

const check = (type: RegistrationType, values: RegistrationValues, secrets: RegistrationSecrets = SAMPLE_SECRETS, mode = outside) => checkRegistration(type, values, secrets, mode);
const errorsOf = (result: RegistrationCheck) => (result.valid ? {} : result.errors);
const refusedFields = (result: RegistrationCheck) => Object.keys(errorsOf(result));

describe('the registration form of each kind (spec 002 §5)', () => {
  it('passes for every kind when every field is filled in validly', () => {
    for (const type of ['GOVERNMENT', 'NON_PROFIT', 'SCHOOL'] as const) expect(check(type, filled)).toEqual({ valid: true });
  });

  it('asks a public service its municipality and department from the lists, not a name of its own', () => {
    const empty = check('GOVERNMENT', emptyRegistration('be'), NO_SECRETS);
    expect(empty).toMatchObject({ valid: false, firstField: 'organisation.municipality' });
    expect(refusedFields(empty)).toEqual(expect.arrayContaining(['organisation.municipality', 'organisation.department', 'billing.vatNumber', 'billing.address.street']));
    expect(refusedFields(empty)).not.toContain('organisation.name');
    expect(refusedFields(empty)).not.toContain('organisation.businessNumber');
    expect(refusedFields(empty)).not.toContain('organisation.recognition');

    expect(errorsOf(check('GOVERNMENT', filledWith({ organisation: { municipality: 'Gent', department: 'Kantine' } })))).toEqual({
      'organisation.municipality': [{ rule: 'one_of' }],
      'organisation.department': [{ rule: 'one_of' }],
    });
    expect(check('GOVERNMENT', filledWith({ organisation: { name: '', municipality: 'Provincie West-Vlaanderen', department: 'Sport' } }))).toEqual({ valid: true });
  });

  it('names a public service "municipality - department" and sends its municipality; the other kinds keep their name', () => {
    const oostkamp = filledWith({ organisation: { municipality: 'Oostkamp', department: 'Jeugd' } });
    expect(companyNameOf('GOVERNMENT', oostkamp.organisation)).toBe('Oostkamp - Jeugd');
    expect(registrationCustomerOf('GOVERNMENT', oostkamp)).toMatchObject({ CompanyName: 'Oostkamp - Jeugd', Municipality: 'Oostkamp' });
    expect(registrationCustomerOf('SCHOOL', filledWith({ organisation: { name: '  Jeugdhuis De Kelder ' } }))).toMatchObject({ CompanyName: 'Jeugdhuis De Kelder' });
    expect(registrationCustomerOf('SCHOOL', oostkamp)).not.toHaveProperty('Municipality');
  });

  it('asks a non-profit, field by field, its name, e-mail address, phone, website, recognition and address, and no invoice details', () => {
    const empty = check('NON_PROFIT', emptyRegistration('be'), NO_SECRETS);
    expect(empty).toMatchObject({ valid: false, firstField: 'organisation.name' });
    const organisation = (result: RegistrationCheck) => refusedFields(result).filter((field) => field.startsWith('organisation.') || field.startsWith('address.'));
    expect(organisation(empty).sort()).toEqual(
      [
        'organisation.name',
        'organisation.recognition',
        'organisation.email',
        'organisation.phone',
        'organisation.website',
        'address.street',
        'address.number',
        'address.postalCode',
        'address.city',
      ].sort(),
    );
    for (const field of organisation(empty)) expect(errorsOf(empty)[field]).toEqual([{ rule: 'required' }]);
    expect(refusedFields(empty).filter((field) => field.startsWith('billing.'))).toEqual([]);
    expect(refusedFields(empty)).not.toContain('organisation.municipality');

    const noBilling = patchRegistration(filled, { billing: { companyName: '', vatNumber: '', email: '', address: { street: '', city: '' } } });
    expect(check('NON_PROFIT', noBilling)).toEqual({ valid: true });
  });

  it('requires a non-profit’s website, which a school and a public service may leave out', () => {
    const withoutWebsite = filledWith({ organisation: { website: ' ' } });
    expect(errorsOf(check('NON_PROFIT', withoutWebsite))).toEqual({ 'organisation.website': [{ rule: 'required' }] });
    expect(check('SCHOOL', withoutWebsite)).toEqual({ valid: true });
    expect(check('GOVERNMENT', withoutWebsite)).toEqual({ valid: true });
    expect(errorsOf(check('NON_PROFIT', filledWith({ organisation: { website: 'geen website' } })))).toEqual({ 'organisation.website': [{ rule: 'url' }] });
  });

  it('lets a non-profit without a business number register: the company-registry number rule allows it empty', () => {
    expect(check('NON_PROFIT', filledWith({ organisation: { businessNumber: '' } }))).toEqual({ valid: true });
    expect(registrationCustomerDetailOf('NON_PROFIT', filledWith({ organisation: { businessNumber: '' } }))).toEqual({ BusinessNo: '', VATNo: '' });
  });

  it('names the fields each kind must fill in, as the form marks them', () => {
    expect(requiredOrganisationFields('NON_PROFIT')).toEqual(['name', 'recognition', 'email', 'phone', 'website']);
    expect(requiredOrganisationFields('SCHOOL')).toEqual(['name', 'email', 'phone']);
    expect(requiredOrganisationFields('GOVERNMENT')).toEqual(['municipality', 'department', 'email', 'phone']);
  });

  it('takes a business number of 0 or 1 and nine digits, with or without dots', () => {
    for (const number of ['0412.345.614', '0412345614', '1234.567.890']) {
      expect(check('NON_PROFIT', filledWith({ organisation: { businessNumber: number } }))).toEqual({ valid: true });
    }
    for (const number of ['2412.345.614', '0412.345.61', 'BE0412345614']) {
      expect(errorsOf(check('NON_PROFIT', filledWith({ organisation: { businessNumber: number } })))).toEqual({ 'organisation.businessNumber': [{ rule: 'company_number' }] });
    }
  });

  it('sends a non-profit its business number, VAT number BE + that number, and who recognised it', () => {
    const values = filledWith({ organisation: { businessNumber: ' 0412.345.614 ', recognition: 'RecognizedByFlemishCommunity' } });
    expect(registrationCustomerDetailOf('NON_PROFIT', values)).toEqual({ BusinessNo: '0412.345.614', VATNo: 'BE0412345614' });
    expect(registrationCustomerOf('NON_PROFIT', values).CustomFields).toEqual({ CUST_SubscribedForNewsletter: true, CUST_Recognition: 'RecognizedByFlemishCommunity' });
    expect(registrationCustomerOf('SCHOOL', values).CustomFields).not.toHaveProperty('CUST_Recognition');
  });

  it('asks a school for invoice details of its own, with an address without country, unless they are the organisation’s', () => {
    const ownBilling = patchRegistration(filled, { billing: { companyName: '', email: 'boekhouding@', address: { street: '', postalCode: '80000' } } });
    expect(errorsOf(check('SCHOOL', ownBilling))).toEqual({
      'billing.companyName': [{ rule: 'required' }],
      'billing.email': [{ rule: 'email' }],
      'billing.address.street': [{ rule: 'required' }],
      'billing.address.postalCode': [{ rule: 'postal_code' }],
    });
    const same = patchRegistration(ownBilling, { billing: { sameAsOrganisation: true } });
    expect(check('SCHOOL', same)).toEqual({ valid: true });
    // The VAT number is asked either way.
    expect(errorsOf(check('SCHOOL', patchRegistration(same, { billing: { vatNumber: ' ' } })))).toEqual({ 'billing.vatNumber': [{ rule: 'required' }] });
  });

  it('sends a school’s invoice details: its own, or the organisation’s name, e-mail address and address', () => {
    expect(registrationCustomerDetailOf('SCHOOL', filled)).toEqual({
      InvoiceCompanyName: 'Jeugdhuis De Kelder',
      InvoiceEmail: 'boekhouding@dekelder.demo.test',
      InvoiceStreet: 'Stationsstraat',
      InvoiceHouseNumber: '12',
      InvoiceHouseNumberAddition: '',
      InvoiceZipCode: '8020',
      InvoiceCity: 'Oostkamp',
      VATNo: 'BE0412345614',
    });
    const same = filledWith({
      organisation: { municipality: 'Brugge', department: 'Cultuur' },
      address: { street: 'Burg', number: '1', addition: 'bus 2', postalCode: '8000', city: 'Brugge' },
      billing: { sameAsOrganisation: true, companyName: 'Niet dit', email: 'niet@dit.test', address: { street: 'Niet deze' } },
    });
    expect(registrationCustomerDetailOf('GOVERNMENT', same)).toEqual({
      InvoiceCompanyName: 'Brugge - Cultuur',
      InvoiceEmail: 'info@dekelder.demo.test',
      InvoiceStreet: 'Burg',
      InvoiceHouseNumber: '1',
      InvoiceHouseNumberAddition: 'bus 2',
      InvoiceZipCode: '8000',
      InvoiceCity: 'Brugge',
      VATNo: 'BE0412345614',
    });
  });

  it('checks the organisation’s e-mail address, phone and, when given, its website', () => {
    expect(errorsOf(check('SCHOOL', filledWith({ organisation: { email: 'info@', phone: '12', website: 'geen website' } })))).toEqual({
      'organisation.email': [{ rule: 'email' }],
      'organisation.phone': [{ rule: 'phone' }],
      'organisation.website': [{ rule: 'url' }],
    });
    const withoutWebsite = filledWith({ organisation: { website: '' } });
    expect(check('SCHOOL', withoutWebsite)).toEqual({ valid: true });
    expect(registrationCustomerOf('SCHOOL', withoutWebsite)).not.toHaveProperty('Website');
    expect(registrationCustomerOf('SCHOOL', filled).Website).toBe('https://www.dekelder.be/');
  });
});

describe('an invoice address outside Belgium', () => {
  it('checks the invoice postal code for the country the organisation registers in: the invoice address asks no country', () => {
    const dutch = patchRegistration(emptyRegistration('nl'), {
      ...SAMPLE_REGISTRATION,
      address: { ...SAMPLE_REGISTRATION.address, postalCode: '1012 AB', city: 'Amsterdam', country: 'nl' },
      billing: { ...SAMPLE_REGISTRATION.billing, address: { ...SAMPLE_REGISTRATION.billing?.address, postalCode: '1012 AB', city: 'Amsterdam' } },
    });
    expect(check('SCHOOL', dutch)).toEqual({ valid: true });
  });
});

describe('the person who registers (spec 002 §5, spec 000 §5)', () => {
  it('gives a salutation, names, a valid e-mail address and a phone', () => {
    const result = check('SCHOOL', filledWith({ person: EMPTY_PERSON, emailConfirmation: '' }));
    expect(errorsOf(result)).toEqual({
      'person.salutation': [{ rule: 'required' }],
      'person.firstName': [{ rule: 'required' }],
      'person.lastName': [{ rule: 'required' }],
      'person.email': [{ rule: 'required' }],
      'emailConfirmation': [{ rule: 'required' }],
      'person.phone': [{ rule: 'required' }],
    });
    expect(result).toMatchObject({ firstField: 'person.salutation' });
  });

  it('repeats the e-mail address: first asked, then equal, one message at a time', () => {
    expect(errorsOf(check('SCHOOL', filledWith({ emailConfirmation: '' })))).toEqual({ emailConfirmation: [{ rule: 'required' }] });
    expect(errorsOf(check('SCHOOL', filledWith({ emailConfirmation: 'lotte@kelder.demo.test' })))).toEqual({ emailConfirmation: [{ rule: 'confirmed' }] });
    // A wrong address confirmed as typed: only the address itself is refused.
    expect(errorsOf(check('SCHOOL', filledWith({ person: { email: 'lotte@' }, emailConfirmation: 'lotte@' })))).toEqual({ 'person.email': [{ rule: 'email' }] });
  });

  it('chooses a strong password and repeats it, one message at a time', () => {
    const secrets = (password: string, passwordConfirmation: string) => check('SCHOOL', filled, { password, passwordConfirmation });
    expect(errorsOf(secrets('', ''))).toEqual({ password: [{ rule: 'required' }], passwordConfirmation: [{ rule: 'required' }] });
    expect(errorsOf(secrets('kelder2026', 'kelder2026'))).toEqual({ password: [{ rule: 'password' }] });
    expect(errorsOf(secrets('Kelder!2026', ''))).toEqual({ passwordConfirmation: [{ rule: 'required' }] });
    expect(errorsOf(secrets('Kelder!2026', 'Kelder!2025'))).toEqual({ passwordConfirmation: [{ rule: 'confirmed' }] });
    expect(secrets('Kelder!2026', 'Kelder!2026')).toEqual({ valid: true });
  });

  it('asks of an extra contact a salutation, names and an e-mail address; a phone only when given', () => {
    const withContacts = changeContact(addContact(addContact(filled)), 0, SAMPLE_CONTACT);
    expect(errorsOf(check('SCHOOL', withContacts))).toEqual({
      'contacts.1.salutation': [{ rule: 'required' }],
      'contacts.1.firstName': [{ rule: 'required' }],
      'contacts.1.lastName': [{ rule: 'required' }],
      'contacts.1.email': [{ rule: 'required' }],
    });
    expect(errorsOf(check('SCHOOL', changeContact(withContacts, 1, { ...SAMPLE_CONTACT, email: 'bram@', phone: '12' })))).toEqual({
      'contacts.1.email': [{ rule: 'email' }],
      'contacts.1.phone': [{ rule: 'phone' }],
    });
    expect(check('SCHOOL', removeContact(withContacts, 1))).toEqual({ valid: true });
  });
});

describe('the terms and the delivery address (spec 002 §4, §5)', () => {
  const declined = filledWith({ termsAccepted: false });

  it('requires the terms outside checkout, but leaves them to the summary at checkout', () => {
    expect(check('SCHOOL', declined)).toEqual({ valid: false, errors: { termsAccepted: [{ rule: 'terms_not_accepted' }] }, firstField: 'termsAccepted' });
    expect(check('SCHOOL', declined, SAMPLE_SECRETS, atCheckout)).toEqual({ valid: true });
  });

  it('asks a delivery address only at checkout, and only when it differs from the organisation’s', () => {
    const elsewhere = filledWith({ differentDelivery: true, delivery: { street: '', number: '', postalCode: '', city: '' } });
    expect(check('SCHOOL', elsewhere)).toEqual({ valid: true });
    expect(check('SCHOOL', filled, SAMPLE_SECRETS, atCheckout)).toEqual({ valid: true });
    expect(check('SCHOOL', elsewhere, SAMPLE_SECRETS, atCheckout)).toEqual({
      valid: false,
      errors: {
        'delivery.street': [{ rule: 'required' }],
        'delivery.number': [{ rule: 'required' }],
        'delivery.postalCode': [{ rule: 'required' }],
        'delivery.city': [{ rule: 'required' }],
      },
      firstField: 'delivery.street',
    });
  });

  it('puts the focus on the first refused field in the order of the form', () => {
    const delivery = { street: 'Markt', number: '7', postalCode: '8000', city: '' };
    const late = changeContact(addContact(filledWith({ termsAccepted: false, differentDelivery: true, delivery })), 0, { ...SAMPLE_CONTACT, lastName: '' });
    expect(check('SCHOOL', late, { ...SAMPLE_SECRETS, passwordConfirmation: 'anders' }, atCheckout)).toMatchObject({ firstField: 'passwordConfirmation' });
    expect(check('SCHOOL', late, SAMPLE_SECRETS, atCheckout)).toMatchObject({ firstField: 'contacts.0.lastName' });
    expect(check('SCHOOL', late, SAMPLE_SECRETS, outside)).toMatchObject({ firstField: 'contacts.0.lastName' });
    expect(check('SCHOOL', changeContact(late, 0, SAMPLE_CONTACT), SAMPLE_SECRETS, atCheckout)).toMatchObject({ firstField: 'delivery.city' });
    expect(check('SCHOOL', changeContact(late, 0, SAMPLE_CONTACT), SAMPLE_SECRETS, outside)).toMatchObject({ firstField: 'termsAccepted' });
    expect(check('SCHOOL', filledWith({ billing: { email: '' }, address: { city: '' } }))).toMatchObject({ firstField: 'address.city' });
  });
});

describe('what a registration sends (spec 002 §3, §7)', () => {
  it('sends the customer, its detail, the user with the password and the activation link, and the contacts', () => {
    const values = changeContact(addContact(filledWith({ person: { firstName: ' Lotte ' } })), 0, SAMPLE_CONTACT);
    expect(registrationRequestOf('SCHOOL', values, SAMPLE_SECRETS, CONFIRM_URL)).toEqual({
      Type: 'SCHOOL',
      Customer: {
        CompanyName: 'Jeugdhuis De Kelder',
        Salutation: 'Ms',
        FirstName: 'Lotte',
        LastName: 'Vermeulen',
        Street: 'Stationsstraat',
        HouseNumber: '12',
        HouseNumberAddition: '',
        ZipCode: '8020',
        City: 'Oostkamp',
        CountryID: 'be',
        Tel: '050 12 34 56',
        Email: 'info@dekelder.demo.test',
        Website: 'https://www.dekelder.be/',
        CustomFields: { CUST_SubscribedForNewsletter: true },
      },
      CustomerDetail: registrationCustomerDetailOf('SCHOOL', values),
      User: {
        Salutation: 'Ms',
        FirstName: 'Lotte',
        LastName: 'Vermeulen',
        Email: 'lotte@dekelder.demo.test',
        Tel: '0470 12 34 56',
        CustomFields: { CUST_ReceiveNewsletter: true },
        ConfirmURL: CONFIRM_URL,
        Password: 'Kelder!2026',
      },
      // An extra contact without a phone sends none.
      Contacts: [{ Salutation: 'Mr', FirstName: 'Bram', LastName: 'Claeys', Email: 'bram@dekelder.demo.test' }],
    });
  });

  it('leaves for the summary at checkout the user without any password, the customer, the detail, the kind and only a different delivery address', () => {
    const stored = checkoutRegistrationOf('NON_PROFIT', filled, CONFIRM_URL);
    const { Password: _sent, ...user } = registrationRequestOf('NON_PROFIT', filled, SAMPLE_SECRETS, CONFIRM_URL).User;
    expect(stored).toEqual({
      user,
      customer: registrationCustomerOf('NON_PROFIT', filled),
      customerDetail: { BusinessNo: '0412.345.614', VATNo: 'BE0412345614' },
      address: null,
      registrationType: 'NON_PROFIT',
    });
    expect(stored.user).not.toHaveProperty('Password');
    expect(stored.user.ConfirmURL).toBe(CONFIRM_URL);
    expect(JSON.stringify(stored)).not.toContain(SAMPLE_SECRETS.password);

    const elsewhere = filledWith({ differentDelivery: true, delivery: { street: 'Markt', number: '7', addition: '', postalCode: '8000', city: 'Brugge', country: 'be' } });
    expect(checkoutRegistrationOf('NON_PROFIT', elsewhere, CONFIRM_URL).address).toEqual({
      Street: 'Markt',
      HouseNumber: '7',
      HouseNumberAddition: '',
      ZipCode: '8000',
      City: 'Brugge',
      CountryID: 'be',
    });
  });
});

describe('the form a draft restores', () => {
  it('reads back a stored draft as it was typed', () => {
    const typed = changeContact(addContact(filledWith({ differentDelivery: true, delivery: { street: 'Markt' } })), 0, SAMPLE_CONTACT);
    expect(registrationValuesFrom(JSON.parse(JSON.stringify(typed)) as Record<string, unknown>, 'be')).toEqual(typed);
  });

  it('starts empty wherever a draft is corrupt, and never takes what the form does not hold', () => {
    const corrupt = {
      organisation: 'Jeugdhuis',
      address: 42,
      billing: { sameAsOrganisation: 'yes', address: null },
      person: { salutation: 'Dhr.', firstName: 7 },
      contacts: 'twee',
      differentDelivery: 'true',
      delivery: 'Markt 7',
      newsletter: 1,
      termsAccepted: 'on',
      password: 'Geheim!2026',
    };
    const restored = registrationValuesFrom(corrupt, 'nl');
    expect(restored).toEqual(emptyRegistration('nl'));
    expect(JSON.stringify(restored)).not.toContain('Geheim!2026');
  });

  it('keeps what a partial draft holds and fills the rest in empty', () => {
    const restored = registrationValuesFrom(
      { organisation: { name: 'Jeugdhuis De Kelder', recognition: 'RecognizedByNobody' }, person: { firstName: 'Lotte' }, contacts: [null, { firstName: 'Bram' }] },
      'be',
    );
    const empty = emptyRegistration('be');
    expect(restored).toEqual({
      ...empty,
      organisation: { ...empty.organisation, name: 'Jeugdhuis De Kelder' },
      person: { ...EMPTY_PERSON, firstName: 'Lotte' },
      contacts: [EMPTY_PERSON, { ...EMPTY_PERSON, firstName: 'Bram' }],
    });
  });

  it('starts in the country the shop registers in, as a lower-case code', () => {
    expect(registerCountryOf('BE')).toBe('be');
    expect(registerCountryOf(' NL ')).toBe('nl');
    expect(registerCountryOf(null)).toBe('be');
    expect(emptyRegistration('nl').address.country).toBe('nl');
    expect(emptyRegistration('nl').delivery.country).toBe('nl');
  });
});

describe('a register key (spec 002 §5 "Register key")', () => {
  it('locks what the customer, its detail and the contact’s salutation and names define, and suggests the contact’s e-mail address', () => {
    const { locked, lockedFields, suggested } = keyValuesOf(SAMPLE_KEY);
    expect(locked).toEqual({
      organisation: { name: 'Vrije Basisschool Sint-Jozef', email: 'info@sintjozef-ieper.demo.test', phone: '057 21 63 40' },
      address: { street: 'Elverdingsestraat', number: '36', postalCode: '8900', city: 'Ieper', country: 'be' },
      billing: { companyName: 'Vrije Basisschool Sint-Jozef', email: 'boekhouding@sintjozef-ieper.demo.test', address: {} },
      person: { salutation: 'Ms', firstName: 'An', lastName: 'Desmet' },
    });
    expect(lockedFields).toEqual([
      'organisation.name',
      'organisation.email',
      'organisation.phone',
      'address.street',
      'address.number',
      'address.postalCode',
      'address.city',
      'address.country',
      'billing.companyName',
      'billing.email',
      'person.salutation',
      'person.firstName',
      'person.lastName',
    ]);
    expect(lockedFields).not.toContain('person.email');
    expect(suggested).toEqual({ person: { email: 'an.desmet@sintjozef-ieper.demo.test' }, emailConfirmation: 'an.desmet@sintjozef-ieper.demo.test' });
  });

  it('locks a public service’s municipality and department, a non-profit’s number and recognition, and nothing a key leaves blank', () => {
    const government: RegistrationKey = { Key: 'K-1', Type: 'GOVERNMENT', Customer: { CompanyName: 'Langemark-Poelkapelle - Sport', CountryID: 'BE' }, CustomerDetail: {}, Contact: {} };
    expect(keyValuesOf(government)).toMatchObject({
      locked: { organisation: { municipality: 'Langemark-Poelkapelle', department: 'Sport' }, address: { country: 'be' }, person: {} },
      lockedFields: ['organisation.municipality', 'organisation.department', 'address.country'],
      suggested: { person: {} },
    });

    const nonProfit: RegistrationKey = {
      Key: 'K-2',
      Type: 'NON_PROFIT',
      Customer: { CompanyName: 'Buurtcomité', Street: '  ', Website: '', CustomFields: { CUST_Recognition: 'RecognizedByProvince' } },
      CustomerDetail: { BusinessNo: '0456.789.123', VATNo: '' },
      Contact: { Salutation: null, FirstName: 'Bram', LastName: '', Tel: '0470 11 22 33' },
    };
    const { lockedFields, suggested } = keyValuesOf(nonProfit);
    expect(lockedFields).toEqual(['organisation.name', 'organisation.businessNumber', 'organisation.recognition', 'person.firstName']);
    expect(suggested).toEqual({ person: { phone: '0470 11 22 33' } });
  });
});

describe('changing the form', () => {
  it('leaves locked fields alone and changes the others, section by section', () => {
    const locked = ['organisation.name', 'address.street', 'billing.companyName', 'billing.address.city', 'person.firstName'] as const;
    const changed = patchRegistration(
      filled,
      {
        organisation: { name: 'Ander', email: 'nieuw@kelder.demo.test' },
        address: { street: 'Andere straat', number: '99' },
        billing: { companyName: 'Ander', vatNumber: 'BE0999999999', address: { city: 'Gent', street: 'Veldstraat' } },
        person: { firstName: 'Anna', lastName: 'Peeters' },
        newsletter: false,
      },
      locked,
    );
    expect(changed).toEqual({
      ...filled,
      organisation: { ...filled.organisation, email: 'nieuw@kelder.demo.test' },
      address: { ...filled.address, number: '99' },
      billing: { ...filled.billing, vatNumber: 'BE0999999999', address: { ...filled.billing.address, street: 'Veldstraat' } },
      person: { ...filled.person, lastName: 'Peeters' },
      newsletter: false,
    });
  });

  it('changes only what a patch names', () => {
    expect(patchRegistration(filled, { emailConfirmation: undefined, person: { phone: '050 11 22 33' } })).toEqual({ ...filled, person: { ...filled.person, phone: '050 11 22 33' } });
  });
});
