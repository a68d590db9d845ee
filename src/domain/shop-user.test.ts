import { describe, expect, it } from 'vitest';
import { INVALID } from './stored-shape.ts';
import { checkShopUser, EMPTY_SHOP_USER, readContactPersonDraft, readKnownPeople, shopUserCreateOf, shopUserUpdateOf, type KnownPeople, type ShopUserValues } from './shop-user.ts';

const ROBIN: ShopUserValues = { person: { salutation: 'Mx', firstName: ' Robin ', lastName: 'Claes', email: 'robin@demo.test ', phone: '' }, mobile: '' };

describe('a contact person as the form edits it (spec 002 §2, §5)', () => {
  it('asks the salutation, both names and a valid e-mail address; phone and mobile are optional but must be phone numbers', () => {
    expect(checkShopUser(ROBIN)).toEqual({ valid: true });
    const empty = checkShopUser(EMPTY_SHOP_USER);
    expect(empty.valid).toBe(false);
    if (empty.valid) return;
    expect(Object.keys(empty.errors).sort()).toEqual(['person.email', 'person.firstName', 'person.lastName', 'person.salutation']);
    expect(empty.firstField).toBe('person.salutation');
    const badMobile = checkShopUser({ ...ROBIN, mobile: 'bel me' });
    expect(badMobile.valid === false && badMobile.firstField).toBe('mobile');
  });

  it('sends the values trimmed; an update names the e-mail address as the user name', () => {
    expect(shopUserCreateOf(ROBIN, 'https://shop/reset')).toMatchObject({ FirstName: 'Robin', Email: 'robin@demo.test', ConfirmURL: 'https://shop/reset', Salutation: 'Mx' });
    expect(shopUserUpdateOf(ROBIN)).toMatchObject({ Email: 'robin@demo.test', UserName: 'robin@demo.test' });
  });

  it('comes back from its draft as it was kept, for the contact it belongs to (null: a new one); a mangled draft is not read', () => {
    const draft = { customerId: 'CUST-1001', contactId: null, values: ROBIN, sendMail: true };
    expect(readContactPersonDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(readContactPersonDraft({ ...draft, contactId: 'CON-3' })).toEqual({ ...draft, contactId: 'CON-3' });
    expect(readContactPersonDraft({ ...draft, values: { ...ROBIN, person: { ...ROBIN.person, salutation: 'Baron' } } })).toBe(INVALID);
    expect(readContactPersonDraft({ ...draft, values: { ...ROBIN, mobile: 42 } })).toBe(INVALID);
    expect(readContactPersonDraft({ ...draft, sendMail: 'ja' })).toBe(INVALID);
    expect(readContactPersonDraft(null)).toBe(INVALID);
  });
});

describe('the people the contacts list keeps for the next time', () => {
  const people: KnownPeople = {
    customerId: 'CUST-1001',
    users: [
      {
        ContactID: 'CON-2',
        Salutation: 'Mr',
        FirstName: 'Wout',
        LastName: 'Declercq',
        Email: 'wout@demo.test',
        Tel: '',
        MobilePhone: '',
        NationalIdentificationNumber: '',
        CustomFields: { CUST_ReceiveNewsletter: false },
        UserName: 'wout@demo.test',
        RoleName: 'Medewerker',
        HasUserAccount: true,
      },
    ],
    logins: [{ UserName: 'wout@demo.test', Email: 'wout@demo.test', CustomerID: 'CUST-1001', ContactID: 'CON-2', FirstName: 'Wout', LastName: 'Declercq', RoleName: 'Medewerker', Status: 'LockedOut' }],
  };

  it('are read back as they were kept, with the customer they belong to', () => {
    expect(readKnownPeople(JSON.parse(JSON.stringify(people)))).toEqual(people);
  });

  it('are not read when a person or a login is mangled, or the customer is missing', () => {
    expect(readKnownPeople({ ...people, customerId: '' })).toBe(INVALID);
    expect(readKnownPeople({ ...people, users: [{ ...people.users[0], HasUserAccount: 'ja' }] })).toBe(INVALID);
    expect(readKnownPeople({ ...people, logins: [{ ...people.logins[0], Status: 'Weg' }] })).toBe(INVALID);
  });
});
