import type { SnapshotFrom } from 'xstate';
import { messageDraftProblems } from '../../src/domain/conversations.ts';
import { startsConversation, type newMessageMachine } from './machine.ts';

type NewMessageSnapshot = SnapshotFrom<typeof newMessageMachine>;

export const selectDraft = (s: NewMessageSnapshot) => s.context;
export const selectIsSending = (s: NewMessageSnapshot) => s.hasTag('submitting');
export const selectFailure = (s: NewMessageSnapshot) => s.context.failure;
/** What is missing or too long, once a submit was refused. */
export const selectProblems = (s: NewMessageSnapshot) =>
  s.context.showProblems ? messageDraftProblems(s.context, { needsSubject: startsConversation(s.context) }) : { subject: null, message: null };
/** The progress of the attachments as a whole, 0..1, while they go out. */
export const selectUploadProgress = (s: NewMessageSnapshot): number | null =>
  s.matches('attaching') && s.context.files.length > 0 ? Math.min(1, (s.context.sentFiles + s.context.progress) / s.context.files.length) : null;
/** A new conversation has a subject (and an order) to give; a reply has not. */
export const selectStartsConversation = (s: NewMessageSnapshot) => startsConversation(s.context);
