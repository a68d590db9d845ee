import { assign, setup, spawnChild, stopChild } from 'xstate';
import { timer } from '../timers.ts';

/** Spec 000 §9: a toast disappears after 4 seconds. */
export const TOAST_LIFETIME_MS = 4000;

type ToastTone = 'info' | 'success' | 'error';

interface Toast {
  id: string;
  text: string;
  tone: ToastTone;
}

export interface ToastsContext {
  toasts: Toast[];
  nextNumber: number;
}

export type ToastsEvent =
  | { type: 'TOAST_REQUESTED'; text: string; tone: ToastTone }
  | { type: 'TOAST_DISMISSED'; id: string }
  /** Sent by the toast's own timer; an explicit event so path tests can take it. */
  | { type: 'TOAST_TIMED_OUT'; id: string };

const timerId = (toastId: string) => `timer-${toastId}`;

export const toastsMachine = setup({
  types: { context: {} as ToastsContext, events: {} as ToastsEvent },
  actors: {
    toastTimer: timer(TOAST_LIFETIME_MS, ({ id }: { id: string }): ToastsEvent => ({ type: 'TOAST_TIMED_OUT', id })),
  },
  actions: {
    addToast: assign(({ context, event }) => {
      if (event.type !== 'TOAST_REQUESTED') return {};
      const toast: Toast = { id: `toast-${context.nextNumber}`, text: event.text, tone: event.tone };
      return { toasts: [...context.toasts, toast], nextNumber: context.nextNumber + 1 };
    }),
    startTimer: spawnChild('toastTimer', {
      id: ({ context }) => timerId(`toast-${context.nextNumber - 1}`),
      input: ({ context }) => ({ id: `toast-${context.nextNumber - 1}` }),
    }),
    removeToast: assign({
      toasts: ({ context, event }) => ('id' in event ? context.toasts.filter((t) => t.id !== event.id) : context.toasts),
    }),
    stopTimer: stopChild(({ event }) => ('id' in event ? timerId(event.id) : '')),
  },
  guards: {
    noToastsLeft: ({ context }) => context.toasts.length === 0,
  },
}).createMachine({
  id: 'toasts',
  description: 'Korte meldingen die na 4 seconden of bij sluiten verdwijnen.',
  context: { toasts: [], nextNumber: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: { TOAST_REQUESTED: { target: 'showing', actions: ['addToast', 'startTimer'] } },
    },
    showing: {
      always: { guard: 'noToastsLeft', target: 'idle' },
      on: {
        TOAST_REQUESTED: { actions: ['addToast', 'startTimer'] },
        TOAST_DISMISSED: { actions: ['stopTimer', 'removeToast'] },
        TOAST_TIMED_OUT: { actions: 'removeToast' },
      },
    },
  },
});
