import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { customerItemsMachine, type CustomerItemsInput } from './machine.ts';

const AED = { SerialID: 'AED-C1001-01', ItemID: 'AED-TOESTEL', Description: 'AED-toestel', Brand: 'Philips HeartStart', ServiceStatus: '', LastServiceDate: '2026-08-17' };
const MANUAL = { Ranking: 1, AttachmentUrl: '/api/demo-assets/manuals/handleiding-aed.pdf', ContentType: 'application/pdf', FileName: 'handleiding-aed.pdf', FileSize: 248_650, NumberOfPages: 16 };
const input: CustomerItemsInput = { customerId: 'CUST-1001', pageSize: 20 };

export const customerItemsFlow: RegisteredMachine = {
  id: 'customer-items',
  title: 'Mijn materiaal',
  description:
    'Mijn materiaal op /account/items: de eigen toestellen met serienummer, merk, onderhoudsstatus en laatste onderhoud, laatst onderhouden eerst; 20 per pagina en de volgende pagina binnen 200 px van het einde (na 500 ms zonder nieuwe vraag); zoeken begint weer bij de eerste pagina; de documenten van een toestel in een venster; alle documenten samen als één zip.',
  machine: customerItemsMachine,
  input,
  events: () => [
    done('loadFirstPage', { items: [AED], total: 3 }),
    done('loadFirstPage', { items: [], total: 0 }),
    failed('loadFirstPage'),
    { type: 'MORE_REQUESTED' },
    { type: 'SCROLL_DEBOUNCE_ELAPSED' },
    done('loadNextPage', { items: [AED], total: 3 }),
    failed('loadNextPage'),
    { type: 'RETRY_REQUESTED' },
    { type: 'SEARCH_CHANGED', search: 'aed' },
    { type: 'SEARCH_DEBOUNCE_ELAPSED' },
    { type: 'ITEM_OPENED', serialId: AED.SerialID, itemId: AED.ItemID },
    done('loadAttachments', [MANUAL]),
    failed('loadAttachments'),
    { type: 'ATTACHMENTS_RETRY_REQUESTED' },
    { type: 'ITEM_CLOSED' },
    { type: 'ZIP_REQUESTED' },
    done('fetchZip', { blob: new Blob(['PK']), fileName: 'documenten-CUST-1001.zip' }),
    failed('fetchZip'),
  ],
  serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.search}|${snapshot.context.draft}`,
};
