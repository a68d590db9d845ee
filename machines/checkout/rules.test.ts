import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cartFlowSample } from '../cart/flow.ts';
import type { Cart } from '../cart/rules.ts';
import { sampleAccount } from '../session/samples.ts';
import { checkoutMachine, type ShopView } from './machine.ts';
import { buyerLines, paymentChoiceOf, type Customer } from './rules.ts';
import { selectBuyerLines, selectPaymentChoice, selectStep } from './selectors.ts';

const customer = { CustomerID: 'CUST-1001', CompanyName: 'Jeugdhuis De Branding vzw', Street: 'Kerkstraat', HouseNumber: '12', HouseNumberAddition: 'b', ZipCode: '8000', City: 'Brugge' } as Customer;
const policy = (ShopPaymentPolicy: Cart['PaymentCondition']['ShopPaymentPolicy'], total = 48.4): Cart => ({
  ...cartFlowSample,
  PaymentCondition: { ShopPaymentPolicy },
  TotalIncVATForeignCurrency: total,
});

describe('the buyer as the summary shows them', () => {
  it('is the contact with their organisation and its address', () => {
    expect(buyerLines('contact', sampleAccount, customer, {})).toEqual(['Jeugdhuis De Branding vzw', 'Lotte Vermeulen', 'admin@demo.test', 'Kerkstraat 12 b', '8000 Brugge']);
  });

  it('is the pending customer of a guest or a registration, leaving out what is not known', () => {
    const pending = { customer: { FirstName: 'Els', LastName: 'Maes', Email: 'els.maes@example.test', ZipCode: '8310', City: 'Assebroek' } };
    expect(buyerLines('guest', null, null, pending)).toEqual(['Els Maes', 'els.maes@example.test', '8310 Assebroek']);
    expect(buyerLines('unknown', null, null, {})).toEqual([]);
  });
});

describe('the payment choice of the summary (spec 001 §6)', () => {
  it('is not offered when payment is blocked, the total is nothing, or the buyer cannot pay online', () => {
    expect(paymentChoiceOf(policy('BlockPayment'), 'contact', {})).toBeNull();
    expect(paymentChoiceOf(policy('AllowPayment', 0), 'contact', {})).toBeNull();
    expect(paymentChoiceOf(policy('AllowPayment'), 'guest', {})).toBeNull();
  });

  it('lets the customer choose the moment under AllowPayment (now unless said otherwise), and pays now under RequirePayment', () => {
    expect(paymentChoiceOf(policy('AllowPayment'), 'contact', {})).toEqual({ modeChoosable: true, mode: 'NOW', method: null });
    expect(paymentChoiceOf(policy('AllowPayment'), 'contact', { paymentMode: 'AT_PICKUP' })).toEqual({ modeChoosable: true, mode: 'AT_PICKUP', method: null });
    expect(paymentChoiceOf(policy('RequirePayment'), 'contact', { paymentMode: 'AT_PICKUP', paymentMethod: 'IDEAL' })).toEqual({ modeChoosable: false, mode: 'NOW', method: 'IDEAL' });
  });
});

describe('what the summary selects', () => {
  const summaryOf = (shop: ShopView) => {
    const actor = createActor(checkoutMachine, { input: { returnUrl: '/samenvatting' } }).start();
    actor.send({ type: 'SHOP_UPDATED', shop });
    return actor.getSnapshot();
  };

  it('reads the buyer, the payment choice and the step from the shop it follows', () => {
    const snapshot = summaryOf({ cart: policy('AllowPayment'), cartSettled: true, cartFailed: false, account: sampleAccount, customer, pending: { paymentMethod: 'BANCONTACT' } });
    expect(selectStep(snapshot)).toBe('loading');
    expect(selectBuyerLines(snapshot)[0]).toBe('Jeugdhuis De Branding vzw');
    expect(selectPaymentChoice(snapshot)).toEqual({ modeChoosable: true, mode: 'NOW', method: 'BANCONTACT' });
  });
});
