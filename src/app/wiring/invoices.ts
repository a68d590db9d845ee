import { useMemo } from 'react';
import { createInvoicesActors } from '../../../machines/invoices/actors.ts';
import { invoicesMachine } from '../../../machines/invoices/machine.ts';
import { selectDownloadFailure, selectLoadFailure, selectRows, selectStatus } from '../../../machines/invoices/selectors.ts';
import { paymentReturnPath } from '../../domain/payment.ts';
import { invoicesFailureText } from '../../texts/invoices.ts';
import { saveFile } from '../../ui/download.ts';
import type { ShopServices } from '../environment.ts';
import { useFlow } from './use-flow.ts';

/** The invoices tab: its calls, a PDF handed to the browser, a payment opened through the payment return address (the modal over this tab). */
export function invoicesLogic({ api, navigate, toasts }: Pick<ShopServices, 'api' | 'navigate' | 'toasts'>) {
  return invoicesMachine.provide({
    actors: createInvoicesActors(api),
    actions: {
      saveDocument: (_, { blob, fileName }) => saveFile(fileName, blob),
      openPayment: (_, { invoiceId }) => navigate(paymentReturnPath({ kind: 'invoice', invoiceId })),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invoicesFailureText(failure) }),
    },
  });
}

/** The invoices tab: its rows with what each offers, its failures, and the PDF, payment and retry a person asks for. */
export function useInvoicesFlow() {
  const [snapshot, send] = useFlow(invoicesLogic, undefined);
  const actions = useMemo(
    () => ({
      retry: () => send({ type: 'RETRY_REQUESTED' }),
      download: (invoiceId: string) => send({ type: 'DOWNLOAD_REQUESTED', invoiceId }),
      pay: (invoiceId: string) => send({ type: 'PAYMENT_REQUESTED', invoiceId }),
    }),
    [send],
  );
  return {
    rows: selectRows(snapshot),
    status: selectStatus(snapshot),
    loadFailure: selectLoadFailure(snapshot),
    downloadFailure: selectDownloadFailure(snapshot),
    ...actions,
  };
}
