import type { EventObject } from 'xstate';
import { done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { selectionMachine, type SelectionEvent } from './machine.ts';
import { fakeDays, invalidItem, pickup, dropbox, transport, SAMPLE_TODAY, sessionView, warehouses as sampleWarehouses } from './samples.ts';

export const selectionFlow: RegisteredMachine = {
  id: 'selection',
  title: 'Locatie, levering en periode',
  description:
    'Magazijn (aliasgroepen één keer aangeboden), leveringsmethode en periode, afgestemd op de dagen van de locatie; met een winkelwagen wordt een nieuwe locatie of periode gecontroleerd en worden ongeldige artikelen pas na bevestiging verwijderd.',
  machine: selectionMachine,
  // Outcomes are offered only where they can happen, and snapshots are told apart only by what
  // the guards look at (a cart, a location, a period): enough to take every transition.
  events: (snapshot) => {
    const sessions: SelectionEvent[] = [
      { type: 'SESSION_UPDATED', session: sessionView({}) },
      { type: 'SESSION_UPDATED', session: sessionView({ warehouseId: 'WH-BRUGGE', period: { from: '2026-11-23', to: '2026-11-24' } }, 'CART-5001') },
    ];
    const byState: Record<string, (SelectionEvent | EventObject)[]> = {
      waitingForSession: sessions,
      loadingOptions: [done('loadOptions', { warehouses: sampleWarehouses, deliveryMethods: [pickup, dropbox, transport] }), failed('loadOptions'), sessions[0]!],
      failed: [{ type: 'RETRY_REQUESTED' }],
      // The paths take Brugge's days for every location: a few weeks suffice.
      loadingCalendar: [done('loadCalendar', [fakeDays('WH-BRUGGE', { from: SAMPLE_TODAY, startUntil: '2026-12-05', endUntil: '2026-12-10' })]), failed('loadCalendar')],
      calendarFailed: [{ type: 'RETRY_REQUESTED' }, { type: 'CHANGE_CANCELLED' }],
      checkingConflicts: [done('checkConflicts', []), done('checkConflicts', [invalidItem]), failed('checkConflicts')],
      confirmingInvalidItems: [{ type: 'INVALID_ITEMS_REMOVAL_CONFIRMED' }, { type: 'CHANGE_CANCELLED' }],
      updatingCart: [done('updateCart', undefined), failed('updateCart')],
      idle: [
        ...sessions,
        { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-BRUGGE' },
        { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-KORTRIJK' },
        { type: 'DELIVERY_CHOSEN', deliveryId: snapshot.context.choice.deliveryId === 'TRANSPORT' ? 'PICKUP' : 'TRANSPORT' },
        { type: 'PERIOD_CHOSEN', period: { from: '2026-11-30', to: '2026-12-01' } },
        { type: 'CHOICE_CONFIRMED' },
        { type: 'NOTICE_DISMISSED' },
      ],
    };
    return byState[String(snapshot.value)] ?? [];
  },
  serialize: (snapshot) => {
    const { cartId, choice } = snapshot.context;
    return JSON.stringify([snapshot.value, cartId !== null, choice.warehouseId !== null, choice.period !== null]);
  },
};
