import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import {
  selectActionsOrder,
  selectCancelling,
  selectDuplicating,
  selectExtraInfoProblems,
  selectExtraOrderInfo,
  selectFailure,
  selectIsSaving,
  selectOffers,
  selectOpenDialog,
  selectOrderTypes,
  selectReplacing,
  selectShownOrders,
  selectStatus,
  selectStatusFilter,
} from '../../../machines/orders/selectors.ts';
import { ORDERS_TAB } from '../../app/account-tabs.ts';
import { useServices } from '../../app/services.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { ordersInputOf, ordersLogic } from '../../app/wiring/orders.ts';
import { formatDateTime, formatDayRange } from '../../domain/format.ts';
import type { Language } from '../../domain/language.ts';
import { isActionComplete, openActionsOf, ORDER_STATUSES, orderStatusOf, orderTypeOf, type OrderStatus, type ReservationOrder } from '../../domain/orders.ts';
import { orderActionText, ordersFailureText, orderStatusText } from '../../texts/orders.ts';
import { Button } from '../../ui/Button.tsx';
import { CertificateDialog, ExtraOrderInfoDialog, ReferenceDialog } from '../../features/shared/order-actions/ActionDialogs.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { Price } from '../../ui/Price.tsx';
import { Select } from '../../ui/Select.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { DataTable, type RowAction, type TableColumn } from '../../ui/table/DataTable.tsx';
import '../shared/views.css';
import './orders.css';
import { usePageTitle } from '../../app/page-title.tsx';

const ALL_STATUSES = 'all';

const SelectionPanel = lazy(() => import('../../features/shared/selection/SelectionPanel.tsx').then((m) => ({ default: m.SelectionPanel })));

/** account/orders (spec 002 §2, §4): the organisation's orders, their status and the actions still open. */
export function OrdersView() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Bestellingen`);
  const language = i18n.locale as Language;
  const services = useServices();
  const [, navigate] = useLocation();
  const [input] = useState(() => ordersInputOf(services));
  const [snapshot, send] = useFlow(ordersLogic, input);
  const failure = selectFailure(snapshot);
  const orderTypes = selectOrderTypes(snapshot);
  const actionsOrder = selectActionsOrder(snapshot);
  const openDialog = selectOpenDialog(snapshot);
  const filter = selectStatusFilter(snapshot);

  const openActionsCell = (order: ReservationOrder) => {
    const open = openActionsOf(order).length;
    if (open === 0) return null;
    const number = order.ReservationOrderID;
    return (
      <Button
        variant="quiet"
        aria-label={plural(open, { one: `# open actie bij bestelling ${number}`, other: `# open acties bij bestelling ${number}` })}
        onPress={() => send({ type: 'ACTIONS_OPENED', reservationOrderId: number })}
      >
        <span className="count-badge">{open}</span>{' '}
        {plural(open, { one: 'open actie', other: 'open acties' })}
      </Button>
    );
  };
  const columns: TableColumn<ReservationOrder>[] = [
    { id: 'number', header: t`Bestelnummer`, cell: (order) => order.ReservationOrderID, isRowHeader: true },
    // The time may go under the date: with every column of spec 002 §2 shown, the table fits beside the account menu.
    { id: 'created', header: t`Datum`, cell: (order) => formatDateTime(order.DateTimeCreated), hideable: true },
    {
      id: 'period',
      header: t`Huurperiode`,
      cell: (order) => formatDayRange(order.DateTimeBusinessStart, order.DateTimeBusinessEnd, language),
      hideable: true,
    },
    { id: 'count', header: t`Artikelen`, cell: (order) => order.TotalQtyOfReservationItems, hideable: true },
    { id: 'total', header: t`Totaal`, cell: (order) => <Price excludingVat={order.TotalExcVAT} includingVat={order.TotalIncVAT} compact />, hideable: true },
    { id: 'type', header: t`Type`, cell: (order) => orderTypeOf(order, orderTypes) ?? '–', hideable: true },
    {
      id: 'status',
      header: t`Status`,
      cell: (order) => (
        <div className="order-status">
          {orderStatusText(orderStatusOf(order.ReservationStatus))}
          {openActionsCell(order)}
        </div>
      ),
    },
  ];
  const cancelling = selectCancelling(snapshot);
  const replacing = selectReplacing(snapshot);
  const duplicating = selectDuplicating(snapshot);
  const offersOf = selectOffers(snapshot);
  const actionsOf = (order: ReservationOrder): RowAction[] => {
    const offers = offersOf(order);
    return [
      { id: 'view', label: t`Bekijken`, onAction: () => navigate(`${ORDERS_TAB.path}/detail/${encodeURIComponent(order.ReservationOrderID)}`) },
      ...(offers.edit ? [{ id: 'edit', label: t`Wijzigen`, onAction: () => navigate(`${ORDERS_TAB.path}/edit/${encodeURIComponent(order.ReservationOrderID)}`) }] : []),
      ...(offers.requestAgain
        ? [{ id: 'duplicate', label: t`Opnieuw aanvragen`, onAction: () => send({ type: 'DUPLICATE_REQUESTED', reservationOrderId: order.ReservationOrderID }) }]
        : []),
      ...(offers.cancel
        ? [{ id: 'cancel', label: t`Annuleren`, isDestructive: true, onAction: () => send({ type: 'CANCEL_REQUESTED', reservationOrderId: order.ReservationOrderID }) }]
        : []),
    ];
  };
  const statusOptions = [{ id: ALL_STATUSES, label: t`Alle statussen` }, ...ORDER_STATUSES.map((status) => ({ id: status, label: orderStatusText(status) }))];

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">
        <Trans>Bestellingen</Trans>
      </h1>
      <DataTable
        label={t`Bestellingen`}
        columns={columns}
        rows={selectShownOrders(snapshot)}
        rowKey={(order) => order.ReservationOrderID}
        rowName={(order) => t`bestelling ${order.ReservationOrderID}`}
        status={selectStatus(snapshot)}
        emptyText={filter ? t`Geen bestellingen met deze status.` : t`Uw organisatie heeft nog geen bestellingen.`}
        failureText={failure ? ordersFailureText(failure) : undefined}
        onRetry={() => send({ type: 'RETRY_REQUESTED' })}
        rowActions={actionsOf}
        tools={
          <div className="table-filter">
            <Select
              label={t`Status`}
              options={statusOptions}
              value={filter ?? ALL_STATUSES}
              placeholder={t`Alle statussen`}
              onChange={(id) => send({ type: 'STATUS_FILTERED', status: ORDER_STATUSES.find((status): status is OrderStatus => status === id) ?? null })}
            />
          </div>
        }
      />
      <ModalDialog title={t`Acties van bestelling ${actionsOrder?.ReservationOrderID ?? ''}`} isOpen={openDialog === 'actions'} onClose={() => send({ type: 'ACTIONS_CLOSED' })}>
        {actionsOrder && (
          <ul className="order-action-list">
            {actionsOrder.Actions.map((action) => {
              const complete = isActionComplete(action, actionsOrder.Reference);
              return (
                <li key={action.ActionName}>
                  <span>
                    {orderActionText(action.ActionName)}{' '}
                    <span className={complete ? 'tag tag-done' : action.Required ? 'tag tag-required' : 'tag'}>
                      {complete ? t`Afgerond` : action.Required ? t`Verplicht` : t`Optioneel`}
                    </span>
                  </span>
                  {action.ActionName === 'ReferenceRequired' && (
                    <Button variant="secondary" onPress={() => send({ type: 'REFERENCE_DIALOG_OPENED' })}>
                      {actionsOrder.Reference ? <Trans>Referentie wijzigen</Trans> : <Trans>Referentie ingeven</Trans>}
                    </Button>
                  )}
                  {!complete && action.ActionName === 'Certificates' && (
                    <Button variant="secondary" onPress={() => send({ type: 'CERTIFICATE_DIALOG_OPENED' })}>
                      <Trans>Attest ingeven</Trans>
                    </Button>
                  )}
                  {action.ActionName === 'ExtraOrderInfo' && (
                    <Button variant="secondary" onPress={() => send({ type: 'EXTRA_INFO_DIALOG_OPENED' })}>
                      {complete ? <Trans>Extra informatie wijzigen</Trans> : <Trans>Extra informatie geven</Trans>}
                    </Button>
                  )}
                  {!complete && action.ActionName === 'CreatePayment' && (
                    <Button onPress={() => send({ type: 'PAYMENT_REQUESTED', reservationOrderId: actionsOrder.ReservationOrderID })}>
                      <Trans>Nu betalen</Trans>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ModalDialog>
      <ModalDialog title={t`Bestelling annuleren`} role="alertdialog" isOpen={cancelling !== null} onClose={() => send({ type: 'CANCELLED' })}>
        {cancelling && (
          <>
            <p>{t`Wilt u bestelling ${cancelling.ReservationOrderID} annuleren? Het materiaal komt dan vrij voor anderen; dit kan niet ongedaan worden.`}</p>
            <div className="message-actions">
              <Button variant="secondary" onPress={() => send({ type: 'CANCELLED' })}>
                <Trans>Niet annuleren</Trans>
              </Button>
              <Button isPending={selectIsSaving(snapshot)} onPress={() => send({ type: 'CONFIRMED' })}>
                <Trans>Bestelling annuleren</Trans>
              </Button>
            </div>
          </>
        )}
      </ModalDialog>
      <ModalDialog title={t`Uw winkelwagen vervangen?`} role="alertdialog" isOpen={replacing !== null} onClose={() => send({ type: 'CANCELLED' })}>
        {replacing && (
          <>
            <p>{t`Opnieuw aanvragen maakt een nieuwe winkelwagen met de artikelen van bestelling ${replacing.ReservationOrderID}. Die vervangt uw huidige winkelwagen: wat daar nu in zit, staat dan niet meer in uw winkelwagen.`}</p>
            <div className="message-actions">
              <Button variant="secondary" onPress={() => send({ type: 'CANCELLED' })}>
                <Trans>Niet vervangen</Trans>
              </Button>
              <Button onPress={() => send({ type: 'CONFIRMED' })}>
                <Trans>Winkelwagen vervangen</Trans>
              </Button>
            </div>
          </>
        )}
      </ModalDialog>
      <ModalDialog title={t`Bestelling ${duplicating?.ReservationOrderID ?? ''} opnieuw aanvragen`} isOpen={duplicating !== null} onClose={() => send({ type: 'CANCELLED' })}>
        {duplicating && (
          <>
            <p>{t`Kies het magazijn en de periode: de artikelen van deze bestelling komen in een nieuwe winkelwagen, die u daarna nog kunt aanpassen.`}</p>
            <Suspense fallback={<Spinner label={t`Bezig met laden`} />}>
              <SelectionPanel />
            </Suspense>
            <div className="message-actions">
              <Button variant="secondary" onPress={() => send({ type: 'CANCELLED' })}>
                <Trans>Annuleren</Trans>
              </Button>
              <Button isPending={selectIsSaving(snapshot)} onPress={() => send({ type: 'DUPLICATE_CONFIRMED' })}>
                <Trans>Opnieuw aanvragen</Trans>
              </Button>
            </div>
          </>
        )}
      </ModalDialog>
      <ReferenceDialog
        isOpen={openDialog === 'reference'}
        isPending={selectIsSaving(snapshot)}
        initial={actionsOrder?.Reference ?? ''}
        onSave={(reference) => send({ type: 'REFERENCE_GIVEN', reference })}
        onClose={() => send({ type: 'DIALOG_CLOSED' })}
      />
      <CertificateDialog
        isOpen={openDialog === 'certificate'}
        isPending={selectIsSaving(snapshot)}
        action={actionsOrder?.Actions.find((action) => action.ActionName === 'Certificates')}
        onSave={(number) => send({ type: 'CERTIFICATE_GIVEN', number })}
        onClose={() => send({ type: 'DIALOG_CLOSED' })}
      />
      <ExtraOrderInfoDialog
        isOpen={openDialog === 'extraInfo'}
        isPending={selectIsSaving(snapshot)}
        initial={selectExtraOrderInfo(snapshot)}
        problems={selectExtraInfoProblems(snapshot)}
        onSave={(info) => send({ type: 'EXTRA_INFO_GIVEN', info })}
        onClose={() => send({ type: 'DIALOG_CLOSED' })}
      />
    </section>
  );
}
