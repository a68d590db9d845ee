import { useState } from 'react';
import { createContactMessageActors } from '../../../machines/contact-message/actors.ts';
import { contactMessageMachine, type ContactMessageInput } from '../../../machines/contact-message/machine.ts';
import { selectFieldProblems, selectIsSending, selectIsSent, selectValues } from '../../../machines/contact-message/selectors.ts';
import { selectAccount } from '../../../machines/session/selectors.ts';
import { readContactMessageDraft, type ContactMessageValues } from '../../domain/contact-message.ts';
import { contactMessageFailureText } from '../../texts/shop.ts';
import { invalidFormText } from '../../texts/validation.ts';
import { useFieldFocus } from '../../ui/focus-field.ts';
import type { ShopServices } from '../environment.ts';
import { useServices } from '../services-context.ts';
import { useFlow } from './use-flow.ts';

/** The message written and not sent yet, under the flow's own key. */
const contactMessageDraftOf = ({ draft }: Pick<ShopServices, 'draft'>) => draft('contact-message', readContactMessageDraft);

/** What the message starts from: its draft (a reload loses nothing), the signed-in person as its sender. */
export function contactMessageInputOf(services: Pick<ShopServices, 'session' | 'draft'>): ContactMessageInput {
  const account = selectAccount(services.session.getSnapshot());
  return {
    draft: contactMessageDraftOf(services).read(),
    sender: account ? { name: `${account.FirstName} ${account.LastName}`.trim(), email: account.Email } : null,
  };
}

/** The Contact page: the message is kept as its draft as it is typed; failures are error toasts. */
export function contactMessageLogic(services: Pick<ShopServices, 'api' | 'toasts' | 'draft'>) {
  const { api, toasts } = services;
  const contactMessageDraft = contactMessageDraftOf(services);
  return contactMessageMachine.provide({
    actors: createContactMessageActors(api),
    actions: {
      storeDraft: (_, { draft }) => contactMessageDraft.write(draft),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: contactMessageFailureText(failure) }),
    },
  });
}

/** The Contact page's message: started from its draft and the signed-in sender, its refusals, and sending it. */
export function useContactMessageFlow() {
  const services = useServices();
  const [input] = useState(() => contactMessageInputOf(services));
  const [snapshot, send, actor] = useFlow(contactMessageLogic, input);
  return {
    values: selectValues(snapshot),
    problems: selectFieldProblems(snapshot),
    sending: selectIsSending(snapshot),
    sent: selectIsSent(snapshot),
    formRef: useFieldFocus(actor),
    change: (patch: Partial<ContactMessageValues>) => send({ type: 'FIELD_CHANGED', patch }),
    submit: () => send({ type: 'SUBMITTED' }),
    writeAnother: () => send({ type: 'NEXT_MESSAGE_REQUESTED' }),
  };
}
