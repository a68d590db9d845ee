import type { SnapshotFrom } from 'xstate';
import { changesFor, type ShopUser, type contactsMachine } from './machine.ts';

type ContactsSnapshot = SnapshotFrom<typeof contactsMachine>;

/** Loading only while there is nothing to show: the people the session kept show at once while they are read again. */
export const selectStatus = (s: ContactsSnapshot): 'loading' | 'ready' | 'failed' =>
  s.hasTag('loading') && s.context.users.length === 0 ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
export const selectUsers = (s: ContactsSnapshot) => s.context.users;
export const selectLogins = (s: ContactsSnapshot) => s.context.logins;
export const selectFailure = (s: ContactsSnapshot) => s.context.failure;
/** The person and the change a confirmation is asked for (and stays open while it is under way). */
export const selectConfirmation = (s: ContactsSnapshot) =>
  s.context.target && s.context.change && (s.matches('confirming') || s.hasTag('busy'))
    ? { person: s.context.target, change: s.context.change, openCartItems: s.context.openCartItems }
    : null;
export const selectIsBusy = (s: ContactsSnapshot) => s.hasTag('busy');
export const selectOwnContactId = (s: ContactsSnapshot) => s.context.ownContactId;
export const selectDefaultRoleName = (s: ContactsSnapshot) => s.context.defaultRoleName;
/** What the row's menu offers for a person. */
export const selectChangesFor = (s: ContactsSnapshot, user: ShopUser) => changesFor(s.context, user);
/** Adding a person is the admin's (spec 002 §6). */
export const selectMayAdd = (s: ContactsSnapshot) => s.context.isAdmin;
