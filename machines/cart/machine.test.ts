import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { CONTACT, CUSTOMER, DEMO_ACCOUNTS, WAREHOUSE } from '../../demo-api/seed/anchors.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { ShopClient } from '../../src/api/client.ts';
import { demoClient, demoLogin } from '../../tests/support/demo-client.ts';
import { createCartActors } from './actors.ts';
import { cartFlowSample } from './flow.ts';
import { cartMachine, type Cart, type CartChange, type ProceedRefusal } from './machine.ts';
import type { CartSlots } from './rules.ts';
import {
  amountInCart,
  itemCount,
  selectExtraInfoProblems,
  selectExtraOrderInfo,
  selectLineViews,
  selectOpenDialog,
  selectProceedHeldBy,
  selectSlotLists,
} from './selectors.ts';
import { fixedClock } from '../../tests/support/clock.ts';

const withLines = (...amounts: number[]): Cart => ({
  ...cartFlowSample,
  Items: amounts.map((Amount, i) => ({ ...cartFlowSample.Items[0]!, CartItemID: `LINE-${i}`, Amount })),
});
const settled = (s: SnapshotFrom<typeof cartMachine>) => !s.hasTag('loading') && !s.hasTag('submitting');

function start(loadCart: (cartId: string) => Promise<Cart>) {
  const forgetCart = vi.fn();
  const load = vi.fn(loadCart);
  const machine = cartMachine.provide({
    actors: { loadCart: fromPromise(({ input }) => load(input.cartId)), loadSlots: fromPromise<CartSlots, { cart: Cart }>(() => new Promise(() => {})) },
    actions: { forgetCart },
  });
  return { actor: createActor(machine).start(), forgetCart, load };
}

describe('the cart machine with fakes', () => {
  it('has no cart until the session names one, then reads it', async () => {
    const { actor, load } = start(async () => withLines(2));
    expect(actor.getSnapshot().value).toBe('withoutCart');
    actor.send({ type: 'CART_ID_CHANGED', cartId: 'CART-1' });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(load).toHaveBeenCalledWith('CART-1');
    expect(itemCount(snapshot.context.cart)).toBe(2);
  });

  it('reads the cart again on a refresh, also when a read is still under way', async () => {
    let amount = 1;
    const { actor, load } = start(async () => withLines(amount));
    actor.send({ type: 'CART_ID_CHANGED', cartId: 'CART-1' });
    amount = 3;
    actor.send({ type: 'REFRESH_REQUESTED' });
    expect(itemCount((await waitFor(actor, (s) => s.matches('loaded'))).context.cart)).toBe(3);
    amount = 5;
    actor.send({ type: 'REFRESH_REQUESTED' });
    expect(itemCount((await waitFor(actor, (s) => itemCount(s.context.cart) === 5)).context.cart)).toBe(5);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('clears a cart that cannot be fetched from the session', async () => {
    const { actor, forgetCart } = start(() => Promise.reject(new ApiFailure({ kind: 'not-found', status: 404, serverMessage: null })));
    actor.send({ type: 'CART_ID_CHANGED', cartId: 'CART-GONE' });
    const snapshot = await waitFor(actor, (s) => s.matches('withoutCart') && s.context.cartId === null);
    expect(snapshot.context.cart).toBeNull();
    expect(forgetCart).toHaveBeenCalledOnce();
  });

  it('keeps a cart that could not be read for another reason, and reads it again when asked', async () => {
    let reachable = false;
    const { actor, forgetCart } = start(async () => {
      if (!reachable) throw new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: null });
      return withLines(1);
    });
    actor.send({ type: 'CART_ID_CHANGED', cartId: 'CART-1' });
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context).toMatchObject({ cartId: 'CART-1', failure: { kind: 'load-failed' } });
    expect(forgetCart).not.toHaveBeenCalled();

    reachable = true;
    actor.send({ type: 'RETRY_REQUESTED' });
    expect(itemCount((await waitFor(actor, (s) => s.matches('loaded'))).context.cart)).toBe(1);
  });

  it('keeps the extra order info dialog open, with what was given, when saving fails', async () => {
    const reportFailure = vi.fn();
    const cart: Cart = { ...withLines(1), Actions: [{ ActionName: 'ExtraOrderInfo', Completed: false, Required: true, Details: null }] };
    const unreachable = new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: null });
    const machine = cartMachine.provide({
      actors: {
        loadCart: fromPromise(async () => cart),
        changeCart: fromPromise<Cart, { cartId: string; change: CartChange }>(() => Promise.reject(unreachable)),
        loadSlots: fromPromise<CartSlots, { cart: Cart }>(() => new Promise(() => {})),
      },
      actions: { reportFailure },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'CART_ID_CHANGED', cartId: 'CART-1' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'EXTRA_INFO_DIALOG_OPENED' });
    actor.send({ type: 'EXTRA_INFO_GIVEN', info: { contactName: 'Jonas Declercq', contactPhone: '0478 12 34 56' } });
    const failed = await waitFor(actor, (s) => s.matches({ loaded: { lines: 'extraInfoDialog' } }) && s.context.failure !== null);
    expect(selectOpenDialog(failed)).toBe('extraInfo');
    expect(reportFailure).toHaveBeenCalledWith(expect.anything(), { failure: expect.objectContaining({ kind: 'change-failed', change: 'extraInfo' }) });
  });

  it('judges "Verder" pressed during a read or a change on the answer; a failed answer drops it', async () => {
    const uploadMissing: Cart = { ...withLines(1), Items: [{ ...withLines(1).Items[0]!, Item: { ...withLines(1).Items[0]!.Item!, UploadPolicy: 'RequireUpload' } }] };
    const uploaded: Cart = { ...uploadMissing, Items: [{ ...uploadMissing.Items[0]!, Attachments: [{ CartAttachmentID: 'ATT-1', FileName: 'attest.png', ContentType: 'image/png', FileSize: 12 }] }] };
    const reads: ((cart: Cart) => void)[] = [];
    const changes: { resolve: (cart: Cart) => void; reject: (error: unknown) => void }[] = [];
    const refusals: ProceedRefusal[] = [];
    const proceed = vi.fn();
    const reportFailure = vi.fn();
    const machine = cartMachine.provide({
      actors: {
        loadCart: fromPromise<Cart, { cartId: string }>(() => new Promise((resolve) => reads.push(resolve))),
        changeCart: fromPromise<Cart, { cartId: string; change: CartChange }>(() => new Promise((resolve, reject) => changes.push({ resolve, reject }))),
        loadSlots: fromPromise<CartSlots, { cart: Cart }>(() => new Promise(() => {})),
      },
      actions: { refuseProceed: (_, { reason }) => void refusals.push(reason), proceed, reportFailure },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'CART_ID_CHANGED', cartId: 'CART-1' });
    reads.shift()!(uploadMissing);
    await waitFor(actor, (s) => s.matches({ loaded: { lines: 'idle' } }));

    // A file was stored: the cart is read again, and the customer presses on at once.
    actor.send({ type: 'REFRESH_REQUESTED' });
    actor.send({ type: 'PROCEED_REQUESTED' });
    expect(refusals).toEqual([]);
    reads.shift()!(uploaded);
    await waitFor(actor, () => proceed.mock.calls.length === 1);
    expect(refusals).toEqual([]);

    // A change that fails answers the press itself: the failure shows, nothing goes on.
    actor.send({ type: 'AMOUNT_CHANGED', cartItemId: 'LINE-0', amount: 2 });
    actor.send({ type: 'PROCEED_REQUESTED' });
    changes.shift()!.reject(new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: null }));
    await waitFor(actor, (s) => s.matches({ loaded: { lines: 'idle' } }) && s.context.failure !== null);
    expect(reportFailure).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.proceedHeld).toBe(false);
    expect(proceed).toHaveBeenCalledOnce();
    expect(refusals).toEqual([]);
  });

  it('forgets the cart when the session clears it (a logout)', async () => {
    const { actor } = start(async () => withLines(2));
    actor.send({ type: 'CART_ID_CHANGED', cartId: 'CART-1' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'CART_ID_CHANGED', cartId: null });
    expect(actor.getSnapshot().value).toBe('withoutCart');
    expect(itemCount(actor.getSnapshot().context.cart)).toBe(0);
  });
});

describe('the cart machine against the in-process demo API', () => {
  async function cartOf(user: string, lines: { ItemID: string; Amount: number }[], identity: { CustomerID: string; ContactID: string } | null = null) {
    const demo = createDemoApi({ clock: fixedClock });
    const api = demoClient(demo, await demoLogin(demo, user, identity));
    const created = await api.POST('/v3/rental/cart', {
      body: { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-12-18', DateTimeExpectedEnd: '2026-12-21', DeliveryID: 'PICKUP' },
    });
    const cartId = created.data!.CartID;
    await api.POST('/v3/rental/cart/{id}/items', { params: { path: { id: cartId } }, body: lines });
    return { api, cartId, ...(await cartPageOf(api, cartId)) };
  }

  /** The cart page's machine, as a page (re)loaded on the cart finds it. */
  async function cartPageOf(api: ShopClient, cartId: string, stockConflictsAllowed = false) {
    const refusals: ProceedRefusal[] = [];
    const proceed = vi.fn();
    const storeReference = vi.fn();
    const actor = createActor(
      cartMachine.provide({
        actors: createCartActors(api),
        actions: { refuseProceed: (_, { reason }) => void refusals.push(reason), proceed, storeReference },
      }),
    ).start();
    actor.send({ type: 'SESSION_UPDATED', session: { salesMode: false, stockConflictsAllowed, defaultDeliveryId: 'PICKUP', pendingReference: null } });
    actor.send({ type: 'CART_ID_CHANGED', cartId });
    await waitFor(actor, (s) => s.matches({ loaded: { slots: 'ready' } }) && settled(s));
    return { actor, refusals, proceed, storeReference };
  }

  it('changes amounts and removes lines, one and several, answering with the cart as it is', async () => {
    const { actor } = await cartOf(DEMO_ACCOUNTS.admin, [
      { ItemID: 'PARTYTENT-3X3', Amount: 1 },
      { ItemID: 'BIERBANKSET', Amount: 2 },
      { ItemID: 'NADARHEK', Amount: 3 },
    ]);
    const lineOf = (id: string) => actor.getSnapshot().context.cart!.Items.find((line) => line.ItemID === id)!;
    actor.send({ type: 'AMOUNT_CHANGED', cartItemId: lineOf('PARTYTENT-3X3').CartItemID, amount: 2 });
    await waitFor(actor, (s) => settled(s) && amountInCart(s.context.cart, 'PARTYTENT-3X3') === 2);

    actor.send({ type: 'LINE_REMOVAL_REQUESTED', cartItemId: lineOf('PARTYTENT-3X3').CartItemID });
    await waitFor(actor, (s) => settled(s) && amountInCart(s.context.cart, 'PARTYTENT-3X3') === 0);

    for (const id of ['BIERBANKSET', 'NADARHEK']) actor.send({ type: 'LINE_SELECTION_TOGGLED', cartItemId: lineOf(id).CartItemID, selected: true });
    actor.send({ type: 'SELECTED_REMOVAL_REQUESTED' });
    const snapshot = await waitFor(actor, (s) => settled(s) && s.context.cart!.Items.length === 0);
    expect(snapshot.context.selectedLineIds).toEqual([]);
  });

  it('asks for both slots, then the required upload, before the cart goes on', async () => {
    const { actor, refusals, proceed } = await cartOf(DEMO_ACCOUNTS.admin, [{ ItemID: 'SPRINGKASTEEL', Amount: 1 }]);
    actor.send({ type: 'PROCEED_REQUESTED' });
    expect(refusals).toEqual(['timeslot-required']);

    const lists = selectSlotLists(actor.getSnapshot())!;
    expect(lists.pickUp.applies && lists.return.applies).toBe(true);
    actor.send({ type: 'PICKUP_SLOT_CHOSEN', slotId: lists.pickUp.shown[0]!.BusinessHourID! });
    await waitFor(actor, (s) => settled(s) && s.context.cart!.BusinessHourStart !== null);
    actor.send({ type: 'RETURN_SLOT_CHOSEN', slotId: lists.return.shown[0]!.BusinessHourID! });
    await waitFor(actor, (s) => settled(s) && s.context.cart!.BusinessHourEnd !== null);

    actor.send({ type: 'PROCEED_REQUESTED' });
    expect(refusals).toEqual(['timeslot-required', 'attachments-required']);
    expect(proceed).not.toHaveBeenCalled();
  });

  it('in sales mode asks no slots: a one-day cart goes on without them, priced at the sales price', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    demo.db.settings.ShopSalesModus = true;
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    const created = await api.POST('/v3/rental/cart', {
      body: { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-12-18', DateTimeExpectedEnd: '2026-12-18', DeliveryID: 'PICKUP' },
    });
    const cartId = created.data!.CartID;
    await api.POST('/v3/rental/cart/{id}/items', { params: { path: { id: cartId } }, body: [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }] });
    const proceed = vi.fn();
    const refuseProceed = vi.fn();
    const actor = createActor(cartMachine.provide({ actors: createCartActors(api), actions: { proceed, refuseProceed } })).start();
    actor.send({ type: 'SESSION_UPDATED', session: { salesMode: true, defaultDeliveryId: 'PICKUP', pendingReference: null, stockConflictsAllowed: false } });
    actor.send({ type: 'CART_ID_CHANGED', cartId });
    const loaded = await waitFor(actor, (s) => s.matches({ loaded: { slots: 'notApplicable' } }) && settled(s));
    expect(selectSlotLists(loaded)).toBeNull();
    expect(loaded.context.cart!.Items[0]).toMatchObject({ Price: 289.26, PriceIncVAT: 350 });
    actor.send({ type: 'PROCEED_REQUESTED' });
    expect(refuseProceed).not.toHaveBeenCalled();
    expect(proceed).toHaveBeenCalledOnce();
  });

  it('follows the delivery rules: drop-off takes "voor 7:30", another return slot brings back pick-up-and-return', async () => {
    const { api, cartId, actor } = await cartOf(DEMO_ACCOUNTS.admin, [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }]);
    await api.PATCH('/v3/rental/cart/{id}', { params: { path: { id: cartId } }, body: { DeliveryID: 'DROPBOX' } });
    actor.send({ type: 'REFRESH_REQUESTED' });
    const dropped = await waitFor(actor, (s) => settled(s) && s.context.cart!.BusinessHourEnd?.Description === 'voor 7:30');
    expect(dropped.context.cart!.DeliveryID.Key).toBe('DROPBOX');

    const ordinary = selectSlotLists(dropped)!.return.shown.find((slot) => slot.BusinessHour !== 'voor 7:30')!;
    actor.send({ type: 'RETURN_SLOT_CHOSEN', slotId: ordinary.BusinessHourID! });
    const back = await waitFor(actor, (s) => settled(s) && s.context.cart!.BusinessHourEnd?.Key === ordinary.BusinessHourID);
    expect(back.context.cart!.DeliveryID.Key).toBe('PICKUP');
    expect(selectSlotLists(back)!.return.shown.some((slot) => slot.BusinessHour === 'voor 7:30')).toBe(false);
  });

  it('on reading a drop-off cart without "voor 7:30" takes it, as a reload during the follow-up change leaves the cart', async () => {
    const { api, cartId, actor } = await cartOf(DEMO_ACCOUNTS.admin, [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }]);
    const ordinary = selectSlotLists(actor.getSnapshot())!.return.shown[0]!.BusinessHourID!;
    await api.PATCH('/v3/rental/cart/{id}', { params: { path: { id: cartId } }, body: { BusinessHourEnd: ordinary } });
    await api.PATCH('/v3/rental/cart/{id}', { params: { path: { id: cartId } }, body: { DeliveryID: 'DROPBOX' } });
    actor.stop();
    const reloaded = (await cartPageOf(api, cartId)).actor;
    const dropped = await waitFor(reloaded, (s) => settled(s) && s.context.cart!.BusinessHourEnd?.Description === 'voor 7:30');
    expect(dropped.context.cart!.DeliveryID.Key).toBe('DROPBOX');
  });

  it('holds the cart back until the reference is given, and gives a certificate number', async () => {
    const { actor, storeReference } = await cartOf(DEMO_ACCOUNTS.multi, [{ ItemID: 'VERKEERSBORD-C3', Amount: 1 }], {
      CustomerID: CUSTOMER.oostkamp,
      ContactID: CONTACT.multiOostkamp,
    });
    const names = actor.getSnapshot().context.cart!.Actions.map((action) => action.ActionName);
    expect(names).toEqual(expect.arrayContaining(['ReferenceRequired', 'Certificates']));

    actor.send({ type: 'CERTIFICATE_DIALOG_OPENED' });
    actor.send({ type: 'CERTIFICATE_GIVEN', number: ' PB-2026-0412 ' });
    const certified = await waitFor(actor, (s) => settled(s) && s.context.cart!.Actions.find((a) => a.ActionName === 'Certificates')!.Completed);
    expect(certified.context.cart!.Actions.find((a) => a.ActionName === 'Certificates')!.Details!.RequiredCertificates[0]!.Number).toBe('PB-2026-0412');

    actor.send({ type: 'REFERENCE_DIALOG_OPENED' });
    actor.send({ type: 'REFERENCE_GIVEN', reference: ' BB-2026-117 ' });
    expect(storeReference).toHaveBeenCalledWith(expect.anything(), { reference: 'BB-2026-117' });
  });

  /** Both slots chosen, so only the rule under test can hold the cart back. */
  async function chooseSlots(actor: Awaited<ReturnType<typeof cartOf>>['actor']) {
    const lists = selectSlotLists(actor.getSnapshot())!;
    actor.send({ type: 'PICKUP_SLOT_CHOSEN', slotId: lists.pickUp.shown[0]!.BusinessHourID! });
    await waitFor(actor, (s) => settled(s) && s.context.cart!.BusinessHourStart !== null);
    actor.send({ type: 'RETURN_SLOT_CHOSEN', slotId: lists.return.shown[0]!.BusinessHourID! });
    await waitFor(actor, (s) => settled(s) && s.context.cart!.BusinessHourEnd !== null);
  }

  it('lets a line short of stock go on only with SaveCartsWithStockConflict on; a line the warehouse does not stock never', async () => {
    const { api, cartId, actor, refusals, proceed } = await cartOf(DEMO_ACCOUNTS.admin, [{ ItemID: 'PARTYTENT-3X3', Amount: 40 }]);
    expect(actor.getSnapshot().context.cart!.Items[0]!.InvalidCartItemReasonCode).toBe('InsufficientStock');
    await chooseSlots(actor);
    actor.send({ type: 'PROCEED_REQUESTED' });
    expect(refusals).toEqual(['invalid-lines']);
    expect(selectLineViews(actor.getSnapshot())[0]!.standing).toBe('blocking');

    actor.send({ type: 'SESSION_UPDATED', session: { salesMode: false, stockConflictsAllowed: true, defaultDeliveryId: 'PICKUP', pendingReference: null } });
    expect(selectLineViews(actor.getSnapshot())[0]!.standing).toBe('short-accepted');
    actor.send({ type: 'PROCEED_REQUESTED' });
    expect(proceed).toHaveBeenCalledOnce();

    // The mobile light mast is stocked in Kortrijk and Ieper only.
    await api.POST('/v3/rental/cart/{id}/items', { params: { path: { id: cartId } }, body: [{ ItemID: 'LICHTMAST-MOBIEL', Amount: 1 }] });
    actor.send({ type: 'REFRESH_REQUESTED' });
    await waitFor(actor, (s) => settled(s) && s.context.cart!.Items.length === 2);
    actor.send({ type: 'PROCEED_REQUESTED' });
    expect(refusals).toEqual(['invalid-lines', 'invalid-lines']);
    expect(proceed).toHaveBeenCalledOnce();
  });

  it('holds a party tent back with additionalInfoRequired until its on-site contact is given; an incomplete one is not sent', async () => {
    const { api, cartId, actor, refusals, proceed } = await cartOf(DEMO_ACCOUNTS.admin, [{ ItemID: 'FEESTTENT-5X10', Amount: 1 }]);
    await chooseSlots(actor);
    expect(selectProceedHeldBy(actor.getSnapshot())).toBe('additional-info-required');
    actor.send({ type: 'PROCEED_REQUESTED' });
    expect(refusals).toEqual(['additional-info-required']);

    actor.send({ type: 'EXTRA_INFO_DIALOG_OPENED' });
    actor.send({ type: 'EXTRA_INFO_GIVEN', info: { contactName: 'Jonas Declercq', contactPhone: 'morgen' } });
    expect(selectOpenDialog(actor.getSnapshot())).toBe('extraInfo');
    expect(selectExtraInfoProblems(actor.getSnapshot())).toEqual({ contactPhone: { rule: 'phone' } });
    expect((await api.GET('/v3/rental/cart/{id}', { params: { path: { id: cartId } } })).data!.CustomFields).not.toHaveProperty('CUST_OnSiteContactName');

    actor.send({ type: 'EXTRA_INFO_GIVEN', info: { contactName: 'Jonas Declercq', contactPhone: '0478 12 34 56' } });
    const saved = await waitFor(actor, (s) => settled(s) && s.matches({ loaded: { lines: 'idle' } }));
    expect(selectExtraOrderInfo(saved)).toEqual({ contactName: 'Jonas Declercq', contactPhone: '0478 12 34 56' });
    expect(selectExtraInfoProblems(saved)).toEqual({});
    expect(selectProceedHeldBy(saved)).toBeNull();
    actor.send({ type: 'PROCEED_REQUESTED' });
    expect(proceed).toHaveBeenCalledOnce();
  });

  it('clears the whole cart only after a confirmation', async () => {
    const { actor } = await cartOf(DEMO_ACCOUNTS.admin, [{ ItemID: 'PARTYTENT-3X3', Amount: 1 }]);
    actor.send({ type: 'CLEAR_REQUESTED' });
    actor.send({ type: 'CLEAR_CANCELLED' });
    expect(actor.getSnapshot().matches({ loaded: { lines: 'idle' } })).toBe(true);
    actor.send({ type: 'CLEAR_REQUESTED' });
    actor.send({ type: 'CLEAR_CONFIRMED' });
    const snapshot = await waitFor(actor, (s) => s.matches('withoutCart'));
    expect(snapshot.context.cartId).toBeNull();
  });
});
