import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { DEMO_ACCOUNTS, PRODUCT, WAREHOUSE } from '../../demo-api/seed/anchors.ts';
import type { ShopClient } from '../../src/api/client.ts';
import type { ApiError } from '../../src/domain/api-error.ts';
import { MAX_UPLOAD_BYTES, type AttachmentOwner } from '../../src/domain/uploads.ts';
import { demoClient, demoLogin } from '../../tests/support/demo-client.ts';
import { demoXhrs } from '../../tests/support/fake-xhr.ts';
import { createUploadActors } from './actors.ts';
import { uploadMachine, type UploadEvent, type UploadInput } from './machine.ts';
import { fixedClock } from '../../tests/support/clock.ts';

const line: AttachmentOwner = { kind: 'cartItem', cartId: 'CART-1', cartItemId: 'ITEM-1' };
const image = (name = 'foto.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const refused: ApiError = { kind: 'invalid-response', status: 400, serverMessage: 'Niet toegelaten' };
const stored = { CartAttachmentID: 'CART-ATT-1', FileName: 'foto.png', ContentType: 'image/png', FileSize: 2048 };

/** A sendFile the test drives: each call is kept with its sendBack, and marked when stopped. */
function fakeSendFile() {
  const calls: { input: UploadInput; sendBack: (event: UploadEvent) => void; stopped: boolean }[] = [];
  const logic = fromCallback<UploadEvent, UploadInput>(({ input, sendBack }) => {
    const call = { input, sendBack, stopped: false };
    calls.push(call);
    return () => {
      call.stopped = true;
    };
  });
  return { calls, logic };
}

function start(file: File, owner: AttachmentOwner = line) {
  const send = fakeSendFile();
  const actions = { notifyRejected: vi.fn(), notifyUploadFailed: vi.fn(), reportStored: vi.fn(), reportDiscarded: vi.fn() };
  const machine = uploadMachine.provide({
    actors: { sendFile: send.logic },
    actions: {
      notifyRejected: (_, notice) => actions.notifyRejected(notice),
      notifyUploadFailed: (_, notice) => actions.notifyUploadFailed(notice),
      reportStored: (_, report) => actions.reportStored(report),
      reportDiscarded: () => actions.reportDiscarded(),
    },
  });
  return { actor: createActor(machine, { input: { file, owner } }).start(), send, actions };
}

describe('the upload machine', () => {
  it('starts on its own, shows the progress and reports the stored file', () => {
    const { actor, send, actions } = start(image());
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(send.calls[0]!.input).toEqual({ file: image(), owner: line });

    send.calls[0]!.sendBack({ type: 'UPLOAD_PROGRESSED', progress: 0.4 });
    expect(actor.getSnapshot().context.progress).toBe(0.4);
    send.calls[0]!.sendBack({ type: 'UPLOAD_SUCCEEDED', attachment: stored });

    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ progress: 1, attachment: stored });
    expect(actions.reportStored).toHaveBeenCalledWith({ attachment: stored });
    expect(actions.reportDiscarded).not.toHaveBeenCalled();
  });

  it('refuses a file of the wrong type without sending it, with its toast', () => {
    const { actor, send, actions } = start(image('brief.pdf'));
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(send.calls).toHaveLength(0);
    expect(actions.notifyRejected).toHaveBeenCalledWith({ fileName: 'brief.pdf', owner: 'cartItem', refusal: 'unsupported' });
    expect(actions.reportDiscarded).toHaveBeenCalledOnce();
  });

  it('takes a pdf as the flyer of the cart', () => {
    const { actor } = start(image('flyer.pdf'), { kind: 'cart', cartId: 'CART-1' });
    expect(actor.getSnapshot().value).toBe('uploading');
  });

  it('refuses a file above 10 MB without sending it, with its toast', () => {
    const { actor, send, actions } = start(image('groot.png', MAX_UPLOAD_BYTES + 1));
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(send.calls).toHaveLength(0);
    expect(actions.notifyRejected).toHaveBeenCalledWith({ fileName: 'groot.png', owner: 'cartItem', refusal: 'too-big' });
  });

  it('keeps a failure with its toast, and uploads again from the start on a retry', () => {
    const { actor, send, actions } = start(image());
    send.calls[0]!.sendBack({ type: 'UPLOAD_PROGRESSED', progress: 0.7 });
    send.calls[0]!.sendBack({ type: 'UPLOAD_FAILED', error: refused });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.error).toEqual(refused);
    expect(actions.notifyUploadFailed).toHaveBeenCalledWith({ fileName: 'foto.png', error: refused });

    actor.send({ type: 'RETRY_REQUESTED' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context).toMatchObject({ progress: 0, failure: null });
    expect(send.calls).toHaveLength(2);
    send.calls[1]!.sendBack({ type: 'UPLOAD_SUCCEEDED', attachment: stored });
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('ends a failed upload when the customer removes it', () => {
    const { actor, send, actions } = start(image());
    send.calls[0]!.sendBack({ type: 'UPLOAD_FAILED', error: refused });
    actor.send({ type: 'DISMISSED' });
    expect(actor.getSnapshot().value).toBe('discarded');
    expect(actions.reportDiscarded).toHaveBeenCalledOnce();
  });

  it('stops the call when the customer cancels an upload under way', () => {
    const { actor, send, actions } = start(image());
    actor.send({ type: 'DISMISSED' });
    expect(actor.getSnapshot().value).toBe('discarded');
    expect(send.calls[0]!.stopped).toBe(true);
    expect(actions.reportDiscarded).toHaveBeenCalledOnce();
  });
});

describe('the upload machine against the in-process demo API', () => {
  async function cartWithLines(api: ShopClient) {
    const created = await api.POST('/v3/rental/cart', {
      body: { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-12-18', DateTimeExpectedEnd: '2026-12-20', DeliveryID: 'PICKUP' },
    });
    const cartId = created.data!.CartID;
    await api.POST('/v3/rental/cart/{id}/items', {
      params: { path: { id: cartId } },
      body: [
        { ItemID: PRODUCT.springkasteel, Amount: 1 },
        { ItemID: PRODUCT.bierbankset, Amount: 2 },
      ],
    });
    const cart = (await api.GET('/v3/rental/cart/{id}', { params: { path: { id: cartId } } })).data!;
    const lineOf = (itemId: string) => cart.Items.find((item) => item.ItemID === itemId)!.CartItemID;
    return { cartId, castle: lineOf(PRODUCT.springkasteel), benches: lineOf(PRODUCT.bierbankset) };
  }

  async function setUp() {
    const demo = createDemoApi({ clock: fixedClock });
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    const xhrs = demoXhrs(demo);
    return { api, xhrs, cart: await cartWithLines(api) };
  }

  function run(api: ShopClient, xhrs: ReturnType<typeof demoXhrs>, input: UploadInput) {
    const progress: number[] = [];
    const stored = vi.fn();
    const actor = createActor(uploadMachine.provide({ actors: createUploadActors(api, xhrs.create), actions: { reportStored: (_, report) => stored(report) } }), {
      input,
    });
    actor.subscribe((snapshot) => progress.push(snapshot.context.progress));
    actor.start();
    return { actor, progress, stored };
  }

  it("stores a line's file through the XMLHttpRequest fetch, with progress, and the cart has it", async () => {
    const { api, xhrs, cart } = await setUp();
    const { actor, progress, stored } = run(api, xhrs, { file: image('verzekering.png'), owner: { kind: 'cartItem', cartId: cart.cartId, cartItemId: cart.castle } });

    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('succeeded');
    expect(progress).toContain(0.5);
    expect(xhrs.sent).toHaveLength(1);
    expect(xhrs.sent[0]!.headers.get('authorization')).toMatch(/^Bearer /);
    const attachment = done.context.attachment!;
    expect(attachment).toMatchObject({ FileName: 'verzekering.png', ContentType: 'image/png', FileSize: 2048 });
    expect(stored).toHaveBeenCalledWith({ attachment });

    const after = (await api.GET('/v3/rental/cart/{id}', { params: { path: { id: cart.cartId } } })).data!;
    expect(after.Items.find((item) => item.CartItemID === cart.castle)!.Attachments.map((a) => a.CartAttachmentID)).toEqual([attachment.CartAttachmentID]);
  });

  it("stores a pdf flyer on the cart", async () => {
    const { api, xhrs, cart } = await setUp();
    const flyer = new File([new Uint8Array(4096)], 'flyer.pdf', { type: 'application/pdf' });
    const { actor } = run(api, xhrs, { file: flyer, owner: { kind: 'cart', cartId: cart.cartId } });

    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('succeeded');
    const after = (await api.GET('/v3/rental/cart/{id}', { params: { path: { id: cart.cartId } } })).data!;
    expect(after.Attachments.map((a) => a.FileName)).toEqual(['flyer.pdf']);
  });

  it("keeps the server's refusal as the failure (a line whose product takes no files)", async () => {
    const { api, xhrs, cart } = await setUp();
    const { actor } = run(api, xhrs, { file: image(), owner: { kind: 'cartItem', cartId: cart.cartId, cartItemId: cart.benches } });

    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure?.error).toMatchObject({ status: 400, serverMessage: expect.stringMatching(/kan geen bestand toegevoegd worden/) });
  });
});
