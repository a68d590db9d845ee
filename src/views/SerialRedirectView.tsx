import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { createSerialRedirectActors } from '../../machines/product/actors.ts';
import { serialRedirectMachine } from '../../machines/product/serial.ts';
import { useServices } from '../app/services.ts';
import { productPath } from '../domain/catalogue.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { ProductNotFound } from '../features/product/ProductNotFound.tsx';
import { RetryNotice } from '../ui/RetryNotice.tsx';

/** product/serial/{serial} and sn/{serial}: on to the product of a serial number (spec 001 §2). */
export function SerialRedirectView() {
  const { t } = useLingui();
  const { serial = '' } = useParams<{ serial: string }>();
  const [, navigate] = useLocation();
  const { api, inspect } = useServices();
  const [logic] = useState(() =>
    serialRedirectMachine.provide({
      actors: createSerialRedirectActors(api),
      actions: { redirectToProduct: (_, { productId }) => navigate(productPath(productId), { replace: true }) },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { serial }, inspect });

  if (snapshot.matches('notFound')) return <ProductNotFound />;
  if (snapshot.matches('failed')) {
    return (
      <RetryNotice text={snapshot.context.failure?.text} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />
    );
  }
  return <Spinner label={t`Het artikel wordt opgezocht`} />;
}
