import { t } from '@lingui/core/macro';
import type { InvoicesFailure } from '../../machines/invoices/machine.ts';
import { failureText } from './failures.ts';

/** Spec 002 §8: the invoices' fetch and download errors, with the server's message when it gave one. */
export function invoicesFailureText(failure: InvoicesFailure): string {
  switch (failure.kind) {
    case 'load-failed':
      return failureText(failure.error, t`De facturen konden niet geladen worden.`);
    case 'download-failed':
      return failureText(failure.error, t`De factuur kon niet gedownload worden.`);
  }
}
