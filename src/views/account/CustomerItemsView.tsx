import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ItemRow as Row } from '../../../machines/customer-items/selectors.ts';
import { useCustomerItemsFlow } from '../../app/wiring/customer-items.ts';
import { formatPeriodDate } from '../../domain/format.ts';
import type { Language } from '../../domain/language.ts';
import { DocumentList } from '../../features/shared/documents/DocumentList.tsx';
import { customerItemsFailureText } from '../../texts/customer-items.ts';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { useNearEnd } from '../../ui/near-end.ts';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import '../shared/views.css';
import './customer-items.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

function ItemRow({ row: { item, status }, onOpen }: { row: Row; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const serial = item.SerialID;
  return (
    <li className="customer-item">
      <div className="customer-item-name">
        <span className="customer-item-serial">{serial}</span>
        <span>{item.Description}</span>
      </div>
      <dl className="customer-item-facts">
        <div>
          <dt>
            <Trans>Merk</Trans>
          </dt>
          <dd>{item.Brand || '–'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Onderhoudsstatus</Trans>
          </dt>
          <dd>{status.ok ? <span className="tag tag-done">OK</span> : <span className="tag tag-required">{status.text}</span>}</dd>
        </div>
        <div>
          <dt>
            <Trans>Laatste onderhoud</Trans>
          </dt>
          <dd>{item.LastServiceDate ? formatPeriodDate(item.LastServiceDate, i18n.locale as Language) : t`Nog niet onderhouden`}</dd>
        </div>
      </dl>
      <Button variant="secondary" aria-label={t`Documenten van ${serial}`} onPress={onOpen}>
        <Trans>Documenten</Trans>
      </Button>
    </li>
  );
}

/** account/items (spec 002 §2, §3, §9): the organisation's own serial-numbered items, their service and their documents. */
export function CustomerItemsView() {
  const { t } = useLingui();
  usePageTitle(t`Mijn materiaal`);
  const items = useCustomerItemsFlow();
  const { rows, total, empty, opened, listFailure, moreFailure, attachmentsFailure, zipFailure, zipBusy } = items;
  const nearEnd = useNearEnd<HTMLDivElement>(items.loadMore, items.wantsMore, rows.length);
  const openedSerial = opened?.SerialID ?? '';
  const shown = rows.length;

  return (
    <section aria-labelledby="customer-items-title" className="customer-items-page">
      <h1 id="customer-items-title">
        <Trans>Mijn materiaal</Trans>
      </h1>
      <div className="customer-items-tools">
        <div className="customer-items-search">
          <TextField
            label={t`Zoeken in mijn materiaal`}
            type="search"
            description={t`Op serienummer, artikel, omschrijving of merk`}
            value={items.searchText}
            onChange={items.search}
          />
        </div>
        <div className="customer-items-zip">
          <Button variant="secondary" isPending={zipBusy} onPress={items.downloadZip}>
            {zipBusy ? <Trans>Documenten worden verzameld…</Trans> : <Trans>Alle documenten downloaden (zip)</Trans>}
          </Button>
          {zipBusy && <Spinner label={t`De zip met alle documenten wordt gemaakt`} />}
        </div>
      </div>
      {zipFailure && (
        <div role="alert" className="notice notice-error">
          <p>{customerItemsFailureText(zipFailure)}</p>
        </div>
      )}
      {listFailure ? (
        <RetryNotice text={customerItemsFailureText(listFailure)} onRetry={items.retry} />
      ) : items.isLoading ? (
        <Spinner label={t`Uw materiaal wordt geladen`} />
      ) : empty ? (
        <p className="notice">{empty === 'none' ? <Trans>Uw organisatie heeft nog geen eigen materiaal bij ons in onderhoud.</Trans> : <Trans>Geen materiaal dat aan uw zoekopdracht voldoet.</Trans>}</p>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {plural(total, { one: `# toestel, ${shown} getoond`, other: `# toestellen, ${shown} getoond` })}
          </p>
          <ul className="customer-item-list" aria-label={t`Mijn materiaal`}>
            {rows.map((row) => (
              <ItemRow key={row.key} row={row} onOpen={() => items.open(row.item)} />
            ))}
          </ul>
        </>
      )}
      <div ref={nearEnd} className="customer-items-end">
        {items.isLoadingMore && <Spinner label={t`Meer materiaal wordt geladen`} />}
        {items.offersMore && (
          <Button variant="secondary" onPress={items.loadMore}>
            <Trans>Meer materiaal tonen</Trans>
          </Button>
        )}
        {moreFailure && (
          <div role="alert" className="notice notice-error">
            <p>{customerItemsFailureText(moreFailure)}</p>
            <Button onPress={items.retry}>
              <Trans>Opnieuw proberen</Trans>
            </Button>
          </div>
        )}
      </div>
      <ModalDialog title={t`Documenten van ${openedSerial}`} isOpen={opened !== null} onClose={items.close}>
        {opened && (
          <div className="customer-item-documents">
            <p className="muted">
              {opened.Description} · {opened.Brand}
            </p>
            {items.attachmentsLoading ? (
              <Spinner label={t`De documenten worden geladen`} />
            ) : attachmentsFailure ? (
              <RetryNotice text={customerItemsFailureText(attachmentsFailure)} onRetry={items.retryAttachments} />
            ) : items.attachments.length === 0 ? (
              <p>
                <Trans>Er zijn geen documenten bij dit toestel.</Trans>
              </p>
            ) : (
              <DocumentList attachments={items.attachments} label={t`Documenten van ${openedSerial}`} />
            )}
            <div className="dialog-actions">
              <Button variant="secondary" onPress={items.close}>
                <Trans>Sluiten</Trans>
              </Button>
            </div>
          </div>
        )}
      </ModalDialog>
    </section>
  );
}
