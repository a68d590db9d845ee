/**
 * How a failed answer of the backend reads in the error catalogue of spec 000 §8
 * (src/domain/api-error.ts). The IO layer holds no display text: views pick it (src/texts).
 */
import type { ApiError, ApiErrorKind } from '../domain/api-error.ts';

export const MISSING_TOKEN_MESSAGE = 'No Bearer authentication Token found';

interface ErrorBody {
  Error?: { Message?: unknown; Code?: unknown };
}

function readError(body: unknown): { message: string | null; code: string | null } {
  const error = (body as ErrorBody | null)?.Error;
  return {
    message: typeof error?.Message === 'string' && error.Message.trim() !== '' ? error.Message : null,
    code: typeof error?.Code === 'string' ? error.Code : null,
  };
}

const KIND_BY_CODE: Record<string, ApiErrorKind> = {
  MissingToken: 'missing-token',
  IncorrectDetails: 'incorrect-details',
  UserNotApproved: 'user-not-approved',
  UserLockedOut: 'user-locked-out',
  NotLinkedToApprovedOrganisation: 'not-linked',
};

/** Maps a failed answer (status + parsed body) to the catalogue, in the spec's order. */
export function toApiError(status: number, body: unknown): ApiError {
  const { message, code } = readError(body);
  let kind: ApiErrorKind;
  if (message === MISSING_TOKEN_MESSAGE) kind = 'missing-token';
  else if (code && KIND_BY_CODE[code]) kind = KIND_BY_CODE[code];
  else if (status === 409) kind = 'duplicate';
  else if (status === 401) kind = 'unauthorized';
  else if (status === 404) kind = 'not-found';
  else kind = 'invalid-response';
  return { kind, status, serverMessage: message };
}
