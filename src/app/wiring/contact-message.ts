import { createContactMessageActors } from '../../../machines/contact-message/actors.ts';
import { contactMessageMachine } from '../../../machines/contact-message/machine.ts';
import { contactMessageFailureText } from '../../texts/shop.ts';
import { invalidFormText } from '../../texts/validation.ts';
import type { ShopServices } from '../environment.ts';

/** The Contact page: the message is kept in the session store as it is typed; failures are error toasts. */
export function contactMessageLogic({ api, session, toasts }: Pick<ShopServices, 'api' | 'session' | 'toasts'>) {
  return contactMessageMachine.provide({
    actors: createContactMessageActors(api),
    actions: {
      storeDraft: (_, { draft }) => session.send({ type: 'PENDING_CHANGED', patch: { contactMessageDraft: draft } }),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: contactMessageFailureText(failure) }),
    },
  });
}
