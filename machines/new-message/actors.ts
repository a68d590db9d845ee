import { fromCallback, fromPromise } from 'xstate';
import { unwrap, type ShopClient } from '../../src/api/client.ts';
import { asApiError } from '../../src/domain/api-error.ts';
import { fetchWithUploadProgress, type ProgressRequest } from '../../src/api/upload.ts';
import { lastOwnMessage, unansweredConversationLike, type Conversation, type ConversationCommunication } from '../../src/domain/conversations.ts';
import type { AttachmentUpload, NewMessageEvent } from './machine.ts';

/** Bytes as base64 (the contract's `Data`), in slices so a large image does not overflow the call stack. */
function base64Of(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  return btoa(binary);
}

async function conversationsOf(api: ShopClient, customerId: string, signal: AbortSignal): Promise<Conversation[]> {
  const { Collection } = await unwrap(api.GET('/v2/shop/customer/conversation/{customerId}', { params: { path: { customerId } }, signal }));
  return Collection;
}

/** The calls of a new message (spec 002 §7). `createRequest` is replaced only by tests (Node has no XMLHttpRequest). */
export function createNewMessageActors(api: ShopClient, createRequest?: () => ProgressRequest) {
  return {
    createConversation: fromPromise<Conversation | null, { customerId: string; subject: string; rentalObjectId: string | null }>(async ({ input, signal }) => {
      const created = await unwrap(
        api.POST('/v2/shop/customer/conversation/{customerId}', {
          params: { path: { customerId: input.customerId } },
          body: { Subject: input.subject, RentalObjectID: input.rentalObjectId },
          signal,
        }),
      );
      // An empty answer is the spec's "invalid conversation response": the machine says so.
      return (created as Conversation | null | undefined) ?? null;
    }),
    addMessage: fromPromise<ConversationCommunication, { customerId: string; conversationId: string; message: string }>(async ({ input, signal }) =>
      unwrap(
        api.POST('/v2/shop/customer/conversation/{customerId}/{conversationId}/communication', {
          params: { path: { customerId: input.customerId, conversationId: input.conversationId } },
          body: { Message: input.message },
          signal,
        }),
      ),
    ),
    findMessage: fromPromise<string | null, { customerId: string; conversationId: string; message: string }>(async ({ input, signal }) => {
      const conversations = await conversationsOf(api, input.customerId, signal);
      return lastOwnMessage(conversations.find((conversation) => conversation.ConversationID === input.conversationId) ?? null, input.message);
    }),
    findConversation: fromPromise<string | null, { customerId: string; subject: string; rentalObjectId: string | null }>(async ({ input, signal }) =>
      unansweredConversationLike(await conversationsOf(api, input.customerId, signal), input),
    ),
    sendAttachment: fromCallback<NewMessageEvent, AttachmentUpload>(({ input, sendBack }) => {
      const controller = new AbortController();
      const fetch = fetchWithUploadProgress(
        ({ loaded, total }) => sendBack({ type: 'ATTACHMENT_PROGRESSED', progress: total > 0 ? Math.min(1, loaded / total) : 1 }),
        createRequest,
      );
      const send = async () => {
        try {
          const Data = base64Of(new Uint8Array(await input.file.arrayBuffer()));
          await unwrap(
            api.POST('/v2/shop/customer/conversation-attachment/{customerId}/{conversationId}/{communicationId}', {
              params: { path: { customerId: input.customerId, conversationId: input.conversationId, communicationId: input.communicationId } },
              body: { FileName: input.file.name, Data },
              fetch,
              signal: controller.signal,
            }),
          );
          sendBack({ type: 'ATTACHMENT_STORED' });
        } catch (thrown) {
          // A stopped upload (the form closed) reports nothing.
          if (!controller.signal.aborted) sendBack({ type: 'ATTACHMENT_FAILED', error: asApiError(thrown) });
        }
      };
      void send();
      return () => controller.abort();
    }),
  };
}
