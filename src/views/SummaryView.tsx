import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine, useSelector } from '@xstate/react';
import { Fragment, useState } from 'react';
import { Link } from 'wouter';
import { fromCallback, type ActorRefFrom } from 'xstate';
import { createCheckoutActors } from '../../machines/checkout/actors.ts';
import { buyerOfShop, checkoutMachine, type CheckoutNotice, type ShopView } from '../../machines/checkout/machine.ts';
import { paymentModeChoosable, paymentModeOf, paymentOffered, rentalPeriodsOf } from '../../machines/checkout/rules.ts';
import type { Cart } from '../../machines/cart/rules.ts';
import { selectCustomer } from '../../machines/session/selectors.ts';
import type { Language } from '../api/context.ts';
import { navigate } from '../app/navigation.ts';
import { useServices } from '../app/services.ts';
import { PAYMENT_METHODS_OFFERED, SUMMARY_PATH } from '../app/style-settings.ts';
import { formatDateTime } from '../domain/format.ts';
import { CartTotals } from '../features/cart/CartTotals.tsx';
import { PaymentStatus, type PaymentActor } from '../features/payment/PaymentStatus.tsx';
import { createPaymentLogic } from '../features/payment/payment-logic.ts';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';
import { Button } from '../ui/Button.tsx';
import { Price } from '../ui/Price.tsx';
import { RadioGroup, Radio } from '../ui/RadioGroup.tsx';
import { RetryNotice } from '../ui/RetryNotice.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import '../features/cart/cart.css';

type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

const PAYMENT_METHOD_NAMES: Record<(typeof PAYMENT_METHODS_OFFERED)[number], string> = {
  BANCONTACT: 'Bancontact',
  IDEAL: 'iDEAL',
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  PAYPAL: 'PayPal',
};

function noticeText(notice: CheckoutNotice): string {
  switch (notice) {
    case 'payment-method-required':
      return translate`Kies een betaalmethode.`;
    case 'order-failed':
      return translate`Er ging iets mis bij het plaatsen van uw reservering, probeer het later opnieuw.`;
    case 'nothing-to-order':
      return translate`Er is niets te bestellen: uw winkelwagen is leeg of uw gegevens zijn onbekend.`;
  }
}

function useCheckout(): CheckoutActor {
  const services = useServices();
  const { api, cart, session, toasts, inspect } = services;
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: {
        ...createCheckoutActors(api),
        payment: createPaymentLogic(api),
        watchShop: fromCallback(({ sendBack }) => {
          const report = () => {
            const cartSnapshot = cart.getSnapshot();
            const { account, store } = session.getSnapshot().context;
            const shop: ShopView = { cart: cartSnapshot.context.cart, cartSettled: !cartSnapshot.matches('loading'), account, pending: store.pending };
            sendBack({ type: 'SHOP_UPDATED', shop });
          };
          const subscriptions = [cart.subscribe(report), session.subscribe(report)];
          report();
          return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
        }),
      },
      actions: {
        storePending: (_, { patch }) => session.send({ type: 'PENDING_CHANGED', patch }),
        completeOrder: (_, { receipt }) => {
          session.send({ type: 'ORDER_COMPLETED', receipt });
          navigate('/bedankt');
        },
        notify: (_, { notice }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: noticeText(notice) }),
      },
    }),
  );
  const [, , actor] = useMachine(logic, { input: { returnUrl: SUMMARY_PATH }, inspect });
  return actor;
}

function CustomerSection({ checkout }: { checkout: CheckoutActor }) {
  const { session } = useServices();
  const shop = useSelector(checkout, (s) => s.context.shop);
  const customer = useSelector(session, selectCustomer);
  const buyer = buyerOfShop(shop);
  const pendingCustomer = shop.pending.customer as Record<string, string | undefined> | null | undefined;
  const lines =
    buyer === 'contact'
      ? [
          customer?.CompanyName,
          [shop.account?.FirstName, shop.account?.LastName].filter(Boolean).join(' '),
          shop.account?.Email,
          customer ? [customer.Street, customer.HouseNumber, customer.HouseNumberAddition].filter(Boolean).join(' ') : undefined,
          customer ? [customer.ZipCode, customer.City].filter(Boolean).join(' ') : undefined,
        ]
      : [
          pendingCustomer?.CompanyName,
          [pendingCustomer?.FirstName, pendingCustomer?.LastName].filter(Boolean).join(' '),
          pendingCustomer?.Email,
          [pendingCustomer?.Street, pendingCustomer?.HouseNumber].filter(Boolean).join(' '),
          [pendingCustomer?.ZipCode, pendingCustomer?.City].filter(Boolean).join(' '),
        ];
  return (
    <section className="cart-section" aria-labelledby="summary-customer-title">
      <h2 id="summary-customer-title">
        <Trans>Uw gegevens</Trans>
      </h2>
      {buyer === 'unknown' ? (
        <div className="notice notice-error" role="alert">
          <p>
            <Trans>We kennen uw gegevens niet. Meld u aan of vul uw gegevens opnieuw in om de bestelling opnieuw te doen.</Trans>
          </p>
          <Link href="/authenticatie" className="button button-primary">
            <Trans>Aanmelden of gegevens invullen</Trans>
          </Link>
        </div>
      ) : (
        <address className="summary-address">
          {lines.filter(Boolean).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      )}
    </section>
  );
}

/** Label and value pairs; those without a value are left out. */
function Facts({ facts }: { facts: [string, string | null | undefined][] }) {
  return (
    <dl className="summary-facts">
      {facts
        .filter((fact): fact is [string, string] => !!fact[1])
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

function EventSection({ cart, checkout }: { cart: Cart; checkout: CheckoutActor }) {
  const { t } = useLingui();
  const pending = useSelector(checkout, (s) => s.context.shop.pending);
  const labels = useSelector(checkout, (s) => s.context.details?.labels ?? []);
  const orderType = labels.find((label) => label.LabelID === pending.orderType)?.Description;
  const description = cart.CustomFields.CUST_EventDescription;
  return (
    <section className="cart-section" aria-labelledby="summary-event-title">
      <h2 id="summary-event-title">
        <Trans>Uw evenement</Trans>
      </h2>
      <Facts
        facts={[
          [t`Soort aanvraag`, orderType],
          [t`Omschrijving`, typeof description === 'string' ? description : undefined],
          [t`Referentie`, pending.reference],
          [t`Opmerkingen`, pending.notes],
        ]}
      />
      <Link href="/extra-info">
        <Trans>Evenementgegevens wijzigen</Trans>
      </Link>
    </section>
  );
}

function PeriodsSection({ cart }: { cart: Cart }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as Language;
  const moment = (value: string, slot: string | undefined) => `${formatDateTime(value, language)}${slot ? ` (${slot})` : ''}`;
  return (
    <>
      {rentalPeriodsOf(cart).map((period) => (
        <section key={period.key} className="cart-section" aria-label={cart.WarehouseID.Description}>
          <h2>{cart.WarehouseID.Description}</h2>
          <Facts
            facts={[
              [t`Afhalen`, moment(period.pickUp, cart.BusinessHourStart?.Description)],
              [t`Terugbrengen`, moment(period.return, cart.BusinessHourEnd?.Description)],
              [t`Levering`, cart.DeliveryID.Description],
            ]}
          />
          <ul className="summary-lines">
            {period.lines.map((line) => (
              <li key={line.CartItemID}>
                <span>
                  {line.Amount} × {line.Description}
                </span>
                <Price excludingVat={line.TotalExcVAT} includingVat={line.TotalIncVAT} />
              </li>
            ))}
            <li className="summary-subtotal">
              <span>
                <Trans>Subtotaal van deze periode</Trans>
              </span>
              <Price excludingVat={period.totalExcVat} includingVat={period.totalIncVat} />
            </li>
          </ul>
        </section>
      ))}
      <CartTotals cart={cart} note={<Trans>Prijzen zijn indicatief; uw aanvraag is pas definitief na een bevestigingsmail van de uitleendienst.</Trans>} />
    </>
  );
}

function PaymentSection({ cart, checkout }: { cart: Cart; checkout: CheckoutActor }) {
  const { t } = useLingui();
  const shop = useSelector(checkout, (s) => s.context.shop);
  const buyer = buyerOfShop(shop);
  if (!paymentOffered(cart, buyer)) return null;
  const mode = paymentModeOf(cart, buyer, shop.pending.paymentMode);
  return (
    <section className="cart-section" aria-labelledby="summary-payment-title">
      <h2 id="summary-payment-title">
        <Trans>Betaling</Trans>
      </h2>
      {paymentModeChoosable(cart, buyer) && (
        <RadioGroup label={t`Wanneer betaalt u?`} value={mode} onChange={(value) => checkout.send({ type: 'PAYMENT_MODE_CHOSEN', mode: value === 'AT_PICKUP' ? 'AT_PICKUP' : 'NOW' })}>
          <Radio value="NOW">
            <Trans>Nu online betalen</Trans>
          </Radio>
          <Radio value="AT_PICKUP">
            <Trans>Betalen bij het afhalen</Trans>
          </Radio>
        </RadioGroup>
      )}
      {mode === 'NOW' && (
        <RadioGroup label={t`Betaalmethode`} value={shop.pending.paymentMethod ?? null} onChange={(method) => checkout.send({ type: 'PAYMENT_METHOD_CHOSEN', method })}>
          {PAYMENT_METHODS_OFFERED.map((method) => (
            <Radio key={method} value={method}>
              {PAYMENT_METHOD_NAMES[method]}
            </Radio>
          ))}
        </RadioGroup>
      )}
    </section>
  );
}

function PayingSection({ checkout }: { checkout: CheckoutActor }) {
  const payment = useSelector(checkout, (s) => s.children.payment as PaymentActor | undefined);
  const orders = useSelector(checkout, (s) => s.context.order?.reservationOrderIds ?? []);
  const order = orders.join(', ');
  return (
    <section className="cart-section" aria-labelledby="summary-paying-title">
      <h2 id="summary-paying-title">
        <Trans>Online betalen</Trans>
      </h2>
      <p>
        <Trans>Uw reservering {order} is geplaatst. Rond de betaling af om ze te vervolledigen.</Trans>
      </p>
      {payment && <PaymentStatus payment={payment} />}
      <Button variant="quiet" onPress={() => checkout.send({ type: 'PAYMENT_POSTPONED' })}>
        <Trans>Later betalen via Mijn account</Trans>
      </Button>
    </section>
  );
}

export function SummaryView() {
  const { t } = useLingui();
  const checkout = useCheckout();
  const loading = useSelector(checkout, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(checkout, (s) => s.matches('loadFailed'));
  const paying = useSelector(checkout, (s) => s.hasTag('paying'));
  const submitting = useSelector(checkout, (s) => s.hasTag('submitting'));
  const cart = useSelector(checkout, (s) => s.context.shop.cart);
  const failure = useSelector(checkout, (s) => s.context.failure);
  const crumbs = [{ label: t`Home`, href: '/home' }, { label: t`Winkelwagen`, href: '/winkelwagen' }, { label: t`Samenvatting` }];

  let content;
  if (loadFailed) content = <RetryNotice text={failure?.error.text} onRetry={() => checkout.send({ type: 'RETRY_REQUESTED' })} />;
  else if (loading) content = <Spinner label={t`De samenvatting wordt geladen`} />;
  else if (paying) content = <PayingSection checkout={checkout} />;
  else if (!cart || cart.Items.length === 0) {
    content = (
      <>
        <p>
          <Trans>Uw winkelwagen is leeg.</Trans>
        </p>
        <Link href="/products" className="button button-primary">
          <Trans>Naar de producten</Trans>
        </Link>
      </>
    );
  } else {
    content = (
      <>
        <CustomerSection checkout={checkout} />
        <EventSection cart={cart} checkout={checkout} />
        <PeriodsSection cart={cart} />
        <PaymentSection cart={cart} checkout={checkout} />
        {failure?.kind === 'order-failed' && failure.error.serverMessage && (
          <p className="notice notice-error" role="alert">
            {failure.error.serverMessage}
          </p>
        )}
        <div className="cart-navigation">
          <Link href="/extra-info" className="button button-secondary">
            <Trans>Terug</Trans>
          </Link>
          <Button onPress={() => checkout.send({ type: 'CONFIRM_REQUESTED' })} isPending={submitting}>
            <Trans>Reservering bevestigen</Trans>
          </Button>
        </div>
      </>
    );
  }
  return (
    <div className="page cart-page">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={crumbs} />
      <h1>
        <Trans>Samenvatting</Trans>
      </h1>
      {content}
    </div>
  );
}
