import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { paymentMachine } from '../../../../machines/payment/machine.ts';
import { usePaymentStatus } from '../../../app/wiring/payment.ts';
import type { Language } from '../../../domain/language.ts';
import { formatMoney } from '../../../domain/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { RetryNotice } from '../../../ui/RetryNotice.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { paymentFailureText } from '../../../texts/payment.ts';
import './payment.css';

export type PaymentActor = ActorRefFrom<typeof paymentMachine>;

/**
 * The state of one online payment (spec 002 §4): asking, the amount due with 'Nu betalen', the
 * failure with a retry, or paid. The actor is owned by whoever pays (the payment modal, the
 * checkout), whose hook hands it here.
 */
export function PaymentStatus({ payment }: { payment: PaymentActor }) {
  const { t, i18n } = useLingui();
  const { view, payNow, retry } = usePaymentStatus(payment);
  switch (view.kind) {
    case 'loading':
      return (
        <div className="payment-status">
          <Spinner label={t`De betaling wordt opgevraagd`} />
        </div>
      );
    case 'redirecting':
      return (
        <div className="payment-status" role="status">
          <Spinner label={t`U gaat naar de betaalpagina`} />
          <p>
            <Trans>U gaat naar de betaalpagina…</Trans>
          </p>
        </div>
      );
    case 'unpaid':
      return (
        <div className="payment-status">
          <p className="payment-amount">
            <Trans>
              Te betalen: <strong>{formatMoney(view.amountDue, i18n.locale as Language)}</strong>
            </Trans>
          </p>
          <p className="muted">
            <Trans>U betaalt veilig bij onze betaalprovider en komt daarna hier terug. Is de betaling al gebeurd, dan verschijnt dat hier vanzelf.</Trans>
          </p>
          <Button onPress={payNow}>
            <Trans>Nu betalen</Trans>
          </Button>
        </div>
      );
    case 'failed':
      return <RetryNotice text={paymentFailureText(view.failure)} onRetry={retry} />;
    case 'paid':
      return (
        <div className="payment-status payment-paid" role="status">
          <p>
            <Trans>De betaling is ontvangen. Bedankt!</Trans>
          </p>
        </div>
      );
  }
}
