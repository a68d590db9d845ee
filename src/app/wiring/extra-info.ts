import { createExtraInfoActors } from '../../../machines/extra-info/actors.ts';
import { extraInfoMachine, type ExtraInfoInput } from '../../../machines/extra-info/machine.ts';
import { selectPending } from '../../../machines/session/selectors.ts';
import { invalidFormText } from '../../texts/validation.ts';
import type { ShopServices } from '../environment.ts';
import { shopModeOf } from './shop-mode.ts';

/** What the form starts from: what the session store kept of it (a reload loses nothing), and the shop's mode. */
export function extraInfoInputOf({ session }: Pick<ShopServices, 'session'>): ExtraInfoInput {
  const pending = selectPending(session.getSnapshot());
  return { draft: pending.eventDraft ?? null, orderType: pending.orderType ?? null, notes: pending.notes ?? null, ...shopModeOf({ session }) };
}

/** The event form: its calls wait for the session's cart; the form is kept in the session store as it is typed; on to the summary. */
export function extraInfoLogic({ api, session, cart, toasts, navigate }: Pick<ShopServices, 'api' | 'session' | 'cart' | 'toasts' | 'navigate'>) {
  return extraInfoMachine.provide({
    actors: createExtraInfoActors(api, cart),
    actions: {
      storeDraft: (_, { draft }) => session.send({ type: 'PENDING_CHANGED', patch: { eventDraft: draft } }),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      storeCheckoutValues: (_, { notes, orderType }) => session.send({ type: 'PENDING_CHANGED', patch: { notes, orderType } }),
      goToSummary: () => navigate('/samenvatting'),
    },
  });
}
