import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { createNewMessageActors } from '../../../machines/new-message/actors.ts';
import { newMessageMachine } from '../../../machines/new-message/machine.ts';
import {
  selectChosenFiles,
  selectFailure,
  selectHasFailed,
  selectIsLocked,
  selectIsSending,
  selectMessage,
  selectOrderId,
  selectProblems,
  selectRefusals,
  selectStartsConversation,
  selectSubject,
  selectSubjectOptions,
  selectUploadProgress,
} from '../../../machines/new-message/selectors.ts';
import type { ProgressRequest } from '../../api/upload.ts';
import { readMessageDraft } from '../../domain/conversations.ts';
import type { ShopServices } from '../environment.ts';

/** The new-message form's draft: its texts and order (never its images), under the flow's own key. */
export const messageDraftOf = ({ draft }: Pick<ShopServices, 'draft'>) => draft('new-message', readMessageDraft);

/**
 * The new-message form: its calls (the images with progress) and its texts kept as they change
 * (a reload loses nothing). A refused file's message shows in the form itself: outside the open
 * dialog a toast would be hidden from a screen reader. `createRequest` only for tests (Node has no
 * XMLHttpRequest).
 */
export function newMessageLogic(services: Pick<ShopServices, 'api' | 'draft'>, createRequest?: () => ProgressRequest) {
  const draft = messageDraftOf(services);
  return newMessageMachine.provide({
    actors: createNewMessageActors(services.api, createRequest),
    actions: { storeDraft: (_, { draft: message }) => draft.write(message) },
  });
}

/** The open new-message form (the conversations' page hands it on): what it shows, and what a person does with it. */
export function useNewMessageForm(compose: ActorRefFrom<typeof newMessageMachine>) {
  const failed = useSelector(compose, selectHasFailed);
  return {
    startsConversation: useSelector(compose, selectStartsConversation),
    subjectOptions: useSelector(compose, selectSubjectOptions),
    subject: useSelector(compose, selectSubject),
    message: useSelector(compose, selectMessage),
    orderId: useSelector(compose, selectOrderId),
    files: useSelector(compose, selectChosenFiles, sameFiles),
    refusals: useSelector(compose, selectRefusals),
    problems: useSelector(compose, selectProblems, sameProblems),
    progress: useSelector(compose, selectUploadProgress),
    sending: useSelector(compose, selectIsSending),
    locked: useSelector(compose, selectIsLocked),
    failure: useSelector(compose, selectFailure),
    failed,
    changeSubject: (subject: string) => compose.send({ type: 'SUBJECT_CHANGED', subject }),
    changeMessage: (message: string) => compose.send({ type: 'MESSAGE_CHANGED', message }),
    chooseOrder: (rentalObjectId: string | null) => compose.send({ type: 'ORDER_CHOSEN', rentalObjectId }),
    chooseFiles: (files: File[]) => compose.send({ type: 'FILES_CHOSEN', files }),
    removeFile: (fileId: string) => compose.send({ type: 'FILE_REMOVED', fileId }),
    /** Sends the message; after a failure, sends what did not arrive. */
    submit: () => compose.send({ type: failed ? 'RETRY_REQUESTED' : 'SUBMITTED' }),
  };
}

type Files = ReturnType<typeof selectChosenFiles>;
const sameFiles = (a: Files, b: Files) => a.length === b.length && a.every((file, index) => file.id === b[index]!.id && file.sent === b[index]!.sent);
type Problems = ReturnType<typeof selectProblems>;
const sameProblems = (a: Problems, b: Problems) => a.subject === b.subject && a.message === b.message;
