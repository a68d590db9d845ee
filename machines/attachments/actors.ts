import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { Deletion } from './machine.ts';

/** The delete of a line's file (the uploads are the upload machine's calls). */
export function createAttachmentsActors(api: ShopClient) {
  return {
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
