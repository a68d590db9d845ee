import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './machine.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectHasToken = (s: SessionSnapshot) => s.context.token !== null;
export const selectAccount = (s: SessionSnapshot) => s.context.account;
export const selectIsSignedIn = (s: SessionSnapshot) => s.matches('signedIn');
export const selectIsStarting = (s: SessionSnapshot) => s.matches('initialising');
export const selectSetUpFailed = (s: SessionSnapshot) => s.matches('failed');
export const selectSettings = (s: SessionSnapshot) => s.context.settings;
export const selectCustomer = (s: SessionSnapshot) => s.context.customer;
export const selectFailure = (s: SessionSnapshot) => s.context.failure;
/** Settled: not starting, signing in or out, nor refreshing. */
export const selectIsSettled = (s: SessionSnapshot) => !s.hasTag('loading') && !s.hasTag('refreshing');
