import { createAccountDetailsActors } from '../../../machines/account-details/actors.ts';
import { accountDetailsMachine, type AccountDetailsInput } from '../../../machines/account-details/machine.ts';
import { selectPending } from '../../../machines/session/selectors.ts';
import { accountSavedText, accountUnchangedText } from '../../texts/account.ts';
import { invalidFormText } from '../../texts/validation.ts';
import type { ShopServices } from '../environment.ts';

/**
 * The page's start: whose details, the unsaved changes the session store kept, and whether this
 * is the provincial details tab (a style setting, spec 002 §5).
 */
export function accountDetailsInputOf({ session }: Pick<ShopServices, 'session'>, who: { customerId: string; contactId: string }): AccountDetailsInput {
  const current = session.getSnapshot();
  return { ...who, provincial: current.context.style.provincialDetailsTab, draft: selectPending(current).profileDraft ?? null };
}

/**
 * "Mijn gegevens": its calls; the unsaved changes kept in the session store as they are typed
 * (never the new password); toasts; and the session told of saved names, so the top bar and the
 * account menu show them at once.
 */
export function accountDetailsLogic({ api, session, toasts }: Pick<ShopServices, 'api' | 'session' | 'toasts'>) {
  return accountDetailsMachine.provide({
    actors: createAccountDetailsActors(api),
    actions: {
      storeDraft: (_, { draft }) => session.send({ type: 'PENDING_CHANGED', patch: { profileDraft: draft } }),
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
