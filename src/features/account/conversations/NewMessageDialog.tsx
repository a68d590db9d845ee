import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { newMessageMachine } from '../../../../machines/new-message/machine.ts';
import { useNewMessageForm } from '../../../app/wiring/new-message.ts';
import { formatPeriodDate } from '../../../domain/format.ts';
import { MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../../../domain/conversations.ts';
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
  /** The form's flow, as the conversations' hook hands it on. */
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
  const form = useNewMessageForm(compose);
  const { problems, locked, failure, progress, orderId } = form;
  const language = i18n.locale as Language;
  const hintId = 'new-message-files-hint';
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <ModalDialog title={form.startsConversation ? t`Nieuw bericht` : t`Antwoorden`} isOpen onClose={onClose}>
      <form
        className="new-message"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        {!form.startsConversation && replyTo !== undefined && <p className="new-message-reply-to">{t`Over: ${replyTo}`}</p>}
        {form.startsConversation &&
          // Spec 002 §5: the subjects to choose from, when the lending service names some; else it is typed.
          (form.subjectOptions.length > 0 ? (
            <Select
              label={t`Onderwerp`}
              options={form.subjectOptions.map((subject) => ({ id: subject, label: subject }))}
              value={form.subject || null}
              onChange={form.changeSubject}
              placeholder={t`Kies een onderwerp`}
              isRequired
              isDisabled={locked}
              error={problems.subject ? draftProblemText(problems.subject) : null}
            />
          ) : (
            <TextField
              label={t`Onderwerp`}
              value={form.subject}
              onChange={form.changeSubject}
              isRequired
              isDisabled={locked}
              maxLength={SUBJECT_MAX_LENGTH}
              error={problems.subject ? draftProblemText(problems.subject) : null}
            />
          ))}
        {form.startsConversation &&
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
              onChange={(id) => form.chooseOrder(id === NO_ORDER ? null : id)}
              placeholder={t`Geen bestelling`}
              isDisabled={locked}
            />
          ) : (
            orderId && <p className="new-message-order">{t`Over bestelling ${orderId}`}</p>
          ))}
        <TextAreaField
          label={t`Bericht`}
          value={form.message}
          onChange={form.changeMessage}
          isRequired
          isDisabled={locked}
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          error={problems.message ? draftProblemText(problems.message) : null}
        />
        <div role="group" aria-labelledby="new-message-files-label" className="new-message-files">
          <div id="new-message-files-label" className="new-message-files-label">
            <Trans>Afbeeldingen</Trans>
          </div>
          <p id={hintId} className="field-description">
            {validFilesText('conversation')}. {maxSizeText('conversation')}
          </p>
          {form.refusals.length > 0 && (
            <div role="alert" className="new-message-refusals-alert">
              <ul className="new-message-refusals">
                {form.refusals.map((refusal) => (
                  <li key={refusal.fileName}>{refusalText(refusal)}</li>
                ))}
              </ul>
            </div>
          )}
          {form.files.length > 0 && (
            <ul className="new-message-file-list" aria-label={t`Gekozen afbeeldingen`}>
              {form.files.map(({ id, name, size, sent }) => (
                <li key={id}>
                  <span className="message-attachment-name">{name}</span>
                  <span className="message-attachment-type">{sent ? t`Verstuurd` : formatUploadSize(size, language)}</span>
                  {!locked && (
                    <Button variant="quiet" onPress={() => form.removeFile(id)}>
                      <Trans>Verwijder</Trans>
                      <span className="visually-hidden"> {name}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {!locked && (
            <FileButton accept={acceptAttribute('conversation')} multiple onFilesChosen={form.chooseFiles} aria-describedby={hintId}>
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
          <Button type="submit" isPending={form.sending}>
            {form.failed ? <Trans>Opnieuw proberen</Trans> : <Trans>Versturen</Trans>}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            <Trans>Annuleren</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
