import type { components } from '../../openapi/schema';
import { unwrap, type ShopClient } from './client.ts';

export type Label = components['schemas']['Label'];

/** The order types: the labels of `Rental.Reservation` (spec 002 §7), which the checkout, the event form and the orders name. */
export async function fetchOrderTypes(api: ShopClient, signal: AbortSignal): Promise<Label[]> {
  return (await unwrap(api.GET('/v2/shop/label', { params: { query: { subject: 'Rental.Reservation' } }, signal }))).Collection;
}
