import { describe, expect, it } from 'vitest';
import { contactFormRequestOf, contactMessageFrom, contactMessageProblems, EMPTY_CONTACT_MESSAGE, firstRefusedContactField, readContactMessageDraft } from './contact-message.ts';
import { INVALID } from './stored-shape.ts';

const MESSAGE = { name: ' An Peeters ', email: 'an@demo.test ', phone: '', subject: ' Vraag', message: 'Hallo\n' };

describe('a message to the lending service', () => {
  it('asks name, a valid address, subject and message; a phone number is optional but must be one; the contract’s limits hold', () => {
    expect(contactMessageProblems(MESSAGE)).toEqual({});
    expect(Object.keys(contactMessageProblems(EMPTY_CONTACT_MESSAGE))).toEqual(['name', 'email', 'subject', 'message']);
    expect(contactMessageProblems({ ...MESSAGE, phone: 'bel me' }).phone).toEqual([{ rule: 'phone' }]);
    expect(contactMessageProblems({ ...MESSAGE, message: 'x'.repeat(5001) }).message).toEqual([{ rule: 'max', length: 5000 }]);
    expect(firstRefusedContactField({ ...MESSAGE, email: 'an@', subject: '' })).toBe('email');
  });

  it('is sent trimmed, an empty phone left out', () => {
    expect(contactFormRequestOf(MESSAGE)).toEqual({ Name: 'An Peeters', Email: 'an@demo.test', Subject: 'Vraag', Message: 'Hallo' });
    expect(contactFormRequestOf({ ...MESSAGE, phone: ' 050 40 30 20 ' }).Phone).toBe('050 40 30 20');
  });

  it('starts from the kept draft, read defensively, and the sender where the draft has nothing', () => {
    const sender = { name: 'An Peeters', email: 'an@demo.test' };
    expect(readContactMessageDraft('kapot')).toBe(INVALID);
    const kept = readContactMessageDraft({ email: '', subject: 7 });
    expect(kept).toEqual({ email: '' });
    expect(contactMessageFrom(null, null)).toEqual(EMPTY_CONTACT_MESSAGE);
    expect(contactMessageFrom(kept === INVALID ? null : kept, sender)).toEqual({ ...EMPTY_CONTACT_MESSAGE, name: 'An Peeters', email: '' });
  });
});
