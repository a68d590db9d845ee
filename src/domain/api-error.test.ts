import { describe, expect, it } from 'vitest';
import { ApiFailure, asApiError } from './api-error.ts';

describe('anything an actor rejected with, as a catalogued error', () => {
  it('is the error an ApiFailure carries', () => {
    const error = { kind: 'not-found', status: 404, serverMessage: 'Artikel niet gevonden' } as const;
    expect(asApiError(new ApiFailure(error))).toBe(error);
  });

  it('is itself when it already is one', () => {
    const error = { kind: 'duplicate', status: 409, serverMessage: null } as const;
    expect(asApiError(error)).toBe(error);
  });

  it('is a network error otherwise (a failed or aborted fetch)', () => {
    expect(asApiError(new TypeError('Failed to fetch'))).toEqual({ kind: 'network', status: 0, serverMessage: null });
  });
});
