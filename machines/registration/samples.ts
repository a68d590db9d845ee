import type { PersonValues } from '../../src/domain/contact-person.ts';
import type { RegistrationKey, RegistrationPatch, RegistrationSecrets } from '../../src/domain/registration.ts';
import type { ChosenAssociation, RegistryCompany } from './organisation.ts';

/** Samples of the registration for the registry's paths and the tests. */

/** Every field of every kind filled in validly, so the form passes whichever kind is chosen. */
export const SAMPLE_REGISTRATION: Required<RegistrationPatch> = {
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
  differentDelivery: false,
  delivery: {},
  newsletter: true,
  termsAccepted: true,
};

export const SAMPLE_SECRETS: RegistrationSecrets = { password: 'Kelder!2026', passwordConfirmation: 'Kelder!2026' };

export const SAMPLE_CONTACT: PersonValues = { salutation: 'Mr', firstName: 'Bram', lastName: 'Claeys', email: 'bram@dekelder.demo.test', phone: '' };

/** The demo's register key (demo-api/seed/identity.ts). */
export const SAMPLE_KEY: RegistrationKey = {
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

export const SAMPLE_ASSOCIATION: ChosenAssociation = {
  vCode: 'V0001234',
  name: 'Buurtcomité Sint-Andries',
  businessNumber: '0456.789.123',
  address: { street: 'Gistelse Steenweg', houseNumber: '500', zipCode: '8200', city: 'Brugge', countryId: 'BE' },
};

export const SAMPLE_INACTIVE_COMPANY: RegistryCompany = {
  businessNumber: '0412.345.614',
  name: 'Oude Feestvereniging',
  active: false,
  address: { street: 'Markt', houseNumber: '1', zipCode: '8000', city: 'Brugge', countryId: 'be' },
};
