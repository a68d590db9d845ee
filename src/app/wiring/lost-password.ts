import { createLostPasswordActors } from '../../../machines/lost-password/actors.ts';
import { lostPasswordMachine } from '../../../machines/lost-password/machine.ts';
import type { Language } from '../../domain/language.ts';
import { lostPasswordFailureText } from '../../texts/onboarding.ts';
import { invalidFormText } from '../../texts/validation.ts';
import { RESET_PAGE_PATH } from '../navigation.ts';
import type { ShopServices } from '../environment.ts';

/**
 * Forgot password: the request names this shop's reset page on `origin` and the reader's
 * language; the address is kept in the session store as it is typed; failures are error toasts.
 */
export function lostPasswordLogic(
  { api, session, toasts, navigate }: Pick<ShopServices, 'api' | 'session' | 'toasts' | 'navigate'>,
  { origin, language }: { origin: string; language: () => Language },
) {
  return lostPasswordMachine.provide({
    actors: createLostPasswordActors(api, { resetPageUrl: new URL(RESET_PAGE_PATH, origin).toString(), language }),
    actions: {
      storeDraft: (_, { draft }) => session.send({ type: 'PENDING_CHANGED', patch: { lostPasswordDraft: draft } }),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: lostPasswordFailureText(failure) }),
      goToRouteAfterRequest: (_, { route }) => navigate(route),
    },
  });
}
