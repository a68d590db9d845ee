import { describe, expect, it } from 'vitest';
import { EMPTY_NEW_PASSWORD } from './new-password.ts';
import { INVALID } from './stored-shape.ts';
import { SAMPLE_CONTACT as contact, SAMPLE_CUSTOMER as customer, SAMPLE_DETAIL as detail } from './profile.samples.ts';
import {
  checkProfile,
  hasProfileChanges,
  lockedProfileFields,
  patchProfile,
  profileChangesOf,
  profileFrom,
  readProfileDraft,
  type ProfileMode,
  type ProfileValues,
} from './profile.ts';

const EDIT: ProfileMode = { provincial: false, invoice: true, passwordChange: false };
const PROVINCIAL: ProfileMode = { ...EDIT, provincial: true };
const current = { contact, customer, detail };
const loaded = profileFrom(contact, customer, detail);

const refusedFields = (values: ProfileValues, mode: ProfileMode, password = EMPTY_NEW_PASSWORD) => {
  const check = checkProfile(values, password, mode);
  return check.valid ? [] : Object.keys(check.errors);
};

const emptied: ProfileValues = patchProfile(loaded, {
  contact: { salutation: '', firstName: ' ', lastName: '', email: '', phone: '', mobile: '', nationalNumber: '' },
  organisation: { companyName: '', phone: '', email: '', website: '', address: { street: '', number: '', addition: '', postalCode: '', city: '' } },
  invoice: { companyName: '', email: '', businessNumber: '', vatNumber: '', address: { street: '', number: '', addition: '', postalCode: '', city: '' } },
});

describe('the profile form (spec 002 §5)', () => {
  it('reads the contact, the organisation and its invoice details as the backend has them', () => {
    expect(loaded).toEqual({
      contact: {
        salutation: 'Ms',
        firstName: 'Lotte',
        lastName: 'Vermeulen',
        email: 'admin@demo.test',
        phone: '050 33 12 45',
        mobile: '0472 12 34 56',
        nationalNumber: '85073003328',
        newsletter: true,
      },
      organisation: {
        companyName: 'Jeugdhuis De Branding vzw',
        address: { title: '', street: 'Sint-Pieterskaai', number: '42', addition: '', postalCode: '8000', city: 'Brugge', country: 'be' },
        phone: '050 33 12 45',
        email: 'info@debranding.demo.test',
        website: 'https://www.debranding.demo.test',
      },
      invoice: {
        companyName: 'Jeugdhuis De Branding vzw',
        address: { title: '', street: 'Sint-Pieterskaai', number: '42', addition: '', postalCode: '8000', city: 'Brugge', country: 'be' },
        email: 'boekhouding@debranding.demo.test',
        businessNumber: '0412.345.614',
        vatNumber: 'BE0412345614',
      },
    });
    expect(profileFrom(contact, customer, null).invoice).toMatchObject({ companyName: '', email: '', businessNumber: '' });
    expect(checkProfile(loaded, EMPTY_NEW_PASSWORD, EDIT)).toEqual({ valid: true });
  });

  it('requires every field but the phones, the company name, the house number additions and the invoice e-mail address', () => {
    expect(refusedFields(emptied, EDIT)).toEqual([
      'contact.salutation',
      'contact.firstName',
      'contact.lastName',
      'contact.email',
      'contact.mobile',
      'organisation.address.street',
      'organisation.address.number',
      'organisation.address.postalCode',
      'organisation.address.city',
      'organisation.email',
      'organisation.website',
      'invoice.companyName',
      'invoice.address.street',
      'invoice.address.number',
      'invoice.address.postalCode',
      'invoice.address.city',
      'invoice.businessNumber',
      'invoice.vatNumber',
    ]);
    expect(checkProfile(emptied, EMPTY_NEW_PASSWORD, EDIT)).toMatchObject({ firstField: 'contact.salutation' });
  });

  it('checks e-mail addresses, phones, the web address, the postal codes and the business number', () => {
    const check = checkProfile(
      patchProfile(loaded, {
        contact: { email: 'lotte@', phone: '12', mobile: 'nummer' },
        organisation: { email: 'info', website: 'geen adres', address: { postalCode: '800' } },
        invoice: { email: 'boekhouding@', businessNumber: '2412.345.614', address: { postalCode: '80000' } },
      }),
      EMPTY_NEW_PASSWORD,
      EDIT,
    );
    expect(check).toEqual({
      valid: false,
      firstField: 'contact.email',
      errors: {
        'contact.email': [{ rule: 'email' }],
        'contact.phone': [{ rule: 'phone' }],
        'contact.mobile': [{ rule: 'phone' }],
        'organisation.address.postalCode': [{ rule: 'postal_code' }],
        'organisation.email': [{ rule: 'email' }],
        'organisation.website': [{ rule: 'url' }],
        'invoice.address.postalCode': [{ rule: 'postal_code' }],
        'invoice.email': [{ rule: 'email' }],
        'invoice.businessNumber': [{ rule: 'company_number' }],
      },
    });
  });

  it('without the customer detail checks no invoice field', () => {
    expect(refusedFields(emptied, { ...EDIT, invoice: false }).filter((field) => field.startsWith('invoice.'))).toEqual([]);
  });

  it('asks a strong, confirmed new password only while the password is being changed', () => {
    const changing = { ...EDIT, passwordChange: true };
    expect(checkProfile(loaded, EMPTY_NEW_PASSWORD, changing)).toEqual({
      valid: false,
      firstField: 'newPassword.password',
      errors: { 'newPassword.password': [{ rule: 'required' }], 'newPassword.confirmation': [{ rule: 'required' }] },
    });
    expect(refusedFields(loaded, changing, { password: 'zwak', confirmation: 'zwak' })).toEqual(['newPassword.password']);
    expect(refusedFields(loaded, changing, { password: 'Branding!2027', confirmation: 'Branding!2026' })).toEqual(['newPassword.confirmation']);
    expect(checkProfile(loaded, { password: 'Branding!2027', confirmation: 'Branding!2027' }, changing)).toEqual({ valid: true });
    expect(checkProfile(emptied, { password: 'zwak', confirmation: '' }, changing)).toMatchObject({ firstField: 'contact.salutation' });
  });
});

describe('the provincial details tab (spec 002 §5)', () => {
  const locked = lockedProfileFields(PROVINCIAL);

  it('keeps the names, the organisation and the addresses read-only', () => {
    expect(locked).toEqual([
      'contact.firstName',
      'contact.lastName',
      'organisation.companyName',
      'organisation.address.street',
      'organisation.address.number',
      'organisation.address.addition',
      'organisation.address.postalCode',
      'organisation.address.city',
      'organisation.address.country',
      'organisation.phone',
      'organisation.email',
      'organisation.website',
      'invoice.companyName',
      'invoice.address.street',
      'invoice.address.number',
      'invoice.address.addition',
      'invoice.address.postalCode',
      'invoice.address.city',
    ]);
    const patched = patchProfile(loaded, { contact: { firstName: 'Anna', mobile: '0470 00 00 00' }, organisation: { phone: '', address: { city: 'Gent' } }, invoice: { email: '', address: { city: 'Gent' } } }, locked);
    expect(patched.contact).toMatchObject({ firstName: 'Lotte', mobile: '0470 00 00 00' });
    expect(patched.organisation).toEqual(loaded.organisation);
    expect(patched.invoice).toEqual({ ...loaded.invoice, email: '' });
    expect(lockedProfileFields(EDIT)).toEqual([]);
  });

  it('checks what can be changed, and the national register number, required and valid', () => {
    expect(refusedFields(emptied, PROVINCIAL)).toEqual([
      'contact.salutation',
      'contact.email',
      'contact.mobile',
      'contact.nationalNumber',
      'invoice.businessNumber',
      'invoice.vatNumber',
    ]);
    expect(checkProfile(patchProfile(loaded, { contact: { nationalNumber: '85073003329' } }), EMPTY_NEW_PASSWORD, PROVINCIAL)).toEqual({
      valid: false,
      firstField: 'contact.nationalNumber',
      errors: { 'contact.nationalNumber': [{ rule: 'national_number' }] },
    });
    // Elsewhere the number is not asked, so not checked.
    expect(checkProfile(patchProfile(loaded, { contact: { nationalNumber: '85073003329' } }), EMPTY_NEW_PASSWORD, EDIT)).toEqual({ valid: true });
  });

  it('sends the national register number there only', () => {
    const changed = patchProfile(loaded, { contact: { nationalNumber: '90022742191' } });
    expect(profileChangesOf(changed, current, PROVINCIAL).contact).toEqual({ NationalIdentificationNumber: '90022742191' });
    expect(profileChangesOf(changed, current, EDIT).contact).toBeNull();
  });
});

describe('what a save sends (spec 002 §7)', () => {
  it('nothing when nothing changed', () => {
    const changes = profileChangesOf(loaded, current, EDIT);
    expect(changes).toEqual({ contact: null, customer: null, detail: null });
    expect(hasProfileChanges(changes)).toBe(false);
  });

  it('only the changed fields of each part, trimmed, the newsletter as a custom field', () => {
    const changes = profileChangesOf(
      patchProfile(loaded, {
        contact: { phone: ' 050 44 55 66 ', newsletter: false, firstName: 'Lotte ' },
        organisation: { address: { addition: 'bus 2' } },
        invoice: { email: 'facturen@debranding.demo.test' },
      }),
      current,
      EDIT,
    );
    expect(changes).toEqual({
      contact: { Tel: '050 44 55 66', CustomFields: { CUST_ReceiveNewsletter: false } },
      customer: { HouseNumberAddition: 'bus 2' },
      detail: { InvoiceEmail: 'facturen@debranding.demo.test' },
    });
    expect(hasProfileChanges(changes)).toBe(true);
  });

  it("names an organisation left without a name after the person, and sends a web address in full", () => {
    const changes = profileChangesOf(patchProfile(loaded, { organisation: { companyName: ' ', website: 'www.branding.be' } }), current, EDIT);
    expect(changes.customer).toEqual({ CompanyName: 'Lotte Vermeulen', Website: 'https://www.branding.be/' });
  });

  it('never the customer detail when it could not be read', () => {
    const changed = patchProfile(loaded, { invoice: { email: 'facturen@debranding.demo.test' } });
    expect(profileChangesOf(changed, { ...current, detail: null }, { ...EDIT, invoice: false }).detail).toBeNull();
  });
});

describe('a draft of unsaved changes', () => {
  const draft = { customerId: customer.CustomerID, contactId: contact.ContactID, values: { ...loaded, contact: { ...loaded.contact, phone: '050 99 99 99' } } };

  it('is read back as it was kept: whose it is and the whole form', () => {
    expect(readProfileDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('is not read when a part is missing or mangled', () => {
    const { values } = draft;
    for (const mangled of [
      { ...draft, contactId: undefined },
      { ...draft, values: { ...values, contact: { ...values.contact, salutation: 'Dr' } } },
      { ...draft, values: { ...values, contact: { ...values.contact, newsletter: 'ja' } } },
      { ...draft, values: { ...values, organisation: { ...values.organisation, address: { ...values.organisation.address, city: 42 } } } },
      { ...draft, values: { contact: values.contact, organisation: values.organisation } },
    ]) {
      expect(readProfileDraft(mangled)).toBe(INVALID);
    }
  });

  it('comes back over what the backend has without changing what is read-only', () => {
    const typed = { ...loaded, contact: { ...loaded.contact, lastName: 'Peeters', mobile: '0470 00 00 00' } };
    expect(patchProfile(loaded, typed, lockedProfileFields(PROVINCIAL)).contact).toEqual({ ...loaded.contact, mobile: '0470 00 00 00' });
  });
});
