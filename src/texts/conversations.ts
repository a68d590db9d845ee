import { t } from '@lingui/core/macro';
import type { ConversationsFailure } from '../../machines/conversations/machine.ts';
import type { NewMessageFailure } from '../../machines/new-message/machine.ts';
import type { MessageDraftProblem } from '../domain/conversations.ts';
import { MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../domain/conversations.ts';
import { failureText } from './failures.ts';

/** Spec 002 §8: what failed on the conversations, or the server's own message. */
export function conversationsFailureText(failure: ConversationsFailure): string {
  switch (failure.kind) {
    case 'load-failed':
      return failureText(failure.error, t`Uw berichten konden niet geladen worden`);
    case 'attachment-failed':
      return failureText(failure.error, t`De bijlage kon niet opgehaald worden`);
  }
}

/** Spec 002 §8: what failed while sending a message ('Invalid conversation response' when creation answers nothing). */
export function newMessageFailureText(failure: NewMessageFailure): string {
  switch (failure.kind) {
    case 'invalid-conversation':
      return t`Ongeldig antwoord bij het aanmaken van het gesprek`;
    case 'create-failed':
      return failureText(failure.error, t`Het gesprek kon niet aangemaakt worden`);
    case 'message-failed':
      return failureText(failure.error, t`Uw bericht kon niet verstuurd worden`);
    case 'attachment-failed':
      return failureText(failure.error, t`Een bijlage kon niet verstuurd worden`);
  }
}

export function draftProblemText(problem: MessageDraftProblem): string {
  const subjectMax = SUBJECT_MAX_LENGTH;
  const messageMax = MESSAGE_MAX_LENGTH;
  switch (problem) {
    case 'subject-required':
      return t`Geef een onderwerp`;
    case 'subject-too-long':
      return t`Het onderwerp is te lang (max ${subjectMax} tekens)`;
    case 'message-required':
      return t`Schrijf een bericht`;
    case 'message-too-long':
      return t`Het bericht is te lang (max ${messageMax} tekens)`;
  }
}

/** `foundAfterLostAnswer`: the answer was lost, the conversation read again shows the message (decision 027). */
export function messageSentText(isNew: boolean, foundAfterLostAnswer = false): string {
  if (foundAfterLostAnswer) return t`De verbinding viel even weg, maar uw bericht is aangekomen (één keer).`;
  return isNew ? t`Uw bericht is verstuurd. De uitleendienst antwoordt zo snel mogelijk.` : t`Uw antwoord is verstuurd`;
}
