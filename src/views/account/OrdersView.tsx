import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { OrderRow } from '../../../machines/orders/selectors.ts';
import { useOrdersFlow } from '../../app/wiring/orders.ts';
import { formatDateTime, formatDayRange } from '../../domain/format.ts';
import type { Language } from '../../domain/language.ts';
import { ORDER_STATUSES, type ActionStep } from '../../domain/orders.ts';
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
import { usePageTitle } from '../../app/PageTitle.tsx';

const ALL_STATUSES = 'all';

const SelectionPanel = lazy(() => import('../../features/shared/selection/SelectionPanel.tsx').then((m) => ({ default: m.SelectionPanel })));

/** account/orders (spec 002 §2, §4): the organisation's orders, their status and the actions still open. */
export function OrdersView() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Bestellingen`);
  const language = i18n.locale as Language;
  const orders = useOrdersFlow();
  const { actionsOrder, openDialog, statusFilter, cancelling, replacing, duplicating } = orders;

  const openActionsCell = ({ order, openActions: open }: OrderRow) => {
    if (open === 0) return null;
    const number = order.ReservationOrderID;
    return (
      <Button
        variant="quiet"
        aria-label={plural(open, { one: `# open actie bij bestelling ${number}`, other: `# open acties bij bestelling ${number}` })}
        onPress={() => orders.openActions(number)}
      >
        <span className="count-badge">{open}</span>{' '}
        {plural(open, { one: 'open actie', other: 'open acties' })}
      </Button>
    );
  };
  const columns: TableColumn<OrderRow>[] = [
    { id: 'number', header: t`Bestelnummer`, cell: ({ order }) => order.ReservationOrderID, isRowHeader: true },
    // The time may go under the date: with every column of spec 002 §2 shown, the table fits beside the account menu.
    { id: 'created', header: t`Datum`, cell: ({ order }) => formatDateTime(order.DateTimeCreated), hideable: true },
    {
      id: 'period',
      header: t`Huurperiode`,
      cell: ({ order }) => formatDayRange(order.DateTimeBusinessStart, order.DateTimeBusinessEnd, language),
      hideable: true,
    },
    { id: 'count', header: t`Artikelen`, cell: ({ order }) => order.TotalQtyOfReservationItems, hideable: true },
    { id: 'total', header: t`Totaal`, cell: ({ order }) => <Price excludingVat={order.TotalExcVAT} includingVat={order.TotalIncVAT} compact />, hideable: true },
    { id: 'type', header: t`Type`, cell: (row) => row.type ?? '–', hideable: true },
    {
      id: 'status',
      header: t`Status`,
      cell: (row) => (
        <div className="order-status">
          {orderStatusText(row.status)}
          {openActionsCell(row)}
        </div>
      ),
    },
  ];
  const actionsOf = ({ order: { ReservationOrderID: id }, offers }: OrderRow): RowAction[] => [
    { id: 'view', label: t`Bekijken`, onAction: () => orders.view(id) },
    ...(offers.edit ? [{ id: 'edit', label: t`Wijzigen`, onAction: () => orders.edit(id) }] : []),
    ...(offers.requestAgain ? [{ id: 'duplicate', label: t`Opnieuw aanvragen`, onAction: () => orders.requestAgain(id) }] : []),
    ...(offers.cancel ? [{ id: 'cancel', label: t`Annuleren`, isDestructive: true, onAction: () => orders.cancel(id) }] : []),
  ];
  const statusOptions = [{ id: ALL_STATUSES, label: t`Alle statussen` }, ...ORDER_STATUSES.map((status) => ({ id: status, label: orderStatusText(status) }))];
  const stateText = ({ state }: ActionStep) => (state === 'done' ? t`Afgerond` : state === 'required' ? t`Verplicht` : t`Optioneel`);
  const stateClass = ({ state }: ActionStep) => (state === 'done' ? 'tag tag-done' : state === 'required' ? 'tag tag-required' : 'tag');

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">
        <Trans>Bestellingen</Trans>
      </h1>
      <DataTable
        label={t`Bestellingen`}
        columns={columns}
        rows={orders.rows}
        rowKey={({ order }) => order.ReservationOrderID}
        rowName={({ order }) => t`bestelling ${order.ReservationOrderID}`}
        status={orders.status}
        emptyText={statusFilter ? t`Geen bestellingen met deze status.` : t`Uw organisatie heeft nog geen bestellingen.`}
        failureText={orders.failure ? ordersFailureText(orders.failure) : undefined}
        onRetry={orders.retry}
        rowActions={actionsOf}
        tools={
          <div className="table-filter">
            <Select
              label={t`Status`}
              options={statusOptions}
              value={statusFilter ?? ALL_STATUSES}
              placeholder={t`Alle statussen`}
              onChange={orders.filterStatus}
            />
          </div>
        }
      />
      <ModalDialog title={t`Acties van bestelling ${actionsOrder?.ReservationOrderID ?? ''}`} isOpen={openDialog === 'actions'} onClose={orders.closeActions}>
        {actionsOrder && (
          <ul className="order-action-list">
            {orders.actionSteps.map((step) => (
              <li key={step.action.ActionName}>
                <span>
                  {orderActionText(step.action.ActionName)} <span className={stateClass(step)}>{stateText(step)}</span>
                </span>
                {(step.offer === 'give-reference' || step.offer === 'change-reference') && (
                  <Button variant="secondary" onPress={orders.openReferenceDialog}>
                    {step.offer === 'change-reference' ? <Trans>Referentie wijzigen</Trans> : <Trans>Referentie ingeven</Trans>}
                  </Button>
                )}
                {step.offer === 'give-certificate' && (
                  <Button variant="secondary" onPress={orders.openCertificateDialog}>
                    <Trans>Attest ingeven</Trans>
                  </Button>
                )}
                {(step.offer === 'give-extra-info' || step.offer === 'change-extra-info') && (
                  <Button variant="secondary" onPress={orders.openExtraInfoDialog}>
                    {step.offer === 'change-extra-info' ? <Trans>Extra informatie wijzigen</Trans> : <Trans>Extra informatie geven</Trans>}
                  </Button>
                )}
                {step.offer === 'pay' && (
                  <Button onPress={() => orders.pay(actionsOrder.ReservationOrderID)}>
                    <Trans>Nu betalen</Trans>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ModalDialog>
      <ModalDialog title={t`Bestelling annuleren`} role="alertdialog" isOpen={cancelling !== null} onClose={orders.dismiss}>
        {cancelling && (
          <>
            <p>{t`Wilt u bestelling ${cancelling.ReservationOrderID} annuleren? Het materiaal komt dan vrij voor anderen; dit kan niet ongedaan worden.`}</p>
            <div className="message-actions">
              <Button variant="secondary" onPress={orders.dismiss}>
                <Trans>Niet annuleren</Trans>
              </Button>
              <Button isPending={orders.isSaving} onPress={orders.confirm}>
                <Trans>Bestelling annuleren</Trans>
              </Button>
            </div>
          </>
        )}
      </ModalDialog>
      <ModalDialog title={t`Uw winkelwagen vervangen?`} role="alertdialog" isOpen={replacing !== null} onClose={orders.dismiss}>
        {replacing && (
          <>
            <p>{t`Opnieuw aanvragen maakt een nieuwe winkelwagen met de artikelen van bestelling ${replacing.ReservationOrderID}. Die vervangt uw huidige winkelwagen: wat daar nu in zit, staat dan niet meer in uw winkelwagen.`}</p>
            <div className="message-actions">
              <Button variant="secondary" onPress={orders.dismiss}>
                <Trans>Niet vervangen</Trans>
              </Button>
              <Button onPress={orders.confirm}>
                <Trans>Winkelwagen vervangen</Trans>
              </Button>
            </div>
          </>
        )}
      </ModalDialog>
      <ModalDialog title={t`Bestelling ${duplicating?.ReservationOrderID ?? ''} opnieuw aanvragen`} isOpen={duplicating !== null} onClose={orders.dismiss}>
        {duplicating && (
          <>
            <p>{t`Kies het magazijn en de periode: de artikelen van deze bestelling komen in een nieuwe winkelwagen, die u daarna nog kunt aanpassen.`}</p>
            <Suspense fallback={<Spinner label={t`Bezig met laden`} />}>
              <SelectionPanel />
            </Suspense>
            <div className="message-actions">
              <Button variant="secondary" onPress={orders.dismiss}>
                <Trans>Annuleren</Trans>
              </Button>
              <Button isPending={orders.isSaving} onPress={orders.confirmRequestAgain}>
                <Trans>Opnieuw aanvragen</Trans>
              </Button>
            </div>
          </>
        )}
      </ModalDialog>
      <ReferenceDialog
        isOpen={openDialog === 'reference'}
        isPending={orders.isSaving}
        initial={actionsOrder?.Reference ?? ''}
        onSave={orders.giveReference}
        onClose={orders.closeDialog}
      />
      <CertificateDialog
        isOpen={openDialog === 'certificate'}
        isPending={orders.isSaving}
        action={orders.certificateAction}
        onSave={orders.giveCertificate}
        onClose={orders.closeDialog}
      />
      <ExtraOrderInfoDialog
        isOpen={openDialog === 'extraInfo'}
        isPending={orders.isSaving}
        initial={orders.extraOrderInfo}
        problems={orders.extraInfoProblems}
        onSave={orders.giveExtraInfo}
        onClose={orders.closeDialog}
      />
    </section>
  );
}
