import { t } from '@lingui/core/macro';
import type { ApiError } from '../domain/api-error.ts';

/** shop.global.errorGeneral (spec 000 §8). */
function generalErrorText(): string {
  return t`Er ging iets mis, probeer het opnieuw`;
}

/**
 * What a person reads of a failed call (spec 000 §8): the server's own `Error.Message` when it
 * sent one, else the text for what failed in the reader's language, else the general error text.
 */
export function failureText(error: ApiError | undefined, whatFailed?: string): string {
  return error?.serverMessage ?? whatFailed ?? generalErrorText();
}
