import { fetchOrderTypes } from '../../src/api/labels.ts';
import { fromPromise } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { PendingValues } from '../../src/domain/stored-session.ts';
import type { CheckoutDetails } from './machine.ts';
import type { Buyer, CheckoutOrder } from './rules.ts';

type Schemas = components['schemas'];

/** What every kind of checkout sends: notes, reference, the event address and the order type. */
function commonBody(pending: PendingValues) {
  return {
    ...(pending.notes ? { Notes: pending.notes } : {}),
    ...(pending.reference ? { Reference: pending.reference } : {}),
    ...(pending.address ? { Address: pending.address as Schemas['CheckoutAddress'] } : {}),
    ...(pending.orderType ? { Labels: { Add: [pending.orderType] } } : {}),
  };
}

/**
 * The summary's calls. A registration's password is never stored with the pending user: the
 * session holds it in memory, and `registrationPassword` reads it when the order is placed.
 */
export function createCheckoutActors(api: ShopClient, registrationPassword: () => string | null) {
  return {
    loadDetails: fromPromise<CheckoutDetails>(async ({ signal }) => {
      const [labels, warehouses] = await Promise.all([
        fetchOrderTypes(api, signal),
        unwrap(api.GET('/v2/shop/warehouse', { signal })),
      ]);
      return { labels, warehouses: warehouses.Collection };
    }),
    cartExists: fromPromise<boolean, { cartId: string }>(async ({ input, signal }) => {
      try {
        await unwrap(api.GET('/v3/rental/cart/{id}', { params: { path: { id: input.cartId } }, signal }));
        return true;
      } catch (failure) {
        // Only the backend's "no such cart" says it is gone; any other failure leaves it unknown.
        if (failure instanceof ApiFailure && failure.error.kind === 'not-found') return false;
        throw failure;
      }
    }),
    placeOrder: fromPromise<CheckoutOrder[], { cartId: string; buyer: Buyer; pending: PendingValues }>(async ({ input: { cartId, buyer, pending }, signal }) => {
      const path = { id: cartId };
      const body = commonBody(pending);
      // The pending records were stored by the shop's own forms in these shapes (spec 001 §4).
      const customer = pending.customer as Schemas['CheckoutCustomer'];
      switch (buyer) {
        case 'contact':
          return (await unwrap(api.POST('/v3/rental/cart/{id}/_checkout', { params: { path }, body, signal }))).Collection;
        case 'guest':
          return (await unwrap(api.POST('/v3/rental/cart/{id}/_checkout-anonymous', { params: { path }, body: { ...body, Customer: customer }, signal }))).Collection;
        case 'registering': {
          const password = registrationPassword();
          if (!password) throw new Error('a registration at checkout needs the password the session holds');
          const Registration: Schemas['CheckoutRegistration'] = {
            // The kind decides which rules the backend applies beyond those every kind shares.
            ...(pending.registrationType ? { Type: pending.registrationType } : {}),
            Customer: pending.customer as Schemas['RegistrationCustomer'],
            User: { ...(pending.user as Omit<Schemas['RegistrationUser'], 'Password'>), Password: password },
            ...(pending.customerDetail ? { CustomerDetail: pending.customerDetail as Schemas['RegistrationCustomerDetail'] } : {}),
          };
          return (await unwrap(api.POST('/v3/rental/cart/{id}/_checkout-and-register', { params: { path }, body: { ...body, Registration }, signal }))).Collection;
        }
        case 'unknown':
          throw new Error('an order needs a contact, a registration or a pending customer');
      }
    }),
  };
}
