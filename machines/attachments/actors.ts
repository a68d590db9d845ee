import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { ProgressRequest } from '../../src/api/upload.ts';
import { createUploadActors } from '../upload/actors.ts';
import { uploadMachine, type RefusalNotice, type UploadFailureNotice } from '../upload/machine.ts';
import { reportingToParent, type Deletion } from './machine.ts';

/** How an upload's toasts are shown (the app words them). */
export interface UploadNotices {
  rejected(notice: RefusalNotice): void;
  failed(notice: UploadFailureNotice): void;
}

/**
 * The attachments' calls: each chosen file's upload (with its toasts, reporting to the
 * attachments machine), and the delete of a line's file. `createRequest` only for tests.
 */
export function createAttachmentsActors(api: ShopClient, notices: UploadNotices, createRequest?: () => ProgressRequest) {
  return {
    upload: reportingToParent(
      uploadMachine.provide({
        actors: createUploadActors(api, createRequest),
        actions: {
          notifyRejected: (_, notice) => notices.rejected(notice),
          notifyUploadFailed: (_, notice) => notices.failed(notice),
        },
      }),
    ),
    deleteAttachment: fromPromise<void, Deletion>(async ({ input, signal }) => {
      await unwrap(
        api.DELETE('/v3/rental/cart/{id}/items/{itemId}/attachment/{attId}', {
          params: { path: { id: input.cartId, itemId: input.cartItemId, attId: input.attachmentId } },
          signal,
        }),
      );
    }),
  };
}
