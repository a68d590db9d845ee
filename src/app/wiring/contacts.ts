import { useState } from 'react';
import { createContactsActors } from '../../../machines/contacts/actors.ts';
import { contactsMachine, type ContactsInput } from '../../../machines/contacts/machine.ts';
import { selectConfirmation, selectFailure, selectIsBusy, selectMayAdd, selectPeople, selectStatus } from '../../../machines/contacts/selectors.ts';
import { selectAccount, selectSettings } from '../../../machines/session/selectors.ts';
import { isAdminUser } from '../../domain/access.ts';
import { contactsPersonName, readKnownPeople } from '../../domain/shop-user.ts';
import { contactDeletedText, contactInvitedText, contactsFailureText, loginBlockedText, loginPromotedText, loginRevokedText } from '../../texts/account.ts';
import { CONTACTS_TAB } from '../account-tabs.ts';
import { useServices } from '../services-context.ts';
import type { ShopServices } from '../environment.ts';
import { RESET_PAGE_PATH } from '../navigation.ts';
import { useFlow } from './use-flow.ts';

/** Where an invitation mail's link leads on this shop: the page that sets a password with the mailed code. */
export const invitationPageUrl = (origin: string): string => new URL(RESET_PAGE_PATH, origin).toString();

/** The people the list read last, kept under the flow's own key: they show at once the next time. */
export const knownPeopleOf = ({ draft }: Pick<ShopServices, 'draft'>) => draft('contacts', readKnownPeople);

/**
 * The contacts list: its shop-user and sub-account calls, its toasts, the people it read kept for
 * the next time, and after handing the admin role over, the session told of the new role and the
 * page left for a tab that is still open.
 */
export function contactsLogic(services: Pick<ShopServices, 'api' | 'session' | 'toasts' | 'navigate' | 'draft'>) {
  const { api, session, toasts, navigate } = services;
  const known = knownPeopleOf(services);
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
      rememberPeople: ({ context }, { people }) => known.write({ customerId: context.customerId, ...people }),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: contactsFailureText(failure) }),
    },
  });
}

/**
 * What the list starts from when the page opens (its guard lets only a signed-in user with the
 * tab in): the account and whether it is the admin, the invitation's page on this shop's
 * `origin`, and the people kept from the last time.
 */
export function contactsInputOf(services: Pick<ShopServices, 'session' | 'draft'>, origin: string): ContactsInput {
  const session = services.session.getSnapshot();
  const account = selectAccount(session);
  const defaultRoleName = selectSettings(session)?.DefaultRoleName ?? '';
  return {
    customerId: account?.CustomerID ?? '',
    ownContactId: account?.ContactID ?? '',
    confirmUrl: invitationPageUrl(origin),
    defaultRoleName,
    isAdmin: account !== null && isAdminUser(account.RoleName, defaultRoleName),
    known: knownPeopleOf(services).read(),
  };
}

/**
 * The contacts page's flow, started from the session as it is when the page opens: the people
 * with what each row shows and offers, the confirmation asked for, and the changes by name.
 */
export function useContactsFlow() {
  const services = useServices();
  const [input] = useState(() => contactsInputOf(services, window.location.origin));
  const [snapshot, send] = useFlow(contactsLogic, input);
  return {
    status: selectStatus(snapshot),
    people: selectPeople(snapshot),
    failure: selectFailure(snapshot),
    mayAdd: selectMayAdd(snapshot),
    confirmation: selectConfirmation(snapshot),
    busy: selectIsBusy(snapshot),
    retry: () => send({ type: 'RETRY_REQUESTED' }),
    edit: (contactId: string) => services.navigate(`${CONTACTS_TAB.path}/edit/${encodeURIComponent(contactId)}`),
    invite: (contactId: string) => send({ type: 'INVITE_REQUESTED', contactId }),
    block: (contactId: string) => send({ type: 'BLOCK_REQUESTED', contactId }),
    unblock: (contactId: string) => send({ type: 'UNBLOCK_REQUESTED', contactId }),
    promote: (contactId: string) => send({ type: 'PROMOTE_REQUESTED', contactId }),
    revoke: (contactId: string) => send({ type: 'REVOKE_REQUESTED', contactId }),
    remove: (contactId: string) => send({ type: 'DELETE_REQUESTED', contactId }),
    confirm: () => send({ type: 'CONFIRMED' }),
    cancel: () => send({ type: 'CANCELLED' }),
  };
}
