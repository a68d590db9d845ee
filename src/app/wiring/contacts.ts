import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { createContactsActors } from '../../../machines/contacts/actors.ts';
import { contactsMachine, type ContactsInput } from '../../../machines/contacts/machine.ts';
import type { sessionMachine } from '../../../machines/session/machine.ts';
import { selectAccount, selectPending, selectSettings } from '../../../machines/session/selectors.ts';
import { isAdminUser } from '../../domain/access.ts';
import { contactsPersonName } from '../../domain/shop-user.ts';
import { contactDeletedText, contactInvitedText, contactsFailureText, loginBlockedText, loginPromotedText, loginRevokedText } from '../../texts/account.ts';
import type { ShopServices } from '../environment.ts';
import { useServices } from '../services.ts';
import { useFlow } from './use-flow.ts';

/**
 * The contacts list: its shop-user and sub-account calls, its toasts, and after handing the admin
 * role over, the session told of the new role and the page left for a tab that is still open.
 */
export function contactsLogic({ api, session, toasts, navigate }: Pick<ShopServices, 'api' | 'session' | 'toasts' | 'navigate'>) {
  return contactsMachine.provide({
    actors: createContactsActors(api),
    actions: {
      announceDeleted: (_, { user }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: contactDeletedText(contactsPersonName(user)) }),
      announceInvited: (_, { user }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: contactInvitedText(contactsPersonName(user)) }),
      announceRevoked: (_, { user }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: loginRevokedText(contactsPersonName(user)) }),
      announceBlocked: (_, { user, blocked }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: loginBlockedText(contactsPersonName(user), blocked) }),
      announcePromoted: ({ context }, { user, ownRoleName }) => {
        toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: loginPromotedText(contactsPersonName(user)) });
        // The list is for admins: the former admin goes to the first tab they still may open.
        session.send({ type: 'ACCOUNT_CHANGED', change: { contactId: context.ownContactId, names: null, customer: null, roleName: ownRoleName } });
        navigate('/account', { replace: true });
      },
      rememberPeople: ({ context }, { people }) => session.send({ type: 'PENDING_CHANGED', patch: { people: { customerId: context.customerId, ...people } } }),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: contactsFailureText(failure) }),
    },
  });
}

/**
 * What the list starts from, read from the session when the page opens (its guard lets only a
 * signed-in user with the tab in): the account and whether it is the admin, and the people the
 * session kept from the last time.
 */
export function contactsInputOf(session: SnapshotFrom<typeof sessionMachine>, origin: string): ContactsInput {
  const account = selectAccount(session);
  const defaultRoleName = selectSettings(session)?.DefaultRoleName ?? '';
  return {
    customerId: account?.CustomerID ?? '',
    ownContactId: account?.ContactID ?? '',
    confirmUrl: new URL('/reset-wachtwoord', origin).toString(),
    defaultRoleName,
    isAdmin: account !== null && isAdminUser(account.RoleName, defaultRoleName),
    known: selectPending(session).people ?? null,
  };
}

/** The contacts page's flow, started from the session as it is when the page opens. */
export function useContacts() {
  const { session } = useServices();
  const [input] = useState(() => contactsInputOf(session.getSnapshot(), window.location.origin));
  return useFlow(contactsLogic, input);
}
