/**
 * The error catalogue of spec 000 §8 as data: every failed call becomes one `ApiError`, so machines
 * keep failures as data and views pick the words (src/texts). How an answer of the backend maps
 * onto it is the IO layer's (src/api/errors.ts); what a failure is, and how anything an actor
 * rejected with reads as one, is here, where machines may import it.
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

export function networkError(): ApiError {
  return { kind: 'network', status: 0, serverMessage: null };
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).kind === 'string' && typeof (value as ApiError).status === 'number';
}

/** Thrown by the client's `unwrap`, so actors can reject with the catalogued error. */
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

/**
 * A write that failed this way may still have taken effect (decision 027): no answer came (the
 * connection dropped) or a server or gateway failed, maybe after the backend saved. A 4xx is the
 * backend's refusal: nothing was done.
 */
export function answerMayBeLost(error: unknown): boolean {
  const { status } = asApiError(error);
  return status === 0 || status >= 500;
}
