import { fromPromise } from 'xstate';
import { TOKEN_FROM_SESSION } from '../../src/api/auth.ts';
import { unwrap, type ShopClient } from '../../src/api/client.ts';
import type { ConversationsPage, ConversationsQuery } from './machine.ts';

/** The orders a new message may be about: the latest ones, as many as one call gives. */
const ORDERS_TO_CHOOSE_FROM = 100;

/** The conversation calls of the account area (spec 002 §7). */
export function createConversationsActors(api: ShopClient) {
  return {
    loadConversations: fromPromise<ConversationsPage, ConversationsQuery>(async ({ input: { customerId, rentalObjectId }, signal }) => {
      const query = { sortOn: 'DateTimeCreated' as const };
      const [conversations, orders] = await Promise.all([
        rentalObjectId === null
          ? unwrap(api.GET('/v2/shop/customer/conversation/{customerId}', { params: { path: { customerId }, query }, signal }))
          : unwrap(api.GET('/v2/shop/customer/conversation/{customerId}/{objectId}', { params: { path: { customerId, objectId: rentalObjectId }, query }, signal })),
        rentalObjectId === null
          ? unwrap(
              api.GET('/v2/shop/reservationOrders', {
                params: { query: { CustomerID: customerId, Orderby: 'DateTimeCreated desc', index: 0, size: ORDERS_TO_CHOOSE_FROM } },
                signal,
              }),
            ).then((page) => page.Collection)
          : Promise.resolve([]),
      ]);
      return { conversations: conversations.Collection, orders };
    }),
    // The spec puts the token in this address (for an <img>): the client's middleware adds it
    // here, in the IO layer, and the image reaches the page as a blob, never as that address.
    fetchAttachment: fromPromise<Blob, { attachmentId: string }>(async ({ input, signal }) =>
      unwrap(
        api.GET('/v2/shop/customer/conversation-attachment/{attachmentId}', {
          params: { path: { attachmentId: input.attachmentId }, query: { token: TOKEN_FROM_SESSION } },
          parseAs: 'blob',
          signal,
        }),
      ),
    ),
  };
}
