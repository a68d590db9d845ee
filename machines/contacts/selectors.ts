import type { SnapshotFrom } from 'xstate';
import type { contactsMachine } from './machine.ts';

type ContactsSnapshot = SnapshotFrom<typeof contactsMachine>;

export const selectStatus = (s: ContactsSnapshot): 'loading' | 'ready' | 'failed' => (s.hasTag('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready');
export const selectUsers = (s: ContactsSnapshot) => s.context.users;
export const selectFailure = (s: ContactsSnapshot) => s.context.failure;
/** The person whose deletion waits for a confirmation. */
export const selectDeleting = (s: ContactsSnapshot) => (s.matches('confirmingDelete') || s.matches('deleting') ? s.context.target : null);
export const selectIsBusy = (s: ContactsSnapshot) => s.hasTag('busy');
export const selectOwnContactId = (s: ContactsSnapshot) => s.context.ownContactId;
