import { Trans, useLingui } from '@lingui/react/macro';
import { useConversationsFlow } from '../../app/wiring/conversations.ts';
import { ConversationList } from '../../features/account/conversations/ConversationList.tsx';
import { NewMessageDialog } from '../../features/account/conversations/NewMessageDialog.tsx';
import { conversationsFailureText } from '../../texts/conversations.ts';
import { failureText } from '../../texts/failures.ts';
import { Button } from '../../ui/Button.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../features/account/conversations/conversations.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

/** account/messages (spec 002 §2): the conversations with the lending service, and the new-message modal. */
export function MessagesView() {
  const { t } = useLingui();
  usePageTitle(t`Berichten`);
  const messages = useConversationsFlow({});
  const { step, failure, conversations, compose, loaded } = messages;
  return (
    <section aria-labelledby="messages-title" className="messages-page">
      <div className="messages-head">
        <h1 id="messages-title">
          <Trans>Berichten</Trans>
        </h1>
        <Button isDisabled={step !== 'ready'} onPress={messages.startConversation}>
          <Trans>Nieuw bericht</Trans>
        </Button>
      </div>
      <p className="messages-intro">
        <Trans>Uw gesprekken met de uitleendienst, over een bestelling of iets anders.</Trans>
      </p>
      {!loaded && <Spinner label={t`De berichten worden geladen`} />}
      {step === 'failed' && <RetryNotice text={failure ? conversationsFailureText(failure) : failureText(undefined)} onRetry={messages.retry} />}
      {step !== 'failed' && loaded &&
        (conversations.length > 0 ? (
          <ConversationList conversations={conversations} label={t`Gesprekken`} />
        ) : (
          <p className="messages-empty">
            <Trans>U hebt nog geen berichten.</Trans>
          </p>
        ))}
      {compose && <NewMessageDialog compose={compose} orders={messages.orders} onClose={messages.closeCompose} />}
    </section>
  );
}
