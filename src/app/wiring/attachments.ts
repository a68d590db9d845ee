import { attachmentsMachine } from '../../../machines/attachments/machine.ts';
import { createAttachmentsActors } from '../../../machines/attachments/actors.ts';
import type { ProgressRequest } from '../../api/upload.ts';
import { deleteFailedText } from '../../texts/attachments.ts';
import type { ShopServices } from '../environment.ts';
import { uploadLogic } from './upload.ts';

/** The files of a cart line, of the cart or of an order: its uploads report here, and a stored or deleted file of the cart has the cart read again. */
export function attachmentsLogic(services: Pick<ShopServices, 'api' | 'toasts' | 'cart'>, createRequest?: () => ProgressRequest) {
  return attachmentsMachine.provide({
    actors: { ...createAttachmentsActors(services.api), upload: uploadLogic(services, createRequest) },
    actions: {
      attachmentsChanged: ({ context }) => {
        // An order's files are its own: the cart has nothing to read again.
        if (context.owner.kind !== 'order') services.cart.send({ type: 'REFRESH_REQUESTED' });
      },
      notifyDeleteFailed: (_, notice) => services.toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: deleteFailedText(notice) }),
    },
  });
}
