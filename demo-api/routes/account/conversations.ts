/** Conversations of a customer with the provider: messages (HTML) with image attachments. */
import type { Hono } from 'hono';
import { z } from 'zod';
import { nextId, type Conversation, type ConversationAttachment, type DemoDb } from '../../db.ts';
import { isoDateTime } from '../../lib/dates.ts';
import { DemoError, MISSING_TOKEN_MESSAGE, badRequest, collection, escapeHtml, jsonBody, notFound, requireOwnCustomer, tokenExpired, type DemoContext, type DemoEnv } from '../../lib/http.ts';
import { booleanQuery, contentDisposition, parseBody } from './shared.ts';

const SORT_FIELDS = ['DateTimeCreated', 'DateTimeModified', 'Subject'] as const;
const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** Spec 002 §9: conversation attachments are gif, png, jpeg or jpg images. */
const IMAGE_EXTENSIONS: Record<string, ImageType> = { gif: 'image/gif', png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg' };
type ImageType = 'image/gif' | 'image/png' | 'image/jpeg';

const createSchema = z.object({
  Subject: z.string().trim().min(1).max(200),
  RentalObjectID: z.string().min(1).nullable().optional(),
});
const messageSchema = z.object({ Message: z.string().trim().min(1).max(5000) });
const attachmentSchema = z.object({ FileName: z.string().trim().min(1).max(200), Data: z.string().min(1) });

/** The customer's plain text as the HTML every communication holds: escaped paragraphs, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** The image type the bytes really are, from their signature. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}

/** Strict base64 (a data: URL prefix, as a browser's FileReader makes, is allowed). */
export function decodeBase64(raw: string): Uint8Array | null {
  const data = raw.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s+/g, '');
  if (data.length === 0 || data.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return null;
  return new Uint8Array(Buffer.from(data, 'base64'));
}

export function attachmentUrl(attachmentId: string): string {
  return `/api/v2/shop/customer/conversation-attachment/${encodeURIComponent(attachmentId)}`;
}

function sorted(c: DemoContext, conversations: Conversation[]): Conversation[] {
  const sortOn = c.req.query('sortOn') || 'DateTimeCreated';
  const field = SORT_FIELDS.find((f) => f === sortOn);
  if (!field) throw badRequest(`Parameter sortOn: sorteren kan op ${SORT_FIELDS.join(', ')}`);
  const reverse = booleanQuery(c, 'sortReverse', false);
  return [...conversations].sort((a, b) => {
    const order = a[field].localeCompare(b[field], 'nl') || a.ConversationID.localeCompare(b.ConversationID, 'nl', { numeric: true });
    return reverse ? -order : order;
  });
}

function ownConversation(db: DemoDb, customerId: string, conversationId: string): Conversation {
  const conversation = db.conversations.find((cv) => cv.ConversationID === conversationId && cv.CustomerID === customerId);
  if (!conversation) throw notFound(`Gesprek ${conversationId}`);
  return conversation;
}

function requireOwnOrderId(db: DemoDb, customerId: string, orderId: string): void {
  if (!db.orders.some((r) => r.order.ReservationOrderID === orderId && r.order.CustomerID === customerId)) {
    throw notFound(`Reservering ${orderId}`);
  }
}

export function registerConversationRoutes(app: Hono<DemoEnv>): void {
  app.get('/v2/shop/customer/conversation/:customerId', (c) => {
    const user = requireOwnCustomer(c, c.req.param('customerId'));
    return c.json(collection(sorted(c, c.get('db').conversations.filter((cv) => cv.CustomerID === user.CustomerID))));
  });

  app.post('/v2/shop/customer/conversation/:customerId', async (c) => {
    const user = requireOwnCustomer(c, c.req.param('customerId'));
    const body = parseBody(createSchema, await jsonBody(c));
    const db = c.get('db');
    const rentalObjectId = body.RentalObjectID ?? null;
    if (rentalObjectId !== null) requireOwnOrderId(db, user.CustomerID, rentalObjectId);
    const now = isoDateTime(c.get('clock').now());
    const conversation: Conversation = {
      ConversationID: nextId(db, 'CONV-', 301),
      CustomerID: user.CustomerID,
      Subject: body.Subject,
      RentalObjectID: rentalObjectId,
      DateTimeCreated: now,
      DateTimeModified: now,
      Attachments: [],
      Communications: [],
    };
    db.conversations.push(conversation);
    return c.json(conversation, 201);
  });

  app.get('/v2/shop/customer/conversation/:customerId/:objectId', (c) => {
    const user = requireOwnCustomer(c, c.req.param('customerId'));
    const db = c.get('db');
    const objectId = c.req.param('objectId');
    requireOwnOrderId(db, user.CustomerID, objectId);
    return c.json(collection(sorted(c, db.conversations.filter((cv) => cv.CustomerID === user.CustomerID && cv.RentalObjectID === objectId))));
  });

  app.post('/v2/shop/customer/conversation/:customerId/:conversationId/communication', async (c) => {
    const user = requireOwnCustomer(c, c.req.param('customerId'));
    const { Message } = parseBody(messageSchema, await jsonBody(c));
    const db = c.get('db');
    const conversation = ownConversation(db, user.CustomerID, c.req.param('conversationId'));
    const now = isoDateTime(c.get('clock').now());
    const communication = {
      ConversationCommunicationID: nextId(db, 'COMM-', 3001),
      Message: textToHtml(Message),
      DateTimeCreated: now,
      IsCustomerMessage: true,
      Attachments: [],
    };
    conversation.Communications.push(communication);
    conversation.DateTimeModified = now;
    return c.json(communication, 201);
  });

  app.post('/v2/shop/customer/conversation-attachment/:customerId/:conversationId/:communicationId', async (c) => {
    const user = requireOwnCustomer(c, c.req.param('customerId'));
    const body = parseBody(attachmentSchema, await jsonBody(c));
    const db = c.get('db');
    const conversation = ownConversation(db, user.CustomerID, c.req.param('conversationId'));
    const communicationId = c.req.param('communicationId');
    const communication = conversation.Communications.find((m) => m.ConversationCommunicationID === communicationId);
    if (!communication) throw notFound(`Bericht ${communicationId}`);
    if (!communication.IsCustomerMessage) throw new DemoError(409, 'Bijlagen kunnen alleen bij uw eigen berichten', 'Conflict');

    const declared = IMAGE_EXTENSIONS[body.FileName.split('.').pop()?.toLowerCase() ?? ''];
    if (!declared || !body.FileName.includes('.')) throw badRequest('Het geselecteerde bestand is niet ondersteund. Geldige bestanden: gif, png, jpeg, jpg');
    const bytes = decodeBase64(body.Data);
    if (!bytes) throw badRequest('Ongeldig veld Data: verwacht de inhoud van het bestand in base64');
    if (bytes.length > MAX_ATTACHMENT_BYTES) throw badRequest('Het geselecteerde bestand is te groot (max 5 MB)');
    if (sniffImage(bytes) !== declared) throw badRequest(`${body.FileName} is geen geldige ${declared.slice(6).toUpperCase()}-afbeelding`);

    const id = nextId(db, 'CATT-', 501);
    db.blobs.set(id, { BlobID: id, FileName: body.FileName, ContentType: declared, Data: bytes });
    const attachment: ConversationAttachment = { AttachmentID: id, FileName: body.FileName, ContentType: declared, AttachmentUrl: attachmentUrl(id) };
    communication.Attachments.push(attachment);
    conversation.Attachments.push({ ...attachment });
    conversation.DateTimeModified = isoDateTime(c.get('clock').now());
    return c.json(attachment, 201);
  });

  app.get('/v2/shop/customer/conversation-attachment/:attachmentId', (c) => {
    const db = c.get('db');
    // The spec demands the token in the query here (for <img>); the header is deliberately not read.
    const raw = c.req.query('token');
    if (!raw) throw new DemoError(401, MISSING_TOKEN_MESSAGE, 'MissingToken');
    const token = db.tokens.get(raw);
    if (!token || token.Revoked || new Date(token.Expires) <= c.get('clock').now()) {
      throw tokenExpired();
    }
    const id = c.req.param('attachmentId');
    const owned = db.conversations.some(
      (cv) => token.CustomerID !== null && cv.CustomerID === token.CustomerID && cv.Attachments.some((a) => a.AttachmentID === id),
    );
    const blob = owned ? db.blobs.get(id) : undefined;
    if (!blob) throw notFound('Bijlage');
    return c.body(blob.Data.slice(), 200, {
      'Content-Type': blob.ContentType,
      'Content-Disposition': contentDisposition('inline', blob.FileName),
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
