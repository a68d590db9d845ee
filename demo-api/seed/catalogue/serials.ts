import type { Product, Serial, StockRow } from '../../db.ts';
import { addDays, isoDate } from '../../lib/dates.ts';
import { CUSTOMER, PRODUCT } from '../anchors.ts';
import { manualAttachment } from './manuals.ts';

/** Brand and serial prefix of each serial-numbered rental product. */
const RENTAL_SERIALS: Record<string, { brand: string; prefix: string }> = {
  [PRODUCT.geluidsinstallatie]: { brand: 'Yamaha', prefix: 'GK' },
  'GELUIDSINSTALLATIE-GROOT': { brand: 'Yamaha', prefix: 'GG' },
  'MENGPANEEL-8': { brand: 'Allen & Heath', prefix: 'MP' },
  'AED-TOESTEL': { brand: 'Philips HeartStart', prefix: 'AED' },
  PODIUMWAGEN: { brand: 'Stageline', prefix: 'PW' },
};

/** [serial, item, brand, owner, service status ('' = OK), days since the last service (null: never serviced)] of items customers own. */
const CUSTOMER_ITEMS: [string, string, string, string, string, number | null][] = [
  ['AED-C1001-01', 'AED-TOESTEL', 'Philips HeartStart', CUSTOMER.branding, '', 96],
  ['AED-C1001-02', 'AED-TOESTEL', 'Philips HeartStart', CUSTOMER.branding, 'Onderhoud nodig', 402],
  ['BB-C1001-01', 'BRANDBLUSSER-6KG', 'Sicli', CUSTOMER.branding, '', 181],
  ['BB-C1001-02', 'BRANDBLUSSER-6KG', 'Sicli', CUSTOMER.branding, 'Onderhoud nodig', 389],
  ['BB-C1001-03', 'BRANDBLUSSER-6KG', 'Sicli', CUSTOMER.branding, '', 34],
  ['GK-C1001-01', PRODUCT.geluidsinstallatie, 'Yamaha', CUSTOMER.branding, '', 250],
  ['AED-C1002-01', 'AED-TOESTEL', 'Philips HeartStart', CUSTOMER.oostkamp, '', 60],
  ...fleet(),
];

/**
 * The rest of CUST-1001's fleet: enough items (more than one page of 20) for the items list to
 * scroll, with a few needing service and one never serviced.
 */
function fleet(): [string, string, string, string, string, number | null][] {
  const kinds = [
    { prefix: 'BB', item: 'BRANDBLUSSER-6KG', brand: 'Sicli' },
    { prefix: 'AED', item: 'AED-TOESTEL', brand: 'Philips HeartStart' },
    { prefix: 'MP', item: 'MENGPANEEL-8', brand: 'Allen & Heath' },
    { prefix: 'SK', item: 'STROOMKAST-32A', brand: 'Hager' },
  ];
  return Array.from({ length: 24 }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    const number = String(Math.floor(i / kinds.length) + (kind.prefix === 'BB' ? 4 : kind.prefix === 'AED' ? 3 : 1)).padStart(2, '0');
    const daysAgo = i === 23 ? null : 11 + ((i * 37) % 500);
    return [`${kind.prefix}-C1001-${number}`, kind.item, kind.brand, CUSTOMER.branding, i % 7 === 3 ? 'Onderhoud nodig' : '', daysAgo];
  });
}

/**
 * Serial rows: one per owned unit of each serial-numbered rental product (matching its stock
 * rows), plus the items customers own and have serviced by the lending service.
 */
export function serialSeed(products: Product[], stock: StockRow[], today: Date): Serial[] {
  const serials: Serial[] = [];
  for (const [itemId, { brand, prefix }] of Object.entries(RENTAL_SERIALS)) {
    const product = products.find((p) => p.ID === itemId);
    if (!product) throw new Error(`Serial product ${itemId} is not seeded`);
    const units = stock.filter((s) => s.ItemID === itemId).reduce((sum, s) => sum + s.Quantity, 0);
    for (let n = 1; n <= units; n++) {
      serials.push({
        SerialID: `${prefix}-${2400 + n}`,
        ItemID: itemId,
        Brand: brand,
        ServiceStatus: '',
        LastServiceDate: isoDate(addDays(today, -(20 + 13 * n))),
        CustomerID: null,
        Attachments: product.ItemAttachments.map((a) => ({ ...a })),
      });
    }
  }
  for (const [SerialID, ItemID, Brand, CustomerID, ServiceStatus, daysAgo] of CUSTOMER_ITEMS) {
    const manuals = products.find((p) => p.ID === ItemID)?.ItemAttachments ?? [];
    serials.push({
      SerialID,
      ItemID,
      Brand,
      ServiceStatus,
      LastServiceDate: daysAgo === null ? null : isoDate(addDays(today, -daysAgo)),
      CustomerID,
      Attachments: [...manuals.map((a) => ({ ...a })), manualAttachment('onderhoudsattest.pdf', manuals.length + 1)],
    });
  }
  return serials;
}
