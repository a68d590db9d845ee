import { useSelector } from '@xstate/react';
import { fromCallback } from 'xstate';
import { createAttachmentsActors } from '../../../machines/attachments/actors.ts';
import { attachmentsMachine, type AttachmentsEvent } from '../../../machines/attachments/machine.ts';
import { filesOf } from '../../../machines/attachments/rules.ts';
import { selectCanDelete, selectDeletingId, selectProgress, selectUploadFailed, selectUploadFailure, uploadActorOf, type UploadActor } from '../../../machines/attachments/selectors.ts';
import type { ProgressRequest } from '../../api/upload.ts';
import type { AttachmentOwner, CartAttachment } from '../../domain/uploads.ts';
import { deleteFailedText } from '../../texts/attachments.ts';
import type { ShopServices } from '../environment.ts';
import { uploadLogic } from './upload.ts';
import { useFlow } from './use-flow.ts';

/** A cart's or a line's files follow the session's cart each time it is read again; an order's are read with its page. */
function followOwnerIn(cart: ShopServices['cart']) {
  return fromCallback<AttachmentsEvent, { owner: AttachmentOwner }>(({ input: { owner }, sendBack }) => {
    if (owner.kind === 'order') return;
    const subscription = cart.on('CART_UPDATED', ({ cart: read, settled }) => {
      if (settled && read?.CartID === owner.cartId) sendBack({ type: 'CART_ATTACHMENTS_CHANGED', attachments: filesOf(read, owner) });
    });
    return () => subscription.unsubscribe();
  });
}

/** The files of a cart line, of the cart or of an order: its uploads report here, and a stored or deleted file of the cart has the cart read again. */
export function attachmentsLogic(services: Pick<ShopServices, 'api' | 'toasts' | 'cart'>, createRequest?: () => ProgressRequest) {
  return attachmentsMachine.provide({
    actors: { ...createAttachmentsActors(services.api), upload: uploadLogic(services, createRequest), followOwner: followOwnerIn(services.cart) },
    actions: {
      attachmentsChanged: ({ context }) => {
        // An order's files are its own: the cart has nothing to read again.
        if (context.owner.kind !== 'order') services.cart.send({ type: 'REFRESH_REQUESTED' });
      },
      notifyDeleteFailed: (_, notice) => services.toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: deleteFailedText(notice) }),
    },
  });
}

/**
 * The files of one owner as a field shows them: the stored ones with their delete, each upload
 * under way (its own actor, for its row), and choosing files. Started with the owner's files as
 * the page has them; from then on the flow follows the cart itself.
 */
export function useAttachmentsFlow(owner: AttachmentOwner, attachments: CartAttachment[]) {
  const [snapshot, send] = useFlow(attachmentsLogic, { owner, attachments });
  return {
    stored: snapshot.context.stored,
    uploads: snapshot.context.uploads.flatMap((entry) => {
      const actor = uploadActorOf(snapshot, entry.id);
      return actor ? [{ entry, actor }] : [];
    }),
    deletingId: selectDeletingId(snapshot),
    canDelete: selectCanDelete(snapshot),
    choose: (files: File[]) => send({ type: 'FILES_CHOSEN', files }),
    remove: (attachmentId: string) => send({ type: 'DELETE_REQUESTED', attachmentId }),
  };
}

/** One upload's row: its progress or its failure, and what the customer does with it. */
export function useUploadRow(upload: UploadActor) {
  return {
    progress: useSelector(upload, selectProgress),
    failed: useSelector(upload, selectUploadFailed),
    failure: useSelector(upload, selectUploadFailure),
    retry: () => upload.send({ type: 'RETRY_REQUESTED' }),
    dismiss: () => upload.send({ type: 'DISMISSED' }),
  };
}
