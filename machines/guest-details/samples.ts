import { guestCustomerOf, type GuestDetailsValues } from '../../src/domain/guest-details.ts';

/** A guest without an organisation, as she fills in the form. */
export const SAMPLE_GUEST_DETAILS: GuestDetailsValues = {
  organisation: '',
  person: { salutation: '', firstName: 'Els', lastName: 'Maes', email: 'els.maes@example.test', phone: '0470 11 22 33' },
  address: { title: '', street: 'Langestraat', number: '12', addition: '', postalCode: '8000', city: 'Brugge', country: 'be' },
};

/** The pending customer her details became. */
export const SAMPLE_GUEST_CUSTOMER = guestCustomerOf(SAMPLE_GUEST_DETAILS);
