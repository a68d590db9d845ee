import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { OrderDetailInput, OrderDetails } from '../../../machines/order-detail/machine.ts';
import { selectDetails, selectFailure, selectMoments, selectStep, type OrderMoments } from '../../../machines/order-detail/selectors.ts';
import { selectCustomer, selectSettings } from '../../../machines/session/selectors.ts';
import { ORDERS_TAB } from '../../app/account-tabs.ts';
import { resolveBackendUrl } from '../../app/config.ts';
import { useServices } from '../../app/services.ts';
import { useStyleSettings } from '../../app/style.ts';
import type { OrderDetailField } from '../../domain/style-settings.ts';
import { orderDetailLogic } from '../../app/wiring/order-detail.ts';
import { shopModeOf } from '../../app/wiring/shop-mode.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { formatDateTime, formatMoment } from '../../domain/format.ts';
import { mayEdit, orderChangeRulesOf, orderStatusOf } from '../../domain/orders.ts';
import { failureText } from '../../texts/failures.ts';
import { orderDetailFailureText, orderStatusText } from '../../texts/orders.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { AttachmentsField } from '../../features/shared/attachments/AttachmentsField.tsx';
import { OrderConversations } from '../../features/account/conversations/OrderConversations.tsx';
import { Price } from '../../ui/Price.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../ui/form-page.css';
import './orders.css';
import { usePageTitle } from '../../app/page-title.tsx';

/** A titled group of facts, as a description list. */
function Facts({ title, facts }: { title: string; facts: [string, ReactNode][] }) {
  return (
    <section className="order-facts" aria-label={title}>
      <h2>{title}</h2>
      <dl>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Spec 002 §2 and the contract: an order that is cancelled, expired or rejected takes no more files. */
const TAKES_FILES = (status: OrderDetails['order']['ReservationStatus']) => !['Cancelled', 'Expired', 'Rejected'].includes(status);

function Order({ details, moments, downloading, onDownload }: { details: OrderDetails; moments: OrderMoments; downloading: boolean; onDownload: () => void }) {
  const { t } = useLingui();
  const { session } = useServices();
  const customer = useSelector(session, selectCustomer);
  const { orderDetailHiddenFields } = useStyleSettings();
  const { order, items, warehouse } = details;
  // Each fact with the hidden fields that leave it out (spec 002 §2 `hiddenFields`).
  const personal: [string, ReactNode][] = customer
    ? (
        [
          [['customer-name'], t`Organisatie`, customer.CompanyName],
          [['customer-email'], t`E-mailadres`, customer.Email],
          [['customer-address', 'customer-street'], t`Straat`, [customer.Street, customer.HouseNumber, customer.HouseNumberAddition].filter(Boolean).join(' ')],
          [['customer-address', 'customer-zip-code'], t`Postcode`, customer.ZipCode],
          [['customer-address', 'customer-city'], t`Gemeente`, customer.City],
          [['customer-phone'], t`Telefoon`, customer.Tel || '–'],
        ] satisfies [OrderDetailField[], string, ReactNode][]
      )
        .filter(([fields]) => !fields.some((field) => orderDetailHiddenFields.includes(field)))
        .map(([, term, value]) => [term, value])
    : [];
  return (
    <>
      <div className="order-detail-grid">
        <Facts
          title={t`Reservering`}
          facts={[
            [t`Nummer`, order.OrderID ? `${order.ReservationOrderID} (${order.OrderID})` : order.ReservationOrderID],
            [t`Status`, orderStatusText(orderStatusOf(order.ReservationStatus))],
            [t`Referentie`, order.Reference || '–'],
            [t`Aangemaakt`, formatDateTime(order.DateTimeCreated)],
          ]}
        />
        <Facts
          title={moments.return ? t`Huur` : t`Verkoop`}
          facts={[
            [t`Magazijn`, warehouse ? `${warehouse.Description}, ${warehouse.Street} ${warehouse.HouseNumber}, ${warehouse.ZipCode} ${warehouse.City}` : order.WarehouseID],
            [t`Ophalen`, formatMoment(moments.pickUp)],
            ...(moments.return ? [[t`Terugbrengen`, formatMoment(moments.return)] satisfies [string, ReactNode]] : []),
          ]}
        />
        {personal.length > 0 && <Facts title={t`Uw gegevens`} facts={personal} />}
      </div>
      <section className="order-items" aria-labelledby="order-items-title">
        <h2 id="order-items-title">
          <Trans>Artikelen</Trans>
        </h2>
        <ul className="order-item-list">
          {items.map((line) => {
            const image = line.Item?.Images.toSorted((a, b) => a.Ranking - b.Ranking)[0];
            return (
              <li key={line.ReservationOrderItemID}>
                <span className="order-item-image">{image ? <img src={resolveBackendUrl(image.ImageUrl)} alt="" width={64} height={64} loading="lazy" /> : null}</span>
                <span className="order-item-name">{line.ItemDescription}</span>
                <span className="order-item-amount">{plural(line.Amount, { one: '# stuk', other: '# stuks' })}</span>
                <span className="order-item-price">
                  <Price excludingVat={line.TotalExcVAT} includingVat={line.TotalIncVAT} compact />
                </span>
              </li>
            );
          })}
        </ul>
        <p className="order-total">
          <Trans>Totaal</Trans> <Price excludingVat={order.TotalExcVAT} includingVat={order.TotalIncVAT} />
        </p>
      </section>
      <section className="order-files" aria-labelledby="order-files-title">
        <h2 id="order-files-title">
          <Trans>Documenten en bestanden</Trans>
        </h2>
        <p>
          <Button variant="secondary" isPending={downloading} onPress={onDownload}>
            <Trans>Orderbevestiging downloaden (pdf)</Trans>
          </Button>
        </p>
        {TAKES_FILES(order.ReservationStatus) ? (
          <AttachmentsField key={order.ReservationOrderID} owner={{ kind: 'order', reservationOrderId: order.ReservationOrderID }} attachments={details.files} label={t`Bestanden bij deze bestelling`} />
        ) : (
          <ul className="order-file-list" aria-label={t`Bestanden bij deze bestelling`}>
            {details.files.length === 0 ? <li>{t`Geen bestanden.`}</li> : details.files.map((file) => <li key={file.CartAttachmentID}>{file.FileName}</li>)}
          </ul>
        )}
      </section>
    </>
  );
}

/** account/orders/detail/{orderId} (spec 002 §2, §3): one order, its rental, its products and the customer's details. */
export function OrderDetailView({ reservationOrderId }: { reservationOrderId: string }) {
  const { t } = useLingui();
  usePageTitle(t`Bestelling ${reservationOrderId}`);
  const services = useServices();
  const { session, now } = services;
  const settings = useSelector(session, selectSettings);
  const [input] = useState((): OrderDetailInput => ({ reservationOrderId, ...shopModeOf(services) }));
  const [snapshot, send] = useFlow(orderDetailLogic, input);
  const failure = selectFailure(snapshot);
  const details = selectDetails(snapshot);
  const moments = selectMoments(snapshot);
  const step = selectStep(snapshot);
  return (
    <section className="order-detail" aria-labelledby="order-title">
      <Breadcrumbs
        label={t`Kruimelpad`}
        crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Mijn account`, href: '/account' }, { label: t`Bestellingen`, href: ORDERS_TAB.path }, { label: reservationOrderId }]}
      />
      <h1 id="order-title">{t`Bestelling ${reservationOrderId}`}</h1>
      {step === 'loading' && <Spinner label={t`De bestelling wordt geladen`} />}
      {step === 'failed' && (
        <RetryNotice text={failure ? orderDetailFailureText(failure) : failureText(undefined)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />
      )}
      {step !== 'loading' && step !== 'failed' && details && moments && (
        <Order details={details} moments={moments} downloading={step === 'downloading'} onDownload={() => send({ type: 'DOCUMENT_REQUESTED' })} />
      )}
      {/* Its own flow, started with the page: its call goes out in the same wave as the order's. */}
      {step !== 'failed' && <OrderConversations reservationOrderId={reservationOrderId} />}
      <div className="form-page-actions">
        <Link href={ORDERS_TAB.path} className="button button-secondary">
          <Trans>Terug naar de bestellingen</Trans>
        </Link>
        {details && mayEdit(details.order, orderChangeRulesOf(settings), now()) && (
          <Link href={`${ORDERS_TAB.path}/edit/${encodeURIComponent(reservationOrderId)}`} className="button button-primary">
            <Trans>Bestelling wijzigen</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
