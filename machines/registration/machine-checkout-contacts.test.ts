import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { changeContact, addContact, emptyRegistration, patchRegistration } from '../../src/domain/registration.ts';
import { registrationMachine } from './machine.ts';
import { SAMPLE_CONTACT, SAMPLE_REGISTRATION, SAMPLE_SECRETS } from './samples.ts';
import { selectValues } from './selectors.ts';

describe('contacts at checkout', () => {
  it('does not hold, check and then silently drop contacts that _checkout-and-register cannot carry', () => {
    // A draft typed on /register (with a contact), then /register?mode=checkout opened: the draft matches (no key on either).
    const values = changeContact(addContact(patchRegistration(emptyRegistration('be'), SAMPLE_REGISTRATION)), 0, SAMPLE_CONTACT);
    const actor = createActor(registrationMachine, {
      input: { registerKey: null, checkout: true, draft: { registerKey: null, type: 'SCHOOL', values, association: null, company: null }, country: 'be', activateUrl: 'https://shop.example/activate' },
    }).start();
    actor.send({ type: 'PASSWORD_CHANGED', patch: SAMPLE_SECRETS });
    // The form shows the contact (ContactsFields renders when contacts.length > 0) and checks it…
    expect(selectValues(actor.getSnapshot()).contacts).toEqual([]);
  });
});
