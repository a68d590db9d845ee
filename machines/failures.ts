import { asApiError, type ApiError } from '../src/domain/api-error.ts';

/**
 * What failed in a flow (the flow's own kind) and the catalogued error of the call. Every flow's
 * failure union is made of these (plus failures that are no call, such as a form left empty),
 * so one helper can word them all: the server's message when it sent one, else the text of the
 * kind (src/texts/failures.ts).
 */
export interface CallFailure<Kind extends string> {
  kind: Kind;
  error: ApiError;
}

/** The failure of a call that rejected with `thrown` (an `ApiFailure`, or anything else: a network error). */
export function callFailure<Kind extends string>(kind: Kind, thrown: unknown): CallFailure<Kind> {
  return { kind, error: asApiError(thrown) };
}
