import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Language } from '../../domain/language.ts';
import { formatMomentWhen, formatMoney } from '../../domain/format.ts';
import { warehouseAddress } from '../../domain/ics.ts';
import { useReceiptCalendar, useThankYouPage } from '../../app/wiring/thank-you.ts';
import { useOpeningHoursFlow } from '../../app/wiring/warehouse-hours.ts';
import { Button } from '../../ui/Button.tsx';
import type { OrderReceipt, ReceiptPayment } from '../../domain/stored-session.ts';
import './thank-you.css';
import '../shared/views.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

function ProductsLink() {
  return (
    <Link href="/products" className="button button-secondary">
      <Trans>Verder winkelen</Trans>
    </Link>
  );
}

/** 'Zet in mijn agenda': the pick-up and return as a calendar file, a download (no call). */
function CalendarDownload({ receipt }: { receipt: OrderReceipt }) {
  const { t } = useLingui();
  const calendar = useReceiptCalendar(receipt, {
    pickUp: t`Materiaal afhalen`,
    return: t`Materiaal terugbrengen`,
    orders: receipt.sale ? t`Bestelling` : receipt.reservationOrderIds.length === 1 ? t`Reservering` : t`Reserveringen`,
    slot: t`Tijdslot`,
  });
  if (!calendar) return null;
  return (
    <a href={calendar.href} download={calendar.fileName} className="button button-primary">
      <Trans>Zet in mijn agenda (.ics)</Trans>
    </a>
  );
}

function Moment({ label, at, slot }: { label: string; at: string; slot: string | null }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {formatMomentWhen({ at, slot })}
        {slot && (
          <span className="muted thank-you-slot">
            <Trans>Tijdslot {slot}</Trans>
          </span>
        )}
      </dd>
    </>
  );
}

/** The warehouse's hours on the pick-up day and the return day (its shipment and return hours); a sale has only the first. */
function OpeningHours({ receipt }: { receipt: OrderReceipt }) {
  const { t } = useLingui();
  const { spans, failed, retry } = useOpeningHoursFlow(receipt);
  if (failed) {
    return (
      <>
        <dt>
          <Trans>Openingsuren</Trans>
        </dt>
        <dd>
          <Trans>De openingsuren konden niet geladen worden.</Trans>{' '}
          <Button variant="quiet" onPress={retry}>
            <Trans>Opnieuw proberen</Trans>
          </Button>
        </dd>
      </>
    );
  }
  if (!spans) return null;
  const closed = t`gesloten`;
  return (
    <>
      <dt>
        <Trans>Open op de afhaaldag</Trans>
      </dt>
      <dd>{spans.pickUp ?? closed}</dd>
      {spans.return !== undefined && (
        <>
          <dt>
            <Trans>Open op de terugbrengdag</Trans>
          </dt>
          <dd>{spans.return ?? closed}</dd>
        </>
      )}
    </>
  );
}

/** Whether the order is paid: online (and for how much), at pick-up, or later from the account. */
function PaymentNote({ payment }: { payment: ReceiptPayment }) {
  const { i18n } = useLingui();
  let text;
  if (payment.kind === 'paid-online') {
    const amount = formatMoney(payment.amount, i18n.locale as Language);
    text = (
      <Trans>
        <strong>Betaling ontvangen:</strong> {amount}
      </Trans>
    );
  } else if (payment.kind === 'at-pick-up') text = <Trans>U betaalt bij het afhalen.</Trans>;
  else text = <Trans>U betaalt later via Mijn account.</Trans>;
  return <p className={`thank-you-payment thank-you-payment-${payment.kind}`}>{text}</p>;
}

/** /bedankt (spec 001 §2): the order just placed, its moments, the warehouse to contact, and on. */
export function ThankYouView() {
  const { t } = useLingui();
  usePageTitle(t`Bedankt`);
  // A guest's order is in no account.
  const { receipt, signedIn } = useThankYouPage();
  if (!receipt) {
    return (
      <section className="message-page" aria-labelledby="thanks-title">
        <h1 id="thanks-title">
          <Trans>Bedankt</Trans>
        </h1>
        <p>
          <Trans>Er is geen recente bestelling om te tonen. Uw bestellingen vindt u onder Mijn account.</Trans>
        </p>
        <div className="message-actions">
          <ProductsLink />
        </div>
      </section>
    );
  }
  const address = warehouseAddress(receipt);
  const contact = receipt.warehouseContact;
  const count = receipt.reservationOrderIds.length;
  const newAccountEmail = receipt.newAccountEmail;
  return (
    <section className="thank-you" aria-labelledby="thanks-title">
      <h1 id="thanks-title">
        <Trans>Bedankt voor uw aanvraag!</Trans>
      </h1>
      {receipt.answerLost ? (
        <p className="thank-you-orders" role="status">
          <Trans>
            De verbinding viel weg terwijl uw aanvraag verstuurd werd, maar ze is wel aangekomen en één keer geplaatst. Het nummer staat in de bevestigingsmail.
          </Trans>
        </p>
      ) : (
        <p className="thank-you-orders">
          {receipt.sale ? (
            <Plural value={count} one="Uw bestelnummer:" other="Uw bestelnummers:" />
          ) : (
            <Plural value={count} one="Uw reserveringsnummer:" other="Uw reserveringsnummers:" />
          )}{' '}
          {receipt.reservationOrderIds.map((id, i) => (
            <span key={id}>
              {i > 0 && ', '}
              <strong className="thank-you-order-id">{id}</strong>
            </span>
          ))}
        </p>
      )}
      {receipt.payment && <PaymentNote payment={receipt.payment} />}
      {signedIn && (
        <p>
          <Trans>
            Uw bestelling vindt u onder <Link href="/account">Mijn account</Link>.
          </Trans>
        </p>
      )}
      {newAccountEmail && (
        <p>
          <Trans>
            Uw account is aangemaakt. Activeer het met de link in de e-mail die we naar <strong>{newAccountEmail}</strong> stuurden; daarna vindt u uw reservering onder Mijn account.
          </Trans>
        </p>
      )}
      <div className="notice thank-you-notice">
        <p>
          <Trans>Uw aanvraag is pas definitief na een bevestigingsmail van de uitleendienst.</Trans>
        </p>
        <p>
          <Trans>De getoonde prijzen zijn indicatief: de definitieve prijs krijgt u bij de goedkeuring van uw aanvraag.</Trans>
        </p>
      </div>
      <h2>{receipt.sale ? <Trans>Afhalen</Trans> : <Trans>Afhalen en terugbrengen</Trans>}</h2>
      <dl className="details">
        <dt>
          <Trans>Locatie</Trans>
        </dt>
        <dd>{receipt.warehouseName}</dd>
        <Moment label={t`Afhalen`} at={receipt.pickUp} slot={receipt.pickUpSlot} />
        {!receipt.sale && <Moment label={t`Terugbrengen`} at={receipt.return} slot={receipt.returnSlot} />}
        <OpeningHours receipt={receipt} />
      </dl>
      {contact && (
        <>
          <h2>
            <Trans>Contact met de uitleendienst</Trans>
          </h2>
          <address className="details thank-you-contact">
            <span>{receipt.warehouseName}</span>
            <span>{address}</span>
            {contact.tel && (
              <span>
                <Trans>Telefoon:</Trans> <a href={`tel:${contact.tel.replace(/\s/g, '')}`}>{contact.tel}</a>
              </span>
            )}
            {contact.email && (
              <span>
                <Trans>E-mail:</Trans> <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </span>
            )}
          </address>
        </>
      )}
      <div className="thank-you-actions">
        <CalendarDownload receipt={receipt} />
        <ProductsLink />
      </div>
    </section>
  );
}
