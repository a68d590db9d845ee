import type { SnapshotFrom } from 'xstate';
import { isLoadingMore, moreFailed, wantsMore } from '../pager.ts';
import type { customerItemsMachine } from './machine.ts';

type CustomerItemsSnapshot = SnapshotFrom<typeof customerItemsMachine>;

export const selectItems = (s: CustomerItemsSnapshot) => s.context.items;
export const selectTotal = (s: CustomerItemsSnapshot) => s.context.total;
/** The search the shown items answer (not what is being typed). */
export const selectSearch = (s: CustomerItemsSnapshot) => s.context.search;
export const selectFailure = (s: CustomerItemsSnapshot) => s.context.failure;
/** The first page is on its way: nothing to show yet. */
export const selectIsLoading = (s: CustomerItemsSnapshot) => s.hasTag('loading');
export const selectIsLoadingMore = (s: CustomerItemsSnapshot) => isLoadingMore(s);
export const selectLoadFailed = (s: CustomerItemsSnapshot) => s.matches({ list: 'failed' });
export const selectMoreFailed = (s: CustomerItemsSnapshot) => moreFailed(s);
/** No item answers: none at all without a search, none that matches with one (not: still loading, or failed). */
export const selectEmpty = (s: CustomerItemsSnapshot): 'none' | 'no-match' | null =>
  s.matches({ list: { showing: 'complete' } }) && s.context.items.length === 0 ? (s.context.search ? 'no-match' : 'none') : null;
export const selectWantsMore = (s: CustomerItemsSnapshot) => wantsMore(s);
/** The item whose documents are open. */
export const selectOpened = (s: CustomerItemsSnapshot) => (s.matches({ item: 'closed' }) ? null : s.context.opened);
export const selectAttachments = (s: CustomerItemsSnapshot) => s.context.attachments;
export const selectAttachmentsLoading = (s: CustomerItemsSnapshot) => s.hasTag('attachments-loading');
export const selectAttachmentsFailure = (s: CustomerItemsSnapshot) => (s.matches({ item: 'failed' }) ? s.context.attachmentsFailure : null);
export const selectZipBusy = (s: CustomerItemsSnapshot) => s.hasTag('zip-busy');
export const selectZipFailure = (s: CustomerItemsSnapshot) => s.context.zipFailure;
/** What is typed in the search field. */
export const selectDraft = (s: CustomerItemsSnapshot) => s.context.draft;
