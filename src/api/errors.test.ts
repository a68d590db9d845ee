import { describe, expect, it } from 'vitest';
import { MISSING_TOKEN_MESSAGE, toApiError } from './errors.ts';

const body = (Message: string, Code = 'Validation') => ({ Error: { Message, Code } });

describe('the error catalogue (spec 000 §8)', () => {
  it.each([
    [401, body(MISSING_TOKEN_MESSAGE, 'MissingToken'), 'missing-token'],
    [400, body(MISSING_TOKEN_MESSAGE, 'Validation'), 'missing-token'],
    [400, body('Onjuiste gegevens', 'IncorrectDetails'), 'incorrect-details'],
    [403, body('Niet goedgekeurd', 'UserNotApproved'), 'user-not-approved'],
    [403, body('Geblokkeerd', 'UserLockedOut'), 'user-locked-out'],
    [403, body('Niet gekoppeld', 'NotLinkedToApprovedOrganisation'), 'not-linked'],
    [409, body('Bestaat al', 'Duplicate'), 'duplicate'],
    [401, body('Verlopen', 'TokenExpired'), 'unauthorized'],
    [404, body('Niet gevonden', 'NotFound'), 'not-found'],
    [500, body('Kapot', 'InjectedFailure'), 'invalid-response'],
    [502, 'Bad gateway', 'invalid-response'],
  ] as const)('status %i with %j is %s', (status, payload, kind) => {
    expect(toApiError(status, payload).kind).toBe(kind);
  });

  it("keeps the server's Error.Message, and no text of its own (views word failures)", () => {
    expect(toApiError(400, body('Het veld Naam is verplicht'))).toEqual({ kind: 'invalid-response', status: 400, serverMessage: 'Het veld Naam is verplicht' });
    expect(toApiError(500, null).serverMessage).toBeNull();
    expect(toApiError(500, { Error: { Message: '  ' } }).serverMessage).toBeNull();
  });
});
