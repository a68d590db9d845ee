import type { SnapshotFrom } from 'xstate';
import type { companyLookupMachine } from './machine.ts';

type CompanyLookupSnapshot = SnapshotFrom<typeof companyLookupMachine>;

/** What the registry answered, once it has. */
export type CompanyLookupOutcome = 'none' | 'active' | 'inactive' | 'notFound';

export const selectNumber = (s: CompanyLookupSnapshot) => s.context.number;
export const selectIsLookingUp = (s: CompanyLookupSnapshot) => s.hasTag('loading');
export const selectCompany = (s: CompanyLookupSnapshot) => s.context.company;
/** Why the number was not looked up: said at the field. */
export const selectNumberFailure = (s: CompanyLookupSnapshot) => (s.matches({ ready: 'invalidNumber' }) ? s.context.failure : null);
/** Why the registry could not answer: said with a retry. */
export const selectLookupFailure = (s: CompanyLookupSnapshot) => (s.matches({ ready: 'failed' }) ? s.context.failure : null);

export function selectOutcome(s: CompanyLookupSnapshot): CompanyLookupOutcome {
  if (s.matches({ ready: 'active' })) return 'active';
  if (s.matches({ ready: 'inactive' })) return 'inactive';
  if (s.matches({ ready: 'notFound' })) return 'notFound';
  return 'none';
}
