import { accountDetailsFlow } from './account-details/flow.ts';
import { contactPersonFlow } from './contact-person/flow.ts';
import { contactsFlow } from './contacts/flow.ts';
import { conversationsFlow } from './conversations/flow.ts';
import { activationFlow } from './activation/flow.ts';
import { associationSearchFlow } from './association-search/flow.ts';
import { attachmentsFlow } from './attachments/flow.ts';
import { cartFlow } from './cart/flow.ts';
import { categoriesFlow } from './categories/flow.ts';
import { checkoutFlow } from './checkout/flow.ts';
import { companyLookupFlow } from './company-lookup/flow.ts';
import { configuratorFlow } from './configurator/flow.ts';
import { cookieConsentFlow } from './cookie-consent/flow.ts';
import { customerItemsFlow } from './customer-items/flow.ts';
import { extraInfoFlow } from './extra-info/flow.ts';
import { guestDetailsFlow } from './guest-details/flow.ts';
import { loginFlow } from './login/flow.ts';
import { newMessageFlow } from './new-message/flow.ts';
import { lostPasswordFlow } from './lost-password/flow.ts';
import { contactMessageFlow } from './contact-message/flow.ts';
import { orderDetailFlow } from './order-detail/flow.ts';
import { invoicesFlow } from './invoices/flow.ts';
import { orderEditFlow } from './order-edit/flow.ts';
import { ordersFlow } from './orders/flow.ts';
import { passwordResetFlow } from './password-reset/flow.ts';
import { paymentFlow } from './payment/flow.ts';
import { productListFlow } from './product-list/flow.ts';
import { productSearchFlow } from './product-search/flow.ts';
import { productFlow } from './product/flow.ts';
import { registrationFlow } from './registration/flow.ts';
import type { RegisteredMachine } from './registry-kit.ts';
import { selectionFlow } from './selection/flow.ts';
import { serialRedirectFlow } from './serial-redirect/flow.ts';
import { sessionFlow } from './session/flow.ts';
import { toastsFlow } from './toasts/flow.ts';
import { uploadFlow } from './upload/flow.ts';
import { warehouseHoursFlow } from './warehouse-hours/flow.ts';

export { inert, type RegisteredMachine } from './registry-kit.ts';

/**
 * Every machine of the shop. A flow registers in its own folder (`flow.ts`); listed here, it is
 * charted at /flows, exported to docs/flows, and its generated paths are replayed to 100 %.
 */
export const registry: RegisteredMachine[] = [
  sessionFlow,
  loginFlow,
  activationFlow,
  lostPasswordFlow,
  passwordResetFlow,
  categoriesFlow,
  accountDetailsFlow,
  contactsFlow,
  contactPersonFlow,
  ordersFlow,
  orderDetailFlow,
  orderEditFlow,
  invoicesFlow,
  conversationsFlow,
  newMessageFlow,
  contactMessageFlow,
  customerItemsFlow,
  toastsFlow,
  cookieConsentFlow,
  selectionFlow,
  productListFlow,
  productSearchFlow,
  productFlow,
  serialRedirectFlow,
  warehouseHoursFlow,
  cartFlow,
  checkoutFlow,
  configuratorFlow,
  paymentFlow,
  extraInfoFlow,
  registrationFlow,
  guestDetailsFlow,
  uploadFlow,
  attachmentsFlow,
  associationSearchFlow,
  companyLookupFlow,
];

export function registeredMachine(id: string): RegisteredMachine {
  const entry = registry.find((e) => e.id === id);
  if (!entry) throw new Error(`No registered machine "${id}"; known: ${registry.map((e) => e.id).join(', ')}`);
  return entry;
}
