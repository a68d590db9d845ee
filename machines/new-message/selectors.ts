import type { SnapshotFrom } from 'xstate';
import { messageDraftProblems } from '../../src/domain/conversations.ts';
import { startsConversation, type newMessageMachine } from './machine.ts';

type NewMessageSnapshot = SnapshotFrom<typeof newMessageMachine>;

/** A chosen image as the form lists it. */
interface ChosenFile {
  id: string;
  name: string;
  size: number;
  /** It reached the message already (a retry does not send it again). */
  sent: boolean;
}

export const selectSubject = (s: NewMessageSnapshot) => s.context.subject;
export const selectMessage = (s: NewMessageSnapshot) => s.context.message;
/** The order the message is about; null: none. */
export const selectOrderId = (s: NewMessageSnapshot) => s.context.rentalObjectId;
/** The files of the last choice that were removed, each with why. */
export const selectRefusals = (s: NewMessageSnapshot) => s.context.refusals;
export const selectChosenFiles = ({ context }: NewMessageSnapshot): ChosenFile[] =>
  context.files.map(({ id, file }, index) => ({ id, name: file.name, size: file.size, sent: context.communicationId !== null && index < context.sentFiles }));
export const selectIsSending = (s: NewMessageSnapshot) => s.hasTag('submitting');
/** The sending stopped: the form offers to try again, which sends only what did not arrive. */
export const selectHasFailed = (s: NewMessageSnapshot) => s.matches('failed');
/** While it is sent, or once it was partly sent, the form is what went out: nothing in it changes any more. */
export const selectIsLocked = (s: NewMessageSnapshot) => s.hasTag('submitting') || s.matches('failed');
export const selectFailure = (s: NewMessageSnapshot) => s.context.failure;
/** What is missing or too long, once a submit was refused. */
export const selectProblems = (s: NewMessageSnapshot) =>
  s.context.showProblems ? messageDraftProblems(s.context, { needsSubject: startsConversation(s.context) }) : { subject: null, message: null };
/** The progress of the attachments as a whole, 0..1, while they go out. */
export const selectUploadProgress = (s: NewMessageSnapshot): number | null =>
  s.matches('attaching') && s.context.files.length > 0 ? Math.min(1, (s.context.sentFiles + s.context.progress) / s.context.files.length) : null;
/** A new conversation has a subject (and an order) to give; a reply has not. */
export const selectStartsConversation = (s: NewMessageSnapshot) => startsConversation(s.context);
/** The subjects to choose from (spec 002 §5: a list when the lending service names some); none: the subject is typed. */
export const selectSubjectOptions = (s: NewMessageSnapshot) => s.context.subjects;
