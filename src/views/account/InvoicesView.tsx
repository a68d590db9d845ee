import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceRow } from '../../../machines/invoices/selectors.ts';
import { useInvoicesFlow } from '../../app/wiring/invoices.ts';
import { formatMoney, formatPeriodDate } from '../../domain/format.ts';
import type { Language } from '../../domain/language.ts';
import { invoicesFailureText } from '../../texts/invoices.ts';
import { Button } from '../../ui/Button.tsx';
import { DataTable, type TableColumn } from '../../ui/table/DataTable.tsx';
import './orders.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

const HIDDEN_AT_FIRST = ['excl', 'contact'];

/** account/invoices (spec 002 §2, §7): the organisation's invoices, each as a PDF, an open one paid online. */
export function InvoicesView() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Facturen`);
  const language = i18n.locale as Language;
  const invoices = useInvoicesFlow();
  const { loadFailure, downloadFailure } = invoices;
  const money = (amount: number, { currency }: InvoiceRow) => formatMoney(amount, language, currency);
  const columns: TableColumn<InvoiceRow>[] = [
    { id: 'number', header: t`Factuur`, cell: ({ invoice }) => invoice.InvoiceID, isRowHeader: true },
    { id: 'order', header: t`Order`, cell: ({ invoice }) => <span className="table-nowrap">{invoice.OrderID.Key || '–'}</span>, hideable: true },
    { id: 'date', header: t`Datum`, cell: ({ invoice }) => <span className="table-nowrap">{formatPeriodDate(invoice.DateInvoice, language)}</span>, hideable: true },
    { id: 'reference', header: t`Referentie`, cell: ({ invoice }) => invoice.Reference || '–', hideable: true },
    { id: 'contact', header: t`Contactpersoon`, cell: ({ invoice }) => invoice.ContactID.Description || '–', hideable: true },
    { id: 'excl', header: t`Totaal excl. btw`, cell: (row) => <span className="table-nowrap">{money(row.invoice.TotalExcVAT, row)}</span>, hideable: true },
    { id: 'incl', header: t`Totaal incl. btw`, cell: (row) => <span className="table-nowrap">{money(row.invoice.TotalIncVAT, row)}</span> },
    {
      id: 'pdf',
      wide: true,
      header: t`Acties`,
      cell: ({ invoice, payable, paid, downloading, downloadBlocked }) => {
        const number = invoice.InvoiceID;
        return (
          <div className="invoice-actions">
            <Button
              variant="secondary"
              aria-label={t`Factuur ${number} downloaden als PDF`}
              isPending={downloading}
              isDisabled={downloadBlocked}
              onPress={() => invoices.download(number)}
            >
              <Trans>PDF</Trans>
            </Button>
            {payable ? (
              <Button aria-label={t`Factuur ${number} nu betalen`} onPress={() => invoices.pay(number)}>
                <Trans>Nu betalen</Trans>
              </Button>
            ) : (
              paid && (
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
        rows={invoices.rows}
        rowKey={({ invoice }) => invoice.InvoiceID}
        rowName={({ invoice }) => {
          const number = invoice.InvoiceID;
          return t`factuur ${number}`;
        }}
        status={invoices.status}
        emptyText={t`Uw organisatie heeft nog geen facturen.`}
        failureText={loadFailure ? invoicesFailureText(loadFailure) : undefined}
        onRetry={invoices.retry}
        initiallyHiddenColumns={HIDDEN_AT_FIRST}
      />
      {downloadFailure && (
        <div role="alert" className="notice notice-error">
          <p>{invoicesFailureText(downloadFailure)}</p>
        </div>
      )}
    </section>
  );
}
