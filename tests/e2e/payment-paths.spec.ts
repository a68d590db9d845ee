import type { Page } from '@playwright/test';
import { READ_TRIES } from './demo-faults.ts';
import type { EventObject } from 'xstate';
import type { PaymentInput } from '../../machines/payment/machine.ts';
import { paymentReturnPath, type PaymentLinkAnswer } from '../../src/domain/payment.ts';
import type { FlowPath } from '../../src/flows/paths.ts';
import { expect } from './fixtures.ts';
import { skip, walkPathsInBrowser, type Move, type PathPlan, type PathStepAt, type Skip, type Step, type Walk } from './path-runner.ts';
import {
  cartThroughApi,
  eventInfoThroughApi,
  logInReturningTo,
  openWeekendInBrugge,
  scanOnce,
  setFailureRate,
  settleInAnotherTab,
  slotsThroughApi,
  storeShopValues,
  unpaidOrderOf,
} from './shop-steps.ts';

/**
 * The payment machine's paths through the browser (tests/e2e/path-runner.ts): the payment modal of
 * an order (/account?orderAction=createPayment&tab=orders&reservationOrderId=…), and its first
 * start in the checkout (an order just confirmed, paid online). The status the link call answers comes from the button chosen at the demo provider: before the modal
 * opens (the way back from the provider), or in another tab while the modal asks the status every
 * second (the poll just happens by waiting); a failed call is the demo's failure switch, or an
 * order that does not exist.
 */

interface PaymentWalk extends Walk {
  /** The payment links the page was given, latest last. */
  links: string[];
  /** The link calls answered: when each was sent, its HTTP status and the payment status it answered. */
  calls: { at: number; http: number; status: PaymentLinkAnswer['Status'] | null }[];
}
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Online betalen' });
const providerHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Betaling PAY-/ });

/** What the page shows in each state; momentary states (a call under way) are not asserted. */
const STATE_ON_PAGE: Record<string, ((page: Page) => Promise<void>) | null> = {
  requesting: null,
  'unpaid.checking': null,
  'unpaid.waiting': async (page) => {
    await expect(dialog(page)).toContainText('Te betalen:');
    await expect(dialog(page).getByRole('button', { name: 'Nu betalen' })).toBeEnabled();
  },
  // The browser is on its way to the provider: its page is where it lands.
  redirecting: async (page) => void (await expect(providerHeading(page)).toBeVisible()),
  unpaidWithoutAmount: async (page) => void (await expect(dialog(page).getByRole('alert')).toContainText('Er is geen te betalen bedrag bekend.')),
  failed: async (page) => void (await expect(dialog(page).getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible()),
  error: async (page) => void (await expect(dialog(page).getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible()),
  paid: async (page) => void (await expect(dialog(page).getByRole('status')).toHaveText('De betaling is ontvangen. Bedankt!')),
};

type Answer = { kind: 'done'; answer: PaymentLinkAnswer } | { kind: 'error' };

function answerOf(event: EventObject | undefined): Answer | null {
  if (event?.type === 'xstate.error.actor.requestLink') return { kind: 'error' };
  if (event?.type === 'xstate.done.actor.requestLink') return { kind: 'done', answer: (event as EventObject & { output: PaymentLinkAnswer }).output };
  return null;
}

/** The provider's button that ends a payment with this status. */
const BUTTON_FOR: Partial<Record<PaymentLinkAnswer['Status'], 'Betalen' | 'Annuleren' | 'Mislukt'>> = { Paid: 'Betalen', Cancelled: 'Annuleren', Error: 'Mislukt' };

/** Why the demo cannot give this answer on cue, or null when it can. */
function unanswerable(answer: Answer): string | null {
  if (answer.kind === 'error') return null;
  const { Status, PaymentLink, TotalAmountDue } = answer.answer;
  if (Status === 'Pending') return PaymentLink && TotalAmountDue > 0 ? null : 'the demo answers a pending payment always with its link and amount';
  return BUTTON_FOR[Status] ? null : `no button at the demo provider ends a payment ${Status} (Not paid takes 15 minutes)`;
}

/** Opens the payment address of an order, by default the customer's seeded unpaid one. */
async function openPaymentAddress(page: Page, reservationOrderId: string | null): Promise<void> {
  await logInReturningTo(page, '/bedankt');
  await page.goto(paymentReturnPath({ kind: 'order', reservationOrderId: reservationOrderId ?? (await unpaidOrderOf(page)) }));
}

/** How the path's first answer is had: which order the modal opens, and what happened at the provider before. */
function startFor(input: PaymentInput, first: Answer): Step<PaymentWalk> | string {
  if (input.redirectAtOnce) {
    if (first.kind !== 'done' || !first.answer.PaymentLink) return 'an order just confirmed has no payment yet: the link call starts one';
    return {
      title: 'confirm an order on the summary, paying online with Bancontact',
      run: async ({ page, request }) => {
        const period = await openWeekendInBrugge(request);
        await logInReturningTo(page, '/bedankt');
        const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 2 }], period, path: null });
        await slotsThroughApi(page, cartId, period);
        await eventInfoThroughApi(page, cartId, period);
        await storeShopValues(page, { pending: { paymentMode: 'NOW', paymentMethod: 'BANCONTACT' } });
        await page.goto('/samenvatting');
        await expect(page.getByRole('button', { name: 'Bevestigen en betalen' })).toBeEnabled();
        await scanOnce(page, 'summary');
        await page.getByRole('button', { name: 'Bevestigen en betalen' }).click();
      },
    };
  }
  if (first.kind === 'error') {
    return { title: 'open the payment address of an order that does not exist', run: ({ page }) => openPaymentAddress(page, 'RO-BESTAAT-NIET') };
  }
  const { Status } = first.answer;
  if (Status === 'Pending') return { title: 'open the payment address of an unpaid order', run: ({ page }) => openPaymentAddress(page, null) };
  const button = BUTTON_FOR[Status]!;
  return {
    title: `come back to the payment address from the provider, where ${button} was chosen`,
    run: async ({ page }) => {
      await openPaymentAddress(page, null);
      await dialog(page).getByRole('button', { name: 'Nu betalen' }).click();
      await expect(providerHeading(page)).toBeVisible();
      await scanOnce(page, 'the payment provider');
      await page.getByRole('button', { name: button, exact: true }).click();
    },
  };
}

/**
 * Makes the next status check answer as the path goes on (a change at the provider in another tab,
 * or the failure switch), then waits for the check. A check sent just before the change may be the
 * one that sees it, so the wait is for the answer itself, or for any check sent after the change.
 */
function beforeCheck(next: Answer | null): Move<PaymentWalk>['run'] {
  return async ({ page, request, links, calls }) => {
    const checked = (answered: (call: PaymentWalk['calls'][number]) => boolean) =>
      expect.poll(() => calls.some(answered), { message: 'the status is asked again' }).toBe(true);
    if (next?.kind === 'error') {
      // A read is tried again before a failure reaches the page (docs/decisions/007): every try fails.
      const since = Date.now();
      await setFailureRate(request, 1);
      try {
        await expect
          .poll(() => calls.filter((call) => call.at > since && call.http === 503).length, { message: 'every try of the status check fails' })
          .toBeGreaterThanOrEqual(READ_TRIES);
      } finally {
        await setFailureRate(request, 0);
      }
      return;
    }
    const button = next && BUTTON_FOR[next.answer.Status];
    if (button) await settleInAnotherTab(page, links.at(-1)!, button);
    const since = Date.now();
    await checked((call) => (button ? call.status === next.answer.Status : call.at > since));
  };
}

function moveOf({ index, event, state, previous, next }: PathStepAt): Move<PaymentWalk> | Skip {
  const answer = answerOf(event);
  let run: Move<PaymentWalk>['run'];
  if (answer && index === 0) {
    // The answer to the modal opening (or to the confirmation).
    run = async () => {};
  } else if (answer && previous === 'unpaid.checking') {
    // The poll's answer; the step before made it so.
    run = async () => {};
  } else if (answer) {
    return skip('after a retry the link is asked anew, as at the start: the path would go on from there');
  } else if (event.type === 'PAYMENT_POLL_ELAPSED') {
    const nextAnswer = answerOf(next);
    const why = nextAnswer && unanswerable(nextAnswer);
    if (why) return skip(why);
    run = beforeCheck(nextAnswer);
  } else if (event.type === 'PAY_NOW_REQUESTED') {
    if (previous !== 'unpaid.waiting') return skip("a status check takes milliseconds: 'Nu betalen' is pressed while waiting");
    run = ({ page }) => dialog(page).getByRole('button', { name: 'Nu betalen' }).click();
  } else if (event.type === 'RETRY_REQUESTED') {
    run = ({ page }) => dialog(page).getByRole('button', { name: 'Opnieuw proberen' }).click();
  } else {
    return skip(`no person's action or demo answer produces ${event.type} here`);
  }
  const message = answer?.kind === 'done' ? answer.answer.Message : null;
  return {
    run,
    label: answer?.kind === 'done' ? `${event.type} (${answer.answer.Status})` : event.type,
    screen: state === 'redirecting' ? 'the payment provider' : message ? `${state} telling "${message}"` : state,
    ...(message ? { check: async ({ page }: PaymentWalk) => void (await expect(dialog(page).getByRole('alert')).toContainText(message)) } : {}),
  };
}

function planFor(path: FlowPath): PathPlan<PaymentWalk> | Skip {
  const first = answerOf(path.steps[0]?.event);
  if (!first) return skip('the modal asks the link before anything else');
  const why = unanswerable(first);
  if (why) return skip(why);
  const start = startFor(path.input as PaymentInput, first);
  if (typeof start === 'string') return skip(start);
  return { start, move: moveOf };
}

walkPathsInBrowser<PaymentWalk>({
  machine: 'payment',
  statesOnPage: STATE_ON_PAGE,
  plan: planFor,
  leftOut: {
    // The demo answers a pending payment always with its link and amount: a payment without an
    // amount to pay is for the machine tests, and for payment.spec.ts, which stands such an answer in.
    states: ['payment.unpaidWithoutAmount'],
    transitions: [
      'payment.requesting: done requestLink / keepNothingToPay',
      'payment.unpaid.checking: done requestLink / keepNothingToPay',
      'payment.unpaidWithoutAmount: RETRY_REQUESTED',
    ],
    skipped: [
      "a status check takes milliseconds: 'Nu betalen' is pressed while waiting",
      'an order just confirmed has no payment yet: the link call starts one',
      'the demo answers a pending payment always with its link and amount',
    ],
  },
  walkOf: ({ page, request }) => {
    const walk: PaymentWalk = { page, request, links: [], calls: [] };
    page.on('response', async (response) => {
      if (!response.url().includes('/api/v2/shop/payments/link')) return;
      const at = response.request().timing().startTime;
      // Sent to the provider at once, the page is gone before the body can be read: that answer is not needed then.
      const answer = response.ok() ? ((await response.json().catch(() => null)) as PaymentLinkAnswer | null) : null;
      if (answer?.PaymentLink) walk.links.push(answer.PaymentLink);
      walk.calls.push({ at, http: response.status(), status: answer?.Status ?? null });
    });
    return walk;
  },
  afterState: ({ page }, screen) => scanOnce(page, screen),
  // A walk logs in and may visit the provider, in this tab or another.
  // Two workers share two cores in CI: a long walk needs room beyond a minute there.
  timeout: 120_000,
});
