import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { serialRedirectLogic } from '../../app/wiring/serial-redirect.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { failureText } from '../../texts/failures.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { ProductNotFound } from './ProductNotFound.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';

/** product/serial/{serial} and sn/{serial}: on to the product of a serial number (spec 001 §2). */
export function SerialRedirectView() {
  const { t } = useLingui();
  const { serial = '' } = useParams<{ serial: string }>();
  const [snapshot, send] = useFlow(serialRedirectLogic, { serial });

  if (snapshot.matches('notFound')) return <ProductNotFound />;
  if (snapshot.matches('failed')) {
    return (
      <RetryNotice text={failureText(snapshot.context.failure?.error)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />
    );
  }
  return <Spinner label={t`Het artikel wordt opgezocht`} />;
}
