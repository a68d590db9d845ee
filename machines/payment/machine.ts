import { assign, setup } from 'xstate';
import { FAILED_PAYMENT_STATUSES, type PaymentLinkAnswer, type PaymentTarget } from '../../src/domain/payment.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import { timer } from '../timers.ts';

/** Spec 001 §9: a pending payment's status is asked again every second. */
export const PAYMENT_POLL_MS = 1000;

export interface PaymentInput {
  target: PaymentTarget;
  /** Where the provider sends the browser back to: the current page (spec 001 §7). */
  returnUrl: string;
  /** The chosen method; null lets the customer choose at the provider. */
  paymentMethod: string | null;
  /** The checkout's first start: a payable link sends the browser to the provider at once. */
  redirectAtOnce: boolean;
}

/** What can be paid now: the provider's link and the amount due (incl. VAT). */
export interface PaymentDue {
  link: string;
  amountDue: number;
}

export type PaymentFailure =
  /** The call itself failed: there is no payment status at all (spec 002 §4 "error (no status)"). */
  | CallFailure<'request-failed'>
  /** The payment ended unpaid; the view shows its message, else the general payment message (spec 001 §8). */
  | { kind: 'payment-failed'; status: PaymentLinkAnswer['Status']; message: string | null }
  /** Pending, but without an amount or without a link to pay it (spec 002 §4 "unpaid without amount"). */
  | { kind: 'nothing-to-pay'; message: string | null };

export interface PaymentContext extends PaymentInput {
  due: PaymentDue | null;
  failure: PaymentFailure | null;
}

export type PaymentEvent =
  /** The customer pressed 'Nu betalen': off to the provider. */
  | { type: 'PAY_NOW_REQUESTED' }
  /** The customer asks a new link after a failure. */
  | { type: 'RETRY_REQUESTED' }
  /** A second passed while the payment is pending: ask its status again. */
  | { type: 'PAYMENT_POLL_ELAPSED' };

/** The parent (the checkout) learns the payment is done, and for what. */
export interface PaymentOutput {
  target: PaymentTarget;
}

/** The link and amount of a pending answer, when both are there; otherwise nothing can be paid. */
function dueOf(answer: PaymentLinkAnswer): PaymentDue | null {
  if (answer.Status !== 'Pending' || !answer.PaymentLink || !(answer.TotalAmountDue > 0)) return null;
  return { link: answer.PaymentLink, amountDue: answer.TotalAmountDue };
}

function linkOf(context: PaymentContext): string {
  if (!context.due) throw new Error('the provider is reached only with a payable link');
  return context.due.link;
}

const answerOf = ({ event }: { event: { output: PaymentLinkAnswer } }) => ({ answer: event.output });

/**
 * How a link answer settles, the same for the first ask and for each re-check: Paid completes;
 * Cancelled, Error or Not paid fail with the payment's message; Pending with a link and an amount
 * is payable; Pending without either cannot be paid (spec 001 §4, 002 §4).
 */
const settleAnswer = [
  { guard: { type: 'isPaid', params: answerOf }, target: '#payment.paid' },
  {
    guard: { type: 'endedUnpaid', params: answerOf },
    target: '#payment.failed',
    actions: { type: 'keepPaymentFailure', params: answerOf },
  },
  {
    guard: { type: 'isPayable', params: answerOf },
    target: '#payment.unpaid.waiting',
    actions: { type: 'keepDue', params: answerOf },
  },
  {
    target: '#payment.unpaidWithoutAmount',
    actions: { type: 'keepNothingToPay', params: answerOf },
  },
] as const;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
  },
  actors: {
    /** `GET v2/shop/payments/link`: starts a payment, or answers the state of the latest one. */
    requestLink: call<PaymentLinkAnswer, Pick<PaymentInput, 'target' | 'returnUrl' | 'paymentMethod'>>(),
    paymentPoll: timer(PAYMENT_POLL_MS, { type: 'PAYMENT_POLL_ELAPSED' }),
  },
  actions: {
    /** Sends the browser to the payment provider's page. */
    redirectToProvider: effect<{ link: string }>(),
    keepDue: assign((_, params: { answer: PaymentLinkAnswer }) => ({ due: dueOf(params.answer), failure: null })),
    keepPaymentFailure: assign((_, params: { answer: PaymentLinkAnswer }) => ({
      due: null,
      failure: { kind: 'payment-failed' as const, status: params.answer.Status, message: params.answer.Message },
    })),
    keepNothingToPay: assign((_, params: { answer: PaymentLinkAnswer }) => ({
      due: null,
      failure: { kind: 'nothing-to-pay' as const, message: params.answer.Message },
    })),
    keepRequestFailure: assign((_, params: { error: unknown }) => ({
      due: null,
      failure: callFailure('request-failed', params.error),
    })),
  },
  guards: {
    isPaid: (_, params: { answer: PaymentLinkAnswer }) => params.answer.Status === 'Paid',
    endedUnpaid: (_, params: { answer: PaymentLinkAnswer }) => FAILED_PAYMENT_STATUSES.includes(params.answer.Status),
    isPayable: (_, params: { answer: PaymentLinkAnswer }) => dueOf(params.answer) !== null,
    isPayableAtOnce: ({ context }, params: { answer: PaymentLinkAnswer }) => context.redirectAtOnce && dueOf(params.answer) !== null,
  },
}).createMachine({
  id: 'payment',
  description: 'De online betaling van een bestelling of factuur: de link opvragen, betalen bij de betaalprovider, de status elke seconde volgen tot Paid.',
  context: ({ input }) => ({ ...input, due: null, failure: null }),
  initial: 'requesting',
  states: {
    requesting: {
      tags: ['loading'],
      description: 'Vraagt de betaallink op: start een betaling, of vindt de betaling die al bezig is.',
      invoke: {
        id: 'requestLink',
        src: 'requestLink',
        input: ({ context }) => ({ target: context.target, returnUrl: context.returnUrl, paymentMethod: context.paymentMethod }),
        onDone: [
          {
            guard: { type: 'isPayableAtOnce', params: answerOf },
            target: 'redirecting',
            actions: { type: 'keepDue', params: answerOf },
          },
          ...settleAnswer,
        ],
        onError: { target: 'error', actions: { type: 'keepRequestFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    unpaid: {
      description: 'Pending met een openstaand bedrag: de klant kan nu betalen; ondertussen wordt de status elke seconde opnieuw opgevraagd.',
      initial: 'waiting',
      on: { PAY_NOW_REQUESTED: '#payment.redirecting' },
      states: {
        waiting: {
          invoke: { id: 'paymentPoll', src: 'paymentPoll' },
          on: { PAYMENT_POLL_ELAPSED: 'checking' },
        },
        checking: {
          description: 'Vraagt de status opnieuw op; het openstaande bedrag blijft op het scherm.',
          invoke: {
            id: 'requestLink',
            src: 'requestLink',
            input: ({ context }) => ({ target: context.target, returnUrl: context.returnUrl, paymentMethod: context.paymentMethod }),
            onDone: [...settleAnswer],
            onError: { target: '#payment.error', actions: { type: 'keepRequestFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    redirecting: {
      tags: ['submitting'],
      description: 'De browser is onderweg naar de betaalprovider, die hem terugstuurt naar het terugkeeradres.',
      entry: { type: 'redirectToProvider', params: ({ context }) => ({ link: linkOf(context) }) },
    },
    unpaidWithoutAmount: {
      description: 'Pending, maar zonder bedrag of link: er kan niets betaald worden; de klant kan het opnieuw vragen.',
      on: { RETRY_REQUESTED: 'requesting' },
    },
    failed: {
      description: 'Cancelled, Error of Not paid: de melding van de betaling, en een knop om opnieuw te proberen die een nieuwe link opvraagt.',
      on: { RETRY_REQUESTED: 'requesting' },
    },
    error: {
      description: 'De link kon niet opgevraagd worden (geen status): de fout, en een knop om opnieuw te proberen.',
      on: { RETRY_REQUESTED: 'requesting' },
    },
    paid: {
      type: 'final',
      description: 'Paid: de betaalflow is afgelopen.',
    },
  },
  output: ({ context }) => ({ target: context.target }),
});
