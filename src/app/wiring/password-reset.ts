import { createPasswordResetActors } from '../../../machines/password-reset/actors.ts';
import { passwordResetMachine } from '../../../machines/password-reset/machine.ts';
import { passwordResetSuccessText } from '../../texts/onboarding.ts';
import { invalidFormText } from '../../texts/validation.ts';
import type { ShopServices } from '../environment.ts';

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
