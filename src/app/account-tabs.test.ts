import { describe, expect, it } from 'vitest';
import { accountEntryPath, PROFILE_TAB } from './account-tabs.ts';

describe('where /account leads (spec 002 §2)', () => {
  it('to the tab ?tab= names, when it has a page', () => {
    expect(accountEntryPath('profile', [])).toBe('/account/details');
  });

  it('else to the first tab the user may open', () => {
    expect(accountEntryPath(null, [PROFILE_TAB])).toBe('/account/details');
    expect(accountEntryPath('invoices', [PROFILE_TAB])).toBe('/account/details');
  });

  it('to forbidden when no tab is open to the user', () => {
    expect(accountEntryPath(null, [])).toBe('/forbidden');
  });
});
