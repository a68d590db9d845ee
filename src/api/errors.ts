/**
 * The error catalogue of spec 000 §8: every failed call becomes one `ApiError`, so machines
 * keep failures as data. The IO layer holds no display text: views pick it (src/texts).
 */

export type ApiErrorKind =
  | 'missing-token'
  | 'incorrect-details'
  | 'user-not-approved'
  | 'user-locked-out'
  | 'not-linked'
  | 'duplicate'
  | 'unauthorized'
  | 'not-found'
  | 'network'
  | 'invalid-response';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no answer came (network failure). */
  status: number;
  /** The backend's `Error.Message`, when it sent one. */
  serverMessage: string | null;
}

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

export function networkError(): ApiError {
  return { kind: 'network', status: 0, serverMessage: null };
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).kind === 'string' && typeof (value as ApiError).status === 'number';
}

/** Thrown by `unwrap`, so actors can reject with the catalogued error. */
export class ApiFailure extends Error {
  constructor(readonly error: ApiError) {
    super(error.serverMessage ?? `${error.kind} (${error.status})`);
    this.name = 'ApiFailure';
  }
}

/** Any thrown value as a catalogued error (an aborted or failed fetch is a network error). */
export function asApiError(thrown: unknown): ApiError {
  if (thrown instanceof ApiFailure) return thrown.error;
  if (isApiError(thrown)) return thrown;
  return networkError();
}
