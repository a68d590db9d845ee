import type { components } from '../../openapi/schema';

type OrderAction = components['schemas']['OrderAction'];

/**
 * Spec 001 §4, 002 §4: an action is complete when Completed; the reference action also once there
 * is a reference (the order's, or the cart's pending one). Apart from the orders' rules: the cart,
 * which every page starts, asks only this.
 */
export const isActionComplete = (action: OrderAction, reference: string | null | undefined): boolean =>
  action.Completed || (action.ActionName === 'ReferenceRequired' && !!reference?.trim());
