import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sampleOrder } from '../../src/domain/orders.samples.ts';
import type { ReservationOrder, ReservationOrderItem } from '../../src/domain/orders.ts';
import type { TimeSlot } from '../../src/domain/time-slots.ts';
import { orderEditMachine, type EditableOrder, type OrderChange, type OrderEditInput, type SlotsRequest } from './machine.ts';
import type { OrderSlots } from './rules.ts';
import {
  selectAsksForSlots,
  selectCalendarRange,
  selectDayProblems,
  selectDraft,
  selectFailure,
  selectIsBusy,
  selectLines,
  selectMaySave,
  selectSlotLists,
  selectStep,
} from './selectors.ts';

const slot = (id: string): TimeSlot => ({ BusinessHourID: id, BusinessHour: id, BusinessHourRanking: 0, MomentCanBeUsed: true });
const SLOTS: OrderSlots = { pickUp: [slot('P1'), slot('P2')], return: [slot('R1'), slot('R2')], dropOff: false };
const line = (id: string, Amount: number, MaxPerCustomer: number | null, MaxPerCart: number | null): ReservationOrderItem => ({
  ReservationOrderItemID: id,
  ReservationOrderID: 'RO-1',
  ItemID: id,
  CompositionID: null,
  RelatedRentalItemID: null,
  ItemDescription: id,
  Amount,
  TotalIncVAT: 0,
  TotalExcVAT: 0,
  MaxPerCustomer,
  Item: { ID: id, Images: [], MaxPerCart, UploadPolicy: 'DenyUpload' },
});
// From Friday 4 to Monday 7 December, with an order number; the page opens on 21 November.
const ORDER = sampleOrder({ ReservationOrderID: 'RO-1', OrderID: 'O-1', BusinessHourStart: { Key: 'P1', Description: 'P1' }, BusinessHourEnd: { Key: 'R1', Description: 'R1' } });
const EDITABLE: EditableOrder = { order: ORDER, lines: [line('TABLES', 4, 2, 5), line('CHAIRS', 10, null, null)] };
const INPUT: OrderEditInput = { reservationOrderId: 'RO-1', rules: { cancellationDays: 0, editingDays: 0, editingOrder: 'reservation-order' }, now: '2026-11-21T09:00:00' };
const REFUSED = { kind: 'invalid-response', status: 409, serverMessage: 'Niet genoeg voorraad voor TABLES' };
const NETWORK = { kind: 'network', status: 0, serverMessage: null };

interface Fakes {
  input?: Partial<OrderEditInput>;
  order?: ReservationOrder;
  /** Why the check refuses a change; null lets it through. */
  verdict?: (change: OrderChange) => unknown;
  newSlotsFail?: boolean;
  saveFails?: boolean;
}

/** The edit page over fakes: the order and its slots, a check that answers as `verdict` says, a save that fails when told. */
async function start({ input = {}, order = ORDER, verdict = () => null, newSlotsFail = false, saveFails = false }: Fakes = {}) {
  const effects = { announceSaved: vi.fn(), announceFailure: vi.fn(), goToOrder: vi.fn() };
  const checked: OrderChange[] = [];
  const saved: OrderChange[] = [];
  const slotsAsked: SlotsRequest[] = [];
  const actor = createActor(
    orderEditMachine.provide({
      actors: {
        loadOrder: fromPromise<EditableOrder, { reservationOrderId: string }>(async () => ({ ...EDITABLE, order })),
        loadSlots: fromPromise<OrderSlots, SlotsRequest>(async ({ input }) => {
          slotsAsked.push(input);
          if (newSlotsFail && slotsAsked.length > 1) throw NETWORK;
          return SLOTS;
        }),
        validateChange: fromPromise<void, OrderChange>(async ({ input }) => {
          checked.push(input);
          const refusal = verdict(input);
          if (refusal) throw refusal;
        }),
        saveChange: fromPromise<ReservationOrder, OrderChange>(async ({ input }) => {
          saved.push(input);
          if (saveFails) throw NETWORK;
          return order;
        }),
      },
      actions: {
        announceSaved: (_, params) => effects.announceSaved(params),
        announceFailure: (_, params) => effects.announceFailure(params),
        goToOrder: (_, params) => effects.goToOrder(params),
      },
    }),
    { input: { ...INPUT, ...input } },
  ).start();
  await waitFor(actor, (s) => !s.hasTag('loading') && !s.matches('deciding'));
  return { actor, effects, checked, saved, slotsAsked };
}

type Started = Awaited<ReturnType<typeof start>>;
const settled = (actor: Started['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('whether the order may be changed, by the settings the page opened with (spec 002 §4)', () => {
  it('opens the form for an editable order, with the slots of its days', async () => {
    const { actor, slotsAsked } = await start();
    expect(selectStep(actor.getSnapshot())).toBe('form');
    expect(slotsAsked).toEqual([{ reservationOrderId: 'RO-1', deliveryId: ORDER.DeliveryID, start: '2026-12-04', end: '2026-12-07' }]);
    expect(selectDraft(actor.getSnapshot())).toEqual({ start: '2026-12-04', end: '2026-12-07', pickUpSlot: 'P1', returnSlot: 'R1', amounts: { TABLES: 4, CHAIRS: 10 } });
  });

  it('says so for an order that is not editable, one with an order number under "reservation", and one past the editing days', async () => {
    for (const fakes of [{ order: { ...ORDER, IsEditable: false } }, { input: { rules: { ...INPUT.rules, editingOrder: 'reservation' as const } } }, { input: { rules: { ...INPUT.rules, editingDays: 14 } } }]) {
      expect(selectStep((await start(fakes)).actor.getSnapshot())).toBe('notEditable');
    }
    expect(selectStep((await start({ input: { rules: { ...INPUT.rules, editingDays: 13 } } })).actor.getSnapshot())).toBe('form');
    expect(selectStep((await start({ order: { ...ORDER, OrderID: null }, input: { rules: { ...INPUT.rules, editingOrder: 'reservation' } } })).actor.getSnapshot())).toBe('form');
  });
});

describe('a change is checked at once (spec 002 §5)', () => {
  it('checks an amount with only what differs, and allows saving once it is accepted', async () => {
    const { actor, checked } = await start();
    expect(selectMaySave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'AMOUNT_CHANGED', lineId: 'TABLES', amount: 5 });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectMaySave(actor.getSnapshot())).toBe(false);
    await settled(actor);
    expect(checked).toEqual([{ reservationOrderId: 'RO-1', update: { UpdateItems: [{ ReservationOrderItemID: 'TABLES', Amount: 5 }] } }]);
    expect(selectLines(actor.getSnapshot()).map(({ amount }) => amount)).toEqual([5, 10]);
    expect(selectMaySave(actor.getSnapshot())).toBe(true);
  });

  it('brings a refused change back as it was, with the first message', async () => {
    const { actor } = await start({ verdict: () => REFUSED });
    actor.send({ type: 'AMOUNT_CHANGED', lineId: 'TABLES', amount: 6 });
    await settled(actor);
    expect(selectLines(actor.getSnapshot()).map(({ amount }) => amount)).toEqual([4, 10]);
    expect(selectFailure(actor.getSnapshot())).toEqual({ kind: 'change-refused', error: REFUSED });
    expect(selectMaySave(actor.getSnapshot())).toBe(false);
  });

  it('lets an amount go up to the current amount plus MaxPerCustomer, within MaxPerCart; without limits, none', async () => {
    const { actor } = await start();
    expect(selectLines(actor.getSnapshot()).map(({ line, max }) => [line.ReservationOrderItemID, max])).toEqual([
      ['TABLES', 5],
      ['CHAIRS', null],
    ]);
  });

  it('ignores an amount for a line the order does not have', async () => {
    const { actor, checked } = await start();
    actor.send({ type: 'AMOUNT_CHANGED', lineId: 'TENT', amount: 1 });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(checked).toEqual([]);
  });
});

describe('a new period (spec 002 §4, §5)', () => {
  it('offers the order’s own days up to its end, and says why a day cannot start or end the period', async () => {
    const { actor } = await start();
    expect(selectCalendarRange(actor.getSnapshot())).toEqual({ min: '2026-12-04', max: '2026-12-07' });
    const { start: startProblem, end: endProblem } = selectDayProblems(actor.getSnapshot());
    expect(startProblem('2026-12-05')).toBeNull();
    expect(startProblem('2026-12-08')).toEqual({ kind: 'after-latest', latest: '2026-12-07' });
    expect(endProblem('2026-12-04', '2026-12-05')).toEqual({ kind: 'before-start' });
    expect(endProblem('2026-12-06', '2026-12-05')).toBeNull();
  });

  it('clears the slot of the day that moved, reads the slots again and checks only once that slot is chosen', async () => {
    const { actor, checked, slotsAsked } = await start();
    actor.send({ type: 'PERIOD_CHANGED', start: '2026-12-04', end: '2026-12-06' });
    await settled(actor);
    expect(slotsAsked.at(-1)).toMatchObject({ start: '2026-12-04', end: '2026-12-06' });
    expect(selectDraft(actor.getSnapshot())).toMatchObject({ pickUpSlot: 'P1', returnSlot: null });
    expect(selectAsksForSlots(actor.getSnapshot())).toBe(true);
    expect(checked).toEqual([]);

    actor.send({ type: 'SAVE_REQUESTED' });
    expect(selectFailure(actor.getSnapshot())).toEqual({ kind: 'slots-required' });
    // The refusal says it already: the form no longer asks besides.
    expect(selectAsksForSlots(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'RETURN_SLOT_CHOSEN', slotId: 'R2' });
    await settled(actor);
    expect(checked).toEqual([{ reservationOrderId: 'RO-1', update: { DateTimeExpectedEnd: '2026-12-06', BusinessHourEnd: 'R2' } }]);
    expect(selectSlotLists(actor.getSnapshot())?.return.shown.length).toBe(2);
    expect(selectMaySave(actor.getSnapshot())).toBe(true);
  });

  it('brings the previous period back when the new days’ slots cannot be read', async () => {
    const { actor } = await start({ newSlotsFail: true });
    actor.send({ type: 'PERIOD_CHANGED', start: '2026-12-05', end: '2026-12-07' });
    await settled(actor);
    expect(selectDraft(actor.getSnapshot())).toMatchObject({ start: '2026-12-04', pickUpSlot: 'P1' });
    expect(selectFailure(actor.getSnapshot())).toEqual({ kind: 'slots-failed', error: NETWORK });
  });

  it('takes no period outside the order’s days, nor the same one again', async () => {
    const { actor, slotsAsked } = await start();
    actor.send({ type: 'PERIOD_CHANGED', start: '2026-12-03', end: '2026-12-07' });
    actor.send({ type: 'PERIOD_CHANGED', start: '2026-12-04', end: '2026-12-08' });
    actor.send({ type: 'PERIOD_CHANGED', start: '2026-12-04', end: '2026-12-07' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(slotsAsked).toHaveLength(1);
  });
});

describe('saving (spec 002 §5, §8)', () => {
  it('saves every accepted change together, says so and goes back to the order', async () => {
    const { actor, effects, saved } = await start();
    actor.send({ type: 'AMOUNT_CHANGED', lineId: 'CHAIRS', amount: 8 });
    await settled(actor);
    actor.send({ type: 'SAVE_REQUESTED' });
    expect(selectMaySave(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(saved).toEqual([{ reservationOrderId: 'RO-1', update: { UpdateItems: [{ ReservationOrderItemID: 'CHAIRS', Amount: 8 }] } }]);
    expect(effects.announceSaved).toHaveBeenCalledWith({ reservationOrderId: 'RO-1' });
    expect(effects.goToOrder).toHaveBeenCalledWith({ reservationOrderId: 'RO-1' });
  });

  it('keeps the form as it is after a failed save, and says it', async () => {
    const { actor, effects } = await start({ saveFails: true });
    actor.send({ type: 'AMOUNT_CHANGED', lineId: 'CHAIRS', amount: 8 });
    await settled(actor);
    actor.send({ type: 'SAVE_REQUESTED' });
    await settled(actor);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(selectLines(actor.getSnapshot()).map(({ amount }) => amount)).toEqual([4, 8]);
    expect(effects.announceFailure).toHaveBeenCalledWith({ failure: { kind: 'save-failed', error: NETWORK } });
    expect(effects.goToOrder).not.toHaveBeenCalled();
  });

  it('saves nothing when nothing changed', async () => {
    const { actor, saved } = await start();
    actor.send({ type: 'SAVE_REQUESTED' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(saved).toEqual([]);
  });
});
