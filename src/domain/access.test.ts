import { describe, expect, it } from 'vitest';
import { accountTabOf, accountTabOpen, guestCheckoutAllowed, isAdminUser, mayAccess, personRoleOf } from './access.ts';

describe('account tab access (spec 000 §6)', () => {
  it.each([
    ['OnlyUser', true, true],
    ['OnlyUser', false, false],
    ['OnlySubUser', true, false],
    ['OnlySubUser', false, true],
    ['UserAndSubUser', true, true],
    ['UserAndSubUser', false, true],
    ['NoOne', true, false],
    ['NoOne', false, false],
  ] as const)('%s for an admin=%s: %s', (level, isAdmin, allowed) => {
    expect(mayAccess(level, isAdmin)).toBe(allowed);
  });

  it('knows the admin by the default role name', () => {
    expect(isAdminUser('Hoofdgebruiker', 'Hoofdgebruiker')).toBe(true);
    expect(isAdminUser('Medewerker', 'Hoofdgebruiker')).toBe(false);
  });
});

describe('the tabs of the account area (spec 000 §6, 002 §2 and §6)', () => {
  it.each([
    ['UserAndSubUser', true, true],
    ['UserAndSubUser', false, true],
    ['OnlySubUser', true, true],
    ['OnlySubUser', false, true],
    ['OnlyUser', true, true],
    ['OnlyUser', false, false],
    ['NoOne', true, false],
    ['NoOne', false, false],
  ] as const)('profile with %s, admin=%s: %s', (level, isAdmin, open) => {
    expect(accountTabOpen('profile', level, isAdmin)).toBe(open);
  });

  it.each(['contacts', 'orders', 'invoices', 'messages', 'items'] as const)('%s: open by the access level, to a sub user as much as to the admin', (tab) => {
    expect(accountTabOpen(tab, 'OnlyUser', true)).toBe(true);
    expect(accountTabOpen(tab, 'OnlyUser', false)).toBe(false);
    expect(accountTabOpen(tab, 'UserAndSubUser', true)).toBe(true);
    expect(accountTabOpen(tab, 'UserAndSubUser', false)).toBe(true);
    expect(accountTabOpen(tab, 'OnlySubUser', true)).toBe(false);
    expect(accountTabOpen(tab, 'OnlySubUser', false)).toBe(true);
    expect(accountTabOpen(tab, 'NoOne', true)).toBe(false);
    expect(accountTabOpen(tab, 'NoOne', false)).toBe(false);
  });

  it('reads ?tab= in any case, and nothing else as a tab', () => {
    expect(accountTabOf('CONTACTS')).toBe('contacts');
    expect(accountTabOf('Orders')).toBe('orders');
    expect(accountTabOf(' invoices ')).toBe('invoices');
    expect(accountTabOf('profile')).toBe('profile');
    expect(accountTabOf('details')).toBeNull();
    expect(accountTabOf(null)).toBeNull();
  });
});

describe('the role a contacts list shows', () => {
  it('names the admin by the default role, any other login a user, and a contact without login', () => {
    expect(personRoleOf({ HasUserAccount: true, RoleName: 'Hoofdgebruiker' }, 'Hoofdgebruiker')).toBe('admin');
    expect(personRoleOf({ HasUserAccount: true, RoleName: 'Medewerker' }, 'Hoofdgebruiker')).toBe('user');
    expect(personRoleOf({ HasUserAccount: false, RoleName: null }, 'Hoofdgebruiker')).toBe('contact');
  });
});

describe('who may order without an account', () => {
  it('offers the guest checkout only where anonymous shopping is allowed (spec 001 §1)', () => {
    expect(guestCheckoutAllowed({ AllowAnonymousShopUser: true })).toBe(true);
    expect(guestCheckoutAllowed({ AllowAnonymousShopUser: false })).toBe(false);
    expect(guestCheckoutAllowed(null)).toBe(false);
  });
});
