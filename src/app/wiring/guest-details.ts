import { guestDetailsMachine } from '../../../machines/guest-details/machine.ts';
import { invalidFormText } from '../../texts/validation.ts';
import type { ShopServices } from '../environment.ts';

/** The guest's details: kept in the session store as they are typed, stored as the pending customer and address, then the summary. */
export function guestDetailsLogic({ session, toasts, navigate }: Pick<ShopServices, 'session' | 'toasts' | 'navigate'>) {
  return guestDetailsMachine.provide({
    actions: {
      storeDraft: (_, { draft }) => session.send({ type: 'PENDING_CHANGED', patch: { guestDraft: draft } }),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      // A registration begun before is dropped: with a pending user the summary would register instead.
      storeGuest: (_, { customer, address }) => session.send({ type: 'PENDING_CHANGED', patch: { customer, address, user: null, customerDetail: null } }),
      goToSummary: () => navigate('/samenvatting'),
    },
  });
}
