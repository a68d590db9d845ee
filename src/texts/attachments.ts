import { t } from '@lingui/core/macro';
import type { DeleteFailureNotice } from '../../machines/attachments/machine.ts';
import type { RefusalNotice, UploadFailureNotice } from '../../machines/upload/machine.ts';
import type { ApiError } from '../domain/api-error.ts';
import { ACCEPTED_EXTENSIONS, maxMegabytesOf, type FileRuleKind } from '../domain/uploads.ts';
import { failureText } from './failures.ts';

/** Spec 000 §5: 'Valid files: {allowed}'. */
export function validFilesText(owner: FileRuleKind): string {
  const allowed = ACCEPTED_EXTENSIONS[owner].join(', ');
  return t`Geldige bestanden: ${allowed}`;
}

export function maxSizeText(owner: FileRuleKind = 'cart'): string {
  const maxSize = maxMegabytesOf(owner);
  return t`Maximaal ${maxSize} MB per bestand.`;
}

/** Spec 000 §5: the size and extension messages, after the name of the file they are about. */
export function refusalText({ fileName, owner, refusal }: RefusalNotice): string {
  const maxSize = maxMegabytesOf(owner);
  const message =
    refusal === 'too-big'
      ? t`Het geselecteerde bestand is te groot (max ${maxSize} MB)`
      : `${t`Het geselecteerde bestand is niet ondersteund`}. ${validFilesText(owner)}`;
  return `${fileName}: ${message}`;
}

/** errorUpload (spec 001 §8), unless the server said why. */
export function uploadErrorText(error: ApiError): string {
  return failureText(error, t`Het bestand kon niet opgeladen worden. Probeer het opnieuw.`);
}

export function uploadFailedText({ fileName, error }: UploadFailureNotice): string {
  return `${fileName}: ${uploadErrorText(error)}`;
}

/** errorDelete (spec 001 §8), unless the server said why. */
export function deleteFailedText({ fileName, error }: DeleteFailureNotice): string {
  return `${fileName}: ${failureText(error, t`Het bestand kon niet verwijderd worden. Probeer het opnieuw.`)}`;
}
