import { describe, expect, it } from 'vitest';
import { isAdminUser, mayAccess } from './access.ts';

describe('account tab access (spec 000 §6)', () => {
  it.each([
    ['OnlyUser', true, true],
    ['OnlyUser', false, false],
    ['OnlySubUser', true, false],
    ['OnlySubUser', false, true],
    ['UserAndSubUser', true, true],
    ['UserAndSubUser', false, true],
    ['NoOne', true, false],
    ['NoOne', false, false],
  ] as const)('%s for an admin=%s: %s', (level, isAdmin, allowed) => {
    expect(mayAccess(level, isAdmin)).toBe(allowed);
  });

  it('knows the admin by the default role name', () => {
    expect(isAdminUser('Hoofdgebruiker', 'Hoofdgebruiker')).toBe(true);
    expect(isAdminUser('Medewerker', 'Hoofdgebruiker')).toBe(false);
  });
});
