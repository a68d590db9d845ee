import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { OrderDetails } from '../../../machines/order-detail/machine.ts';
import type { CustomerFact, OrderLine, OrderMoments } from '../../../machines/order-detail/selectors.ts';
import { ORDERS_TAB } from '../../app/account-tabs.ts';
import { resolveBackendUrl } from '../../app/config.ts';
import { useOrderDetailFlow } from '../../app/wiring/order-detail.ts';
import { formatDateTime, formatMoment } from '../../domain/format.ts';
import type { OrderStatus } from '../../domain/orders.ts';
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
import { usePageTitle } from '../../app/PageTitle.tsx';

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

interface OrderProps {
  details: OrderDetails;
  status: OrderStatus;
  moments: OrderMoments;
  lines: OrderLine[];
  customerFacts: { fact: CustomerFact; value: string }[];
  takesFiles: boolean;
  downloading: boolean;
  onDownload: () => void;
}

function Order({ details, status, moments, lines, customerFacts, takesFiles, downloading, onDownload }: OrderProps) {
  const { t } = useLingui();
  const { order, warehouse } = details;
  const terms: Record<CustomerFact, string> = {
    name: t`Organisatie`,
    email: t`E-mailadres`,
    street: t`Straat`,
    zipCode: t`Postcode`,
    city: t`Gemeente`,
    phone: t`Telefoon`,
  };
  const personal = customerFacts.map(({ fact, value }): [string, ReactNode] => [terms[fact], value || '–']);
  return (
    <>
      <div className="order-detail-grid">
        <Facts
          title={t`Reservering`}
          facts={[
            [t`Nummer`, order.OrderID ? `${order.ReservationOrderID} (${order.OrderID})` : order.ReservationOrderID],
            [t`Status`, orderStatusText(status)],
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
          {lines.map(({ line, imageUrl }) => (
            <li key={line.ReservationOrderItemID}>
              <span className="order-item-image">{imageUrl ? <img src={resolveBackendUrl(imageUrl)} alt="" width={64} height={64} loading="lazy" /> : null}</span>
              <span className="order-item-name">{line.ItemDescription}</span>
              <span className="order-item-amount">{plural(line.Amount, { one: '# stuk', other: '# stuks' })}</span>
              <span className="order-item-price">
                <Price excludingVat={line.TotalExcVAT} includingVat={line.TotalIncVAT} compact />
              </span>
            </li>
          ))}
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
        {takesFiles ? (
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
  const { step, failure, details, status, moments, lines, customerFacts, takesFiles, editPath, retry, downloadConfirmation } = useOrderDetailFlow(reservationOrderId);
  return (
    <section className="order-detail" aria-labelledby="order-title">
      <Breadcrumbs
        label={t`Kruimelpad`}
        crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Mijn account`, href: '/account' }, { label: t`Bestellingen`, href: ORDERS_TAB.path }, { label: reservationOrderId }]}
      />
      <h1 id="order-title">{t`Bestelling ${reservationOrderId}`}</h1>
      {step === 'loading' && <Spinner label={t`De bestelling wordt geladen`} />}
      {step === 'failed' && <RetryNotice text={failure ? orderDetailFailureText(failure) : failureText(undefined)} onRetry={retry} />}
      {step !== 'loading' && step !== 'failed' && details && status && moments && (
        <Order
          details={details}
          status={status}
          moments={moments}
          lines={lines}
          customerFacts={customerFacts}
          takesFiles={takesFiles}
          downloading={step === 'downloading'}
          onDownload={downloadConfirmation}
        />
      )}
      {/* Its own flow, started with the page: its call goes out in the same wave as the order's. */}
      {step !== 'failed' && <OrderConversations reservationOrderId={reservationOrderId} />}
      <div className="form-page-actions">
        <Link href={ORDERS_TAB.path} className="button button-secondary">
          <Trans>Terug naar de bestellingen</Trans>
        </Link>
        {editPath && (
          <Link href={editPath} className="button button-primary">
            <Trans>Bestelling wijzigen</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
