import type { PaymentLinkAnswer } from '../../src/domain/payment.ts';
import { apiError, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { paymentMachine, type PaymentInput } from './machine.ts';

const input: PaymentInput = {
  target: { kind: 'order', reservationOrderId: 'RO-2026-0101' },
  returnUrl: '/account?orderAction=createPayment&tab=orders&reservationOrderId=RO-2026-0101',
  paymentMethod: null,
  redirectAtOnce: false,
};

const answer = (patch: Partial<PaymentLinkAnswer>): PaymentLinkAnswer => ({
  Status: 'Pending',
  Message: null,
  PaymentLink: '/api/__demo/pay/PAY-70001',
  TotalAmountDue: 121,
  ...patch,
});

const linkAnswers = [
  done('requestLink', answer({ Status: 'Paid', PaymentLink: null, TotalAmountDue: 0 })),
  done('requestLink', answer({})),
  done('requestLink', answer({ Status: 'Cancelled', Message: 'U hebt de betaling geannuleerd.', PaymentLink: null })),
  done('requestLink', answer({ PaymentLink: null })),
  failed('requestLink', apiError('not-found')),
];

export const paymentFlow: RegisteredMachine = {
  id: 'payment',
  title: 'Online betalen',
  description:
    'De betaallink van een bestelling of factuur: Paid rondt af; Pending met een bedrag kan betaald worden bij de betaalprovider en wordt elke seconde opnieuw opgevraagd; Cancelled, Error of Not paid tonen de melding met een knop om opnieuw te proberen.',
  machine: paymentMachine,
  input,
  // The checkout's first start sends the browser to the provider at once.
  alternativeInputs: [{ ...input, paymentMethod: 'BANCONTACT', redirectAtOnce: true }],
  events: () => [...linkAnswers, { type: 'PAYMENT_POLL_ELAPSED' }, { type: 'PAY_NOW_REQUESTED' }, { type: 'RETRY_REQUESTED' }],
  serialize: (snapshot) => `${JSON.stringify(snapshot.value)}|${snapshot.context.redirectAtOnce}`,
};
