import type { SnapshotFrom } from 'xstate';
import type { associationSearchMachine } from './machine.ts';

type AssociationSearchSnapshot = SnapshotFrom<typeof associationSearchMachine>;

export const selectField = (s: AssociationSearchSnapshot) => s.context.field;
export const selectText = (s: AssociationSearchSnapshot) => s.context.text;
export const selectChosen = (s: AssociationSearchSnapshot) => (s.matches('chosen') ? s.context.chosen : null);
export const selectFailure = (s: AssociationSearchSnapshot) => (s.matches({ search: 'failed' }) ? s.context.failure : null);
/** What the register answered last; it stays visible while a newer query runs. */
export const selectResults = (s: AssociationSearchSnapshot) => (s.matches('chosen') ? [] : s.context.results);
/** The register is being asked (not while the typing pauses are awaited). */
export const selectIsSearching = (s: AssociationSearchSnapshot) => s.hasTag('loading');
export const selectIsTooShort = (s: AssociationSearchSnapshot) => s.matches({ search: 'tooShort' });
export const selectNothingFound = (s: AssociationSearchSnapshot) => s.matches({ search: 'noResults' });
/** The answer is in and shows organisations: the moment to say how many. */
export const selectFoundCount = (s: AssociationSearchSnapshot) => (s.matches({ search: 'results' }) ? s.context.results.length : null);
