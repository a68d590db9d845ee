import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { DEMO_ACCOUNTS, WAREHOUSE } from '../../demo-api/seed/anchors.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { EMPTY_EVENT_FORM, eventCustomFields, type EventFormValues } from '../../src/domain/event-form.ts';
import { demoClient, demoLogin } from '../../tests/support/demo-client.ts';
import { createCartActors } from '../cart/actors.ts';
import { cartMachine, type Cart } from '../cart/machine.ts';
import { createExtraInfoActors } from './actors.ts';
import { extraInfoMachine, type CustomFields, type ExtraInfoData, type ExtraInfoInput, type Label } from './machine.ts';
import { SAMPLE_EVENT_FORM } from '../../src/domain/event-form.samples.ts';
import { SAMPLE_CART, SAMPLE_LABELS } from './samples.ts';
import { selectFieldErrors, selectIsSalesMode, selectIsSubmitting, selectRentalDays, selectStep } from './selectors.ts';
import { fixedClock } from '../../tests/support/clock.ts';

const cart = (patch: Partial<Cart> = {}) => ({ ...SAMPLE_CART, ...patch }) as Cart;
const labels: Label[] = [...SAMPLE_LABELS];
const noPending: ExtraInfoInput = { draft: null, orderType: null, notes: null, salesMode: false };
const refused = (message: string) => new ApiFailure({ kind: 'invalid-response', status: 400, serverMessage: message });

function start(options: {
  input?: Partial<ExtraInfoInput>;
  load?: () => Promise<ExtraInfoData>;
  save?: (input: { cartId: string; customFields: CustomFields }) => Promise<void>;
  refresh?: () => Promise<void>;
}) {
  const calls: string[] = [];
  const load = vi.fn(options.load ?? (async () => ({ labels, cart: cart() })));
  const save = vi.fn(options.save ?? (async () => {}));
  const refresh = vi.fn(options.refresh ?? (async () => {}));
  const storeDraft = vi.fn();
  const announceInvalid = vi.fn();
  const focusField = vi.fn();
  const storeCheckoutValues = vi.fn();
  const machine = extraInfoMachine.provide({
    actors: {
      loadForm: fromPromise(() => load()),
      saveEventInfo: fromPromise(({ input }) => (calls.push('save'), save(input))),
      refreshCart: fromPromise(() => (calls.push('refresh'), refresh())),
    },
    actions: {
      storeDraft: (_, { draft }) => storeDraft(draft),
      announceInvalid: () => (calls.push('toast'), announceInvalid()),
      focusField: (_, { field }) => focusField(field),
      storeCheckoutValues: (_, params) => (calls.push('store'), storeCheckoutValues(params)),
      goToSummary: () => calls.push('summary'),
    },
  });
  const actor = createActor(machine, { input: { ...noPending, ...options.input } }).start();
  return { actor, calls, load, save, refresh, storeDraft, announceInvalid, focusField, storeCheckoutValues };
}

const editing = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'));
const fill = (actor: ReturnType<typeof start>['actor'], values: EventFormValues) => actor.send({ type: 'FIELD_CHANGED', patch: values });

describe('the event form machine', () => {
  it('reads the order types and the cart, then shows an empty form with the pending order type and notes', async () => {
    const { actor, load } = start({ input: { orderType: 'LBL-RES-4', notes: 'Bellen aub' } });
    expect(selectStep(actor.getSnapshot())).toBe('loading');
    const snapshot = await editing(actor);
    expect(load).toHaveBeenCalledOnce();
    expect(selectStep(snapshot)).toBe('form');
    expect(snapshot.context.labels).toEqual(labels);
    expect(snapshot.context.values).toEqual({ ...EMPTY_EVENT_FORM, orderType: 'LBL-RES-4', comments: 'Bellen aub' });
    expect(selectRentalDays(snapshot)).toEqual({ from: '2026-12-11', to: '2026-12-13' });
    expect(selectFieldErrors(snapshot)).toEqual({});
  });

  it("starts from the cart's event fields when the customer comes back from the summary", async () => {
    const saved = cart({ CustomFields: { CUST_CategoryID: 1000, ...eventCustomFields(SAMPLE_EVENT_FORM) } });
    const { actor } = start({ input: { orderType: 'LBL-RES-1', notes: 'Graag een seintje bij levering' }, load: async () => ({ labels, cart: saved }) });
    expect((await editing(actor)).context.values).toEqual(SAMPLE_EVENT_FORM);
  });

  it('starts from the draft, which holds what was not saved yet', async () => {
    const draft = { ...SAMPLE_EVENT_FORM, description: 'Nog niet bewaard' };
    const saved = cart({ CustomFields: eventCustomFields(SAMPLE_EVENT_FORM) });
    const { actor } = start({ input: { draft }, load: async () => ({ labels, cart: saved }) });
    expect((await editing(actor)).context.values.description).toBe('Nog niet bewaard');
  });

  it('has nothing to ask without a cart or with an empty one', async () => {
    for (const current of [null, cart({ Items: [] })]) {
      const { actor } = start({ load: async () => ({ labels, cart: current }) });
      expect(selectStep(await waitFor(actor, (s) => !s.hasTag('loading')))).toBe('noCart');
    }
  });

  it('offers a retry when the page cannot be read', async () => {
    let attempts = 0;
    const { actor } = start({ load: async () => (++attempts === 1 ? Promise.reject(refused('Labels onbereikbaar')) : { labels, cart: cart() }) });
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(selectStep(failed)).toBe('loadFailed');
    expect(failed.context.failure?.error.serverMessage).toBe('Labels onbereikbaar');
    actor.send({ type: 'RETRY_REQUESTED' });
    expect((await editing(actor)).context.failure).toBeNull();
  });

  it('keeps every change as the draft', async () => {
    const { actor, storeDraft } = start({});
    await editing(actor);
    actor.send({ type: 'FIELD_CHANGED', patch: { description: 'Buurtfeest' } });
    actor.send({ type: 'FIELD_CHANGED', patch: { address: { city: 'Brugge' } } });
    const values = actor.getSnapshot().context.values;
    expect(values.description).toBe('Buurtfeest');
    expect(values.address).toEqual({ ...EMPTY_EVENT_FORM.address, city: 'Brugge' });
    expect(storeDraft).toHaveBeenLastCalledWith(values);
    expect(storeDraft).toHaveBeenCalledTimes(2);
  });

  it('refuses an invalid form: each field says why, a toast tells, the first refused field takes the focus', async () => {
    const { actor, save, announceInvalid, focusField } = start({});
    await editing(actor);
    actor.send({ type: 'FIELD_CHANGED', patch: { orderType: 'LBL-RES-1', description: 'x'.repeat(251) } });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'SUBMITTED' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(save).not.toHaveBeenCalled();
    expect(announceInvalid).toHaveBeenCalledOnce();
    expect(focusField).toHaveBeenCalledWith('description');
    expect(selectFieldErrors(snapshot)).toMatchObject({ description: [{ rule: 'max', length: 250 }], startDate: [{ rule: 'required' }], expectedAttendees: [{ rule: 'required' }] });
    // From then on the messages follow the changes.
    actor.send({ type: 'FIELD_CHANGED', patch: { description: 'Buurtfeest', isCoorganized: true } });
    expect(selectFieldErrors(actor.getSnapshot())).toMatchObject({ coorganizers: [{ rule: 'required' }] });
    expect(selectFieldErrors(actor.getSnapshot()).description).toBeUndefined();
  });

  it('refuses a start outside the rental days', async () => {
    const { actor, focusField } = start({});
    await editing(actor);
    fill(actor, { ...SAMPLE_EVENT_FORM, startDate: '2026-12-14' });
    actor.send({ type: 'SUBMITTED' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ startDate: [{ rule: 'outside_rental' }] });
    expect(focusField).toHaveBeenCalledWith('startDate');
  });

  it('with the one day of a sale lets the event start on that day only, in either mode', async () => {
    const saleDay = cart({ DateTimeExpectedStart: '2026-12-12T00:00:00', DateTimeExpectedEnd: '2026-12-12T00:00:00' });
    for (const salesMode of [true, false]) {
      const { actor } = start({ input: { salesMode }, load: async () => ({ labels, cart: saleDay }) });
      const snapshot = await editing(actor);
      expect(selectIsSalesMode(snapshot)).toBe(salesMode);
      expect(selectRentalDays(snapshot)).toEqual({ from: '2026-12-12', to: '2026-12-12' });
      fill(actor, { ...SAMPLE_EVENT_FORM, startDate: '2026-12-13' });
      actor.send({ type: 'SUBMITTED' });
      expect(selectFieldErrors(actor.getSnapshot())).toEqual({ startDate: [{ rule: 'outside_rental' }] });
      fill(actor, { ...SAMPLE_EVENT_FORM, startDate: '2026-12-12' });
      actor.send({ type: 'SUBMITTED' });
      await waitFor(actor, (s) => s.status === 'done');
    }
  });

  it('saves a valid form, refreshes the cart, stores the pending values and goes to the summary, in that order', async () => {
    const { actor, calls, save, storeCheckoutValues, storeDraft } = start({});
    await editing(actor);
    fill(actor, SAMPLE_EVENT_FORM);
    actor.send({ type: 'SUBMITTED' });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(save).toHaveBeenCalledWith({ cartId: 'CART-5001', customFields: eventCustomFields(SAMPLE_EVENT_FORM) });
    expect(calls).toEqual(['save', 'refresh', 'store', 'summary']);
    expect(storeCheckoutValues).toHaveBeenCalledWith({ notes: 'Graag een seintje bij levering', orderType: 'LBL-RES-1' });
    // The draft gives way to the cart's fields.
    expect(storeDraft).toHaveBeenLastCalledWith(null);
  });

  it('stores no notes when the comments are empty', async () => {
    const { actor, storeCheckoutValues } = start({});
    await editing(actor);
    fill(actor, { ...SAMPLE_EVENT_FORM, comments: '  ' });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(storeCheckoutValues).toHaveBeenCalledWith({ notes: null, orderType: 'LBL-RES-1' });
  });

  it("keeps the form with the server's message when saving fails, and can submit again", async () => {
    let attempts = 0;
    const { actor, calls } = start({ save: async () => (++attempts === 1 ? Promise.reject(refused('Winkelwagen is vergrendeld')) : undefined) });
    await editing(actor);
    fill(actor, SAMPLE_EVENT_FORM);
    actor.send({ type: 'SUBMITTED' });
    const failed = await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(failed.context.failure?.error.serverMessage).toBe('Winkelwagen is vergrendeld');
    expect(failed.context.values).toEqual(SAMPLE_EVENT_FORM);
    expect(calls).toEqual(['save']);
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('goes on to the summary when the saved cart cannot be read again', async () => {
    const { actor, calls } = start({ refresh: () => Promise.reject(new Error('cart actor stopped')) });
    await editing(actor);
    fill(actor, SAMPLE_EVENT_FORM);
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['save', 'refresh', 'store', 'summary']);
  });
});

describe('the event form against the in-process demo API', () => {
  it("reads the shop's order types, saves the event on the cart and waits for the cart actor to read it again", async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    const created = await api.POST('/v3/rental/cart', {
      body: { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-12-11', DateTimeExpectedEnd: '2026-12-13', DeliveryID: 'PICKUP' },
    });
    const cartId = created.data!.CartID;
    await api.POST('/v3/rental/cart/{id}/items', { params: { path: { id: cartId } }, body: [{ ItemID: 'BIERBANKSET', Amount: 3 }] });
    const cartActor = createActor(cartMachine.provide({ actors: createCartActors(api) })).start();
    cartActor.send({ type: 'CART_ID_CHANGED', cartId });

    const goToSummary = vi.fn();
    const actor = createActor(extraInfoMachine.provide({ actors: createExtraInfoActors(api, cartActor), actions: { goToSummary } }), { input: noPending }).start();
    const snapshot = await editing(actor);
    expect(snapshot.context.labels.map((l) => l.Description)).toContain('Evenement');
    expect(selectRentalDays(snapshot)).toEqual({ from: '2026-12-11', to: '2026-12-13' });

    const orderType = snapshot.context.labels[0]!.LabelID;
    fill(actor, { ...SAMPLE_EVENT_FORM, orderType, isCoorganized: true, coorganizers: 'Jeugdhuis De Kelder' });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(goToSummary).toHaveBeenCalledOnce();
    expect(cartActor.getSnapshot().context.cart?.CustomFields).toEqual(
      eventCustomFields({ ...SAMPLE_EVENT_FORM, orderType, isCoorganized: true, coorganizers: 'Jeugdhuis De Kelder' }),
    );
  });
});
