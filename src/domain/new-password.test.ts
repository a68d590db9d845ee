import { describe, expect, it } from 'vitest';
import { checkNewPassword, EMPTY_NEW_PASSWORD } from './new-password.ts';

describe('a password chosen for a new account', () => {
  it('must be strong and confirmed', () => {
    expect(checkNewPassword(EMPTY_NEW_PASSWORD)).toEqual({
      valid: false,
      errors: { password: [{ rule: 'required' }], confirmation: [{ rule: 'required' }] },
      firstField: 'password',
    });
    expect(checkNewPassword({ password: 'kelder2026', confirmation: 'kelder2026' })).toMatchObject({ valid: false, errors: { password: [{ rule: 'password' }] } });
    expect(checkNewPassword({ password: 'Kelder!2026', confirmation: 'Kelder!2025' })).toEqual({
      valid: false,
      errors: { confirmation: [{ rule: 'confirmed' }] },
      firstField: 'confirmation',
    });
    expect(checkNewPassword({ password: 'Kelder!2026', confirmation: 'Kelder!2026' })).toEqual({ valid: true });
  });
});
