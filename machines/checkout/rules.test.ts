import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cartFlowSample } from '../cart/flow.ts';
import type { Cart } from '../cart/rules.ts';
import { eventCustomFields } from '../../src/domain/event-form.ts';
import { SAMPLE_EVENT_FORM } from '../../src/domain/event-form.samples.ts';
import { sampleAccount } from '../session/samples.ts';
import { checkoutMachine, type ShopView } from './machine.ts';
import { buyerLines, paymentChoiceOf, paymentPostponed, paysWithoutAccount, receiptOf, receiptPaymentOf, rentalPeriodsOf, type Customer } from './rules.ts';
import { sampleReceipt } from './samples.ts';
import { selectBuyerLines, selectConfirmPays, selectEvent, selectPaymentChoice, selectStep } from './selectors.ts';

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

  it('names a guest once when the company name is only their name, and shows a house number addition', () => {
    const pending = { customer: { CompanyName: 'Els Maes', FirstName: 'Els', LastName: 'Maes', Street: 'Langestraat', HouseNumber: '12', HouseNumberAddition: 'bus 3' } };
    expect(buyerLines('guest', null, null, pending)).toEqual(['Els Maes', 'Langestraat 12 bus 3']);
  });
});

describe('the periods and the receipt of an order', () => {
  it('hold the pick-up and return moments with their slots in rental mode; a sale only its pick-up', () => {
    const [rented] = rentalPeriodsOf(cartFlowSample, false);
    expect(rented).toMatchObject({ pickUp: { at: '2026-12-11T09:00:00', slot: '09:00 - 10:00' }, return: { at: '2026-12-14T16:00:00', slot: '16:00 - 17:00' }, totalIncVat: 96.8 });
    expect(rentalPeriodsOf(cartFlowSample, true)[0]!.return).toBeNull();
    const order = [{ OrderID: null, ReservationID: 'R-2026-0001', ReservationOrderID: 'RO-2026-0001' }];
    expect(receiptOf(cartFlowSample, order, null, null, false).sale).toBe(false);
    expect(receiptOf(cartFlowSample, order, null, null, true).sale).toBe(true);
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

describe('the payment a receipt tells', () => {
  it('is paid online for the total incl. VAT when paying now, at pick-up when so chosen, and none when payment is not offered', () => {
    expect(receiptPaymentOf(policy('AllowPayment', 48.4), 'contact', null)).toEqual({ kind: 'paid-online', amount: 48.4 });
    expect(receiptPaymentOf(policy('RequirePayment', 96.8), 'contact', 'AT_PICKUP')).toEqual({ kind: 'paid-online', amount: 96.8 });
    expect(receiptPaymentOf(policy('AllowPayment'), 'contact', 'AT_PICKUP')).toEqual({ kind: 'at-pick-up' });
    expect(receiptPaymentOf(policy('BlockPayment'), 'contact', 'NOW')).toBeNull();
    expect(receiptPaymentOf(policy('AllowPayment'), 'guest', 'NOW')).toBeNull();
  });

  it('is paid later from the account when the customer postpones the online payment, the rest of the receipt as it was', () => {
    const paid = { ...sampleReceipt, payment: { kind: 'paid-online' as const, amount: 48.4 } };
    expect(paymentPostponed(paid)).toEqual({ ...sampleReceipt, payment: { kind: 'pay-later' } });
  });
});

describe('what the summary selects', () => {
  const summaryOf = (shop: ShopView) => {
    const actor = createActor(checkoutMachine, { input: { returnUrl: '/samenvatting', salesMode: false } }).start();
    actor.send({ type: 'SHOP_UPDATED', shop });
    return actor.getSnapshot();
  };

  it('reads the buyer, the payment choice and the step from the shop it follows', () => {
    const snapshot = summaryOf({ cart: policy('AllowPayment'), cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account: sampleAccount, customer, pending: { paymentMethod: 'BANCONTACT' } });
    expect(selectStep(snapshot)).toBe('loading');
    expect(selectBuyerLines(snapshot)[0]).toBe('Jeugdhuis De Branding vzw');
    expect(selectPaymentChoice(snapshot)).toEqual({ modeChoosable: true, mode: 'NOW', method: 'BANCONTACT' });
  });

  it('says confirming pays when paying now applies, not at pick-up nor without payment', () => {
    const shop = (cart: Cart, pending: ShopView['pending']): ShopView => ({ cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account: sampleAccount, customer, pending });
    expect(selectConfirmPays(summaryOf(shop(policy('AllowPayment'), {})))).toBe(true);
    expect(selectConfirmPays(summaryOf(shop(policy('RequirePayment'), { paymentMode: 'AT_PICKUP' })))).toBe(true);
    expect(selectConfirmPays(summaryOf(shop(policy('AllowPayment'), { paymentMode: 'AT_PICKUP' })))).toBe(false);
    expect(selectConfirmPays(summaryOf(shop(policy('BlockPayment'), {})))).toBe(false);
  });

  it('reads the event as the form saved it in the cart, with the pending notes, and ignores an unsaved draft', () => {
    const cart = { ...cartFlowSample, CustomFields: { CUST_CategoryID: 1000, ...eventCustomFields({ ...SAMPLE_EVENT_FORM, website: 'www.buurtfeest.be' }) } };
    const pending = { orderType: 'LBL-RES-1', notes: 'Graag bellen', eventDraft: { description: 'Nog niet bewaard' } };
    const event = selectEvent(summaryOf({ cart, cartSettled: true, cartFailed: false, registrationPasswordKnown: false, account: sampleAccount, customer, pending }));
    expect(event).toMatchObject({
      description: SAMPLE_EVENT_FORM.description,
      startsAt: '2026-12-12T14:00:00',
      venueSetting: 'Tent',
      organizer: 'Lotte Vermeulen',
      expectedAttendees: '150',
      website: 'https://www.buurtfeest.be/',
      comments: 'Graag bellen',
    });
    expect(selectEvent(summaryOf({ cart: null, cartSettled: false, cartFailed: false, registrationPasswordKnown: false, account: sampleAccount, customer, pending }))).toBeNull();
  });
});

describe('who pays online', () => {
  it('tells a guest or a registration that a cart asking payment is not paid online', () => {
    expect(paysWithoutAccount(policy('AllowPayment'), 'guest')).toBe(true);
    expect(paysWithoutAccount(policy('RequirePayment'), 'registering')).toBe(true);
    expect(paysWithoutAccount(policy('BlockPayment'), 'guest')).toBe(false);
    expect(paysWithoutAccount(policy('AllowPayment', 0), 'guest')).toBe(false);
    expect(paysWithoutAccount(policy('AllowPayment'), 'contact')).toBe(false);
  });
});
