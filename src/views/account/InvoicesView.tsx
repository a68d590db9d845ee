import { Trans, useLingui } from '@lingui/react/macro';
import { selectDownloadingId, selectFailure, selectInvoices, selectStatus } from '../../../machines/invoices/selectors.ts';
import { invoicesLogic } from '../../app/wiring/invoices.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { formatMoney, formatPeriodDate } from '../../domain/format.ts';
import { isPayable, type Invoice } from '../../domain/invoices.ts';
import type { Language } from '../../domain/language.ts';
import { invoicesFailureText } from '../../texts/invoices.ts';
import { Button } from '../../ui/Button.tsx';
import { DataTable, type TableColumn } from '../../ui/table/DataTable.tsx';
import './orders.css';
import { usePageTitle } from '../../app/page-title.tsx';

const HIDDEN_AT_FIRST = ['excl', 'contact'];

/** account/invoices (spec 002 §2, §7): the organisation's invoices, each as a PDF, an open one paid online. */
export function InvoicesView() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Facturen`);
  const language = i18n.locale as Language;
  const [snapshot, send] = useFlow(invoicesLogic, undefined);
  const failure = selectFailure(snapshot);
  const downloadingId = selectDownloadingId(snapshot);
  const money = (amount: number, invoice: Invoice) => formatMoney(amount, language, invoice.CurrencyID.Key || 'EUR');
  const columns: TableColumn<Invoice>[] = [
    { id: 'number', header: t`Factuur`, cell: (invoice) => invoice.InvoiceID, isRowHeader: true },
    { id: 'order', header: t`Order`, cell: (invoice) => <span className="table-nowrap">{invoice.OrderID.Key || '–'}</span>, hideable: true },
    { id: 'date', header: t`Datum`, cell: (invoice) => <span className="table-nowrap">{formatPeriodDate(invoice.DateInvoice, language)}</span>, hideable: true },
    { id: 'reference', header: t`Referentie`, cell: (invoice) => invoice.Reference || '–', hideable: true },
    { id: 'contact', header: t`Contactpersoon`, cell: (invoice) => invoice.ContactID.Description || '–', hideable: true },
    { id: 'excl', header: t`Totaal excl. btw`, cell: (invoice) => <span className="table-nowrap">{money(invoice.TotalExcVAT, invoice)}</span>, hideable: true },
    { id: 'incl', header: t`Totaal incl. btw`, cell: (invoice) => <span className="table-nowrap">{money(invoice.TotalIncVAT, invoice)}</span> },
    {
      id: 'pdf',
      header: t`Acties`,
      cell: (invoice) => {
        const number = invoice.InvoiceID;
        return (
          <div className="invoice-actions">
            <Button
              variant="secondary"
              aria-label={t`Factuur ${number} downloaden als PDF`}
              isPending={downloadingId === invoice.InvoiceID}
              isDisabled={downloadingId !== null && downloadingId !== invoice.InvoiceID}
              onPress={() => send({ type: 'DOWNLOAD_REQUESTED', invoiceId: invoice.InvoiceID })}
            >
              <Trans>PDF</Trans>
            </Button>
            {isPayable(invoice) ? (
              <Button aria-label={t`Factuur ${number} nu betalen`} onPress={() => send({ type: 'PAYMENT_REQUESTED', invoiceId: invoice.InvoiceID })}>
                <Trans>Nu betalen</Trans>
              </Button>
            ) : (
              invoice.AmountDue === 0 && (
                <span className="invoice-paid">
                  <Trans>Betaald</Trans>
                </span>
              )
            )}
          </div>
        );
      },
    },
  ];
  return (
    <section aria-labelledby="invoices-title">
      <h1 id="invoices-title">
        <Trans>Facturen</Trans>
      </h1>
      <DataTable
        label={t`Facturen`}
        columns={columns}
        rows={selectInvoices(snapshot)}
        rowKey={(invoice) => invoice.InvoiceID}
        rowName={(invoice) => {
          const number = invoice.InvoiceID;
          return t`factuur ${number}`;
        }}
        status={selectStatus(snapshot)}
        emptyText={t`Uw organisatie heeft nog geen facturen.`}
        failureText={failure?.kind === 'load-failed' ? invoicesFailureText(failure) : undefined}
        onRetry={() => send({ type: 'RETRY_REQUESTED' })}
        initiallyHiddenColumns={HIDDEN_AT_FIRST}
      />
      {failure?.kind === 'download-failed' && (
        <div role="alert" className="notice notice-error">
          <p>{invoicesFailureText(failure)}</p>
        </div>
      )}
    </section>
  );
}
