import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { PendingSelection } from '../../src/domain/stored-session.ts';
import { selectionMachine, type CartChange, type InvalidItem, type SessionView } from './machine.ts';
import { dropbox, fakeDays, invalidItem as podiumwagen, pickup, SAMPLE_TODAY as TODAY, settings, transport, warehouses } from './samples.ts';
import { endDayProblem, startDayProblem, type CalendarRange, type DeliveryMethod, type ShopSettings, type Warehouse, type WarehouseDays } from './rules.ts';
import {
  selectConfirmedSelection,
  selectCanEditLocationAndPeriod,
  selectCalendarRange,
  selectDayRules,
  selectDeliveryId,
  selectIsComplete,
  selectLocation,
  selectLocations,
  selectMissing,
  selectPeriod,
  selectWarehouseId,
} from './selectors.ts';

const failure = () => new ApiFailure({ kind: 'network', status: 0, serverMessage: null });

interface Options {
  settings?: Partial<ShopSettings>;
  stored?: PendingSelection;
  cartId?: string | null;
  warehouseAliases?: boolean;
  methods?: DeliveryMethod[];
  loadOptions?: () => Promise<{ warehouses: Warehouse[]; deliveryMethods: DeliveryMethod[] }>;
  loadCalendar?: (input: { warehouseIds: string[]; range: CalendarRange }) => Promise<WarehouseDays[]>;
  checkConflicts?: (input: { cartId: string; change: CartChange }) => Promise<InvalidItem[]>;
  updateCart?: (input: { cartId: string; removeIds: string[]; change: CartChange }) => Promise<void>;
}

function view(options: Options, stored: PendingSelection = options.stored ?? {}): SessionView {
  return { settings: { ...settings, ...options.settings }, warehouseAliases: options.warehouseAliases ?? true, stored, cartId: options.cartId ?? null, today: TODAY };
}

function start(options: Options = {}) {
  const reportChoice = vi.fn();
  const cartChanged = vi.fn();
  const loadOptions = vi.fn(options.loadOptions ?? (async () => ({ warehouses, deliveryMethods: options.methods ?? [pickup, dropbox, transport] })));
  const loadCalendar = vi.fn(
    options.loadCalendar ?? (async ({ warehouseIds, range }: { warehouseIds: string[]; range: CalendarRange }) => warehouseIds.map((id) => fakeDays(id, range))),
  );
  const checkConflicts = vi.fn(options.checkConflicts ?? (async () => []));
  const updateCart = vi.fn(options.updateCart ?? (async () => undefined));
  const machine = selectionMachine.provide({
    actors: {
      loadOptions: fromPromise(() => loadOptions()),
      loadCalendar: fromPromise(({ input }) => loadCalendar(input)),
      checkConflicts: fromPromise(({ input }) => checkConflicts(input)),
      updateCart: fromPromise(({ input }) => updateCart(input)),
    },
    actions: { reportChoice: (_, pending) => reportChoice(pending), cartChanged },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'SESSION_UPDATED', session: view(options) });
  return { actor, reportChoice, cartChanged, loadOptions, loadCalendar, checkConflicts, updateCart };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => s.matches('idle') || s.matches('failed') || s.matches('calendarFailed') || s.matches('confirmingInvalidItems'));

async function ready(options: Options = {}) {
  const started = start(options);
  await settled(started.actor);
  return started;
}

async function send(actor: Actor, event: Parameters<Actor['send']>[0]) {
  actor.send(event);
  return settled(actor);
}

const brugge = { warehouseId: 'WH-BRUGGE' };

describe('the selection machine', () => {
  it('waits for the session, then loads warehouses and delivery methods in one wave', async () => {
    const { actor, loadOptions } = start();
    expect(actor.getSnapshot().matches('loadingOptions')).toBe(true);
    const snapshot = await settled(actor);
    expect(loadOptions).toHaveBeenCalledOnce();
    expect(snapshot.matches('idle')).toBe(true);
  });

  it('offers a warehouse with an alias once per alias group', async () => {
    const { actor } = await ready();
    expect(selectLocations(actor.getSnapshot()).map((l) => [l.id, l.label, l.memberIds, l.places])).toEqual([
      ['WH-BRUGGE', 'Uitleendienst Brugge', ['WH-BRUGGE'], ['Brugge']],
      ['WH-KORTRIJK', 'Zuid-West', ['WH-KORTRIJK', 'WH-IEPER'], ['Kortrijk', 'Ieper']],
    ]);
  });

  it('offers every warehouse on its own where the shop does not use aliases, each one editable after confirmation', async () => {
    const { actor, reportChoice, loadCalendar } = await ready({ warehouseAliases: false, stored: { warehouseId: 'WH-IEPER' } });
    expect(selectLocations(actor.getSnapshot()).map((l) => [l.id, l.label, l.memberIds])).toEqual([
      ['WH-BRUGGE', 'Uitleendienst Brugge', ['WH-BRUGGE']],
      ['WH-KORTRIJK', 'Uitleendienst Kortrijk', ['WH-KORTRIJK']],
      ['WH-IEPER', 'Uitleendienst Ieper', ['WH-IEPER']],
    ]);
    expect(selectWarehouseId(actor.getSnapshot())).toBe('WH-IEPER');
    expect(loadCalendar).toHaveBeenCalledWith(expect.objectContaining({ warehouseIds: ['WH-IEPER'] }));
    expect(reportChoice).toHaveBeenLastCalledWith(expect.objectContaining({ warehouseId: 'WH-IEPER', warehouseAlias: null }));
    await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-23', to: '2026-11-24' } });
    actor.send({ type: 'CHOICE_CONFIRMED' });
    expect(selectCanEditLocationAndPeriod(actor.getSnapshot())).toBe(true);
  });

  it("starts from the stored warehouse (the latest order's, after login), an alias member standing for its group", async () => {
    const { actor, reportChoice, loadCalendar } = await ready({ stored: { warehouseId: 'WH-IEPER' } });
    expect(selectWarehouseId(actor.getSnapshot())).toBe('WH-KORTRIJK');
    expect(loadCalendar).toHaveBeenCalledWith(expect.objectContaining({ warehouseIds: ['WH-KORTRIJK', 'WH-IEPER'] }));
    expect(reportChoice).toHaveBeenLastCalledWith({
      warehouseId: 'WH-KORTRIJK',
      warehouseAlias: 'Zuid-West',
      warehouseEmail: 'kortrijk@demo.test',
      deliveryId: 'PICKUP',
      period: null,
    });
  });

  describe('delivery methods', () => {
    it('preselects DefaultDeliveryID among several', async () => {
      const { actor } = await ready({ settings: { DefaultDeliveryID: 'TRANSPORT' } });
      expect(selectDeliveryId(actor.getSnapshot())).toBe('TRANSPORT');
    });

    it('chooses a single method automatically', async () => {
      const { actor } = await ready({ methods: [transport], settings: { DefaultDeliveryID: 'PICKUP' } });
      expect(selectDeliveryId(actor.getSnapshot())).toBe('TRANSPORT');
    });

    it('keeps a stored method, and chooses none when there is no default', async () => {
      expect(selectDeliveryId((await ready({ stored: { deliveryId: 'DROPBOX' } })).actor.getSnapshot())).toBe('DROPBOX');
      expect(selectDeliveryId((await ready({ settings: { DefaultDeliveryID: 'NONE' } })).actor.getSnapshot())).toBeNull();
    });
  });

  describe('days', () => {
    it('asks capacity per warehouse of an alias: a day is available if any of them has it', async () => {
      const { actor } = await ready({ stored: { warehouseId: 'WH-KORTRIJK' } });
      const rules = selectDayRules(actor.getSnapshot());
      // Kortrijk has no opening hours on Wednesday, Ieper has.
      expect(startDayProblem(rules, '2026-11-25')).toBeNull();
      // Ieper's own closing day: Kortrijk is open.
      expect(startDayProblem(rules, '2026-12-01')).toBeNull();
      // Closed in both, said with the first warehouse's description.
      expect(startDayProblem(rules, '2026-12-25')).toEqual({ kind: 'closed', description: 'Kerstmis' });
    });

    it('starts no earlier than today plus the minimum start interval (default 1)', async () => {
      const rules = selectDayRules((await ready({ stored: brugge })).actor.getSnapshot());
      expect(startDayProblem(rules, '2026-11-20')).toEqual({ kind: 'before-earliest', earliest: '2026-11-21' });
      expect(startDayProblem(rules, '2026-11-21')).toBeNull();
      const noSetting = selectDayRules((await ready({ stored: brugge, settings: { CartReservationMinimumStartInterval: undefined } })).actor.getSnapshot());
      expect(startDayProblem(noSetting, '2026-11-20')).toEqual({ kind: 'before-earliest', earliest: '2026-11-21' });
      const threeDays = selectDayRules((await ready({ stored: brugge, settings: { CartReservationMinimumStartInterval: 3 } })).actor.getSnapshot());
      expect(startDayProblem(threeDays, '2026-11-21')).toEqual({ kind: 'before-earliest', earliest: '2026-11-23' });
    });

    it('starts no later than the maximum start interval; 0 is no limit', async () => {
      const limitedActor = (await ready({ stored: brugge, settings: { CartReservationMaximumStartInterval: 31 } })).actor;
      const limited = selectDayRules(limitedActor.getSnapshot());
      expect(startDayProblem(limited, '2026-12-21')).toBeNull();
      expect(startDayProblem(limited, '2026-12-22')).toEqual({ kind: 'after-latest', latest: '2026-12-21' });
      // The calendars offer the same days.
      expect(selectCalendarRange(limitedActor.getSnapshot())).toMatchObject({ from: limited.today, startUntil: '2026-12-21' });
      const unlimited = selectDayRules((await ready({ stored: brugge, settings: { CartReservationMaximumStartInterval: 0 } })).actor.getSnapshot());
      expect(startDayProblem(unlimited, '2027-06-02')).toBeNull();
    });

    it('does not offer closing days (with their description), full days or days without opening hours', async () => {
      const rules = selectDayRules((await ready({ stored: brugge })).actor.getSnapshot());
      expect(startDayProblem(rules, '2026-11-27')).toEqual({ kind: 'closed', description: 'Opleidingsdag' });
      expect(startDayProblem(rules, '2026-12-02')).toEqual({ kind: 'full' });
      expect(startDayProblem(rules, '2026-11-22')).toEqual({ kind: 'no-opening-hours' });
      // The full day has room for returns.
      expect(endDayProblem(rules, '2026-12-02', '2026-12-01')).toBeNull();
    });

    it('keeps the rental between the minimum and maximum duration; 0 maximum is no limit', async () => {
      const rules = selectDayRules((await ready({ stored: brugge, settings: { CartReservationMinimumDuration: 2 } })).actor.getSnapshot());
      expect(endDayProblem(rules, '2026-11-24', '2026-11-24')).toEqual({ kind: 'too-short', minimum: 2 });
      expect(endDayProblem(rules, '2026-12-21', '2026-11-24')).toBeNull();
      expect(endDayProblem(rules, '2026-12-22', '2026-11-24')).toEqual({ kind: 'too-long', maximum: 28 });
      expect(endDayProblem(rules, '2026-11-21', '2026-11-24')).toEqual({ kind: 'before-start' });
      const unlimited = selectDayRules((await ready({ stored: brugge, settings: { CartReservationMaximumDuration: 0 } })).actor.getSnapshot());
      expect(endDayProblem(unlimited, '2027-01-29', '2026-11-23')).toBeNull();
    });
  });

  describe('choosing', () => {
    it('keeps a possible period, reports it and is complete', async () => {
      const { actor, reportChoice } = await ready({ stored: brugge });
      expect(selectIsComplete(actor.getSnapshot())).toBe(false);
      const snapshot = await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-23', to: '2026-11-24' } });
      expect(selectPeriod(snapshot)).toEqual({ from: '2026-11-23', to: '2026-11-24' });
      expect(selectIsComplete(snapshot)).toBe(true);
      expect(reportChoice).toHaveBeenLastCalledWith(expect.objectContaining({ warehouseId: 'WH-BRUGGE', period: { from: '2026-11-23', to: '2026-11-24' } }));
    });

    // The chooser offers neither (it keeps a typed period that cannot be booked and says why).
    it('ignores a period with a day that cannot be chosen', async () => {
      const { actor, reportChoice } = await ready({ stored: brugge });
      reportChoice.mockClear();
      const snapshot = await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-12-02', to: '2026-12-04' } });
      expect(selectPeriod(snapshot)).toBeNull();
      expect(snapshot.context.notice).toBeNull();
      expect(reportChoice).not.toHaveBeenCalled();
    });

    it('ignores a period before a location', async () => {
      const { actor } = await ready();
      const snapshot = await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-23', to: '2026-11-24' } });
      expect(selectPeriod(snapshot)).toBeNull();
      expect(snapshot.context.notice).toBeNull();
    });

    it('moves the end date when the delivery method needs more days, and says so', async () => {
      const { actor } = await ready({ stored: brugge });
      await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-23', to: '2026-11-24' } });
      const snapshot = await send(actor, { type: 'DELIVERY_CHOSEN', deliveryId: 'DROPBOX' });
      expect(selectPeriod(snapshot)).toEqual({ from: '2026-11-23', to: '2026-11-25' });
      expect(snapshot.context.notice).toEqual({ kind: 'delivery-minimum', delivery: 'Terugbrengen in de inleverbox', days: 3, moved: true });
      // A short period chosen with that method is moved as well, past days the shop takes no returns.
      const again = await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-26', to: '2026-11-26' } });
      expect(selectPeriod(again)).toEqual({ from: '2026-11-26', to: '2026-11-30' });
    });

    it('clears the period when no end date fits the delivery method', async () => {
      const { actor } = await ready({ stored: brugge, settings: { CartReservationMaximumDuration: 2 } });
      await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-23', to: '2026-11-24' } });
      const snapshot = await send(actor, { type: 'DELIVERY_CHOSEN', deliveryId: 'DROPBOX' });
      expect(selectPeriod(snapshot)).toBeNull();
      expect(snapshot.context.notice).toMatchObject({ kind: 'delivery-minimum', moved: false });
    });

    it('clears a chosen date that is not possible at the new warehouse', async () => {
      const { actor, loadCalendar } = await ready({ stored: { warehouseId: 'WH-KORTRIJK' } });
      await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-26', to: '2026-11-27' } });
      const snapshot = await send(actor, { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-BRUGGE' });
      expect(loadCalendar).toHaveBeenLastCalledWith(expect.objectContaining({ warehouseIds: ['WH-BRUGGE'] }));
      expect(selectWarehouseId(snapshot)).toBe('WH-BRUGGE');
      expect(selectPeriod(snapshot)).toBeNull();
      expect(snapshot.context.notice).toEqual({ kind: 'period-cleared', period: { from: '2026-11-26', to: '2026-11-27' } });
      // A possible one stays; a location's days are asked once.
      await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-23', to: '2026-11-24' } });
      const back = await send(actor, { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-KORTRIJK' });
      expect(selectPeriod(back)).toEqual({ from: '2026-11-23', to: '2026-11-24' });
      expect(loadCalendar).toHaveBeenCalledTimes(2);
    });

    it('in sales mode takes one pick-up day, whatever the returns that day and the rental durations', async () => {
      const { actor } = await ready({ stored: brugge, settings: { ShopSalesModus: true, CartReservationMinimumDuration: 2 } });
      const rules = selectDayRules(actor.getSnapshot());
      // Brugge takes no returns on 2026-11-28 in the fake: a rental cannot end then, a sale can be that day.
      expect(startDayProblem(rules, '2026-11-28')).toBeNull();
      expect(endDayProblem({ ...rules, settings: { ...rules.settings, ShopSalesModus: false } }, '2026-11-28', '2026-11-27')).toEqual({ kind: 'full' });
      const refused = await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-23', to: '2026-11-24' } });
      expect(selectPeriod(refused)).toBeNull();
      const chosen = await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-23', to: '2026-11-23' } });
      expect(selectPeriod(chosen)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
      // The delivery minimum does not stretch a single sales day.
      expect(selectPeriod(await send(actor, { type: 'DELIVERY_CHOSEN', deliveryId: 'DROPBOX' }))).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    });

    it('keeps a confirmation when the stored choice changes its delivery method only (the cart’s, a fixed product’s), not when its period changes', async () => {
      const period = { from: '2026-11-23', to: '2026-11-24' };
      const { actor } = await ready({ stored: { ...brugge, deliveryId: 'PICKUP', period } });
      actor.send({ type: 'CHOICE_CONFIRMED' });
      let snapshot = await send(actor, { type: 'SESSION_UPDATED', session: view({}, { ...brugge, deliveryId: 'TRANSPORT', period }) });
      expect(selectConfirmedSelection(snapshot)).toEqual({ warehouseId: 'WH-BRUGGE', deliveryId: 'TRANSPORT', period });
      snapshot = await send(actor, { type: 'SESSION_UPDATED', session: view({}, { ...brugge, deliveryId: 'TRANSPORT', period: { from: '2026-11-23', to: '2026-11-25' } }) });
      expect(selectConfirmedSelection(snapshot)).toBeNull();
    });

    it('after confirmation changes location and period only without a warehouse alias', async () => {
      const { actor } = await ready({ stored: { warehouseId: 'WH-KORTRIJK' } });
      await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-23', to: '2026-11-24' } });
      actor.send({ type: 'CHOICE_CONFIRMED' });
      expect(selectCanEditLocationAndPeriod(actor.getSnapshot())).toBe(false);
      const snapshot = await send(actor, { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-BRUGGE' });
      expect(selectWarehouseId(snapshot)).toBe('WH-KORTRIJK');
      actor.send({ type: 'PERIOD_CHOSEN', period: { from: '2026-11-24', to: '2026-11-25' } });
      expect(selectPeriod(actor.getSnapshot())).toEqual({ from: '2026-11-23', to: '2026-11-24' });
      // The delivery method may still change.
      expect(selectDeliveryId(await send(actor, { type: 'DELIVERY_CHOSEN', deliveryId: 'TRANSPORT' }))).toBe('TRANSPORT');

      const withoutAlias = (await ready({ stored: { ...brugge, period: { from: '2026-11-23', to: '2026-11-24' } } })).actor;
      withoutAlias.send({ type: 'CHOICE_CONFIRMED' });
      expect(selectWarehouseId(await send(withoutAlias, { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-KORTRIJK' }))).toBe('WH-KORTRIJK');
    });

    it('confirming an incomplete choice says what is missing', async () => {
      const { actor } = await ready({ stored: brugge });
      actor.send({ type: 'CHOICE_CONFIRMED' });
      expect(selectMissing(actor.getSnapshot())).toEqual({ warehouse: false, delivery: false, period: true });
      expect(actor.getSnapshot().context.confirmed).toBe(false);
    });

    it('dismisses a notice', async () => {
      const { actor } = await ready();
      await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-23', to: '2026-11-24' } });
      actor.send({ type: 'NOTICE_DISMISSED' });
      expect(actor.getSnapshot().context.notice).toBeNull();
    });
  });

  describe('the session store', () => {
    it('restores the stored choice, dropping a period that is no longer possible', async () => {
      const kept = await ready({ stored: { ...brugge, deliveryId: 'TRANSPORT', period: { from: '2026-11-23', to: '2026-11-24' } } });
      expect(selectPeriod(kept.actor.getSnapshot())).toEqual({ from: '2026-11-23', to: '2026-11-24' });
      expect(selectDeliveryId(kept.actor.getSnapshot())).toBe('TRANSPORT');
      const past = await ready({ stored: { ...brugge, period: { from: '2026-11-02', to: '2026-11-03' } } });
      expect(selectPeriod(past.actor.getSnapshot())).toBeNull();
      expect(past.reportChoice).toHaveBeenLastCalledWith(expect.objectContaining({ period: null }));
    });

    it('takes over a choice the session changed (login, logout) without touching the cart', async () => {
      const options = { stored: brugge, cartId: 'CART-1' };
      const { actor, checkConflicts, updateCart } = await ready(options);
      let snapshot = await send(actor, { type: 'SESSION_UPDATED', session: view(options, { warehouseId: 'WH-KORTRIJK' }) });
      expect(selectWarehouseId(snapshot)).toBe('WH-KORTRIJK');
      snapshot = await send(actor, { type: 'SESSION_UPDATED', session: view({}, {}) });
      expect(selectLocation(snapshot)).toBeNull();
      expect(checkConflicts).not.toHaveBeenCalled();
      expect(updateCart).not.toHaveBeenCalled();
    });

    it('ignores a session update that holds the same choice', async () => {
      const { actor, reportChoice } = await ready({ stored: brugge });
      const reports = reportChoice.mock.calls.length;
      actor.send({ type: 'SESSION_UPDATED', session: view({ cartId: 'CART-2' }, { warehouseId: 'WH-BRUGGE', deliveryId: 'PICKUP' }) });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(actor.getSnapshot().context.cartId).toBe('CART-2');
      expect(reportChoice).toHaveBeenCalledTimes(reports);
    });
  });

  describe('with a cart', () => {
    const withCart = { stored: { ...brugge, period: { from: '2026-11-23', to: '2026-11-24' } }, cartId: 'CART-1' };

    it('checks a new period against the items, then changes the cart', async () => {
      const { actor, checkConflicts, updateCart, cartChanged } = await ready(withCart);
      const snapshot = await send(actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-30', to: '2026-12-01' } });
      const change = { WarehouseID: 'WH-BRUGGE', DeliveryID: 'PICKUP', DateTimeExpectedStart: '2026-11-30', DateTimeExpectedEnd: '2026-12-01' };
      expect(checkConflicts).toHaveBeenCalledWith({ cartId: 'CART-1', change });
      expect(updateCart).toHaveBeenCalledWith({ cartId: 'CART-1', removeIds: [], change });
      expect(selectPeriod(snapshot)).toEqual({ from: '2026-11-30', to: '2026-12-01' });
      expect(cartChanged).toHaveBeenCalledOnce();
    });

    it('changes only the delivery method without a conflict check', async () => {
      const { actor, checkConflicts, updateCart } = await ready(withCart);
      await send(actor, { type: 'DELIVERY_CHOSEN', deliveryId: 'TRANSPORT' });
      expect(checkConflicts).not.toHaveBeenCalled();
      expect(updateCart).toHaveBeenCalledWith(expect.objectContaining({ removeIds: [], change: expect.objectContaining({ DeliveryID: 'TRANSPORT' }) }));
    });

    it('lists the items a new location cannot keep; cancelling keeps the previous choice', async () => {
      const { actor, updateCart, reportChoice } = await ready({ ...withCart, checkConflicts: async () => [podiumwagen] });
      const reports = reportChoice.mock.calls.length;
      const asking = await send(actor, { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-KORTRIJK' });
      expect(asking.matches('confirmingInvalidItems')).toBe(true);
      expect(asking.context.invalidItems).toEqual([podiumwagen]);
      const cancelled = await send(actor, { type: 'CHANGE_CANCELLED' });
      expect(selectWarehouseId(cancelled)).toBe('WH-BRUGGE');
      expect(cancelled.context.invalidItems).toEqual([]);
      expect(updateCart).not.toHaveBeenCalled();
      expect(reportChoice).toHaveBeenCalledTimes(reports);
    });

    it('removes the listed items on confirmation and makes the change', async () => {
      const { actor, updateCart } = await ready({ ...withCart, checkConflicts: async () => [podiumwagen] });
      await send(actor, { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-KORTRIJK' });
      const snapshot = await send(actor, { type: 'INVALID_ITEMS_REMOVAL_CONFIRMED' });
      expect(updateCart).toHaveBeenCalledWith(expect.objectContaining({ removeIds: ['CI-7001'], change: expect.objectContaining({ WarehouseID: 'WH-KORTRIJK' }) }));
      expect(selectWarehouseId(snapshot)).toBe('WH-KORTRIJK');
      expect(snapshot.context.notice).toEqual({ kind: 'items-removed', count: 1 });
    });

    it('keeps a new location without a possible period locally until a period is chosen', async () => {
      const { actor, checkConflicts } = await ready({ ...withCart, stored: { ...brugge, period: { from: '2026-11-26', to: '2026-11-27' } } });
      const snapshot = await send(actor, { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-KORTRIJK' });
      expect(selectPeriod(snapshot)).toBeNull();
      expect(checkConflicts).not.toHaveBeenCalled();
    });

    it('keeps the previous choice when the check or the change fails', async () => {
      const check = await ready({ ...withCart, checkConflicts: () => Promise.reject(failure()) });
      const afterCheck = await send(check.actor, { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-KORTRIJK' });
      expect(selectWarehouseId(afterCheck)).toBe('WH-BRUGGE');
      expect(afterCheck.context.failure).toMatchObject({ kind: 'conflict-check-failed' });
      const update = await ready({ ...withCart, updateCart: () => Promise.reject(failure()) });
      const afterUpdate = await send(update.actor, { type: 'PERIOD_CHOSEN', period: { from: '2026-11-30', to: '2026-12-01' } });
      expect(selectPeriod(afterUpdate)).toEqual({ from: '2026-11-23', to: '2026-11-24' });
      expect(afterUpdate.context.failure).toMatchObject({ kind: 'cart-update-failed' });
      expect(update.cartChanged).toHaveBeenCalledOnce();
    });
  });

  describe('failures', () => {
    it('says when the options cannot be loaded, and retries', async () => {
      let calls = 0;
      const { actor } = start({
        loadOptions: async () => {
          calls++;
          if (calls === 1) throw failure();
          return { warehouses, deliveryMethods: [pickup] };
        },
      });
      expect((await settled(actor)).context.failure).toMatchObject({ kind: 'options-failed' });
      expect((await send(actor, { type: 'RETRY_REQUESTED' })).matches('idle')).toBe(true);
    });

    it("says when a location's days cannot be loaded; retry, or keep the previous choice", async () => {
      let failing = true;
      const { actor } = await ready({
        stored: brugge,
        loadCalendar: async ({ warehouseIds, range }) => {
          if (failing && warehouseIds.includes('WH-KORTRIJK')) throw failure();
          return warehouseIds.map((id) => fakeDays(id, range));
        },
      });
      const failed = await send(actor, { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-KORTRIJK' });
      expect(failed.matches('calendarFailed')).toBe(true);
      const kept = await send(actor, { type: 'CHANGE_CANCELLED' });
      expect(selectWarehouseId(kept)).toBe('WH-BRUGGE');
      await send(actor, { type: 'WAREHOUSE_CHOSEN', warehouseId: 'WH-KORTRIJK' });
      failing = false;
      expect(selectWarehouseId(await send(actor, { type: 'RETRY_REQUESTED' }))).toBe('WH-KORTRIJK');
    });
  });

  it('asks the days from today as far as a start and a rental can go', async () => {
    const { loadCalendar } = await ready({ stored: brugge });
    expect(loadCalendar).toHaveBeenCalledWith({ warehouseIds: ['WH-BRUGGE'], range: { from: TODAY, startUntil: '2027-11-20', endUntil: '2027-12-17' } });
  });
});
