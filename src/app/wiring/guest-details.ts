import { useState } from 'react';
import { guestDetailsMachine, type GuestDetailsInput } from '../../../machines/guest-details/machine.ts';
import { selectFieldErrors, selectIsSubmitted, selectValues } from '../../../machines/guest-details/selectors.ts';
import { selectPending } from '../../../machines/session/selectors.ts';
import { readGuestDetailsDraft, type GuestDetailsPatch } from '../../domain/guest-details.ts';
import { invalidFormText } from '../../texts/validation.ts';
import { useFieldFocus } from '../../ui/focus-field.ts';
import type { ShopServices } from '../environment.ts';
import { useServices } from '../services-context.ts';
import { CHECKOUT_FORMS } from './checkout-drafts.ts';
import { useFlow } from './use-flow.ts';

/** The guest's details' draft, under its flow's own key; sending them, or the order placed, forgets it. */
const guestDraftOf = ({ draft }: Pick<ShopServices, 'draft'>) => draft(CHECKOUT_FORMS.guest, readGuestDetailsDraft);

/** What the form starts from: its draft (a reload loses nothing), else the details given before ("Gegevens wijzigen" on the summary). */
export function guestDetailsInputOf(services: Pick<ShopServices, 'session' | 'draft'>): GuestDetailsInput {
  return { draft: guestDraftOf(services).read(), customer: selectPending(services.session.getSnapshot()).customer ?? null };
}

/** The guest's details: kept as their draft as they are typed, stored as the pending customer and address, then the summary. */
export function guestDetailsLogic(services: Pick<ShopServices, 'session' | 'toasts' | 'navigate' | 'draft'>) {
  const { session, toasts, navigate } = services;
  const guestDraft = guestDraftOf(services);
  return guestDetailsMachine.provide({
    actions: {
      storeDraft: (_, { draft }) => guestDraft.write(draft),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      // A registration begun before is dropped: with a pending user the summary would register instead.
      storeGuest: (_, { customer, address }) => session.send({ type: 'PENDING_CHANGED', patch: { customer, address, user: null, customerDetail: null } }),
      goToSummary: () => navigate('/samenvatting'),
    },
  });
}

/** The guest's details page: the form started from its draft or the details given before, its refusals, and what the guest does. */
export function useGuestDetailsFlow() {
  const services = useServices();
  const [input] = useState(() => guestDetailsInputOf(services));
  const [snapshot, send, actor] = useFlow(guestDetailsLogic, input);
  return {
    values: selectValues(snapshot),
    errors: selectFieldErrors(snapshot),
    submitted: selectIsSubmitted(snapshot),
    formRef: useFieldFocus(actor),
    change: (patch: GuestDetailsPatch) => send({ type: 'FIELD_CHANGED', patch }),
    submit: () => send({ type: 'SUBMITTED' }),
  };
}
