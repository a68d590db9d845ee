import { useMemo, useState } from 'react';
import { createCustomerItemsActors } from '../../../machines/customer-items/actors.ts';
import { customerItemsMachine, type CustomerItemsInput } from '../../../machines/customer-items/machine.ts';
import {
  selectAttachments,
  selectAttachmentsFailure,
  selectAttachmentsLoading,
  selectDraft,
  selectEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectListFailure,
  selectMoreFailure,
  selectOffersMore,
  selectOpened,
  selectRows,
  selectTotal,
  selectWantsMore,
  selectZipBusy,
  selectZipFailure,
} from '../../../machines/customer-items/selectors.ts';
import { selectAccount } from '../../../machines/session/selectors.ts';
import { CUSTOMER_ITEMS_PAGE_SIZE, type CustomerSerialItem } from '../../domain/customer-items.ts';
import { saveFile } from '../../ui/download.ts';
import { useServices } from '../services-context.ts';
import type { ShopServices } from '../environment.ts';
import { useFlow } from './use-flow.ts';

/** The items page: its calls, and the zip of every document handed to the browser as a download. */
export function customerItemsLogic({ api }: Pick<ShopServices, 'api'>) {
  return customerItemsMachine.provide({
    actors: createCustomerItemsActors(api),
    actions: { saveZip: (_, { blob, fileName }) => saveFile(fileName, blob) },
  });
}

/**
 * What the items page starts from: the signed-in customer (the page's guard lets only a signed-in
 * user with the tab in, so the account is there when it opens) and the page size of spec 002 §9.
 */
export function customerItemsInputOf({ session }: Pick<ShopServices, 'session'>): CustomerItemsInput {
  return { customerId: selectAccount(session.getSnapshot())?.CustomerID ?? '', pageSize: CUSTOMER_ITEMS_PAGE_SIZE };
}

/** "Mijn materiaal": the items shown and whether more follow, the search, an item's documents, the zip, and what a person asks for. */
export function useCustomerItemsFlow() {
  const services = useServices();
  const [input] = useState(() => customerItemsInputOf(services));
  const [snapshot, send] = useFlow(customerItemsLogic, input);
  const actions = useMemo(
    () => ({
      search: (search: string) => send({ type: 'SEARCH_CHANGED', search }),
      loadMore: () => send({ type: 'MORE_REQUESTED' }),
      retry: () => send({ type: 'RETRY_REQUESTED' }),
      open: ({ SerialID, ItemID }: CustomerSerialItem) => send({ type: 'ITEM_OPENED', serialId: SerialID, itemId: ItemID }),
      close: () => send({ type: 'ITEM_CLOSED' }),
      retryAttachments: () => send({ type: 'ATTACHMENTS_RETRY_REQUESTED' }),
      downloadZip: () => send({ type: 'ZIP_REQUESTED' }),
    }),
    [send],
  );
  return {
    rows: selectRows(snapshot),
    total: selectTotal(snapshot),
    searchText: selectDraft(snapshot),
    isLoading: selectIsLoading(snapshot),
    isLoadingMore: selectIsLoadingMore(snapshot),
    wantsMore: selectWantsMore(snapshot),
    offersMore: selectOffersMore(snapshot),
    empty: selectEmpty(snapshot),
    listFailure: selectListFailure(snapshot),
    moreFailure: selectMoreFailure(snapshot),
    opened: selectOpened(snapshot),
    attachments: selectAttachments(snapshot),
    attachmentsLoading: selectAttachmentsLoading(snapshot),
    attachmentsFailure: selectAttachmentsFailure(snapshot),
    zipBusy: selectZipBusy(snapshot),
    zipFailure: selectZipFailure(snapshot),
    ...actions,
  };
}
