import { isAdminUser } from '../../src/domain/access.ts';
import type { ShopUser, SubAccount } from '../../src/domain/shop-user.ts';

/** The login of a contact, when it has one. */
export const loginOf = (logins: readonly SubAccount[], contactId: string): SubAccount | null => logins.find((login) => login.ContactID === contactId) ?? null;

/** Spec 002 §4 "Shop user list": invite only a contact without a login. */
const mayInvite = (user: ShopUser): boolean => !user.HasUserAccount;
/** Spec 002 §8: the signed-in user cannot delete themself. */
const mayDelete = (user: ShopUser, ownContactId: string): boolean => user.ContactID !== ownContactId;
/** Another person's login can be taken away (the contact stays); one's own cannot. */
const mayRevoke = (login: SubAccount | null, ownContactId: string): login is SubAccount => login !== null && login.ContactID !== ownContactId;
/** Only an active or a blocked login can be blocked or unblocked; never one's own. */
const mayBlock = (login: SubAccount | null, ownContactId: string): login is SubAccount => mayRevoke(login, ownContactId) && login.Status === 'Active';
const mayUnblock = (login: SubAccount | null, ownContactId: string): login is SubAccount => mayRevoke(login, ownContactId) && login.Status === 'LockedOut';
/** Only an active login of another person can become the admin (who then becomes a sub user). */
const mayPromote = (login: SubAccount | null, ownContactId: string, defaultRoleName: string): login is SubAccount =>
  mayBlock(login, ownContactId) && !isAdminUser(login.RoleName, defaultRoleName);

/** What can be done to a person of the list, in the order the row's menu offers it. */
export type PersonChange = 'edit' | 'invite' | 'block' | 'unblock' | 'promote' | 'revoke' | 'delete';

/** Who looks at the list, and the logins it read: what the changes offered depend on. */
interface ChangeRules {
  isAdmin: boolean;
  ownContactId: string;
  defaultRoleName: string;
  logins: readonly SubAccount[];
}

/**
 * The changes offered for a person (spec 002 §4, §6, §8): the one rule both the row's menu and
 * the machine's guards follow. A sub user changes only their own details; the admin manages
 * everyone else.
 */
export function changesFor(rules: ChangeRules, user: ShopUser): PersonChange[] {
  if (!rules.isAdmin) return user.ContactID === rules.ownContactId ? ['edit'] : [];
  const login = loginOf(rules.logins, user.ContactID);
  const offered: Record<PersonChange, boolean> = {
    edit: true,
    invite: mayInvite(user),
    block: mayBlock(login, rules.ownContactId),
    unblock: mayUnblock(login, rules.ownContactId),
    promote: mayPromote(login, rules.ownContactId, rules.defaultRoleName),
    revoke: mayRevoke(login, rules.ownContactId),
    delete: mayDelete(user, rules.ownContactId),
  };
  return (Object.keys(offered) as PersonChange[]).filter((change) => offered[change]);
}
