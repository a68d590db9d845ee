import { createContactsActors } from '../../../machines/contacts/actors.ts';
import { contactsMachine } from '../../../machines/contacts/machine.ts';
import { fullNameOf } from '../../domain/contact-person.ts';
import { contactDeletedText, contactInvitedText, contactsFailureText } from '../../texts/account.ts';
import type { ShopServices } from '../services.ts';

const nameOf = (user: { FirstName: string; LastName: string }) => fullNameOf({ firstName: user.FirstName, lastName: user.LastName });

/** The contacts list: its shop-user calls and its toasts. */
export function contactsLogic({ api, toasts }: Pick<ShopServices, 'api' | 'toasts'>) {
  return contactsMachine.provide({
    actors: createContactsActors(api),
    actions: {
      announceDeleted: (_, { user }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: contactDeletedText(nameOf(user)) }),
      announceInvited: (_, { user }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: contactInvitedText(nameOf(user)) }),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: contactsFailureText(failure) }),
    },
  });
}
