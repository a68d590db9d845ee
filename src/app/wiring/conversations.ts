import { createConversationsActors } from '../../../machines/conversations/actors.ts';
import { conversationsMachine } from '../../../machines/conversations/machine.ts';
import { createNewMessageActors } from '../../../machines/new-message/actors.ts';
import { newMessageMachine } from '../../../machines/new-message/machine.ts';
import type { ProgressRequest } from '../../api/upload.ts';
import { conversationsFailureText, messageSentText } from '../../texts/conversations.ts';
import { saveFile } from '../../ui/download.ts';
import type { ShopServices } from '../environment.ts';

/** Where a conversation's thread is. */
export const threadPath = (conversationId: string) => `/account/messages/${encodeURIComponent(conversationId)}`;

/**
 * The new-message form: its calls (the images with progress), its texts kept in the session as
 * they change (a reload loses nothing). A refused file's message shows in
 * the form itself: outside the open dialog a toast would be hidden from a screen reader.
 * `createRequest` only for tests (Node has no XMLHttpRequest).
 */
export function newMessageLogic({ api, session }: Pick<ShopServices, 'api' | 'session'>, createRequest?: () => ProgressRequest) {
  return newMessageMachine.provide({
    actors: createNewMessageActors(api, createRequest),
    actions: { storeDraft: (_, { draft }) => session.send({ type: 'PENDING_CHANGED', patch: { messageDraft: draft } }) },
  });
}

/**
 * The conversations (the Berichten tab, a thread, an order's page): their calls, an attachment
 * handed to the browser as a file (fetched as a blob: the address with the token never reaches
 * the page), the form's sent message said and a new conversation opened in its thread.
 */
export function conversationsLogic(services: Pick<ShopServices, 'api' | 'toasts' | 'navigate' | 'session'>, createRequest?: () => ProgressRequest) {
  const { api, toasts, navigate, session } = services;
  return conversationsMachine.provide({
    actors: { ...createConversationsActors(api), compose: newMessageLogic(services, createRequest) },
    actions: {
      saveAttachment: (_, { blob, fileName }) => saveFile(fileName, blob),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: conversationsFailureText(failure) }),
      forgetDraft: () => session.send({ type: 'PENDING_CHANGED', patch: { messageDraft: null } }),
      announceSent: (_, { conversationId, isNew }) => {
        toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: messageSentText(isNew) });
        if (isNew) navigate(threadPath(conversationId));
      },
    },
  });
}
