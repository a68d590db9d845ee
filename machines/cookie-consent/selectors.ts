import type { SnapshotFrom } from 'xstate';
import type { cookieConsentMachine } from './machine.ts';

type CookieConsentSnapshot = SnapshotFrom<typeof cookieConsentMachine>;

/** Spec 000 §4: the cookie question shows on a first visit, and again when the footer reopens it. */
export const selectIsAsking = (s: CookieConsentSnapshot) => s.matches('asking');
/** The choice made before, if any: the question starts from it. */
export const selectChoice = (s: CookieConsentSnapshot) => s.context.choice;
