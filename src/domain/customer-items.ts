import type { components } from '../../openapi/schema';

export type CustomerSerialItem = components['schemas']['CustomerSerialItem'];
export type ItemAttachment = components['schemas']['ItemAttachment'];

/** Spec 002 §9: the items list reads 20 items a page, last serviced first. */
export const CUSTOMER_ITEMS_PAGE_SIZE = 20;

/** Spec 002 §3: an empty service status means the item is in order ("OK"); anything else is the lending service's word for it. */
export function serviceStatusOf(item: Pick<CustomerSerialItem, 'ServiceStatus'>): { ok: true } | { ok: false; text: string } {
  const text = item.ServiceStatus.trim();
  return text === '' ? { ok: true } : { ok: false, text };
}

/** A serial is one item of a product: it is known by both (the attachments call needs both). */
export function itemKey(item: Pick<CustomerSerialItem, 'ItemID' | 'SerialID'>): string {
  return `${item.ItemID}/${item.SerialID}`;
}

/** The search as the backend gets it: spaces around it mean nothing. */
export const searchTerm = (search: string): string => search.trim();

/**
 * The name a download is saved under: the `Content-Disposition` the server sent (its UTF-8
 * `filename*` first, else `filename`), else the fallback. A name never carries a folder.
 */
export function downloadName(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(contentDisposition)?.[1] ?? /filename\s*=\s*([^;]+)/.exec(contentDisposition)?.[1]?.trim();
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

/** What the zip of every document is called when the server does not say. */
export const documentsZipName = (customerId: string): string => `documenten-${customerId}.zip`;
