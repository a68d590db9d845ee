import { describe, expect, it } from 'vitest';
import { extraOrderInfoFields, extraOrderInfoOf, extraOrderInfoProblems, isExtraOrderInfoValid } from './extra-order-info.ts';

describe('the extra order info (the on-site contact)', () => {
  it('asks a name and a phone number the service can call', () => {
    expect(extraOrderInfoProblems({ contactName: ' ', contactPhone: '' })).toEqual({ contactName: { rule: 'required' }, contactPhone: { rule: 'required' } });
    expect(extraOrderInfoProblems({ contactName: 'Jonas Declercq', contactPhone: 'bel me' })).toEqual({ contactPhone: { rule: 'phone' } });
    expect(isExtraOrderInfoValid({ contactName: 'Jonas Declercq', contactPhone: '0478 12 34 56' })).toBe(true);
  });

  it('is read from and written to the custom fields the backend completes the action with', () => {
    expect(extraOrderInfoOf({ CUST_EventDescription: 'Kamp' })).toEqual({ contactName: '', contactPhone: '' });
    const fields = extraOrderInfoFields({ contactName: ' Jonas Declercq ', contactPhone: '0478 12 34 56 ' });
    expect(fields).toEqual({ CUST_OnSiteContactName: 'Jonas Declercq', CUST_OnSiteContactTel: '0478 12 34 56' });
    expect(extraOrderInfoOf(fields)).toEqual({ contactName: 'Jonas Declercq', contactPhone: '0478 12 34 56' });
  });
});
