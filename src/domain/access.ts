/**
 * Who may see an account tab (spec 000 §6, 002 §6): the admin user is the one whose role
 * equals the DefaultRoleName setting; everybody else is a sub user.
 */
export type AccessLevel = 'OnlyUser' | 'OnlySubUser' | 'UserAndSubUser' | 'NoOne';

export function isAdminUser(roleName: string, defaultRoleName: string): boolean {
  return roleName === defaultRoleName;
}

export function mayAccess(level: AccessLevel, isAdmin: boolean): boolean {
  if (level === 'UserAndSubUser') return true;
  if (level === 'NoOne') return false;
  return isAdmin ? level === 'OnlyUser' : level === 'OnlySubUser';
}

/**
 * The tabs of the account area: spec 002 §2's PROFILE, CONTACTS, ORDERS, INVOICES, and the
 * conversations with the lending service and the organisation's own items (issue 15).
 */
export type AccountTab = 'profile' | 'contacts' | 'orders' | 'invoices' | 'messages' | 'items';
const ACCOUNT_TABS: readonly AccountTab[] = ['profile', 'contacts', 'orders', 'invoices', 'messages', 'items'];

/**
 * Whether a tab is open to this user (spec 000 §6, 002 §6): the admin sees a tab when its setting
 * is OnlyUser or UserAndSubUser, a sub user when it is OnlySubUser or UserAndSubUser; the profile
 * is offered to the admin whenever the setting is not NoOne. "On the desktop menu orders,
 * contacts and invoices are shown to admins only" is the menu under OnlyUser, the level that
 * keeps them to admins (docs/decisions/009). The menu and the routes' guards use this one rule;
 * the demo backend refuses the tabs' list calls by the same levels.
 */
export function accountTabOpen(tab: AccountTab, level: AccessLevel, isAdmin: boolean): boolean {
  if (tab === 'profile' && isAdmin) return level !== 'NoOne';
  return mayAccess(level, isAdmin);
}

/** `?tab=` of an account address: lower case in links, read in any case. */
export function accountTabOf(query: string | null): AccountTab | null {
  const wanted = query?.trim().toLowerCase();
  return ACCOUNT_TABS.find((tab) => tab === wanted) ?? null;
}

/** A person of the organisation as the contacts list names them (spec 002 §2): the admin, a user, or a contact without login. */
export type PersonRole = 'admin' | 'user' | 'contact';

export function personRoleOf(person: { HasUserAccount: boolean; RoleName: string | null }, defaultRoleName: string): PersonRole {
  if (!person.HasUserAccount) return 'contact';
  return person.RoleName !== null && isAdminUser(person.RoleName, defaultRoleName) ? 'admin' : 'user';
}

/**
 * Spec 001 §1: a guest orders the cart of an anonymous token, which the shop holds only where
 * anonymous shopping is allowed; without it a visitor has no cart to order as a guest.
 */
export const guestCheckoutAllowed = (settings: { AllowAnonymousShopUser?: boolean } | null): boolean => settings?.AllowAnonymousShopUser === true;
