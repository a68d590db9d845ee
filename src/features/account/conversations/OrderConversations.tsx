import { Trans, useLingui } from '@lingui/react/macro';
import { useConversationsFlow } from '../../../app/wiring/conversations.ts';
import { conversationsFailureText } from '../../../texts/conversations.ts';
import { failureText } from '../../../texts/failures.ts';
import { Button } from '../../../ui/Button.tsx';
import { RetryNotice } from '../../../ui/RetryNotice.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ConversationList } from './ConversationList.tsx';
import { NewMessageDialog } from './NewMessageDialog.tsx';
import './conversations.css';

/**
 * The conversations about one order, on its page, with a button to start one about it. Its own
 * small flow: it is read in the same wave as the order, and a sent message reads only it again.
 */
export function OrderConversations({ reservationOrderId }: { reservationOrderId: string }) {
  const { t } = useLingui();
  const messages = useConversationsFlow({ rentalObjectId: reservationOrderId });
  const { step, failure, conversations, compose, loaded } = messages;
  return (
    <section className="order-conversations" aria-labelledby="order-conversations-title">
      <h2 id="order-conversations-title">
        <Trans>Berichten over deze bestelling</Trans>
      </h2>
      {!loaded && <Spinner label={t`De berichten worden geladen`} />}
      {step === 'failed' && <RetryNotice text={failure ? conversationsFailureText(failure) : failureText(undefined)} onRetry={messages.retry} />}
      {step !== 'failed' &&
        loaded &&
        (conversations.length > 0 ? (
          <ConversationList conversations={conversations} label={t`Berichten over deze bestelling`} showOrder={false} />
        ) : (
          <p className="messages-empty">
            <Trans>Nog geen berichten over deze bestelling.</Trans>
          </p>
        ))}
      <p>
        <Button variant="secondary" isDisabled={step !== 'ready'} onPress={messages.startConversation}>
          <Trans>Bericht over deze bestelling sturen</Trans>
        </Button>
      </p>
      {compose && <NewMessageDialog compose={compose} orders={[]} onClose={messages.closeCompose} />}
    </section>
  );
}
