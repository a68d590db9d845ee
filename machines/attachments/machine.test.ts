import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { ApiFailure, type ApiError } from '../../src/domain/api-error.ts';
import type { AttachmentOwner, CartAttachment } from '../../src/domain/uploads.ts';
import { uploadMachine, type UploadEvent, type UploadInput } from '../upload/machine.ts';
import { attachmentsMachine, reportingToParent, type Deletion } from './machine.ts';
import { selectDeletingId, uploadActorOf } from './selectors.ts';

const line: AttachmentOwner = { kind: 'cartItem', cartId: 'CART-1', cartItemId: 'ITEM-1' };
const image = (name: string) => new File([new Uint8Array(1024)], name, { type: 'image/png' });
const attachment = (id: string, name: string): CartAttachment => ({ CartAttachmentID: id, FileName: name, ContentType: 'image/png', FileSize: 1024 });
const refused: ApiError = { kind: 'not-found', status: 404, serverMessage: 'Bijlage niet gevonden' };

function start(owner: AttachmentOwner, attachments: CartAttachment[], deleteAttachment: (deletion: Deletion) => Promise<void> = async () => {}) {
  const sends: { input: UploadInput; sendBack: (event: UploadEvent) => void }[] = [];
  const sendFile = fromCallback<UploadEvent, UploadInput>(({ input, sendBack }) => {
    sends.push({ input, sendBack });
  });
  const notices = { rejected: vi.fn(), failed: vi.fn() };
  const changed = vi.fn();
  const deleteFailed = vi.fn();
  const remove = vi.fn(deleteAttachment);
  const machine = attachmentsMachine.provide({
    actors: {
      upload: reportingToParent(
        uploadMachine.provide({
          actors: { sendFile },
          actions: { notifyRejected: (_, notice) => notices.rejected(notice), notifyUploadFailed: (_, notice) => notices.failed(notice) },
        }),
      ),
      deleteAttachment: fromPromise(({ input }) => remove(input)),
    },
    actions: { attachmentsChanged: changed, notifyDeleteFailed: (_, notice) => deleteFailed(notice) },
  });
  const actor = createActor(machine, { input: { owner, attachments } }).start();
  return { actor, sends, notices, changed, deleteFailed, remove };
}

describe('the attachments machine', () => {
  it('starts one upload per chosen file, each its own child', () => {
    const { actor, sends } = start(line, []);
    actor.send({ type: 'FILES_CHOSEN', files: [image('a.png'), image('b.png')] });

    const snapshot = actor.getSnapshot();
    expect(snapshot.context.uploads).toEqual([
      { id: 'upload-1', fileName: 'a.png' },
      { id: 'upload-2', fileName: 'b.png' },
    ]);
    expect(uploadActorOf(snapshot, 'upload-1')?.getSnapshot().value).toBe('uploading');
    expect(sends.map((s) => [s.input.file.name, s.input.owner])).toEqual([
      ['a.png', line],
      ['b.png', line],
    ]);

    actor.send({ type: 'FILES_CHOSEN', files: [image('c.png')] });
    expect(actor.getSnapshot().context.uploads.map((u) => u.id)).toEqual(['upload-1', 'upload-2', 'upload-3']);
  });

  it('shows a stored upload among the files at once, ends its child and has the cart read again', () => {
    const { actor, sends, changed } = start(line, [attachment('ATT-0', 'oud.png')]);
    actor.send({ type: 'FILES_CHOSEN', files: [image('a.png'), image('b.png')] });
    sends[0]!.sendBack({ type: 'UPLOAD_SUCCEEDED', attachment: attachment('ATT-1', 'a.png') });

    const snapshot = actor.getSnapshot();
    expect(snapshot.context.stored.map((a) => a.CartAttachmentID)).toEqual(['ATT-0', 'ATT-1']);
    expect(snapshot.context.uploads.map((u) => u.id)).toEqual(['upload-2']);
    expect(uploadActorOf(snapshot, 'upload-1')).toBeUndefined();
    expect(changed).toHaveBeenCalledOnce();

    // The cart read again brings the same file: it is there once.
    actor.send({ type: 'CART_ATTACHMENTS_CHANGED', attachments: [attachment('ATT-0', 'oud.png'), attachment('ATT-1', 'a.png')] });
    expect(actor.getSnapshot().context.stored).toHaveLength(2);
  });

  it('drops a refused file after its toast, and a failed upload the customer removes', () => {
    const { actor, sends, notices } = start(line, []);
    actor.send({ type: 'FILES_CHOSEN', files: [image('brief.docx'), image('a.png')] });
    expect(notices.rejected).toHaveBeenCalledWith({ fileName: 'brief.docx', owner: 'cartItem', refusal: 'unsupported' });
    expect(actor.getSnapshot().context.uploads.map((u) => u.fileName)).toEqual(['a.png']);

    sends[0]!.sendBack({ type: 'UPLOAD_FAILED', error: refused });
    expect(notices.failed).toHaveBeenCalledWith({ fileName: 'a.png', error: refused });
    const failed = uploadActorOf(actor.getSnapshot(), 'upload-2')!;
    expect(failed.getSnapshot().value).toBe('failed');
    failed.send({ type: 'DISMISSED' });
    expect(actor.getSnapshot().context.uploads).toEqual([]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['followOwner']);
  });

  it("deletes a line's file, marked while it goes, and has the cart read again", async () => {
    const { actor, remove, changed } = start(line, [attachment('ATT-1', 'a.png'), attachment('ATT-2', 'b.png')]);
    actor.send({ type: 'DELETE_REQUESTED', attachmentId: 'ATT-1' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(selectDeletingId(actor.getSnapshot())).toBe('ATT-1');
    expect(remove).toHaveBeenCalledWith({ cartId: 'CART-1', cartItemId: 'ITEM-1', attachmentId: 'ATT-1' });

    const snapshot = await waitFor(actor, (s) => s.matches({ deletion: 'idle' }));
    expect(snapshot.context.stored.map((a) => a.CartAttachmentID)).toEqual(['ATT-2']);
    expect(selectDeletingId(snapshot)).toBeNull();
    expect(changed).toHaveBeenCalledOnce();
  });

  it('keeps the file and shows errorDelete (or the server’s message) when the delete fails', async () => {
    const { actor, deleteFailed, changed } = start(line, [attachment('ATT-1', 'a.png')], () => Promise.reject(new ApiFailure(refused)));
    actor.send({ type: 'DELETE_REQUESTED', attachmentId: 'ATT-1' });

    const snapshot = await waitFor(actor, (s) => s.matches({ deletion: 'idle' }));
    expect(snapshot.context.stored).toHaveLength(1);
    expect(snapshot.context.failure).toEqual({ kind: 'delete-failed', error: refused });
    expect(deleteFailed).toHaveBeenCalledWith({ fileName: 'a.png', error: refused });
    expect(changed).not.toHaveBeenCalled();
  });

  it("offers no delete for the cart's own file (the contract has none), nor for a file it does not hold", () => {
    const flyer = start({ kind: 'cart', cartId: 'CART-1' }, [attachment('ATT-1', 'flyer.pdf')]);
    flyer.actor.send({ type: 'DELETE_REQUESTED', attachmentId: 'ATT-1' });
    expect(flyer.actor.getSnapshot().matches({ deletion: 'idle' })).toBe(true);
    expect(flyer.remove).not.toHaveBeenCalled();

    const other = start(line, [attachment('ATT-1', 'a.png')]);
    other.actor.send({ type: 'DELETE_REQUESTED', attachmentId: 'ATT-9' });
    expect(other.actor.getSnapshot().matches({ deletion: 'idle' })).toBe(true);
  });
});
