import type { components } from '../../openapi/schema';
import type { Language } from './language.ts';
import { extensionOf } from './field-rules.ts';
import { formatNumber } from './format.ts';

export type CartAttachment = components['schemas']['CartAttachment'];

/** Who a file is uploaded for: a cart line, or the cart itself (the event flyer, spec 001 §3). */
export type AttachmentOwner = { kind: 'cart'; cartId: string } | { kind: 'cartItem'; cartId: string; cartItemId: string } | { kind: 'order'; reservationOrderId: string };
type AttachmentOwnerKind = AttachmentOwner['kind'];
/** What a chosen file is checked for: an attachment of a cart, a line or an order, or of a message to the lending service. */
export type FileRuleKind = AttachmentOwnerKind | 'conversation';

/** Spec 001 §5 and 002 §5: image attachments of a line are jpg, jpeg, png, webp and gif. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/**
 * The extensions accepted per owner: a flyer may also be a pdf (the contract's cart upload); a
 * message's attachments are gif, png, jpeg and jpg only (spec 002 §9).
 */
export const ACCEPTED_EXTENSIONS: Readonly<Record<FileRuleKind, readonly string[]>> = {
  cartItem: IMAGE_EXTENSIONS,
  cart: [...IMAGE_EXTENSIONS, 'pdf'],
  order: [...IMAGE_EXTENSIONS, 'pdf'],
  conversation: ['gif', 'png', 'jpeg', 'jpg'],
};

/** The largest file the backend takes (the contract: at most 10 MB). */
const MAX_UPLOAD_MEGABYTES = 10;
/** The largest attachment of a message (the contract: at most 5 MB). */
const MAX_CONVERSATION_ATTACHMENT_MEGABYTES = 5;
const BYTES_PER_KB = 1024;
const BYTES_PER_MB = BYTES_PER_KB * BYTES_PER_KB;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * BYTES_PER_MB;

/** The largest file per owner, in MB. */
export function maxMegabytesOf(kind: FileRuleKind): number {
  return kind === 'conversation' ? MAX_CONVERSATION_ATTACHMENT_MEGABYTES : MAX_UPLOAD_MEGABYTES;
}

export type FileCheck = { kind: 'ok' } | { kind: 'unsupported' } | { kind: 'too-big' };

/** A chosen file before it is sent: the right type for its owner (by extension) and not too big. */
export function checkFile(file: { name: string; size: number }, owner: FileRuleKind): FileCheck {
  if (!ACCEPTED_EXTENSIONS[owner].includes(extensionOf(file.name))) return { kind: 'unsupported' };
  if (file.size > maxMegabytesOf(owner) * BYTES_PER_MB) return { kind: 'too-big' };
  return { kind: 'ok' };
}

/**
 * The `accept` of the file input: the extensions and their media types, so a phone's picker
 * offers exactly what the check lets through (not every `image/*`).
 */
export function acceptAttribute(owner: FileRuleKind): string {
  const extensions = ACCEPTED_EXTENSIONS[owner];
  const mediaTypes = [...new Set(extensions.map((extension) => MEDIA_TYPES[extension]))];
  return [...extensions.map((extension) => `.${extension}`), ...mediaTypes].join(',');
}

/** Spec 000 §5: the provincial shop shows an upload's size in KB with 2 decimals. */
export function formatUploadSize(bytes: number, language: Language): string {
  return `${formatNumber(bytes / BYTES_PER_KB, language, 2)} KB`;
}
