import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { pageCountOf, ROWS_PER_PAGE, rowsOfPage } from '../../domain/pagination.ts';
import {
  Button as AriaButton,
  Cell,
  Column,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Selection,
} from 'react-aria-components';
import { RetryNotice } from '../RetryNotice.tsx';
import { Spinner } from '../Spinner.tsx';
import { Pagination } from './Pagination.tsx';
import './table.css';

/*
 * The account area's lists (contacts, orders, invoices) in one accessible table:
 *
 *   <DataTable label="Contactpersonen" columns={columns} rows={rows} rowKey={(c) => c.ContactID}
 *     rowName={(c) => `${c.FirstName} ${c.LastName}`} status="ready" emptyText="…"
 *     rowActions={(c) => [{ id: 'edit', label: 'Bewerken', onAction: () => … }]}
 *     pagination={{ page, pageCount, onPageChange }} />
 *
 * The owner (a flow) holds the rows, their status and the page; the table keeps only which
 * columns the person chose to see, a preference of this view. Below 40rem the same rows read as
 * cards (table.css): the row's name heads its card, each shown cell carries its column's name in
 * `data-label` for CSS to show, and the actions close it. One markup for both widths, so the
 * grid, its headers and its keyboard stay what they are for a screen reader, and the server
 * and the browser render the same (decision 024: no script measures the screen).
 */

export interface TableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Exactly one column names the row: screen readers announce it with each cell. */
  isRowHeader?: boolean;
  /** The person may hide this column (spec 002 §2 "columns can be hidden"). */
  hideable?: boolean;
  /** On a phone's card the cell takes a line of its own, not half of one: buttons, a long address. */
  wide?: boolean;
}

export interface RowAction {
  id: string;
  label: string;
  onAction: () => void;
  isDestructive?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's accessible name, e.g. "Contactpersonen". */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row as a person names it: the name of its actions menu ("Acties voor …"). */
  rowName: (row: Row) => string;
  status: 'loading' | 'ready' | 'failed';
  /** What an empty list says. */
  emptyText: string;
  /** With status 'failed': the message and the retry. */
  failureText?: string;
  onRetry?: () => void;
  /** A menu per row with these actions; a row without actions shows no menu. */
  rowActions?: (row: Row) => readonly RowAction[];
  /** Columns hidden at first; the "Kolommen" menu shows and hides the hideable ones. */
  initiallyHiddenColumns?: readonly string[];
  /**
   * Pages the backend serves: the owner holds the page; at most 11 page links (spec 000 §9).
   * Without it, a list longer than a page is paged here.
   */
  pagination?: { page: number; pageCount: number; onPageChange: (page: number) => void };
  /** What the page offers for the list as a whole (a create button), above the table at its start. */
  tools?: ReactNode;
}

const ACTIONS_COLUMN = '__actions';


export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowName,
  status,
  emptyText,
  failureText,
  onRetry,
  rowActions,
  initiallyHiddenColumns = [],
  pagination,
  tools,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const [ownPage, setOwnPage] = useState(1);
  const ownPageCount = pageCountOf(rows.length, ROWS_PER_PAGE);
  // A list that became shorter (a person deleted) keeps to its last page.
  const shownPage = Math.min(ownPage, ownPageCount);
  const pages = pagination ?? { page: shownPage, pageCount: ownPageCount, onPageChange: setOwnPage };
  const shownRows = pagination ? rows : rowsOfPage(rows, shownPage, ROWS_PER_PAGE);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(initiallyHiddenColumns));
  const hideable = columns.filter((column) => column.hideable);
  const shown = columns.filter((column) => !hidden.has(column.id));
  const headers = [
    ...shown.map((column) => ({ id: column.id, header: column.header, isRowHeader: column.isRowHeader === true, wide: column.wide === true })),
    ...(rowActions ? [{ id: ACTIONS_COLUMN, header: t`Acties`, isRowHeader: false, wide: false }] : []),
  ];
  type Header = (typeof headers)[number];
  const cellClass = ({ id, isRowHeader, wide }: Header) =>
    isRowHeader ? 'table-cell table-cell-title' : id === ACTIONS_COLUMN ? 'table-cell table-cell-actions' : wide ? 'table-cell table-cell-wide' : 'table-cell';
  // The row's name heads its card and the actions menu needs no caption, so neither gets a label.
  const cardLabel = ({ id, header, isRowHeader }: Header) => (isRowHeader || id === ACTIONS_COLUMN ? undefined : header);
  const showColumns = (selection: Selection) => {
    const visible = selection === 'all' ? new Set(hideable.map((column) => column.id)) : new Set([...selection].map(String));
    setHidden(new Set(hideable.filter((column) => !visible.has(column.id)).map((column) => column.id)));
  };

  const cellOf = (row: Row, columnId: string): ReactNode => {
    if (columnId !== ACTIONS_COLUMN) return columns.find((column) => column.id === columnId)?.cell(row);
    const actions = rowActions?.(row) ?? [];
    if (actions.length === 0) return null;
    return (
      <MenuTrigger>
        <AriaButton className="button button-quiet table-row-menu" aria-label={t`Acties voor ${rowName(row)}`}>
          <span aria-hidden="true">⋯</span>
        </AriaButton>
        <Popover className="menu-popover" placement="bottom end">
          <Menu className="menu" onAction={(key) => actions.find((action) => action.id === key)?.onAction()}>
            {actions.map((action) => (
              <MenuItem key={action.id} id={action.id} className={action.isDestructive ? 'menu-item menu-item-destructive' : 'menu-item'}>
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    );
  };

  return (
    <div className="data-table">
      {(tools || hideable.length > 0) && (
        <div className="data-table-tools">
          {tools}
          {hideable.length > 0 && <MenuTrigger>
            <AriaButton className="button button-secondary data-table-columns">
              <Trans>Kolommen</Trans>
            </AriaButton>
            <Popover className="menu-popover" placement="bottom end">
              <Menu
                className="menu"
                aria-label={t`Zichtbare kolommen`}
                selectionMode="multiple"
                selectedKeys={new Set(hideable.filter((column) => !hidden.has(column.id)).map((column) => column.id))}
                onSelectionChange={showColumns}
              >
                {hideable.map((column) => (
                  <MenuItem key={column.id} id={column.id} className="menu-item menu-item-check">
                    {column.header}
                  </MenuItem>
                ))}
              </Menu>
            </Popover>
          </MenuTrigger>}
        </div>
      )}
      <div className="data-table-scroll">
        <Table aria-label={label} className="table" aria-busy={status === 'loading' || undefined}>
          <TableHeader columns={headers}>
            {(column) => (
              <Column id={column.id} isRowHeader={column.isRowHeader} className={column.id === ACTIONS_COLUMN ? 'table-column table-column-actions' : 'table-column'}>
                {column.id === ACTIONS_COLUMN ? <span className="visually-hidden">{column.header}</span> : column.header}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={status === 'ready' ? shownRows.map((row) => ({ id: rowKey(row), row })) : []}
            dependencies={[headers.length, hidden, rowActions]}
            renderEmptyState={() => (
              <div className="table-state">
                {status === 'loading' && <Spinner label={t`Bezig met laden`} />}
                {status === 'failed' && <RetryNotice text={failureText ?? t`De lijst kon niet geladen worden.`} onRetry={() => onRetry?.()} />}
                {status === 'ready' && <p>{emptyText}</p>}
              </div>
            )}
          >
            {(item) => (
              <Row id={item.id} columns={headers} className="table-row">
                {(column) => (
                  <Cell className={cellClass(column)} data-label={cardLabel(column)}>
                    {cellOf(item.row, column.id)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      {status === 'ready' && <Pagination {...pages} />}
    </div>
  );
}
