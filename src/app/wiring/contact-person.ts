import { useState } from 'react';
import { createContactPersonActors } from '../../../machines/contact-person/actors.ts';
import { contactPersonMachine, type ContactPersonInput } from '../../../machines/contact-person/machine.ts';
import { selectFailure, selectFieldErrors, selectIsBusy, selectIsNew, selectSendMail, selectStep, selectValues } from '../../../machines/contact-person/selectors.ts';
import { selectAccount } from '../../../machines/session/selectors.ts';
import { contactsPersonName, readContactPersonDraft, type ShopUserPatch } from '../../domain/shop-user.ts';
import { contactCreatedText, contactPersonFailureText, contactSavedText } from '../../texts/account.ts';
import { invalidFormText } from '../../texts/validation.ts';
import { useFieldFocus } from '../../ui/focus-field.ts';
import { CONTACTS_TAB } from '../account-tabs.ts';
import { useServices } from '../services-context.ts';
import type { ShopServices } from '../environment.ts';
import { invitationPageUrl } from './contacts.ts';
import { useFlow } from './use-flow.ts';

/** The contact person form's draft: what was typed and not saved yet, under the flow's own key. */
export const contactPersonDraftOf = ({ draft }: Pick<ShopServices, 'draft'>) => draft('contact-person', readContactPersonDraft);

/**
 * The contact person form: its shop-user calls, the draft kept as it is typed, its toasts, the
 * way back to the list, and the session told when the signed-in person changed their own names
 * (the top bar and the account menu show them at once).
 */
export function contactPersonLogic(services: Pick<ShopServices, 'api' | 'session' | 'toasts' | 'navigate' | 'draft'>) {
  const { api, session, toasts, navigate } = services;
  const draft = contactPersonDraftOf(services);
  return contactPersonMachine.provide({
    actors: createContactPersonActors(api),
    actions: {
      storeDraft: (_, { draft: form }) => draft.write(form),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      announceCreated: (_, { user, invited }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: contactCreatedText(contactsPersonName(user), invited) }),
      announceSaved: (_, { user }) => {
        toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: contactSavedText(contactsPersonName(user)) });
        if (selectAccount(session.getSnapshot())?.ContactID !== user.ContactID) return;
        session.send({ type: 'ACCOUNT_CHANGED', change: { contactId: user.ContactID, names: { FirstName: user.FirstName, LastName: user.LastName }, customer: null } });
      },
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: contactPersonFailureText(failure) }),
      goToList: () => navigate(CONTACTS_TAB.path),
    },
  });
}

/**
 * What the form starts from when its page opens (the page's guard lets only a signed-in user with
 * the tab in): the signed-in customer, the contact to change (null: a new one), the invitation's
 * page on this shop's `origin`, and the draft a reload left.
 */
export function contactPersonInputOf(services: Pick<ShopServices, 'session' | 'draft'>, contactId: string | null, origin: string): ContactPersonInput {
  return {
    customerId: selectAccount(services.session.getSnapshot())?.CustomerID ?? '',
    contactId,
    confirmUrl: invitationPageUrl(origin),
    draft: contactPersonDraftOf(services).read(),
  };
}

/** The form of one contact person (null: a new one): what it shows, and what a person does with it. */
export function useContactPersonForm(contactId: string | null) {
  const services = useServices();
  const [input] = useState(() => contactPersonInputOf(services, contactId, window.location.origin));
  const [snapshot, send, actor] = useFlow(contactPersonLogic, input);
  const formRef = useFieldFocus(actor);
  return {
    step: selectStep(snapshot),
    isNew: selectIsNew(snapshot),
    values: selectValues(snapshot),
    errors: selectFieldErrors(snapshot),
    sendMail: selectSendMail(snapshot),
    busy: selectIsBusy(snapshot),
    failure: selectFailure(snapshot),
    formRef,
    retry: () => send({ type: 'RETRY_REQUESTED' }),
    change: (patch: ShopUserPatch) => send({ type: 'FIELD_CHANGED', patch }),
    toggleSendMail: (on: boolean) => send({ type: 'SEND_MAIL_TOGGLED', on }),
    submit: () => send({ type: 'SUBMITTED' }),
  };
}
