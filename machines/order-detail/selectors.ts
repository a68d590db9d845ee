import type { SnapshotFrom } from 'xstate';
import type { orderDetailMachine } from './machine.ts';

type OrderDetailSnapshot = SnapshotFrom<typeof orderDetailMachine>;

export const selectStep = (s: OrderDetailSnapshot): 'loading' | 'failed' | 'ready' | 'downloading' =>
  s.hasTag('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('downloading') ? 'downloading' : 'ready';
export const selectDetails = (s: OrderDetailSnapshot) => s.context.details;
export const selectFailure = (s: OrderDetailSnapshot) => s.context.failure;
