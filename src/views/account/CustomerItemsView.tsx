import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CustomerItemsInput } from '../../../machines/customer-items/machine.ts';
import {
  selectAttachments,
  selectAttachmentsFailure,
  selectAttachmentsLoading,
  selectDraft,
  selectEmpty,
  selectFailure,
  selectIsLoading,
  selectIsLoadingMore,
  selectItems,
  selectLoadFailed,
  selectMoreFailed,
  selectOpened,
  selectTotal,
  selectWantsMore,
  selectZipBusy,
  selectZipFailure,
} from '../../../machines/customer-items/selectors.ts';
import { selectAccount } from '../../../machines/session/selectors.ts';
import { useServices } from '../../app/services.ts';
import { customerItemsLogic } from '../../app/wiring/customer-items.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { CUSTOMER_ITEMS_PAGE_SIZE, itemKey, serviceStatusOf, type CustomerSerialItem } from '../../domain/customer-items.ts';
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
import { usePageTitle } from '../../app/page-title.tsx';

function ItemRow({ item, onOpen }: { item: CustomerSerialItem; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const status = serviceStatusOf(item);
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
  const { session } = useServices();
  // The page's guard lets only a signed-in user with the tab in: the account is there when it opens.
  const [input] = useState((): CustomerItemsInput => ({ customerId: selectAccount(session.getSnapshot())?.CustomerID ?? '', pageSize: CUSTOMER_ITEMS_PAGE_SIZE }));
  const [snapshot, send] = useFlow(customerItemsLogic, input);
  const items = selectItems(snapshot);
  const total = selectTotal(snapshot);
  const failure = selectFailure(snapshot);
  const empty = selectEmpty(snapshot);
  const opened = selectOpened(snapshot);
  const attachmentsFailure = selectAttachmentsFailure(snapshot);
  const zipFailure = selectZipFailure(snapshot);
  const zipBusy = selectZipBusy(snapshot);
  const nearEnd = useNearEnd<HTMLDivElement>(() => send({ type: 'MORE_REQUESTED' }), selectWantsMore(snapshot), items.length);
  const openedSerial = opened?.SerialID ?? '';
  const shown = items.length;

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
            value={selectDraft(snapshot)}
            onChange={(search) => send({ type: 'SEARCH_CHANGED', search })}
          />
        </div>
        <div className="customer-items-zip">
          <Button variant="secondary" isPending={zipBusy} onPress={() => send({ type: 'ZIP_REQUESTED' })}>
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
      {selectLoadFailed(snapshot) && failure ? (
        <RetryNotice text={customerItemsFailureText(failure)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />
      ) : selectIsLoading(snapshot) ? (
        <Spinner label={t`Uw materiaal wordt geladen`} />
      ) : empty ? (
        <p className="notice">{empty === 'none' ? <Trans>Uw organisatie heeft nog geen eigen materiaal bij ons in onderhoud.</Trans> : <Trans>Geen materiaal dat aan uw zoekopdracht voldoet.</Trans>}</p>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {plural(total, { one: `# toestel, ${shown} getoond`, other: `# toestellen, ${shown} getoond` })}
          </p>
          <ul className="customer-item-list" aria-label={t`Mijn materiaal`}>
            {items.map((item) => (
              <ItemRow key={itemKey(item)} item={item} onOpen={() => send({ type: 'ITEM_OPENED', serialId: item.SerialID, itemId: item.ItemID })} />
            ))}
          </ul>
        </>
      )}
      <div ref={nearEnd} className="customer-items-end">
        {selectIsLoadingMore(snapshot) && <Spinner label={t`Meer materiaal wordt geladen`} />}
        {selectWantsMore(snapshot) && !selectIsLoadingMore(snapshot) && (
          <Button variant="secondary" onPress={() => send({ type: 'MORE_REQUESTED' })}>
            <Trans>Meer materiaal tonen</Trans>
          </Button>
        )}
        {selectMoreFailed(snapshot) && failure && (
          <div role="alert" className="notice notice-error">
            <p>{customerItemsFailureText(failure)}</p>
            <Button onPress={() => send({ type: 'RETRY_REQUESTED' })}>
              <Trans>Opnieuw proberen</Trans>
            </Button>
          </div>
        )}
      </div>
      <ModalDialog title={t`Documenten van ${openedSerial}`} isOpen={opened !== null} onClose={() => send({ type: 'ITEM_CLOSED' })}>
        {opened && (
          <div className="customer-item-documents">
            <p className="muted">
              {opened.Description} · {opened.Brand}
            </p>
            {selectAttachmentsLoading(snapshot) ? (
              <Spinner label={t`De documenten worden geladen`} />
            ) : attachmentsFailure ? (
              <RetryNotice text={customerItemsFailureText(attachmentsFailure)} onRetry={() => send({ type: 'ATTACHMENTS_RETRY_REQUESTED' })} />
            ) : selectAttachments(snapshot).length === 0 ? (
              <p>
                <Trans>Er zijn geen documenten bij dit toestel.</Trans>
              </p>
            ) : (
              <DocumentList attachments={selectAttachments(snapshot)} label={t`Documenten van ${openedSerial}`} />
            )}
            <div className="dialog-actions">
              <Button variant="secondary" onPress={() => send({ type: 'ITEM_CLOSED' })}>
                <Trans>Sluiten</Trans>
              </Button>
            </div>
          </div>
        )}
      </ModalDialog>
    </section>
  );
}
