import { useState } from 'react';
import { createExtraInfoActors } from '../../../machines/extra-info/actors.ts';
import { extraInfoMachine, type ExtraInfoInput } from '../../../machines/extra-info/machine.ts';
import {
  selectCartId,
  selectFailure,
  selectFieldErrors,
  selectFlyers,
  selectIsSalesMode,
  selectIsSubmitting,
  selectLabels,
  selectRentalDays,
  selectStep,
  selectValues,
} from '../../../machines/extra-info/selectors.ts';
import { selectPending } from '../../../machines/session/selectors.ts';
import { isWithinRental, readEventFormDraft, type EventFormPatch } from '../../domain/event-form.ts';
import { invalidFormText } from '../../texts/validation.ts';
import { useFieldFocus } from '../../ui/focus-field.ts';
import type { ShopServices } from '../environment.ts';
import { useServices } from '../services-context.ts';
import { CHECKOUT_FORMS } from './checkout-drafts.ts';
import { shopModeOf } from './shop-mode.ts';
import { useFlow } from './use-flow.ts';

/** The event form's draft, under its flow's own key; the order placed forgets it. */
const eventDraftOf = ({ draft }: Pick<ShopServices, 'draft'>) => draft(CHECKOUT_FORMS.event, readEventFormDraft);

/** What the form starts from: its draft (a reload loses nothing), the pending order type and notes, and the shop's mode. */
export function extraInfoInputOf(services: Pick<ShopServices, 'session' | 'draft'>): ExtraInfoInput {
  const pending = selectPending(services.session.getSnapshot());
  return { draft: eventDraftOf(services).read(), orderType: pending.orderType ?? null, notes: pending.notes ?? null, ...shopModeOf(services) };
}

/** The event form: its calls wait for the session's cart; the form is kept as its draft as it is typed; on to the summary. */
export function extraInfoLogic(services: Pick<ShopServices, 'api' | 'session' | 'cart' | 'toasts' | 'navigate' | 'draft'>) {
  const { api, session, cart, toasts, navigate } = services;
  const eventDraft = eventDraftOf(services);
  return extraInfoMachine.provide({
    actors: createExtraInfoActors(api, cart),
    actions: {
      storeDraft: (_, { draft }) => eventDraft.write(draft),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      storeCheckoutValues: (_, { notes, orderType }) => session.send({ type: 'PENDING_CHANGED', patch: { notes, orderType } }),
      goToSummary: () => navigate('/samenvatting'),
    },
  });
}

/** The event form's page: the form started from its draft, its values and refusals, and what the customer does. */
export function useExtraInfoFlow() {
  const services = useServices();
  const [input] = useState(() => extraInfoInputOf(services));
  const [snapshot, send, actor] = useFlow(extraInfoLogic, input);
  const formRef = useFieldFocus(actor);
  const rental = selectRentalDays(snapshot);
  return {
    step: selectStep(snapshot),
    /** The order types or the cart could not be read, or the event could not be saved. */
    failure: selectFailure(snapshot),
    values: selectValues(snapshot),
    labels: selectLabels(snapshot),
    rental,
    errors: selectFieldErrors(snapshot),
    submitting: selectIsSubmitting(snapshot),
    salesMode: selectIsSalesMode(snapshot),
    cartId: selectCartId(snapshot),
    flyers: selectFlyers(snapshot),
    formRef,
    /** Whether the event may start on a day: within the rental (of a sale: its day). */
    startsWithinRental: (day: string) => rental !== null && isWithinRental(day, rental),
    change: (patch: EventFormPatch) => send({ type: 'FIELD_CHANGED', patch }),
    submit: () => send({ type: 'SUBMITTED' }),
    retry: () => send({ type: 'RETRY_REQUESTED' }),
  };
}

export type ExtraInfoFlow = ReturnType<typeof useExtraInfoFlow>;
