import { useState } from 'react';
import { createConversationsActors } from '../../../machines/conversations/actors.ts';
import { conversationsMachine, type ConversationsInput } from '../../../machines/conversations/machine.ts';
import {
  selectCompose,
  selectConversation,
  selectConversations,
  selectFailure,
  selectFetching,
  selectHasLoaded,
  selectOrders,
  selectStep,
} from '../../../machines/conversations/selectors.ts';
import { selectAccount } from '../../../machines/session/selectors.ts';
import type { ProgressRequest } from '../../api/upload.ts';
import type { ConversationAttachment } from '../../domain/conversations.ts';
import { conversationsFailureText, messageSentText } from '../../texts/conversations.ts';
import { saveFile } from '../../ui/download.ts';
import { useServices } from '../services-context.ts';
import type { ShopServices } from '../environment.ts';
import { messageDraftOf, newMessageLogic } from './new-message.ts';
import { useFlow } from './use-flow.ts';

/** Where a conversation's thread is. */
export const threadPath = (conversationId: string) => `/account/messages/${encodeURIComponent(conversationId)}`;

/**
 * The conversations (the Berichten tab, a thread, an order's page): their calls, an attachment
 * handed to the browser as a file (fetched as a blob: the address with the token never reaches
 * the page), the new-message form, its sent message said and a new conversation opened in its
 * thread, and its draft let go when the form is closed unsent.
 */
export function conversationsLogic(services: Pick<ShopServices, 'api' | 'toasts' | 'navigate' | 'draft'>, createRequest?: () => ProgressRequest) {
  const { api, toasts, navigate } = services;
  const draft = messageDraftOf(services);
  return conversationsMachine.provide({
    actors: { ...createConversationsActors(api), compose: newMessageLogic(services, createRequest) },
    actions: {
      saveAttachment: (_, { blob, fileName }) => saveFile(fileName, blob),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: conversationsFailureText(failure) }),
      forgetDraft: () => draft.write(null),
      announceSent: (_, { conversationId, isNew, foundAfterLostAnswer }) => {
        toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: messageSentText(isNew, foundAfterLostAnswer) });
        if (isNew) navigate(threadPath(conversationId));
      },
    },
  });
}

/** Where the conversations are shown: all of them (the tab), about one order (its page), or one thread. */
interface ConversationsPlaceOnPage {
  rentalObjectId?: string | null;
  threadId?: string | null;
}

/**
 * What a page's conversations start from (its guard lets only a signed-in user with the tab in):
 * the signed-in customer, the place, the half-written message a reload left, and the subjects
 * the lending service offers (style setting `conversationSubjects`).
 */
export function conversationsInputOf(services: Pick<ShopServices, 'session' | 'draft'>, { rentalObjectId = null, threadId = null }: ConversationsPlaceOnPage): ConversationsInput {
  const session = services.session.getSnapshot();
  return {
    customerId: selectAccount(session)?.CustomerID ?? '',
    rentalObjectId,
    threadId,
    draft: messageDraftOf(services).read(),
    subjects: session.context.style.conversationSubjects,
  };
}

/**
 * The conversations of a page, with the thread of `threadId` when it shows one, the open
 * new-message form (a running flow, handed on to the dialog) and what a person does with them.
 */
export function useConversationsFlow(place: ConversationsPlaceOnPage) {
  const services = useServices();
  const [input] = useState(() => conversationsInputOf(services, place));
  const [snapshot, send] = useFlow(conversationsLogic, input);
  const { threadId } = input;
  return {
    step: selectStep(snapshot),
    loaded: selectHasLoaded(snapshot),
    conversations: selectConversations(snapshot),
    thread: threadId === null ? null : selectConversation(snapshot, threadId),
    orders: selectOrders(snapshot),
    failure: selectFailure(snapshot),
    fetching: selectFetching(snapshot),
    compose: selectCompose(snapshot),
    retry: () => send({ type: 'RETRY_REQUESTED' }),
    download: (attachment: ConversationAttachment) => send({ type: 'ATTACHMENT_REQUESTED', attachment }),
    /** A new conversation (about the page's order, if it has one). */
    startConversation: () => send({ type: 'COMPOSE_OPENED', conversationId: null }),
    /** A reply in the page's thread. */
    reply: () => send({ type: 'COMPOSE_OPENED', conversationId: threadId }),
    closeCompose: () => send({ type: 'COMPOSE_CLOSED' }),
  };
}
