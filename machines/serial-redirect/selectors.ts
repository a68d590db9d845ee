import type { SnapshotFrom } from 'xstate';
import type { serialRedirectMachine } from './machine.ts';

type SerialRedirectSnapshot = SnapshotFrom<typeof serialRedirectMachine>;

/** Spec 001 §2: looked up as a serial, else as an item, else not found; any other failure can be tried again. */
export type SerialRedirectStatus = 'lookingUp' | 'notFound' | 'failed';

export function selectStatus(s: SerialRedirectSnapshot): SerialRedirectStatus {
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('failed')) return 'failed';
  return 'lookingUp';
}

export const selectFailure = (s: SerialRedirectSnapshot) => s.context.failure;
