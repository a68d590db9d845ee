import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { newMessageMachine } from '../../../../machines/new-message/machine.ts';
import { selectDraft, selectFailure, selectIsSending, selectProblems, selectStartsConversation, selectUploadProgress } from '../../../../machines/new-message/selectors.ts';
import { useStyleSettings } from '../../../app/style.ts';
import { formatPeriodDate } from '../../../domain/format.ts';
import type { Language } from '../../../domain/language.ts';
import type { ReservationOrder } from '../../../domain/orders.ts';
import { acceptAttribute, formatUploadSize } from '../../../domain/uploads.ts';
import { maxSizeText, refusalText, validFilesText } from '../../../texts/attachments.ts';
import { draftProblemText, newMessageFailureText } from '../../../texts/conversations.ts';
import { Button } from '../../../ui/Button.tsx';
import { FileButton } from '../../../ui/FileButton.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { ProgressBar } from '../../../ui/ProgressBar.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import './conversations.css';

const NO_ORDER = 'geen-bestelling';

export interface NewMessageDialogProps {
  compose: ActorRefFrom<typeof newMessageMachine>;
  /** The orders to choose from; none when the order is preset (an order's page) or for a reply. */
  orders: ReservationOrder[];
  /** The subject of the conversation a reply goes to. */
  replyTo?: string;
  onClose: () => void;
}

/** Spec 002 §2, §3: the new-message modal (a new conversation, or a reply in one). */
export function NewMessageDialog({ compose, orders, replyTo, onClose }: NewMessageDialogProps) {
  const { t, i18n } = useLingui();
  // Spec 002 §5: the subjects to choose from, when the lending service names some; else it is typed.
  const { conversationSubjects: subjectOptions } = useStyleSettings();
  const language = i18n.locale as Language;
  const draft = useSelector(compose, selectDraft);
  const sending = useSelector(compose, selectIsSending);
  const failure = useSelector(compose, selectFailure);
  const problems = useSelector(compose, selectProblems);
  const progress = useSelector(compose, selectUploadProgress);
  const startsConversation = useSelector(compose, selectStartsConversation);
  const failed = useSelector(compose, (s) => s.matches('failed'));
  // Once the conversation exists (a retry), its subject and order are given.
  const locked = sending || failed;
  const orderId = draft.rentalObjectId;
  const hintId = 'new-message-files-hint';
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <ModalDialog title={startsConversation ? t`Nieuw bericht` : t`Antwoorden`} isOpen onClose={onClose}>
      <form
        className="new-message"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          compose.send({ type: failed ? 'RETRY_REQUESTED' : 'SUBMITTED' });
        }}
      >
        {!startsConversation && replyTo !== undefined && <p className="new-message-reply-to">{t`Over: ${replyTo}`}</p>}
        {startsConversation &&
          (subjectOptions.length > 0 ? (
            <Select
              label={t`Onderwerp`}
              options={subjectOptions.map((subject) => ({ id: subject, label: subject }))}
              value={draft.subject || null}
              onChange={(subject) => compose.send({ type: 'SUBJECT_CHANGED', subject })}
              placeholder={t`Kies een onderwerp`}
              isRequired
              isDisabled={locked}
              error={problems.subject ? draftProblemText(problems.subject) : null}
            />
          ) : (
            <TextField
              label={t`Onderwerp`}
              value={draft.subject}
              onChange={(subject) => compose.send({ type: 'SUBJECT_CHANGED', subject })}
              isRequired
              isDisabled={locked}
              maxLength={200}
              error={problems.subject ? draftProblemText(problems.subject) : null}
            />
          ))}
        {startsConversation &&
          (orders.length > 0 ? (
            <Select
              label={t`Bestelling (niet verplicht)`}
              options={[
                { id: NO_ORDER, label: t`Geen bestelling` },
                ...orders.map((order) => ({
                  id: order.ReservationOrderID,
                  label: order.ReservationOrderID,
                  detail: `${formatPeriodDate(order.DateTimeBusinessStart, language)} – ${formatPeriodDate(order.DateTimeBusinessEnd, language)}`,
                })),
              ]}
              value={orderId ?? NO_ORDER}
              onChange={(id) => compose.send({ type: 'ORDER_CHOSEN', rentalObjectId: id === NO_ORDER ? null : id })}
              placeholder={t`Geen bestelling`}
              isDisabled={locked}
            />
          ) : (
            orderId && <p className="new-message-order">{t`Over bestelling ${orderId}`}</p>
          ))}
        <TextAreaField
          label={t`Bericht`}
          value={draft.message}
          onChange={(message) => compose.send({ type: 'MESSAGE_CHANGED', message })}
          isRequired
          isDisabled={locked}
          rows={6}
          maxLength={5000}
          error={problems.message ? draftProblemText(problems.message) : null}
        />
        <div role="group" aria-labelledby="new-message-files-label" className="new-message-files">
          <div id="new-message-files-label" className="new-message-files-label">
            <Trans>Afbeeldingen</Trans>
          </div>
          <p id={hintId} className="field-description">
            {validFilesText('conversation')}. {maxSizeText('conversation')}
          </p>
          {draft.refusals.length > 0 && (
            <div role="alert" className="new-message-refusals-alert">
              <ul className="new-message-refusals">
                {draft.refusals.map((refusal) => (
                  <li key={refusal.fileName}>{refusalText(refusal)}</li>
                ))}
              </ul>
            </div>
          )}
          {draft.files.length > 0 && (
            <ul className="new-message-file-list" aria-label={t`Gekozen afbeeldingen`}>
              {draft.files.map(({ id, file }, index) => {
                const name = file.name;
                const sent = index < draft.sentFiles && draft.communicationId !== null;
                return (
                  <li key={id}>
                    <span className="message-attachment-name">{name}</span>
                    <span className="message-attachment-type">{sent ? t`Verstuurd` : formatUploadSize(file.size, language)}</span>
                    {!locked && (
                      <Button variant="quiet" onPress={() => compose.send({ type: 'FILE_REMOVED', fileId: id })}>
                        <Trans>Verwijder</Trans>
                        <span className="visually-hidden"> {name}</span>
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {!locked && (
            <FileButton accept={acceptAttribute('conversation')} multiple onFilesChosen={(files) => compose.send({ type: 'FILES_CHOSEN', files })} aria-describedby={hintId}>
              <Trans>Afbeeldingen kiezen</Trans>
            </FileButton>
          )}
        </div>
        {progress !== null && <ProgressBar value={progress} label={t`Afbeeldingen versturen`} valueText={`${percent}%`} />}
        {failure && (
          <div role="alert" className="notice notice-error">
            {newMessageFailureText(failure)}
          </div>
        )}
        <div className="form-actions dialog-actions">
          <Button type="submit" isPending={sending}>
            {failed ? <Trans>Opnieuw proberen</Trans> : <Trans>Versturen</Trans>}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            <Trans>Annuleren</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
