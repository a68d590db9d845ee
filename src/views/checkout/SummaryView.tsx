import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link } from 'wouter';
import type { Cart } from '../../../machines/cart/rules.ts';
import type { OrderRefusal } from '../../../machines/checkout/selectors.ts';
import { FOOTER_LINKS, SUMMARY_PATH } from '../../app/config.ts';
import { TermsField } from '../../features/shared/terms/TermsField.tsx';
import { loginPathReturningTo } from '../../app/navigation.ts';
import { useCheckoutFlow, type CheckoutFlow } from '../../app/wiring/checkout.ts';
import { countryName, formatDateTime, formatMoment } from '../../domain/format.ts';
import type { Language } from '../../domain/language.ts';
import { CartTotals } from '../../features/checkout/cart/CartTotals.tsx';
import { EmptyCart } from '../../features/checkout/cart/EmptyCart.tsx';
import { useEventChoiceTexts } from '../../features/checkout/extra-info/texts.ts';
import { PaymentStatus } from '../../features/shared/payment/PaymentStatus.tsx';
import { cartFailureText } from '../../texts/cart.ts';
import { accountExistsText, paymentMethodName } from '../../texts/checkout.ts';
import { failureText } from '../../texts/failures.ts';
import { problemsText, problemText } from '../../texts/validation.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { Price } from '../../ui/Price.tsx';
import { RadioGroup, Radio } from '../../ui/RadioGroup.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import '../../features/checkout/cart/cart.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

/** After a reload a registration's password is gone (it is never stored): chosen again here. */
function NewPasswordFields({ summary }: { summary: CheckoutFlow }) {
  const { t } = useLingui();
  const { newPassword: values, passwordProblems: problems, changePassword: change } = summary;
  return (
    <fieldset className="summary-password">
      <legend>
        <Trans>Wachtwoord voor uw nieuwe account</Trans>
      </legend>
      <p className="field-description">
        <Trans>Uw wachtwoord bewaren we niet als u de pagina verlaat of herlaadt. Kies het opnieuw om uw account aan te maken.</Trans>
      </p>
      <div data-field="password">
        <TextField
          label={t`Wachtwoord`}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(password) => change({ password })}
          isRequired
          description={problemText({ rule: 'password' })}
          error={problemsText(problems.password)}
        />
      </div>
      <div data-field="confirmation">
        <TextField
          label={t`Herhaal het wachtwoord`}
          type="password"
          autoComplete="new-password"
          value={values.confirmation}
          onChange={(confirmation) => change({ confirmation })}
          isRequired
          error={problemsText(problems.confirmation)}
        />
      </div>
    </fieldset>
  );
}

function CustomerSection({ summary }: { summary: CheckoutFlow }) {
  const { buyer, buyerLines: lines, asksPassword, changeDetailsPath: changeDetails } = summary;
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
          <Link href={`/authenticatie?returnTo=${encodeURIComponent(SUMMARY_PATH)}`} className="button button-primary">
            <Trans>Aanmelden of gegevens invullen</Trans>
          </Link>
        </div>
      ) : (
        <>
          {buyer === 'guest' && (
            <p className="summary-buyer-kind">
              <Trans>U bestelt als gast, zonder account.</Trans>
            </p>
          )}
          {buyer === 'registering' && (
            <p className="summary-buyer-kind">
              <Trans>Met deze bestelling maakt u een account aan voor uw organisatie.</Trans>
            </p>
          )}
          <address className="summary-address">
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          {changeDetails && (
            <Link href={changeDetails} className="summary-change-details">
              <Trans>Gegevens wijzigen</Trans>
            </Link>
          )}
          {asksPassword && <NewPasswordFields summary={summary} />}
        </>
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

function EventSection({ summary }: { summary: CheckoutFlow }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as Language;
  const choices = useEventChoiceTexts();
  const { orderTypeName: orderType, reference, event } = summary;
  const country = event?.country && countryName(event.country, language);
  return (
    <section className="cart-section" aria-labelledby="summary-event-title">
      <h2 id="summary-event-title">
        <Trans>Uw evenement</Trans>
      </h2>
      <Facts
        facts={[
          [t`Soort aanvraag`, orderType],
          [t`Omschrijving`, event?.description],
          [t`Begin van het evenement`, event?.startsAt && formatDateTime(event.startsAt)],
          [t`Waar vindt het evenement plaats?`, event?.venueSetting && choices.venueSetting(event.venueSetting)],
          [t`Publiek of privé`, event?.accessType && choices.accessType(event.accessType)],
          [t`Adres van het evenement`, event?.address && [event.address, country].filter(Boolean).join(', ')],
          [t`Verwacht aantal bezoekers`, event?.expectedAttendees],
          [t`Hoofdorganisator`, event?.organizer],
          [t`Telefoon hoofdorganisator`, event?.organizerPhone],
          [t`Mede-organisator(s)`, event?.coorganizers],
          [t`Website`, event?.website],
          [t`Referentie`, reference],
          [t`Opmerkingen`, event?.comments],
        ]}
      />
      <Link href="/extra-info">
        <Trans>Evenementgegevens wijzigen</Trans>
      </Link>
    </section>
  );
}

function PeriodsSection({ summary: { periods }, cart }: { summary: CheckoutFlow; cart: Cart }) {
  const { t } = useLingui();
  return (
    <>
      {periods.map((period) => (
        <section key={period.key} className="cart-section" aria-label={cart.WarehouseID.Description}>
          <h2>{cart.WarehouseID.Description}</h2>
          <Facts
            facts={[
              [t`Afhalen`, formatMoment(period.pickUp)],
              [t`Terugbrengen`, period.return && formatMoment(period.return)],
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
              <span>{period.return ? <Trans>Subtotaal van deze periode</Trans> : <Trans>Subtotaal</Trans>}</span>
              <Price excludingVat={period.totalExcVat} includingVat={period.totalIncVat} />
            </li>
          </ul>
        </section>
      ))}
      <CartTotals cart={cart} note={<Trans>Prijzen zijn indicatief; uw aanvraag is pas definitief na een bevestigingsmail van de uitleendienst.</Trans>} />
    </>
  );
}

/** Online payment needs an account: a guest, or a customer whose account is not activated yet, is told how they pay instead. */
function PaymentWithoutAccount({ buyer }: { buyer: 'guest' | 'registering' }) {
  return (
    <section className="cart-section" aria-labelledby="summary-payment-title">
      <h2 id="summary-payment-title">
        <Trans>Betaling</Trans>
      </h2>
      <p>
        {buyer === 'guest' ? (
          <Trans>Online betalen kan alleen met een account. U betaalt bij het afhalen.</Trans>
        ) : (
          <Trans>Online betalen kan zodra uw account geactiveerd is: daarna betaalt u via Mijn account, of bij het afhalen.</Trans>
        )}
      </p>
    </section>
  );
}

function PaymentSection({ summary }: { summary: CheckoutFlow }) {
  const { t } = useLingui();
  const { paymentMethods, paymentChoice: choice, paysWithoutAccount: withoutAccount } = summary;
  if (withoutAccount) return <PaymentWithoutAccount buyer={withoutAccount} />;
  if (!choice) return null;
  return (
    <section className="cart-section" aria-labelledby="summary-payment-title">
      <h2 id="summary-payment-title">
        <Trans>Betaling</Trans>
      </h2>
      {choice.modeChoosable && (
        <RadioGroup label={t`Wanneer betaalt u?`} value={choice.mode} onChange={summary.choosePaymentMode}>
          <Radio value="NOW">
            <Trans>Nu online betalen</Trans>
          </Radio>
          <Radio value="AT_PICKUP">
            <Trans>Betalen bij het afhalen</Trans>
          </Radio>
        </RadioGroup>
      )}
      {choice.mode === 'NOW' && (
        <RadioGroup label={t`Betaalmethode`} value={choice.method} onChange={summary.choosePaymentMethod}>
          {paymentMethods.map((method) => (
            <Radio key={method} value={method}>
              {paymentMethodName(method)}
            </Radio>
          ))}
        </RadioGroup>
      )}
    </section>
  );
}

function PayingSection({ summary }: { summary: CheckoutFlow }) {
  const { payment, salesMode } = summary;
  const order = summary.orderIds.join(', ');
  return (
    <section className="cart-section" aria-labelledby="summary-paying-title">
      <h2 id="summary-paying-title">
        <Trans>Online betalen</Trans>
      </h2>
      <p>
        {salesMode ? (
          <Trans>Uw bestelling {order} is geplaatst. Rond de betaling af om ze te vervolledigen.</Trans>
        ) : (
          <Trans>Uw reservering {order} is geplaatst. Rond de betaling af om ze te vervolledigen.</Trans>
        )}
      </p>
      {payment && <PaymentStatus payment={payment} />}
      <Button variant="quiet" onPress={summary.postponePayment}>
        <Trans>Later betalen via Mijn account</Trans>
      </Button>
    </section>
  );
}

/** A registration at checkout accepts the general terms (spec 001 §8, spec 002 §5); they open in a new tab. */
function TermsAcceptance({ summary: { termsAccepted: accepted, termsRefused: refused, acceptTerms } }: { summary: CheckoutFlow }) {
  return (
    <div className="summary-terms" data-field="terms">
      <TermsField
        termsUrl={FOOTER_LINKS.terms || null}
        accepted={accepted}
        onChange={acceptTerms}
        refused={refused}
      />
    </div>
  );
}

/** Why the order was refused, beside the toast: an existing account for a registration's e-mail address offers to log in. */
function OrderRefusalNotice({ refusal }: { refusal: OrderRefusal }) {
  if (refusal.kind === 'refused') {
    return (
      <p className="notice notice-error" role="alert">
        {refusal.message}
      </p>
    );
  }
  return (
    <div className="notice notice-error" role="alert">
      <p>{accountExistsText()}.</p>
      <Link href={loginPathReturningTo(SUMMARY_PATH)}>
        <Trans>Meld u aan met dat account</Trans>
      </Link>
    </div>
  );
}

/** The cart could not be read: said so, never shown as empty; trying again reads it anew. */
function CartFailedNotice({ summary: { cartFailure: failure, retryCart } }: { summary: CheckoutFlow }) {
  return <RetryNotice text={failure ? cartFailureText(failure) : failureText(undefined)} onRetry={retryCart} />;
}

export function SummaryView() {
  const { t } = useLingui();
  usePageTitle(t`Samenvatting`);
  const summary = useCheckoutFlow();
  const { step, submitting, cart, failure, orderRefusal, confirmPays, asksTerms, salesMode } = summary;
  const crumbs = [{ label: t`Home`, href: '/home' }, { label: t`Winkelwagen`, href: '/winkelwagen' }, { label: t`Samenvatting` }];

  let content;
  if (step === 'loadFailed') content = <RetryNotice text={failureText(failure?.error)} onRetry={summary.retry} />;
  else if (step === 'loading') content = <Spinner label={t`De samenvatting wordt geladen`} />;
  else if (step === 'paying') content = <PayingSection summary={summary} />;
  else if (step === 'cartFailed') content = <CartFailedNotice summary={summary} />;
  else if (step === 'empty' || !cart) content = <EmptyCart />;
  else {
    content = (
      <>
        <CustomerSection summary={summary} />
        <EventSection summary={summary} />
        <PeriodsSection summary={summary} cart={cart} />
        <PaymentSection summary={summary} />
        {asksTerms && <TermsAcceptance summary={summary} />}
        {orderRefusal && <OrderRefusalNotice refusal={orderRefusal} />}
        <div className="cart-navigation">
          <Link href="/extra-info" className="button button-secondary">
            <Trans>Terug</Trans>
          </Link>
          <Button onPress={summary.confirm} isPending={submitting}>
            {confirmPays ? <Trans>Bevestigen en betalen</Trans> : salesMode ? <Trans>Bestelling bevestigen</Trans> : <Trans>Reservering bevestigen</Trans>}
          </Button>
        </div>
      </>
    );
  }
  return (
    <div className="cart-page" ref={summary.contentRef}>
      <Breadcrumbs label={t`Kruimelpad`} crumbs={crumbs} />
      <h1>
        <Trans>Samenvatting</Trans>
      </h1>
      {content}
    </div>
  );
}
