import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { isUnprovided } from '../../../machines/effects.ts';
import { registry } from '../../../machines/registry.ts';
import { demoShop } from '../../../tests/support/shop.ts';
import { DEMO_STYLE_SETTINGS_URL } from '../../../tests/support/demo-client.ts';
import type { ShopServices } from '../environment.ts';
import { toastsMachine } from '../../../machines/toasts/machine.ts';
import { accountDetailsLogic } from './account-details.ts';
import { contactPersonLogic } from './contact-person.ts';
import { contactsLogic } from './contacts.ts';
import { ordersLogic } from './orders.ts';
import { invoicesLogic } from './invoices.ts';
import { orderDetailLogic } from './order-detail.ts';
import { orderEditLogic } from './order-edit.ts';
import { conversationsLogic } from './conversations.ts';
import { newMessageLogic } from './new-message.ts';
import { customerItemsLogic } from './customer-items.ts';
import { cartLogic } from './cart.ts';
import { categoriesLogic } from './categories.ts';
import { cookieConsentLogic } from './cookie-consent.ts';
import { selectionLogic } from './selection.ts';
import { sessionLogic } from './session.ts';
import { attachmentsLogic } from './attachments.ts';
import { productListLogic } from './product-list.ts';
import { productSearchLogic } from './product-search.ts';
import { productLogic } from './product.ts';
import { serialRedirectLogic } from './serial-redirect.ts';
import { warehouseHoursLogic } from './warehouse-hours.ts';
import { checkoutLogic } from './checkout.ts';
import { extraInfoLogic } from './extra-info.ts';
import { guestDetailsLogic } from './guest-details.ts';
import { configuratorLogic } from './configurator.ts';
import { loginLogic } from './login.ts';
import { activationLogic } from './activation.ts';
import { lostPasswordLogic } from './lost-password.ts';
import { contactMessageLogic } from './contact-message.ts';
import { passwordResetLogic } from './password-reset.ts';
import { paymentLogic } from './payment.ts';
import { uploadLogic } from './upload.ts';
import { associationSearchLogic } from './association-search.ts';
import { companyLookupLogic } from './company-lookup.ts';
import { registrationLogic } from './registration.ts';

/** The logic each page runs, by the id its machine is registered with. */
function pageFlows(services: ShopServices): Record<string, AnyStateMachine> {
  return {
    login: loginLogic(services, { returnTo: null }),
    activation: activationLogic(services),
    'lost-password': lostPasswordLogic(services, { origin: 'https://shop.example', language: () => 'nl' }),
    'password-reset': passwordResetLogic(services),
    'account-details': accountDetailsLogic(services),
    contacts: contactsLogic(services),
    'contact-person': contactPersonLogic(services),
    orders: ordersLogic(services),
    invoices: invoicesLogic(services),
    'order-detail': orderDetailLogic(services),
    'order-edit': orderEditLogic(services),
    conversations: conversationsLogic(services),
    'new-message': newMessageLogic(services),
    'contact-message': contactMessageLogic(services),
    'customer-items': customerItemsLogic(services),
    'product-list': productListLogic(services),
    'product-search': productSearchLogic(services),
    product: productLogic(services),
    'serial-redirect': serialRedirectLogic(services),
    'warehouse-hours': warehouseHoursLogic(services),
    configurator: configuratorLogic(services),
    checkout: checkoutLogic(services),
    'extra-info': extraInfoLogic(services),
    'guest-details': guestDetailsLogic(services),
    payment: paymentLogic(services),
    attachments: attachmentsLogic(services),
    upload: uploadLogic(services),
    'association-search': associationSearchLogic(services),
    'company-lookup': companyLookupLogic(services),
    registration: registrationLogic(services),
  };
}

/** The long-lived ones, as the composition root makes them; the toasts have no effects to wire. */
function longLivedFlows(services: ShopServices): Record<string, AnyStateMachine> {
  return {
    session: sessionLogic({ ...services, styleSettings: { url: DEMO_STYLE_SETTINGS_URL, fetch }, appVersion: 'test', routeAfterLogout: null }),
    categories: categoriesLogic(services.api),
    'cookie-consent': cookieConsentLogic(services.store, () => {}),
    cart: cartLogic(services),
    selection: selectionLogic(services),
    toasts: toastsMachine,
  };
}

/** Every effect a machine declares and its wiring left out, children's included. */
function unprovidedEffects(logic: AnyStateMachine, path = logic.id): string[] {
  const { actors, actions } = logic.implementations;
  return [
    ...Object.entries(actions).filter(([, action]) => isUnprovided(action)).map(([name]) => `${path} action ${name}`),
    ...Object.entries(actors).flatMap(([name, actor]) => {
      if (isUnprovided(actor)) return [`${path} actor ${name}`];
      return 'implementations' in actor ? unprovidedEffects(actor as AnyStateMachine, `${path} › ${name}`) : [];
    }),
  ];
}

describe('the wiring of every flow', () => {
  const { services } = demoShop(createDemoApi());
  const wired = { ...longLivedFlows(services), ...pageFlows(services) };

  it('covers every registered machine', () => {
    expect(Object.keys(wired).sort()).toEqual(registry.map((entry) => entry.id).sort());
  });

  for (const entry of registry) {
    it(`provides every effect ${entry.id} declares`, () => {
      expect(unprovidedEffects(wired[entry.id]!)).toEqual([]);
    });
  }

  it('finds an effect left out', () => {
    expect(unprovidedEffects(registry.find((entry) => entry.id === 'cart')!.machine)).toContain('cart action proceed');
  });
});
