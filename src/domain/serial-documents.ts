import type { ItemAttachment } from './customer-items.ts';

/** The query parameter the serial redirect leaves on the product page: whose documents to show. */
const SERIAL_PARAMETER = 'serial';

/** The product page a serial number leads to, naming the serial so its documents show there. */
export function productPathForSerial(productPath: string, serial: string | null): string {
  return serial ? `${productPath}?${SERIAL_PARAMETER}=${encodeURIComponent(serial)}` : productPath;
}

/** The serial the product page's address names, if any. */
export function serialOfSearch(search: string): string | null {
  const serial = new URLSearchParams(search).get(SERIAL_PARAMETER)?.trim();
  return serial ? serial : null;
}

/** A serial's public documents, as the product page shows them. */
export interface SerialDocuments {
  serial: string;
  attachments: ItemAttachment[];
}

/**
 * What the product page shows of a serial: its documents by ranking, only when the serial is one
 * of this product (an address can name any serial) and it has documents.
 */
export function serialDocumentsFor(productId: string, serial: { SerialID: string; ItemID: string } | null, attachments: readonly ItemAttachment[]): SerialDocuments | null {
  if (!serial || serial.ItemID !== productId || attachments.length === 0) return null;
  return { serial: serial.SerialID, attachments: [...attachments].sort((a, b) => a.Ranking - b.Ranking) };
}
