import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { createAccountDetailsActors } from '../../../machines/account-details/actors.ts';
import { accountDetailsMachine, type AccountDetailsInput } from '../../../machines/account-details/machine.ts';
import {
  selectCanDiscard,
  selectFailure,
  selectFieldErrors,
  selectIsChangingPassword,
  selectIsProvincial,
  selectIsRestored,
  selectIsSaving,
  selectLockedFields,
  selectNewPassword,
  selectShowsInvoice,
  selectStep,
  selectValues,
} from '../../../machines/account-details/selectors.ts';
import { selectAccount } from '../../../machines/session/selectors.ts';
import type { NewPassword } from '../../domain/new-password.ts';
import { readProfileDraft, type ProfilePatch } from '../../domain/profile.ts';
import { accountSavedText, accountUnchangedText } from '../../texts/account.ts';
import { invalidFormText } from '../../texts/validation.ts';
import { useFieldFocus } from '../../ui/focus-field.ts';
import { useServices } from '../services-context.ts';
import type { ShopServices } from '../environment.ts';
import { useFlow } from './use-flow.ts';

/** Whose details: the signed-in contact of a customer. */
export interface ProfileOwner {
  customerId: string;
  contactId: string;
}

/** "Mijn gegevens"' draft: the changes not saved yet (never the new password), under the flow's own key. */
export const profileDraftOf = ({ draft }: Pick<ShopServices, 'draft'>) => draft('account-details', readProfileDraft);

/**
 * The page's start: whose details, the unsaved changes a reload left, and whether this is the
 * provincial details tab (a style setting, spec 002 §5).
 */
export function accountDetailsInputOf(services: Pick<ShopServices, 'session' | 'draft'>, owner: ProfileOwner): AccountDetailsInput {
  return { ...owner, provincial: services.session.getSnapshot().context.style.provincialDetailsTab, draft: profileDraftOf(services).read() };
}

/**
 * "Mijn gegevens": its calls; the unsaved changes kept as they are typed (never the new
 * password); toasts; and the session told of saved names, so the top bar and the account menu
 * show them at once.
 */
export function accountDetailsLogic(services: Pick<ShopServices, 'api' | 'session' | 'toasts' | 'draft'>) {
  const { api, session, toasts } = services;
  const draft = profileDraftOf(services);
  return accountDetailsMachine.provide({
    actors: createAccountDetailsActors(api),
    actions: {
      storeDraft: (_, { draft: changes }) => draft.write(changes),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      announceUnchanged: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'info', text: accountUnchangedText() }),
      announceSaved: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: accountSavedText() }),
      announceAccountChanged: ({ context }, { contact, customer }) => {
        if (!contact && !customer) return;
        session.send({
          type: 'ACCOUNT_CHANGED',
          change: { contactId: context.contactId, names: contact && { FirstName: contact.FirstName, LastName: contact.LastName }, customer },
        });
      },
    },
  });
}

const sameOwner = (a: ProfileOwner | null, b: ProfileOwner | null) => a?.customerId === b?.customerId && a?.contactId === b?.contactId;

/** Whose details the page shows: the signed-in contact (none while signed out); another one's starts the page afresh. */
export function useProfileOwner(): ProfileOwner | null {
  const { session } = useServices();
  return useSelector(
    session,
    (s) => {
      const account = selectAccount(s);
      return account && { customerId: account.CustomerID, contactId: account.ContactID };
    },
    sameOwner,
  );
}

/** "Mijn gegevens" of one contact: what the form shows, and what a person does with it. */
export function useAccountDetailsFlow(owner: ProfileOwner) {
  const services = useServices();
  const [input] = useState(() => accountDetailsInputOf(services, owner));
  const [snapshot, send, actor] = useFlow(accountDetailsLogic, input);
  const formRef = useFieldFocus(actor);
  return {
    step: selectStep(snapshot),
    failure: selectFailure(snapshot),
    values: selectValues(snapshot),
    errors: selectFieldErrors(snapshot),
    locked: selectLockedFields(snapshot),
    provincial: selectIsProvincial(snapshot),
    showsInvoice: selectShowsInvoice(snapshot),
    changingPassword: selectIsChangingPassword(snapshot),
    newPassword: selectNewPassword(snapshot),
    saving: selectIsSaving(snapshot),
    restored: selectIsRestored(snapshot),
    canDiscard: selectCanDiscard(snapshot),
    formRef,
    retry: () => send({ type: 'RETRY_REQUESTED' }),
    change: (patch: ProfilePatch) => send({ type: 'FIELD_CHANGED', patch }),
    togglePasswordChange: (on: boolean) => send({ type: 'PASSWORD_CHANGE_TOGGLED', on }),
    changeNewPassword: (patch: Partial<NewPassword>) => send({ type: 'NEW_PASSWORD_CHANGED', patch }),
    discardChanges: () => send({ type: 'CHANGES_DISCARDED' }),
    submit: () => send({ type: 'SUBMITTED' }),
  };
}

/** What "Mijn gegevens" hands its form. */
export type AccountDetailsFlow = ReturnType<typeof useAccountDetailsFlow>;
