import type { SnapshotFrom } from 'xstate';
import { personRoleOf, type PersonRole } from '../../src/domain/access.ts';
import type { ShopUser, SubAccount } from '../../src/domain/shop-user.ts';
import type { contactsMachine } from './machine.ts';
import { changesFor, loginOf, type PersonChange } from './rules.ts';

export type { PersonChange };

type ContactsSnapshot = SnapshotFrom<typeof contactsMachine>;

/** A person as the list shows them: their role, why their login cannot sign in (when it cannot), and what the row's menu offers. */
export interface PersonRow {
  user: ShopUser;
  role: PersonRole;
  /** The state of their login; null without one. */
  loginStatus: SubAccount['Status'] | null;
  changes: PersonChange[];
}

/** Loading only while there is nothing to show: the people kept from the last time show at once while they are read again. */
export const selectStatus = (s: ContactsSnapshot): 'loading' | 'ready' | 'failed' =>
  s.hasTag('loading') && s.context.users.length === 0 ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
export const selectFailure = (s: ContactsSnapshot) => s.context.failure;

/** The organisation's people, each with what the list shows of them and what its guards let through. */
export const selectPeople = ({ context }: ContactsSnapshot): PersonRow[] =>
  context.users.map((user) => ({
    user,
    role: personRoleOf(user, context.defaultRoleName),
    loginStatus: loginOf(context.logins, user.ContactID)?.Status ?? null,
    changes: changesFor(context, user),
  }));

/** The person and the change a confirmation is asked for (and stays open while it is under way). */
export const selectConfirmation = (s: ContactsSnapshot) =>
  s.context.target && s.context.change && (s.matches('confirming') || s.hasTag('busy'))
    ? { person: s.context.target, change: s.context.change, openCartItems: s.context.openCartItems }
    : null;
export const selectIsBusy = (s: ContactsSnapshot) => s.hasTag('busy');
/** Adding a person is the admin's (spec 002 §6). */
export const selectMayAdd = (s: ContactsSnapshot) => s.context.isAdmin;
