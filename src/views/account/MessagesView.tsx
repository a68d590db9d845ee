import { Trans, useLingui } from '@lingui/react/macro';
import { selectCompose, selectConversations, selectFailure, selectHasLoaded, selectOrders, selectStep } from '../../../machines/conversations/selectors.ts';
import { ConversationList } from '../../features/account/conversations/ConversationList.tsx';
import { NewMessageDialog } from '../../features/account/conversations/NewMessageDialog.tsx';
import { useConversations } from '../../features/account/conversations/useConversations.ts';
import { conversationsFailureText } from '../../texts/conversations.ts';
import { failureText } from '../../texts/failures.ts';
import { Button } from '../../ui/Button.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../features/account/conversations/conversations.css';
import { usePageTitle } from '../../app/page-title.tsx';

/** account/messages (spec 002 §2): the conversations with the lending service, and the new-message modal. */
export function MessagesView() {
  const { t } = useLingui();
  usePageTitle(t`Berichten`);
  const [snapshot, send] = useConversations({});
  const step = selectStep(snapshot);
  const failure = selectFailure(snapshot);
  const conversations = selectConversations(snapshot);
  const compose = selectCompose(snapshot);
  return (
    <section aria-labelledby="messages-title" className="messages-page">
      <div className="messages-head">
        <h1 id="messages-title">
          <Trans>Berichten</Trans>
        </h1>
        <Button isDisabled={step !== 'ready'} onPress={() => send({ type: 'COMPOSE_OPENED', conversationId: null })}>
          <Trans>Nieuw bericht</Trans>
        </Button>
      </div>
      <p className="messages-intro">
        <Trans>Uw gesprekken met de uitleendienst, over een bestelling of iets anders.</Trans>
      </p>
      {!selectHasLoaded(snapshot) && <Spinner label={t`De berichten worden geladen`} />}
      {step === 'failed' && <RetryNotice text={failure ? conversationsFailureText(failure) : failureText(undefined)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />}
      {step !== 'failed' && selectHasLoaded(snapshot) &&
        (conversations.length > 0 ? (
          <ConversationList conversations={conversations} label={t`Gesprekken`} />
        ) : (
          <p className="messages-empty">
            <Trans>U hebt nog geen berichten.</Trans>
          </p>
        ))}
      {compose && <NewMessageDialog compose={compose} orders={selectOrders(snapshot)} onClose={() => send({ type: 'COMPOSE_CLOSED' })} />}
    </section>
  );
}
