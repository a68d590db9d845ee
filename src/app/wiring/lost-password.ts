import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { createLostPasswordActors } from '../../../machines/lost-password/actors.ts';
import { lostPasswordMachine, type LostPasswordInput } from '../../../machines/lost-password/machine.ts';
import { selectFieldProblems, selectIsSubmitting, selectMailSent, selectValues } from '../../../machines/lost-password/selectors.ts';
import { selectStyleSettings } from '../../../machines/session/selectors.ts';
import { readLostPasswordDraft, type LostPasswordValues } from '../../domain/account-recovery.ts';
import type { Language } from '../../domain/language.ts';
import { lostPasswordFailureText, resetMailSentText } from '../../texts/onboarding.ts';
import { invalidFormText } from '../../texts/validation.ts';
import { useFieldFocus } from '../../ui/focus-field.ts';
import { RESET_PAGE_PATH } from '../navigation.ts';
import type { ShopServices } from '../environment.ts';
import { useServices } from '../services-context.ts';
import { useFlow } from './use-flow.ts';

/** The address typed and not sent yet, under the flow's own key. */
const lostPasswordDraftOf = ({ draft }: Pick<ShopServices, 'draft'>) => draft('lost-password', readLostPasswordDraft);

/** What the form starts from: its draft (a reload keeps the address), and where a sent request leads (style setting `routeAfterLostPassword`). */
export function lostPasswordInputOf(services: Pick<ShopServices, 'draft' | 'session'>): LostPasswordInput {
  return { draft: lostPasswordDraftOf(services).read(), routeAfterRequest: selectStyleSettings(services.session.getSnapshot()).routeAfterLostPassword };
}

/**
 * Forgot password: the request names this shop's reset page on `origin` and the reader's
 * language; the address is kept as its draft as it is typed; failures are error toasts.
 */
export function lostPasswordLogic(
  services: Pick<ShopServices, 'api' | 'toasts' | 'navigate' | 'draft'>,
  { origin, language }: { origin: string; language: () => Language },
) {
  const { api, toasts, navigate } = services;
  const lostPasswordDraft = lostPasswordDraftOf(services);
  return lostPasswordMachine.provide({
    actors: createLostPasswordActors(api, { resetPageUrl: new URL(RESET_PAGE_PATH, origin).toString(), language }),
    actions: {
      storeDraft: (_, { draft }) => lostPasswordDraft.write(draft),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: lostPasswordFailureText(failure) }),
      announceSent: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: resetMailSentText() }),
      goToRouteAfterRequest: (_, { route }) => navigate(route),
    },
  });
}

/** The forgot-password page: the address started from its draft, its refusal, and the request. */
export function useLostPasswordFlow() {
  const services = useServices();
  const { i18n } = useLingui();
  const [input] = useState(() => lostPasswordInputOf(services));
  const [snapshot, send, actor] = useFlow((shop) => lostPasswordLogic(shop, { origin: window.location.origin, language: () => i18n.locale as Language }), input);
  return {
    values: selectValues(snapshot),
    problems: selectFieldProblems(snapshot),
    submitting: selectIsSubmitting(snapshot),
    sent: selectMailSent(snapshot),
    formRef: useFieldFocus(actor),
    change: (patch: Partial<LostPasswordValues>) => send({ type: 'FIELD_CHANGED', patch }),
    submit: () => send({ type: 'SUBMITTED' }),
  };
}
