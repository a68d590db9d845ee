import type { SnapshotFrom } from 'xstate';
import type { productSearchMachine } from './machine.ts';

type ProductSearchSnapshot = SnapshotFrom<typeof productSearchMachine>;

export const selectText = (s: ProductSearchSnapshot) => s.context.text;
export const selectResults = (s: ProductSearchSnapshot) => s.context.results;
export const selectNothingFound = (s: ProductSearchSnapshot) => s.matches('nothingFound');
export const selectSearchFailed = (s: ProductSearchSnapshot) => s.matches('failed');
export const selectFailure = (s: ProductSearchSnapshot) => s.context.failure;
