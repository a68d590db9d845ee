import { describe, expect, it } from 'vitest';
import { checkShopUser, EMPTY_SHOP_USER, shopUserCreateOf, shopUserUpdateOf, shopUserValuesFrom, type ShopUserValues } from './shop-user.ts';

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

  it('reads a stored draft defensively: what is missing or malformed starts empty', () => {
    expect(shopUserValuesFrom(null)).toEqual(EMPTY_SHOP_USER);
    expect(shopUserValuesFrom({ person: { firstName: 'Robin', salutation: 'Baron' }, mobile: 42 })).toEqual({ ...EMPTY_SHOP_USER, person: { ...EMPTY_SHOP_USER.person, firstName: 'Robin' } });
  });
});
