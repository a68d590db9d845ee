import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import { asApiError } from '../../src/domain/api-error.ts';
import type { Contact, Customer, CustomerDetail, ProfileSaveRequest, SavedProfile } from './machine.ts';

/** A call's answer, or null when it was not made; a refusal is kept, not thrown, so the others' answers count. */
type Settled<T> = { value: T | null; error: unknown };

const settle = async <T>(call: Promise<T> | null): Promise<Settled<T>> => {
  if (!call) return { value: null, error: null };
  try {
    return { value: await call, error: null };
  } catch (error) {
    return { value: null, error };
  }
};

/** The calls of "Mijn gegevens" (spec 002 §7). */
export function createAccountDetailsActors(api: ShopClient) {
  return {
    loadContact: fromPromise<Contact, { contactId: string }>(({ input, signal }) =>
      unwrap(api.GET('/v2/shop/contacts/{id}', { params: { path: { id: input.contactId } }, signal })),
    ),
    loadCustomer: fromPromise<Customer, { customerId: string }>(({ input, signal }) =>
      unwrap(api.GET('/v3/customer/customer/{id}', { params: { path: { id: input.customerId } }, signal })),
    ),
    loadCustomerDetail: fromPromise<CustomerDetail, { customerId: string }>(({ input, signal }) =>
      unwrap(api.GET('/v3/customer/customer/{id}/detail', { params: { path: { id: input.customerId } }, signal })),
    ),
    /** One wave: every PATCH goes out at once, and each one's answer counts, whatever the others'. */
    saveProfile: fromPromise<SavedProfile, ProfileSaveRequest>(async ({ input, signal }) => {
      const customerPath = { params: { path: { id: input.customerId } }, signal };
      const [contact, customer, detail, password] = await Promise.all([
        settle(input.contact && unwrap(api.PATCH('/v2/shop/contacts/{id}', { params: { path: { id: input.contactId } }, body: input.contact, signal }))),
        settle(input.customer && unwrap(api.PATCH('/v2/shop/customers/{id}', { ...customerPath, body: input.customer }))),
        settle(input.detail && unwrap(api.PATCH('/v2/shop/customers/{id}/detail', { ...customerPath, body: input.detail }))),
        settle(
          input.password &&
            unwrap(
              api.PATCH('/v3/customer/customer/{id}/shop-users/{userId}', {
                params: { path: { id: input.customerId, userId: input.contactId } },
                body: { Password: input.password.password, ConfirmPassword: input.password.confirmation },
                signal,
              }),
            ),
        ),
      ]);
      const failed = [contact, customer, detail, password].find((part) => part.error !== null);
      return {
        contact: contact.value,
        customer: customer.value,
        detail: detail.value,
        passwordChanged: password.value !== null,
        error: failed ? asApiError(failed.error) : null,
      };
    }),
  };
}
