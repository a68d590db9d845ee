import { fromCallback } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import { asApiError } from '../../src/domain/api-error.ts';
import { fetchWithUploadProgress, type ProgressRequest } from '../../src/api/upload.ts';
import type { AttachmentOwner } from '../../src/domain/uploads.ts';
import type { UploadEvent, UploadInput } from './machine.ts';

/**
 * The multipart body of an upload. openapi-typescript types a binary part as a string, so the
 * typed body carries the file's name and the serializer puts the File itself in field `file`.
 */
function multipart(file: File) {
  return {
    body: { file: file.name },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file, file.name);
      return form;
    },
  };
}

function postFile(api: ShopClient, owner: AttachmentOwner, file: File, fetch: (request: Request) => Promise<Response>, signal: AbortSignal) {
  const options = { ...multipart(file), fetch, signal };
  switch (owner.kind) {
    case 'cart':
      return api.POST('/v3/rental/cart/{cartId}/attachment', { params: { path: { cartId: owner.cartId } }, ...options });
    case 'cartItem':
      return api.POST('/v3/rental/cart/{cartId}/items/{cartItemId}/attachment', { params: { path: { cartId: owner.cartId, cartItemId: owner.cartItemId } }, ...options });
    case 'order':
      return api.POST('/v2/shop/reservationOrders/{id}/files', { params: { path: { id: owner.reservationOrderId } }, ...options });
  }
}

/** The upload's call. `createRequest` is replaced only by tests (Node has no XMLHttpRequest). */
export function createUploadActors(api: ShopClient, createRequest?: () => ProgressRequest) {
  return {
    sendFile: fromCallback<UploadEvent, UploadInput>(({ input: { file, owner }, sendBack }) => {
      const controller = new AbortController();
      const fetch = fetchWithUploadProgress(
        ({ loaded, total }) => sendBack({ type: 'UPLOAD_PROGRESSED', progress: total > 0 ? Math.min(1, loaded / total) : 1 }),
        createRequest,
      );
      const send = async () => {
        try {
          const stored = (await unwrap(postFile(api, owner, file, fetch, controller.signal))).Collection[0];
          if (!stored) throw new Error('the upload answered no file');
          sendBack({
            type: 'UPLOAD_SUCCEEDED',
            attachment: { CartAttachmentID: stored.ID, FileName: stored.FileName, ContentType: file.type, FileSize: file.size },
          });
        } catch (thrown) {
          // A stopped upload (dismissed, or its owner gone) reports nothing.
          if (!controller.signal.aborted) sendBack({ type: 'UPLOAD_FAILED', error: asApiError(thrown) });
        }
      };
      void send();
      return () => controller.abort();
    }),
  };
}
