import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { newestFirst, type Conversation } from '../../src/domain/conversations.ts';
import type { newMessageMachine } from '../new-message/machine.ts';
import type { conversationsMachine } from './machine.ts';

type ConversationsSnapshot = SnapshotFrom<typeof conversationsMachine>;

export const selectStep = (s: ConversationsSnapshot): 'loading' | 'failed' | 'ready' =>
  s.hasTag('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
/** The conversations as the list shows them: the one changed last first. */
export const selectConversations = (s: ConversationsSnapshot): Conversation[] => newestFirst(s.context.conversations);
export const selectConversation = (s: ConversationsSnapshot, conversationId: string): Conversation | null =>
  s.context.conversations.find((conversation) => conversation.ConversationID === conversationId) ?? null;
export const selectOrders = (s: ConversationsSnapshot) => s.context.orders;
export const selectFailure = (s: ConversationsSnapshot) => s.context.failure;
export const selectFetching = (s: ConversationsSnapshot) => s.context.fetching;
/** Whether the list was read at least once (a refresh keeps showing it). */
export const selectHasLoaded = (s: ConversationsSnapshot) => !s.hasTag('loading') || s.context.conversations.length > 0;
/** The running new-message form, while it is open. */
export const selectCompose = (s: ConversationsSnapshot): ActorRefFrom<typeof newMessageMachine> | null =>
  s.matches('composing') ? ((s.children as { compose?: ActorRefFrom<typeof newMessageMachine> }).compose ?? null) : null;
