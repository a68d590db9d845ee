import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { useSerialRedirectFlow } from '../../app/wiring/serial-redirect.ts';
import { failureText } from '../../texts/failures.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { ProductNotFound } from './ProductNotFound.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';

/** product/serial/{serial} and sn/{serial}: on to the product of a serial number (spec 001 §2). */
export function SerialRedirectView() {
  const { t } = useLingui();
  const { serial = '' } = useParams<{ serial: string }>();
  const { status, failure, retry } = useSerialRedirectFlow(serial);

  if (status === 'notFound') return <ProductNotFound />;
  if (status === 'failed') return <RetryNotice text={failureText(failure?.error)} onRetry={retry} />;
  return <Spinner label={t`Het artikel wordt opgezocht`} />;
}
