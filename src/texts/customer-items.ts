import { t } from '@lingui/core/macro';
import type { CustomerItemsFailure } from '../../machines/customer-items/machine.ts';
import { failureText } from './failures.ts';

/** Spec 002 §8 (serial list fetchError): what failed on the items page, or the server's own message. */
export function customerItemsFailureText(failure: CustomerItemsFailure): string {
  switch (failure.kind) {
    case 'load-failed':
      return failureText(failure.error, t`Uw materiaal kon niet geladen worden`);
    case 'attachments-failed':
      return failureText(failure.error, t`De documenten van dit toestel konden niet geladen worden`);
    case 'zip-failed':
      return failureText(failure.error, t`De documenten konden niet gedownload worden`);
  }
}
