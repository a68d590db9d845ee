import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef } from 'react';
import type { UploadEntry } from '../../../../machines/attachments/machine.ts';
import type { UploadActor } from '../../../../machines/attachments/selectors.ts';
import type { Language } from '../../../domain/language.ts';
import { useAttachmentsFlow, useUploadRow } from '../../../app/wiring/attachments.ts';
import { formatPercent } from '../../../domain/format.ts';
import { acceptAttribute, formatUploadSize, type AttachmentOwner, type CartAttachment } from '../../../domain/uploads.ts';
import { Button } from '../../../ui/Button.tsx';
import { FileButton } from '../../../ui/FileButton.tsx';
import { ProgressBar } from '../../../ui/ProgressBar.tsx';
import { maxSizeText, uploadErrorText, validFilesText } from '../../../texts/attachments.ts';
import './attachments.css';

export interface AttachmentsFieldProps {
  /** A cart line or the cart (the event flyer). Give the field a `key` per owner: it is read once. */
  owner: AttachmentOwner;
  /** The owner's files as the page has them now (a line's `Attachments`, the cart's, an order's); the field follows the cart from then on. */
  attachments: CartAttachment[];
  /** What the files are for; part of the file button's name. */
  label: string;
  /** The line's product requires a file (RequireUpload). */
  required?: boolean;
}

function UploadRow({ actor, entry, noteRemoval }: { actor: UploadActor; entry: UploadEntry; noteRemoval: () => void }) {
  const { t, i18n } = useLingui();
  const { progress, failed, failure, retry, dismiss: discard } = useUploadRow(actor);
  const name = entry.fileName;
  const percent = formatPercent(progress, i18n.locale as Language);
  const hiddenName = <span className="visually-hidden"> {name}</span>;
  const dismiss = () => {
    noteRemoval();
    discard();
  };

  if (failed) {
    return (
      <li className="attachment attachment-failed">
        <div className="attachment-main">
          <span className="attachment-name">{name}</span>
          <span className="attachment-meta attachment-error">{failure ? uploadErrorText(failure.error) : null}</span>
        </div>
        <div className="attachment-actions">
          <Button variant="secondary" onPress={retry}>
            <Trans>Opnieuw proberen</Trans>
            {hiddenName}
          </Button>
          <Button variant="quiet" onPress={dismiss}>
            <Trans>Verwijder</Trans>
            {hiddenName}
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li className="attachment">
      <div className="attachment-main">
        <span className="attachment-name">{name}</span>
        <span className="attachment-meta attachment-progress">
          <ProgressBar value={progress} label={name} valueText={percent} />
          <span aria-hidden="true">{progress < 1 ? percent : t`Verwerken…`}</span>
        </span>
      </div>
      <div className="attachment-actions">
        <Button variant="quiet" onPress={dismiss}>
          <Trans>Annuleer</Trans>
          {hiddenName}
        </Button>
      </div>
    </li>
  );
}

/**
 * The files of a cart line or of the cart (spec 001 §3, §5): a file button, each upload with its
 * progress bar (or its error, a retry and a remove), and the stored files with their delete.
 */
export function AttachmentsField({ owner, attachments, label, required = false }: AttachmentsFieldProps) {
  const { t, i18n } = useLingui();
  const { stored, uploads, deletingId, canDelete, choose, remove } = useAttachmentsFlow(owner, attachments);
  const labelId = useId();
  const buttonTextId = useId();
  const hintId = useId();

  // A removed row takes the focus with it: the file button gets it back.
  const fileButton = useRef<HTMLButtonElement>(null);
  const removing = useRef(false);
  const noteRemoval = () => {
    removing.current = true;
  };
  useLayoutEffect(() => {
    if (!removing.current || deletingId !== null) return;
    if (document.activeElement === null || document.activeElement === document.body) fileButton.current?.focus();
    removing.current = false;
  });

  return (
    <div role="group" aria-labelledby={labelId} className="attachments-field">
      <div id={labelId} className="attachments-field-label">
        {label}
        {required && (
          <span className="attachments-field-required">
            {' '}
            (<Trans>verplicht</Trans>)
          </span>
        )}
      </div>
      <p id={hintId} className="field-description">
        {validFilesText(owner.kind)}. {maxSizeText()}
      </p>
      {stored.length + uploads.length > 0 ? (
        <ul className="attachments-list">
          {stored.map((attachment) => {
            const name = attachment.FileName;
            const deleting = attachment.CartAttachmentID === deletingId;
            return (
              <li key={attachment.CartAttachmentID} className="attachment" aria-busy={deleting || undefined}>
                <div className="attachment-main">
                  <span className="attachment-name">{name}</span>
                  <span className="attachment-meta">{deleting ? t`Bezig met verwijderen…` : formatUploadSize(attachment.FileSize, i18n.locale as Language)}</span>
                </div>
                {canDelete && (
                  <div className="attachment-actions">
                    {/* One delete at a time; aria-disabled rather than disabled, which would drop the keyboard focus. */}
                    <Button
                      variant="quiet"
                      aria-disabled={deletingId !== null || undefined}
                      onPress={() => {
                        noteRemoval();
                        remove(attachment.CartAttachmentID);
                      }}
                    >
                      <Trans>Verwijder</Trans>
                      <span className="visually-hidden"> {name}</span>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
          {uploads.map(({ entry, actor }) => (
            <UploadRow key={entry.id} actor={actor} entry={entry} noteRemoval={noteRemoval} />
          ))}
        </ul>
      ) : (
        <p className="attachments-empty">
          <Trans>Nog geen bestanden toegevoegd.</Trans>
        </p>
      )}
      <div className="attachments-field-choose">
        <FileButton
          ref={fileButton}
          accept={acceptAttribute(owner.kind)}
          multiple
          onFilesChosen={choose}
          aria-labelledby={`${buttonTextId} ${labelId}`}
          aria-describedby={hintId}
        >
          <span id={buttonTextId}>
            <Trans>Bestanden kiezen</Trans>
          </span>
        </FileButton>
      </div>
    </div>
  );
}
