import { createRegistrationActors } from '../../../machines/registration/actors.ts';
import { registrationMachine } from '../../../machines/registration/machine.ts';
import { registeredText } from '../../texts/onboarding-registration.ts';
import { invalidFormText } from '../../texts/validation.ts';
import type { ShopServices } from '../environment.ts';
import { SUMMARY_PATH } from '../config.ts';

/**
 * Registration: its calls; the form kept in the session store as it is typed (never the
 * passwords); toasts; home after registering, or the summary after storing a registration at
 * checkout, whose password only the session's memory holds.
 */
export function registrationLogic({ api, session, toasts, navigate }: Pick<ShopServices, 'api' | 'session' | 'toasts' | 'navigate'>) {
  return registrationMachine.provide({
    actors: createRegistrationActors(api),
    actions: {
      storeDraft: (_, { draft }) => session.send({ type: 'PENDING_CHANGED', patch: { registrationDraft: draft } }),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      announceRegistered: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: registeredText() }),
      goHome: () => navigate('/home'),
      keepForCheckout: (_, { registration, password }) => {
        session.send({ type: 'PENDING_CHANGED', patch: registration });
        session.send({ type: 'REGISTRATION_PASSWORD_CHOSEN', password });
      },
      goToSummary: () => navigate(SUMMARY_PATH),
    },
  });
}
