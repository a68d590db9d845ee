import type { SnapshotFrom } from 'xstate';
import type { PaymentFailure, paymentMachine } from './machine.ts';

type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

/** What the payment status component shows (spec 002 §4 "Payment modal"), one case per view. */
export type PaymentView =
  | { kind: 'loading' }
  | { kind: 'unpaid'; amountDue: number }
  | { kind: 'redirecting' }
  | { kind: 'failed'; failure: PaymentFailure }
  | { kind: 'paid' };

export function selectPaymentView(s: PaymentSnapshot): PaymentView {
  const { due, failure } = s.context;
  if (s.status === 'done') return { kind: 'paid' };
  if (s.hasTag('submitting')) return { kind: 'redirecting' };
  // A failure is kept until the next answer, so the asking comes first.
  if (s.hasTag('loading')) return { kind: 'loading' };
  if (due) return { kind: 'unpaid', amountDue: due.amountDue };
  return failure ? { kind: 'failed', failure } : { kind: 'loading' };
}

export const selectIsPaid = (s: PaymentSnapshot) => s.status === 'done';
