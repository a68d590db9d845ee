import type { ChosenAssociation } from './machine.ts';

/** Jeugdhuis De Branding as the demo register has it. */
export const SAMPLE_ASSOCIATION: ChosenAssociation = {
  vCode: 'V0004211',
  name: 'Jeugdhuis De Branding',
  businessNumber: '0412.345.614',
  address: { street: 'Sint-Pieterskaai', houseNumber: '42', zipCode: '8000', city: 'Brugge', countryId: 'be' },
};
