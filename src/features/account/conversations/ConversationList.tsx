import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { threadPath } from '../../../app/wiring/conversations.ts';
import { awaitsCustomer, latestCommunication, previewOf, type Conversation } from '../../../domain/conversations.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { textOfHtml } from '../../../ui/sanitize.ts';
import './conversations.css';

/**
 * Conversations as a list (spec 002 §2): subject, order, last change and the latest message.
 * The subject and every other server text are text; the message's HTML is read as text only.
 */
export function ConversationList({ conversations, label, showOrder = true }: { conversations: Conversation[]; label: string; showOrder?: boolean }) {
  const { t } = useLingui();
  return (
    <ul className="conversation-list" aria-label={label}>
      {conversations.map((conversation) => {
        const latest = latestCommunication(conversation);
        const changed = formatDateTime(conversation.DateTimeModified);
        const unanswered = awaitsCustomer(conversation);
        const titleId = `conversation-${conversation.ConversationID}`;
        const order = conversation.RentalObjectID;
        return (
          <li key={conversation.ConversationID} className={unanswered ? 'conversation-item conversation-item-new' : 'conversation-item'} aria-labelledby={titleId}>
            <div className="conversation-item-head">
              <Link href={threadPath(conversation.ConversationID)} className="conversation-subject" id={titleId}>
                {conversation.Subject}
              </Link>
              {unanswered && (
                <span className="conversation-badge">
                  <Trans>Antwoord van de uitleendienst</Trans>
                </span>
              )}
            </div>
            <p className="conversation-meta">
              {showOrder && order && <span>{t`Bestelling ${order}`}</span>}
              <span>{t`Laatst gewijzigd ${changed}`}</span>
            </p>
            {latest && (
              <p className="conversation-preview">
                <span className="conversation-preview-sender">{latest.IsCustomerMessage ? t`U` : t`Uitleendienst`}:</span> {previewOf(textOfHtml(latest.Message))}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
