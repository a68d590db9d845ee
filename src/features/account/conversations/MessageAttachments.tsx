import { useLingui } from '@lingui/react/macro';
import { attachmentTypeOf, type ConversationAttachment } from '../../../domain/conversations.ts';
import { Button } from '../../../ui/Button.tsx';
import './conversations.css';

/**
 * A message's attachments with their type. Each is fetched on request and handed to the browser
 * as a file: the address of an attachment carries the access token, so it is never a link.
 */
export function MessageAttachments({ attachments, fetching, onRequest }: { attachments: ConversationAttachment[]; fetching: string | null; onRequest: (attachment: ConversationAttachment) => void }) {
  const { t } = useLingui();
  if (attachments.length === 0) return null;
  return (
    <ul className="message-attachments" aria-label={t`Bijlagen`}>
      {attachments.map((attachment) => {
        const name = attachment.FileName;
        const type = attachmentTypeOf(attachment);
        return (
          <li key={attachment.AttachmentID}>
            <span className="message-attachment-name">{name}</span>
            <span className="message-attachment-type">{type}</span>
            <Button
              variant="quiet"
              aria-label={t`${name} downloaden`}
              isPending={fetching === attachment.AttachmentID}
              isDisabled={fetching !== null && fetching !== attachment.AttachmentID}
              onPress={() => onRequest(attachment)}
            >
              {t`Downloaden`}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
