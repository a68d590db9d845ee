import { createInvoicesActors } from '../../../machines/invoices/actors.ts';
import { invoicesMachine } from '../../../machines/invoices/machine.ts';
import { paymentReturnPath } from '../../domain/payment.ts';
import { invoicesFailureText } from '../../texts/invoices.ts';
import { saveFile } from '../../ui/download.ts';
import type { ShopServices } from '../environment.ts';

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
