import { useState } from 'react';
import { createPasswordResetActors } from '../../../machines/password-reset/actors.ts';
import { passwordResetMachine, type PasswordResetInput } from '../../../machines/password-reset/machine.ts';
import { selectFailure, selectFieldProblems, selectIsSubmitting, selectStep, selectValues } from '../../../machines/password-reset/selectors.ts';
import type { NewPassword } from '../../domain/new-password.ts';
import { passwordResetSuccessText } from '../../texts/onboarding.ts';
import { invalidFormText } from '../../texts/validation.ts';
import { useFieldFocus } from '../../ui/focus-field.ts';
import type { ShopServices } from '../environment.ts';
import { useFlow } from './use-flow.ts';

/** A new password with the mailed code; then the login page, where it is used. */
export function passwordResetLogic({ api, toasts, navigate }: Pick<ShopServices, 'api' | 'toasts' | 'navigate'>) {
  return passwordResetMachine.provide({
    actors: createPasswordResetActors(api),
    actions: {
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      announceSuccess: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: passwordResetSuccessText() }),
      // The spent code's page is replaced: going back does not show a link that no longer works.
      goToLogin: () => navigate('/login', { replace: true }),
    },
  });
}

/** reset-wachtwoord?code=: the code of the link (read once), the new password with its refusals, and saving it. */
export function usePasswordResetFlow(query: string) {
  const [input] = useState((): PasswordResetInput => ({ code: new URLSearchParams(query).get('code') }));
  const [snapshot, send, actor] = useFlow(passwordResetLogic, input);
  return {
    step: selectStep(snapshot),
    values: selectValues(snapshot),
    problems: selectFieldProblems(snapshot),
    failure: selectFailure(snapshot),
    submitting: selectIsSubmitting(snapshot),
    formRef: useFieldFocus(actor),
    change: (patch: Partial<NewPassword>) => send({ type: 'FIELD_CHANGED', patch }),
    submit: () => send({ type: 'SUBMITTED' }),
  };
}
