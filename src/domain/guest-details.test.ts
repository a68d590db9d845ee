import { describe, expect, it } from 'vitest';
import {
  checkGuestDetails,
  EMPTY_GUEST_DETAILS,
  guestCustomerOf,
  guestDetailsFromCustomer,
  initialGuestDetails,
  patchGuestDetails,
  readGuestDetailsDraft,
  type GuestDetailsValues,
} from './guest-details.ts';
import { INVALID } from './stored-shape.ts';

const els: GuestDetailsValues = {
  organisation: '',
  person: { salutation: '', firstName: ' Els ', lastName: 'Maes', email: 'els.maes@example.test', phone: '0470 11 22 33' },
  address: { title: '', street: 'Langestraat', number: '12', addition: '', postalCode: '8000', city: 'Brugge', country: 'be' },
};

describe('the details a guest orders with', () => {
  it('asks the names, e-mail address, phone and address, not the salutation nor an organisation', () => {
    const check = checkGuestDetails(EMPTY_GUEST_DETAILS);
    expect(check.valid).toBe(false);
    if (check.valid) return;
    expect(Object.keys(check.errors)).toEqual([
      'person.firstName',
      'person.lastName',
      'person.email',
      'person.phone',
      'address.street',
      'address.number',
      'address.postalCode',
      'address.city',
    ]);
    expect(check.firstField).toBe('person.firstName');
    expect(checkGuestDetails(els)).toEqual({ valid: true });
  });

  it('checks the postal code against the chosen country and the e-mail address and phone as everywhere', () => {
    const check = checkGuestDetails(patchGuestDetails(els, { person: { email: 'els@', phone: '12' }, address: { postalCode: '80000' } }));
    expect(check).toMatchObject({
      valid: false,
      firstField: 'person.email',
      errors: { 'person.email': [{ rule: 'email' }], 'person.phone': [{ rule: 'phone' }], 'address.postalCode': [{ rule: 'postal_code' }] },
    });
  });

  it('becomes a pending customer named after the person when no organisation is given', () => {
    expect(guestCustomerOf(els)).toEqual({
      CompanyName: 'Els Maes',
      FirstName: 'Els',
      LastName: 'Maes',
      Salutation: null,
      Email: 'els.maes@example.test',
      Tel: '0470 11 22 33',
      Street: 'Langestraat',
      HouseNumber: '12',
      HouseNumberAddition: '',
      ZipCode: '8000',
      City: 'Brugge',
      CountryID: 'be',
    });
    expect(guestCustomerOf({ ...els, organisation: 'Buurtcomité Sint-Pieter', person: { ...els.person, salutation: 'Ms' } })).toMatchObject({
      CompanyName: 'Buurtcomité Sint-Pieter',
      Salutation: 'Ms',
    });
  });

  it('opens from the draft first, else from the pending customer it became, which reads back as typed', () => {
    const typed = { ...els, person: { ...els.person, firstName: 'Els' } };
    const withOrganisation = { ...typed, organisation: 'Buurtcomité Sint-Pieter' };
    expect(guestDetailsFromCustomer(guestCustomerOf(typed))).toEqual(typed);
    expect(guestDetailsFromCustomer(guestCustomerOf(withOrganisation))).toEqual(withOrganisation);
    expect(initialGuestDetails({ draft: null, customer: guestCustomerOf(typed) })).toEqual(typed);
    const draft = readGuestDetailsDraft({ organisation: 'Jeugdhuis', person: { firstName: 'Pieter' }, address: 'tampered' });
    expect(draft).toEqual({ ...EMPTY_GUEST_DETAILS, organisation: 'Jeugdhuis', person: { ...EMPTY_GUEST_DETAILS.person, firstName: 'Pieter' } });
    expect(initialGuestDetails({ draft: draft === INVALID ? null : draft, customer: guestCustomerOf(typed) })).toEqual(draft);
    expect(readGuestDetailsDraft('tampered')).toBe(INVALID);
    expect(initialGuestDetails({ draft: null, customer: null })).toEqual(EMPTY_GUEST_DETAILS);
  });
});
