import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from './navigation.ts';

describe('where a login returns to', () => {
  it.each([
    ['/account/details', '/account/details'],
    ['/winkelwagen?stap=2', '/winkelwagen?stap=2'],
    [null, '/home'],
    ['', '/home'],
    ['https://evil.example/', '/home'],
    ['//evil.example/', '/home'],
    ['/\\evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
  ])('%s → %s', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it('carries the path in the login address', () => {
    expect(loginPathReturningTo('/account/details?tab=orders')).toBe('/login?returnTo=%2Faccount%2Fdetails%3Ftab%3Dorders');
  });
});
