import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { sampleReceipt } from '../../machines/checkout/samples.ts';
import type { ShopView } from '../../machines/checkout/machine.ts';
import type { FlowPath } from '../../src/flows/paths.ts';
import { expect } from './fixtures.ts';
import { HeldCalls } from './held-calls.ts';
import { outcome, skip, walkPathsInBrowser, type Move, type PathPlan, type PathStepAt, type Skip, type Step, type Walk } from './path-runner.ts';
import {
  cartThroughApi,
  eventInfoThroughApi,
  openWeekendInBrugge,
  logInReturningTo,
  pick,
  scanOnce,
  settleInAnotherTab,
  slotsThroughApi,
  storeShopValues,
  unpaidOrderOf,
} from './shop-steps.ts';

/**
 * The checkout machine's paths through the browser (the summary at /samenvatting;
 * tests/e2e/path-runner.ts). Each event is what a person does or what the page is told:
 *
 * - the shop (`SHOP_UPDATED`) is the session and cart prepared before the page opens: logged in or
 *   not, the payment choice already stored, a cart with or without time slots, an order waiting
 *   for its payment; the cart arriving after a reload is held back until the path says it comes;
 * - the order types and warehouses (`loadDetails`) are held back until the path says they answer,
 *   or fail them through the demo's failure switch;
 * - an order the backend refuses (`placeOrder` failing) is a cart without time slots;
 * - the payment's outcome (`payment` done) is paid at the demo provider: on its page when the
 *   browser was sent there, in another tab when the summary follows a payment under way.
 *
 */

interface CheckoutWalk extends Walk {
  /** The order types (`/v2/shop/label`): with the warehouses they answer together as `loadDetails`. */
  details: HeldCalls;
  /** The cart as the cart actor reads it after a load. */
  cart: HeldCalls;
  /** The payment links the page was given, latest last. */
  links: string[];
}
type Shop = 'pay now, no method' | 'pay now with a method' | 'pay at pick-up' | 'unknown customer' | 'guest' | 'registering' | 'payment under way' | 'cart being read';
const MODE_SHOPS: Shop[] = ['pay now, no method', 'pay now with a method', 'pay at pick-up'];
/** The shops of a visitor (an anonymous token): nobody known, a guest, or a registration whose password a reload took. */
const VISITOR_SHOPS: Shop[] = ['unknown customer', 'guest', 'registering'];

/** Which of the registry's sample shops an event reports, by what the machine's guards read of it. */
function shopOf(event: EventObject): Shop {
  const { shop } = event as EventObject & { shop: ShopView };
  if (shop.pending.order) return 'payment under way';
  if (!shop.cartSettled) return 'cart being read';
  if (!shop.account) return shop.pending.customer ? (shop.pending.user ? 'registering' : 'guest') : 'unknown customer';
  if (shop.pending.paymentMode === 'AT_PICKUP') return 'pay at pick-up';
  return shop.pending.paymentMethod ? 'pay now with a method' : 'pay now, no method';
}

/** The payment choice a shop has stored. */
const PENDING_CHOICE: Partial<Record<Shop, Record<string, string>>> = {
  'pay now, no method': { paymentMode: 'NOW' },
  'pay now with a method': { paymentMode: 'NOW', paymentMethod: 'BANCONTACT' },
  'pay at pick-up': { paymentMode: 'AT_PICKUP' },
};

const spinner = (page: Page) => page.getByRole('progressbar', { name: 'De samenvatting wordt geladen' });
/** The confirm button: it says it pays when paying online now applies. */
const confirm = (page: Page) => page.getByRole('button', { name: /^(Reservering bevestigen|Bevestigen en betalen)$/ });
const providerHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Betaling PAY-/ });
const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first();

/** What the page shows in each state; momentary states (a call under way, a decision) are not asserted. */
const STATE_ON_PAGE: Record<string, ((page: Page) => Promise<void>) | null> = {
  deciding: null,
  placingOrder: null,
  finishing: null,
  loading: async (page) => void (await expect(spinner(page)).toBeVisible()),
  waitingForCart: async (page) => void (await expect(spinner(page)).toBeVisible()),
  loadFailed: async (page) => {
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  },
  reviewing: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Samenvatting' })).toBeVisible();
    await expect(confirm(page)).toBeEnabled();
  },
  // Just confirmed, the browser is on its way to the provider; back from it, the summary follows the payment.
  paying: async (page) =>
    void (await expect(providerHeading(page).or(page.getByRole('heading', { level: 2, name: 'Online betalen' }))).toBeVisible()),
  completed: async (page) => {
    await expect(page).toHaveURL(/\/bedankt$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanvraag!' })).toBeVisible();
  },
};

/** The seeded order with an open payment, as confirming an order paid online leaves it in the session. */
async function pendingOrderOf(page: Page) {
  const id = await unpaidOrderOf(page);
  const receipt = { ...sampleReceipt, reservationOrderIds: [id] };
  return { reservationOrderIds: [id], paymentMethod: 'BANCONTACT', receipt };
}

interface Setup {
  /** The page opens with the cart being read (a reload), not from the event form. */
  reload: boolean;
  anonymous: boolean;
  /** A visitor's pending buyer: the guest's customer, or a registration (its password is never stored). */
  buyer: Record<string, unknown>;
  paymentUnderWay: boolean;
  /** The stored payment choice. */
  choice: Record<string, string>;
  /** A cart without time slots: the backend refuses the order. */
  refused: boolean;
}

function startOf(setup: Setup): Step<CheckoutWalk> {
  const words = [
    setup.paymentUnderWay ? 'with a payment under way' : setup.reload ? 'by a reload' : 'from the event form',
    setup.anonymous ? 'as a visitor' : 'logged in',
    Object.keys(setup.choice).length ? `having chosen ${Object.values(setup.choice).join(' ')}` : '',
    setup.refused ? 'with a cart without time slots' : '',
  ];
  return {
    title: `open the summary ${words.filter(Boolean).join(', ')}`,
    run: async ({ page, request, details, cart }) => {
      const period = await openWeekendInBrugge(request);
      if (setup.anonymous) {
        await page.goto('/home');
        await scanOnce(page, 'home');
        await expect.poll(() => page.evaluate(() => localStorage.getItem('session'))).not.toBeNull();
      } else {
        await logInReturningTo(page, '/bedankt');
      }
      if (setup.paymentUnderWay) {
        await storeShopValues(page, { cartId: null, pending: { order: await pendingOrderOf(page) } });
        await details.install();
        await page.goto('/samenvatting');
        return;
      }
      const cartId = await cartThroughApi(page, { lines: [{ ItemID: 'PARTYTENT-3X3', Amount: 2 }], period, path: null });
      if (!setup.refused) await slotsThroughApi(page, cartId, period);
      await eventInfoThroughApi(page, cartId, period);
      await storeShopValues(page, { pending: { ...setup.choice, ...setup.buyer } });
      if (setup.reload) {
        await details.install();
        await cart.install();
        await page.goto('/samenvatting');
        return;
      }
      await page.goto('/extra-info');
      await expect(page.getByRole('textbox', { name: 'Omschrijving', exact: true })).toHaveValue('Buurtfeest in de Sint-Pietersstraat');
      await scanOnce(page, 'event form');
      // The event form has read the order types: from here on the summary's are held.
      await details.install();
      await page.getByRole('button', { name: 'Verder naar het overzicht' }).press('Enter');
      await expect(page).toHaveURL(/\/samenvatting$/);
    },
  };
}

/** What the summary says when it refuses a confirmation (it stays in reviewing). */
function refusalOnConfirm(shop: Shop, registration: { termsAccepted: boolean; passwordTyped: boolean }): string {
  if (shop === 'unknown customer') return 'Er is niets te bestellen';
  if (shop === 'registering' && !registration.passwordTyped) return 'Niet alle velden zijn (correct) ingevoerd';
  if (shop === 'registering' && !registration.termsAccepted) return 'U moet akkoord gaan met de algemene voorwaarden';
  return 'Kies een betaalmethode.';
}

function planFor(path: FlowPath): PathPlan<CheckoutWalk> | Skip {
  const events = path.steps.map((step) => step.event);
  const shops = events.filter((event) => event.type === 'SHOP_UPDATED').map(shopOf);
  const first = events[0];
  if (first?.type !== 'SHOP_UPDATED') return skip('the page reports its shop before anything answers');
  const opening = shopOf(first);
  const visitor = shops.find((shop) => VISITOR_SHOPS.includes(shop));
  if (visitor && shops.some((shop) => shop !== visitor)) return skip('the person does not log in or out while the summary is open');
  const { customer, user, customerDetail } = (first as EventObject & { shop: ShopView }).shop.pending;
  // After a reload the cart arrives with the payment choice the session holds.
  const arriving = opening === 'cart being read' ? shops[1] : opening;
  const setup: Setup = {
    reload: opening === 'cart being read',
    anonymous: visitor !== undefined,
    buyer: visitor === 'unknown customer' ? {} : { customer, user, customerDetail },
    paymentUnderWay: opening === 'payment under way',
    choice: (arriving && PENDING_CHOICE[arriving]) ?? {},
    refused: events.some((event) => outcome(event, 'placeOrder') === 'error'),
  };

  let shop: Shop = opening;
  /** The shop a choice just stored, which the session reports next. */
  let reported: Shop | null = null;
  let method = setup.choice.paymentMethod ?? null;
  let atProvider = false;
  let cartArrived = !setup.reload;
  let termsAccepted = false;
  let passwordTyped = false;

  /** The step's move, without the screen's name. */
  function moveOf({ index, event, state, previous }: PathStepAt): Move<CheckoutWalk> | Skip {
    if (reported && event.type !== 'SHOP_UPDATED') return skip('a stored choice is reported by the session before anything else happens');
    if (previous === 'completed') {
      // The machine has finished: what it is told now changes nothing (the session does report the order completed).
      return { run: async () => {} };
    }
    if (event.type === 'SHOP_UPDATED') {
      const next = shopOf(event);
      let run: Move<CheckoutWalk>['run'];
      if (index === 0) {
        run = async () => {};
      } else if (reported) {
        if (next !== reported) return skip('the session reports the choice just made, not another shop');
        reported = null;
        run = async () => {};
      } else if (!cartArrived && MODE_SHOPS.includes(next) && (previous === 'loading' || previous === 'waitingForCart')) {
        cartArrived = true;
        run = async ({ page, cart }) => {
          await cart.release();
          // The cart button counts the cart once the cart actor has it.
          await expect(page.getByRole('banner').getByRole('link', { name: /^Winkelwagen/ })).toHaveAccessibleName(/^Winkelwagen [1-9]/);
        };
      } else {
        return skip('the shop changes only as the page opens, as its cart arrives after a reload, or by a choice made on the page');
      }
      shop = next;
      return { run };
    }
    if (outcome(event, 'loadDetails') === 'done') return { run: ({ details }) => details.release() };
    if (outcome(event, 'loadDetails') === 'error') return { run: ({ details }) => details.fail() };
    if (event.type === 'RETRY_REQUESTED') return { run: ({ page }) => page.getByRole('button', { name: 'Opnieuw proberen' }).click() };
    if (event.type === 'PAYMENT_MODE_CHOSEN') {
      if (shop === 'pay at pick-up') return skip('paying at pick-up is already chosen');
      reported = 'pay at pick-up';
      method = null;
      return { run: ({ page }) => pick(page.getByRole('radio', { name: 'Betalen bij het afhalen' })) };
    }
    if (event.type === 'PAYMENT_METHOD_CHOSEN') {
      if (shop !== 'pay now, no method' && shop !== 'pay now with a method') return skip('no payment method is offered when paying at pick-up or to a buyer without an account');
      if (method === 'IDEAL') return skip('iDEAL is already chosen');
      if (shop !== 'pay now with a method') reported = 'pay now with a method';
      method = 'IDEAL';
      return { run: ({ page }) => pick(page.getByRole('radio', { name: 'iDEAL' })) };
    }
    if (event.type === 'TERMS_ACCEPTANCE_CHANGED') {
      // Ticked already, the box stays ticked: the machine is told again what it knows.
      const ticking = !termsAccepted;
      termsAccepted = true;
      return {
        run: async ({ page }) => {
          if (ticking) await pick(page.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' }));
        },
      };
    }
    if (event.type === 'NEW_PASSWORD_CHANGED') {
      const typing = !passwordTyped;
      passwordTyped = true;
      return {
        run: async ({ page }) => {
          if (!typing) return;
          await page.getByLabel(/^Wachtwoord/).fill('Kelder!2026');
          await page.getByLabel(/^Herhaal het wachtwoord/).fill('Kelder!2026');
        },
      };
    }
    if (event.type === 'CONFIRM_REQUESTED') {
      if (state !== 'reviewing') return { run: ({ page }) => confirm(page).click() };
      const text = refusalOnConfirm(shop, { termsAccepted, passwordTyped });
      return {
        screen: `${state} telling "${text}"`,
        run: async ({ page }) => {
          await confirm(page).click();
          await expect(notice(page, text)).toBeVisible();
        },
      };
    }
    if (outcome(event, 'placeOrder') === 'done') {
      // The backend's answer to the confirmation; paying online sends the browser to the provider at once.
      atProvider = state === 'paying';
      const sentAway = atProvider;
      return {
        run: async ({ page }) => {
          if (sentAway) await expect(providerHeading(page)).toBeVisible();
        },
      };
    }
    if (outcome(event, 'placeOrder') === 'error') {
      const toast = shop === 'registering' ? 'Uw account kon niet worden aangemaakt' : 'Er ging iets mis bij het plaatsen van uw reservering';
      return {
        screen: `${state} with the order refused`,
        run: async ({ page }) => {
          await expect(notice(page, toast)).toBeVisible();
          await expect(page.getByRole('main').getByRole('alert')).toHaveText('Kies een afhaal- en een terugbrengmoment');
        },
      };
    }
    if (outcome(event, 'payment') === 'done') {
      return {
        run: atProvider
          ? ({ page }) => page.getByRole('button', { name: 'Betalen', exact: true }).click()
          : async ({ page, links }) => {
              await expect.poll(() => links.length).toBeGreaterThan(0);
              await settleInAnotherTab(page, links.at(-1)!, 'Betalen');
            },
      };
    }
    if (event.type === 'PAYMENT_POSTPONED') {
      const postpone = (page: Page) => page.getByRole('button', { name: 'Later betalen via Mijn account' }).click();
      return {
        run: atProvider
          ? async ({ page }) => {
              // Back from the provider without paying: the summary picks the payment up from the session.
              await page.goBack();
              await postpone(page);
            }
          : ({ page }) => postpone(page),
      };
    }
    return skip(`the demo backend cannot be made to answer ${event.type} here`);
  }

  return {
    start: startOf(setup),
    move(step) {
      const move = moveOf(step);
      if ('skip' in move) return move;
      // The screen the step leaves, for the accessibility scan: the state, and what sets it apart.
      let screen = move.screen ?? (setup.anonymous ? `${step.state} as a visitor (${opening})` : step.state);
      if (step.state === 'paying') screen = atProvider ? 'the payment provider' : 'paying on the summary';
      const label = step.event.type === 'SHOP_UPDATED' ? `SHOP_UPDATED (${shopOf(step.event)})` : step.event.type;
      return { ...move, screen, label };
    },
  };
}

walkPathsInBrowser<CheckoutWalk>({
  machine: 'checkout',
  statesOnPage: STATE_ON_PAGE,
  plan: planFor,
  leftOut: {
    // A lost answer to the order: lost-answers.spec.ts walks it as a customer meets it.
    states: ['checkout.checkingOrder'],
    transitions: [
      'checkout.checkingOrder: done cartExists / notify',
      'checkout.checkingOrder: done cartExists [cartGone] / completeOrder',
      'checkout.checkingOrder: error cartExists / notify',
      'checkout.placingOrder: error placeOrder [answerMayBeLost] / rememberFailure',
    ],
    // The paths left out have the shop change while nobody on the page changes it (the machine tests cover them).
    skipped: [
      'no page assertion for state checkingOrder',
      'no payment method is offered when paying at pick-up or to a buyer without an account',
      'paying at pick-up is already chosen',
      'the page reports its shop before anything answers',
      'the person does not log in or out while the summary is open',
      'the shop changes only as the page opens, as its cart arrives after a reload, or by a choice made on the page',
    ],
  },
  walkOf: ({ page, request }) => {
    const walk: CheckoutWalk = {
      page,
      request,
      details: new HeldCalls(page, /\/api\/v2\/shop\/label\?/),
      cart: new HeldCalls(page, /\/api\/v3\/rental\/cart\/[^/?]+\?include=actions/),
      links: [],
    };
    page.on('response', async (response) => {
      if (!response.url().includes('/api/v2/shop/payments/link') || !response.ok()) return;
      // Sent to the provider at once, the page is gone before the body can be read: that link is not needed then.
      const answer = (await response.json().catch(() => null)) as { PaymentLink: string | null } | null;
      if (answer?.PaymentLink) walk.links.push(answer.PaymentLink);
    });
    return walk;
  },
  afterState: ({ page }, screen) => scanOnce(page, screen),
  // A walk logs in, prepares the cart through the API and crosses several pages.
  // Two workers share two cores in CI: a long walk needs room beyond a minute there.
  timeout: 120_000,
});
