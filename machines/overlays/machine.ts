import { assign, emit, setup } from 'xstate';

export type Overlay =
  | { id: string; kind: 'alert'; title: string; message: string }
  | { id: string; kind: 'confirm'; title: string; message: string; confirmLabel: string; cancelLabel: string };

export interface OverlaysContext {
  open: Overlay[];
}

export type OverlaysEvent =
  | { type: 'OPEN_REQUESTED'; overlay: Overlay }
  /** `confirmed` is false for a dismissed confirmation and for every alert. */
  | { type: 'CLOSED'; id: string; confirmed: boolean };

export type OverlaysEmitted =
  | { type: 'OVERLAY_REJECTED'; id: string }
  | { type: 'OVERLAY_CLOSED'; id: string; confirmed: boolean };

/** Alert and confirm dialogs; spec 000 §4: an overlay whose id is already open is rejected. */
export const overlaysMachine = setup({
  types: { context: {} as OverlaysContext, events: {} as OverlaysEvent, emitted: {} as OverlaysEmitted },
  guards: {
    alreadyOpen: ({ context, event }) => event.type === 'OPEN_REQUESTED' && context.open.some((o) => o.id === event.overlay.id),
    isOpen: ({ context, event }) => event.type === 'CLOSED' && context.open.some((o) => o.id === event.id),
    lastOneClosing: ({ context, event }) => event.type === 'CLOSED' && context.open.length === 1 && context.open[0]!.id === event.id,
  },
  actions: {
    add: assign({ open: ({ context, event }) => (event.type === 'OPEN_REQUESTED' ? [...context.open, event.overlay] : context.open) }),
    remove: assign({ open: ({ context, event }) => (event.type === 'CLOSED' ? context.open.filter((o) => o.id !== event.id) : context.open) }),
    reportClosed: emit(({ event }) => ({
      type: 'OVERLAY_CLOSED' as const,
      id: event.type === 'CLOSED' ? event.id : '',
      confirmed: event.type === 'CLOSED' && event.confirmed,
    })),
    reportRejected: emit(({ event }) => ({ type: 'OVERLAY_REJECTED' as const, id: event.type === 'OPEN_REQUESTED' ? event.overlay.id : '' })),
  },
}).createMachine({
  id: 'overlays',
  context: { open: [] },
  initial: 'none',
  states: {
    none: {
      on: { OPEN_REQUESTED: { target: 'showing', actions: 'add' } },
    },
    showing: {
      description: 'Het nieuwste venster ligt bovenaan en heeft de focus.',
      on: {
        OPEN_REQUESTED: [{ guard: 'alreadyOpen', actions: 'reportRejected' }, { actions: 'add' }],
        CLOSED: [
          { guard: 'lastOneClosing', target: 'none', actions: ['remove', 'reportClosed'] },
          { guard: 'isOpen', actions: ['remove', 'reportClosed'] },
        ],
      },
    },
  },
});
