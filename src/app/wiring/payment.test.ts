import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { demoShop, signIn } from '../../../tests/support/shop.ts';
import { paymentLogic } from './payment.ts';

describe('the payment as the shop wires it', () => {
  it("asks the link of an open order and leaves for the provider's page when the customer pays", async () => {
    const demo = createDemoApi();
    const { services, leaveFor } = demoShop(demo);
    await signIn(services, DEMO_ACCOUNTS.admin);
    const orders = await services.api.GET('/v2/shop/reservationOrders', { params: { query: { include: 'actions' } } });
    const open = orders.data!.Collection.find((order) => order.Actions?.some((action) => action.ActionName === 'CreatePayment' && !action.Completed));
    expect(open).toBeDefined();
    const payment = createActor(paymentLogic(services), {
      input: { target: { kind: 'order', reservationOrderId: open!.ReservationOrderID }, returnUrl: '/account', paymentMethod: null, redirectAtOnce: false },
    }).start();
    await waitFor(payment, (s) => s.matches({ unpaid: 'waiting' }));
    payment.send({ type: 'PAY_NOW_REQUESTED' });
    expect(leaveFor).toHaveBeenCalledWith(payment.getSnapshot().context.due?.link);
    payment.stop();
  });
});
