import { describe, expect, it } from 'vitest';
import { lostPasswordProblems, passes, readLostPasswordDraft } from './account-recovery.ts';
import { INVALID } from './stored-shape.ts';
import { newPasswordProblems } from './new-password.ts';

describe('the forgot-password form (spec 002 §5)', () => {
  it('asks a valid address', () => {
    expect(lostPasswordProblems({ email: '' })).toEqual({ email: [{ rule: 'required' }] });
    expect(lostPasswordProblems({ email: 'admin@' })).toEqual({ email: [{ rule: 'email' }] });
    expect(passes(lostPasswordProblems({ email: ' admin@demo.test ' }))).toBe(true);
  });

  it('reads the address back from a draft, and nothing else', () => {
    expect(readLostPasswordDraft({ email: 'admin@demo.test', password: 'geheim' })).toEqual({ email: 'admin@demo.test' });
    expect(readLostPasswordDraft({ email: 42 })).toEqual({ email: '' });
    expect(readLostPasswordDraft(null)).toBe(INVALID);
  });
});

describe('the new password form (spec 002 §5)', () => {
  it('asks a strong password and the same again', () => {
    expect(newPasswordProblems({ password: '', confirmation: '' })).toEqual({ password: [{ rule: 'required' }], confirmation: [{ rule: 'required' }] });
    expect(newPasswordProblems({ password: 'demo2026', confirmation: 'demo2026' })).toEqual({ password: [{ rule: 'password' }] });
    expect(newPasswordProblems({ password: 'Nieuw!2027', confirmation: 'Nieuw!2026' })).toEqual({ confirmation: [{ rule: 'confirmed' }] });
    expect(passes(newPasswordProblems({ password: 'Nieuw!2027', confirmation: 'Nieuw!2027' }))).toBe(true);
  });
});
