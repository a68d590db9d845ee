import type { SnapshotFrom } from 'xstate';
import { itemKey, serviceStatusOf, type CustomerSerialItem } from '../../src/domain/customer-items.ts';
import { isLoadingMore, moreFailed, wantsMore } from '../pager.ts';
import type { customerItemsMachine } from './machine.ts';

type CustomerItemsSnapshot = SnapshotFrom<typeof customerItemsMachine>;

export const selectItems = (s: CustomerItemsSnapshot) => s.context.items;
export const selectTotal = (s: CustomerItemsSnapshot) => s.context.total;
/** An item as the list shows it: its key, and its service status ("OK" when the lending service wrote none). */
export interface ItemRow {
  key: string;
  item: CustomerSerialItem;
  status: ReturnType<typeof serviceStatusOf>;
}
export const selectRows = (s: CustomerItemsSnapshot): ItemRow[] => s.context.items.map((item) => ({ key: itemKey(item), item, status: serviceStatusOf(item) }));
/** The first page is on its way: nothing to show yet. */
export const selectIsLoading = (s: CustomerItemsSnapshot) => s.hasTag('loading');
export const selectIsLoadingMore = (s: CustomerItemsSnapshot) => isLoadingMore(s);
/** The first page could not be read: the message in place of the list, with a retry. */
export const selectListFailure = (s: CustomerItemsSnapshot) => (s.matches({ list: 'failed' }) ? s.context.failure : null);
/** The next page could not be read: the message under the items shown, with a retry. */
export const selectMoreFailure = (s: CustomerItemsSnapshot) => (moreFailed(s) ? s.context.failure : null);
/** No item answers: none at all without a search, none that matches with one (not: still loading, or failed). */
export const selectEmpty = (s: CustomerItemsSnapshot): 'none' | 'no-match' | null =>
  s.matches({ list: { showing: 'complete' } }) && s.context.items.length === 0 ? (s.context.search ? 'no-match' : 'none') : null;
/** The view watches for the end of the list only while there is more to load. */
export const selectWantsMore = (s: CustomerItemsSnapshot) => wantsMore(s);
/** "Meer materiaal tonen" for a person who does not scroll: while there is more and none is on its way. */
export const selectOffersMore = (s: CustomerItemsSnapshot) => s.matches({ list: { showing: 'browsing' } });
/** The item whose documents are open. */
export const selectOpened = (s: CustomerItemsSnapshot) => (s.matches({ item: 'closed' }) ? null : s.context.opened);
export const selectAttachments = (s: CustomerItemsSnapshot) => s.context.attachments;
export const selectAttachmentsLoading = (s: CustomerItemsSnapshot) => s.hasTag('attachments-loading');
export const selectAttachmentsFailure = (s: CustomerItemsSnapshot) => (s.matches({ item: 'failed' }) ? s.context.attachmentsFailure : null);
export const selectZipBusy = (s: CustomerItemsSnapshot) => s.hasTag('zip-busy');
export const selectZipFailure = (s: CustomerItemsSnapshot) => s.context.zipFailure;
/** What is typed in the search field. */
export const selectDraft = (s: CustomerItemsSnapshot) => s.context.draft;
