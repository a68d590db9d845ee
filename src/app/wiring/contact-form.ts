import { createContactFormActors } from '../../../machines/contact-form/actors.ts';
import { contactFormMachine } from '../../../machines/contact-form/machine.ts';
import { selectAccount } from '../../../machines/session/selectors.ts';
import { contactsPersonName } from '../../domain/shop-user.ts';
import { contactCreatedText, contactFormFailureText, contactSavedText } from '../../texts/account.ts';
import { invalidFormText } from '../../texts/validation.ts';
import { CONTACTS_TAB } from '../account-tabs.ts';
import type { ShopServices } from '../environment.ts';

/**
 * The contact person form: its shop-user calls, the draft kept in the session store as it is
 * typed, its toasts, the way back to the list, and the session told when the signed-in person
 * changed their own names (the top bar and the account menu show them at once).
 */
export function contactFormLogic({ api, session, toasts, navigate }: Pick<ShopServices, 'api' | 'session' | 'toasts' | 'navigate'>) {
  return contactFormMachine.provide({
    actors: createContactFormActors(api),
    actions: {
      storeDraft: (_, { draft }) => session.send({ type: 'PENDING_CHANGED', patch: { contactDraft: draft } }),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      announceCreated: (_, { user, invited }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: contactCreatedText(contactsPersonName(user), invited) }),
      announceSaved: (_, { user }) => {
        toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: contactSavedText(contactsPersonName(user)) });
        if (selectAccount(session.getSnapshot())?.ContactID !== user.ContactID) return;
        session.send({ type: 'ACCOUNT_CHANGED', change: { contactId: user.ContactID, names: { FirstName: user.FirstName, LastName: user.LastName }, customer: null } });
      },
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: contactFormFailureText(failure) }),
      goToList: () => navigate(CONTACTS_TAB.path),
    },
  });
}
