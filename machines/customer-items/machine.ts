import { assign, setup } from 'xstate';
import type { CustomerSerialItem, ItemAttachment } from '../../src/domain/customer-items.ts';
import { searchTerm } from '../../src/domain/customer-items.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import { LOADING_MORE, pagerStates, scrollDebounce } from '../pager.ts';
import { SEARCH_DEBOUNCE_MS, timer } from '../timers.ts';

export interface CustomerItemsInput {
  /** The customer whose items are listed; the attachment calls name it in their path. */
  customerId: string;
  pageSize: number;
}

export interface CustomerItemsQuery {
  search: string;
  index: number;
  size: number;
}

export interface CustomerItemsPage {
  items: CustomerSerialItem[];
  total: number;
}

/** An item as the attachments call names it. */
export interface ItemRef {
  customerId: string;
  itemId: string;
  serialId: string;
}

/** The zip of every document, and the name the server gave it. */
export interface DocumentsZip {
  blob: Blob;
  fileName: string;
}

/** Spec 002 §8 (serial list fetchError): the items, an item's documents or the zip of all of them could not be read. */
export type CustomerItemsFailure = CallFailure<'load-failed' | 'attachments-failed' | 'zip-failed'>;

export interface CustomerItemsContext extends CustomerItemsInput {
  /** The search the shown items answer. */
  search: string;
  /** What is typed in the search field, asked for once typing pauses. */
  draft: string;
  items: CustomerSerialItem[];
  total: number;
  /** The list's failure (first or next page). */
  failure: CustomerItemsFailure | null;
  /** The item whose documents are open. */
  opened: CustomerSerialItem | null;
  attachments: ItemAttachment[];
  attachmentsFailure: CustomerItemsFailure | null;
  zipFailure: CustomerItemsFailure | null;
}

export type CustomerItemsEvent =
  /** A key in the search field: the list is searched again once typing pauses. */
  | { type: 'SEARCH_CHANGED'; search: string }
  | { type: 'SEARCH_DEBOUNCE_ELAPSED' }
  /** The person came within 200 px of the end of the list, or asked for more. */
  | { type: 'MORE_REQUESTED' }
  | { type: 'SCROLL_DEBOUNCE_ELAPSED' }
  | { type: 'RETRY_REQUESTED' }
  /** An item was opened: its documents show. */
  | { type: 'ITEM_OPENED'; serialId: string; itemId: string }
  | { type: 'ITEM_CLOSED' }
  | { type: 'ATTACHMENTS_RETRY_REQUESTED' }
  /** Every document of every item, as one zip. */
  | { type: 'ZIP_REQUESTED' };

const queryOf = (context: CustomerItemsContext, index: number): CustomerItemsQuery => ({ search: context.search, index, size: context.pageSize });

/**
 * "Mijn materiaal" (spec 002 §2, §3, §7, §9): the organisation's own serial-numbered items, last
 * serviced first, 20 a page, more while the person scrolls; a search; an item's documents; every
 * document as one zip.
 */
export const customerItemsMachine = setup({
  types: { context: {} as CustomerItemsContext, events: {} as CustomerItemsEvent, input: {} as CustomerItemsInput },
  actors: {
    /** `GET v2/shop/customer/customeritemserials` (index, size, search, sortOn LastServiceDate, sortReverse). */
    loadPage: call<CustomerItemsPage, CustomerItemsQuery>(),
    /** `GET v2/shop/customer/{customerId}/customeritems/{itemId}/serials/{serialId}/attachments`. */
    loadAttachments: call<ItemAttachment[], ItemRef>(),
    /** `GET v2/shop/customer/{customerId}/customeritems/serials/attachments/_zip`, as a blob. */
    fetchZip: call<DocumentsZip, { customerId: string }>(),
    scrollDebounce,
    searchDebounce: timer(SEARCH_DEBOUNCE_MS, { type: 'SEARCH_DEBOUNCE_ELAPSED' }),
  },
  actions: {
    /** Hands the zip to the browser as a download under its name. */
    saveZip: effect<DocumentsZip>(),
    takeDraft: assign((_, search: string) => ({ draft: search })),
    /** A new search starts at the first page again. */
    applySearch: assign(({ context }) => ({ search: searchTerm(context.draft), items: [], total: 0, failure: null })),
    showFirstPage: assign((_, page: CustomerItemsPage) => ({ items: page.items, total: page.total, failure: null })),
    appendPage: assign(({ context }, page: CustomerItemsPage) => ({ items: [...context.items, ...page.items], total: page.total, failure: null })),
    rememberFailure: assign((_, failure: CustomerItemsFailure) => ({ failure })),
    open: assign(({ context }, ref: { serialId: string; itemId: string }) => ({
      opened: context.items.find((item) => item.SerialID === ref.serialId && item.ItemID === ref.itemId) ?? null,
      attachments: [],
      attachmentsFailure: null,
    })),
    close: assign({ opened: null, attachments: [], attachmentsFailure: null }),
    takeAttachments: assign((_, attachments: ItemAttachment[]) => ({ attachments: [...attachments].sort((a, b) => a.Ranking - b.Ranking), attachmentsFailure: null })),
    rememberAttachmentsFailure: assign((_, attachmentsFailure: CustomerItemsFailure) => ({ attachmentsFailure })),
    forgetZipFailure: assign({ zipFailure: null }),
    rememberZipFailure: assign((_, zipFailure: CustomerItemsFailure) => ({ zipFailure })),
  },
  guards: {
    allShown: ({ context }) => context.items.length >= context.total,
    isShownItem: ({ context }, ref: { serialId: string; itemId: string }) => context.items.some((item) => item.SerialID === ref.serialId && item.ItemID === ref.itemId),
  },
}).createMachine({
  id: 'customer-items',
  description: "Mijn materiaal: de eigen toestellen met serienummer van de organisatie, laatst onderhouden eerst, 20 per pagina en meer bij het scrollen; zoeken; de documenten van een toestel; alle documenten als één zip.",
  context: ({ input }) => ({
    ...input,
    search: '',
    draft: '',
    items: [],
    total: 0,
    failure: null,
    opened: null,
    attachments: [],
    attachmentsFailure: null,
    zipFailure: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        SEARCH_CHANGED: { target: '.typing', reenter: true, actions: { type: 'takeDraft', params: ({ event }) => event.search } },
      },
      states: {
        typing: {
          description: 'Er wordt getypt: de lijst wordt opnieuw gezocht zodra er 200 ms geen toets meer kwam; tot dan blijven de getoonde toestellen staan.',
          invoke: { id: 'searchDebounce', src: 'searchDebounce' },
          on: { SEARCH_DEBOUNCE_ELAPSED: { target: 'loading', actions: 'applySearch' } },
        },
        loading: {
          tags: ['loading'],
          description: 'De eerste pagina van 20 toestellen voor de zoekopdracht, laatst onderhouden eerst.',
          invoke: {
            id: 'loadFirstPage',
            src: 'loadPage',
            input: ({ context }) => queryOf(context, 0),
            onDone: { target: 'showing', actions: { type: 'showFirstPage', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('load-failed', event.error) } },
          },
        },
        failed: {
          description: 'De toestellen konden niet geladen worden: de melding en een manier om het opnieuw te proberen.',
          on: { RETRY_REQUESTED: 'loading' },
        },
        showing: {
          initial: 'checkingEnd',
          states: {
            ...pagerStates({
              browsing: 'Er zijn meer toestellen dan er getoond worden; de volgende pagina laadt als de lijst binnen 200 px van haar einde komt.',
              debouncing: 'Wacht tot er 500 ms niets meer gevraagd werd, zodat één keer scrollen één pagina laadt.',
              moreFailed: 'De volgende pagina kon niet geladen worden; de getoonde toestellen blijven staan, met een manier om het opnieuw te proberen.',
              complete: 'Alle toestellen die passen, worden getoond (of geen enkel).',
            }),
            loadingMore: {
              tags: [LOADING_MORE],
              invoke: {
                id: 'loadNextPage',
                src: 'loadPage',
                input: ({ context }) => queryOf(context, context.items.length),
                onDone: { target: 'checkingEnd', actions: { type: 'appendPage', params: ({ event }) => event.output } },
                onError: { target: 'moreFailed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('load-failed', event.error) } },
              },
            },
          },
        },
      },
    },
    item: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            ITEM_OPENED: {
              guard: { type: 'isShownItem', params: ({ event }) => event },
              target: 'loading',
              actions: { type: 'open', params: ({ event }) => event },
            },
          },
        },
        loading: {
          tags: ['attachments-loading'],
          description: 'De documenten van het geopende toestel: attesten, handleidingen, keuringsverslagen.',
          invoke: {
            id: 'loadAttachments',
            src: 'loadAttachments',
            input: ({ context }) => ({ customerId: context.customerId, itemId: context.opened?.ItemID ?? '', serialId: context.opened?.SerialID ?? '' }),
            onDone: { target: 'showing', actions: { type: 'takeAttachments', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'rememberAttachmentsFailure', params: ({ event }) => callFailure('attachments-failed', event.error) } },
          },
          on: { ITEM_CLOSED: { target: 'closed', actions: 'close' } },
        },
        showing: {
          description: 'De documenten van het toestel, elk te downloaden.',
          on: { ITEM_CLOSED: { target: 'closed', actions: 'close' } },
        },
        failed: {
          description: 'De documenten konden niet geladen worden: de melding en opnieuw proberen.',
          on: { ATTACHMENTS_RETRY_REQUESTED: 'loading', ITEM_CLOSED: { target: 'closed', actions: 'close' } },
        },
      },
    },
    zip: {
      initial: 'idle',
      states: {
        idle: {
          on: { ZIP_REQUESTED: { target: 'downloading', actions: 'forgetZipFailure' } },
        },
        downloading: {
          tags: ['zip-busy'],
          description: 'Alle documenten van alle toestellen worden als één zip opgehaald en aan de browser gegeven.',
          invoke: {
            id: 'fetchZip',
            src: 'fetchZip',
            input: ({ context }) => ({ customerId: context.customerId }),
            onDone: { target: 'idle', actions: { type: 'saveZip', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'rememberZipFailure', params: ({ event }) => callFailure('zip-failed', event.error) } },
          },
        },
      },
    },
  },
});
