import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { MESSAGES_TAB, ORDERS_TAB } from '../../app/account-tabs.ts';
import { useConversationsFlow } from '../../app/wiring/conversations.ts';
import { formatDateTime } from '../../domain/format.ts';
import { MessageAttachments } from '../../features/account/conversations/MessageAttachments.tsx';
import { NewMessageDialog } from '../../features/account/conversations/NewMessageDialog.tsx';
import { conversationsFailureText } from '../../texts/conversations.ts';
import { failureText } from '../../texts/failures.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../features/account/conversations/conversations.css';
import '../../ui/form-page.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

/**
 * account/messages/{conversationId} (spec 002 §2, §3): a conversation with every message, the
 * customer's own on one side and the lending service's on the other; a message's HTML is
 * sanitised, the subject and file names are text. A reply opens the new-message modal.
 */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const { t } = useLingui();
  const messages = useConversationsFlow({ threadId: conversationId });
  const { step, failure, fetching, compose, loaded, thread: conversation } = messages;
  const subject = conversation?.Subject ?? t`Gesprek`;
  // The subject comes with the conversation: the title waits for it.
  usePageTitle(conversation?.Subject);
  const started = conversation ? formatDateTime(conversation.DateTimeCreated) : '';
  return (
    <section aria-labelledby="thread-title" className="thread-page">
      <Breadcrumbs
        label={t`Kruimelpad`}
        crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Mijn account`, href: '/account' }, { label: t`Berichten`, href: MESSAGES_TAB.path }, { label: subject }]}
      />
      <h1 id="thread-title" className="thread-title">
        {subject}
      </h1>
      {!loaded && <Spinner label={t`Het gesprek wordt geladen`} />}
      {step === 'failed' && <RetryNotice text={failure ? conversationsFailureText(failure) : failureText(undefined)} onRetry={messages.retry} />}
      {step !== 'failed' && loaded && !conversation && (
        <p role="alert" className="notice notice-error">
          <Trans>Dit gesprek bestaat niet (meer).</Trans>
        </p>
      )}
      {conversation && (
        <>
          <p className="conversation-meta">
            {conversation.RentalObjectID && (
              <span>
                <Trans>Over bestelling</Trans>{' '}
                <Link href={`${ORDERS_TAB.path}/detail/${encodeURIComponent(conversation.RentalObjectID)}`}>{conversation.RentalObjectID}</Link>
              </span>
            )}
            <span>{t`Begonnen ${started}`}</span>
          </p>
          <ol className="thread" aria-label={t`Berichten`}>
            {conversation.Communications.map((communication) => {
              const sender = communication.IsCustomerMessage ? t`U` : t`Uitleendienst`;
              const at = formatDateTime(communication.DateTimeCreated);
              return (
                <li key={communication.ConversationCommunicationID} className={communication.IsCustomerMessage ? 'message message-own' : 'message message-service'}>
                  <article aria-label={t`${sender}, ${at}`}>
                    <p className="message-head">
                      <span className="message-sender">{sender}</span> <time dateTime={communication.DateTimeCreated}>{at}</time>
                    </p>
                    <SafeHtml html={communication.Message} className="message-body" />
                    <MessageAttachments attachments={communication.Attachments} fetching={fetching} onRequest={messages.download} />
                  </article>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div className="form-page-actions">
        <Link href={MESSAGES_TAB.path} className="button button-secondary">
          <Trans>Terug naar de berichten</Trans>
        </Link>
        {conversation && (
          <Button isDisabled={step !== 'ready'} onPress={messages.reply}>
            <Trans>Antwoorden</Trans>
          </Button>
        )}
      </div>
      {compose && conversation && <NewMessageDialog compose={compose} orders={[]} replyTo={conversation.Subject} onClose={messages.closeCompose} />}
    </section>
  );
}
