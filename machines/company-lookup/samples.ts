import type { RegistryCompany } from './machine.ts';

/** Jeugdhuis De Branding as the demo company registry has it. */
export const SAMPLE_COMPANY: RegistryCompany = {
  businessNumber: '0412.345.614',
  name: 'Jeugdhuis De Branding',
  active: true,
  address: { street: 'Sint-Pieterskaai', houseNumber: '42', zipCode: '8000', city: 'Brugge', countryId: 'be' },
};

/** Speelpleinwerking Zonnedauw: inactive, so not approved. */
export const SAMPLE_INACTIVE_COMPANY: RegistryCompany = {
  businessNumber: '0812.345.702',
  name: 'Speelpleinwerking Zonnedauw',
  active: false,
  address: { street: 'Zonnebeekseweg', houseNumber: '155', zipCode: '8900', city: 'Ieper', countryId: 'be' },
};
