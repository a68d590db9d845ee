import type { SnapshotFrom } from 'xstate';
import type { activationMachine } from './machine.ts';

type ActivationSnapshot = SnapshotFrom<typeof activationMachine>;

export type ActivationStep = 'confirming' | 'codeMissing' | 'confirmFailed' | 'refused' | 'activated';

export function selectStep(s: ActivationSnapshot): ActivationStep {
  if (s.hasTag('loading') || s.matches('readingLink')) return 'confirming';
  if (s.matches('codeMissing')) return 'codeMissing';
  if (s.matches('confirmFailed')) return 'confirmFailed';
  if (s.matches('refused')) return 'refused';
  return 'activated';
}

export const selectFailure = (s: ActivationSnapshot) => s.context.failure;
