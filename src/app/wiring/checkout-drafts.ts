import { forgetDraft } from '../flow-drafts.ts';
import type { ShopServices } from '../environment.ts';

/**
 * The forms an order is made of, each keeping its draft under its flow's own key: the event, a
 * guest's details, a registration at checkout. Their drafts belong to the order under way, so
 * the order placed forgets them (a guest's or a registration's details are its pending values by
 * then); a form sent on its own forgets its draft itself.
 */
export const CHECKOUT_FORMS = { event: 'extra-info', guest: 'guest-details', registration: 'registration' } as const;

/** The order is placed: nothing typed for it is left for the next one. */
export function forgetCheckoutForms({ store }: Pick<ShopServices, 'store'>): void {
  for (const flow of Object.values(CHECKOUT_FORMS)) forgetDraft(store, flow);
}
