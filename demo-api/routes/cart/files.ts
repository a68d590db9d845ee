/** Uploads for a cart (the event flyer) and for its lines; the bytes live in db.blobs. */
import type { Hono } from 'hono';
import type { CartAttachment, DemoDb } from '../../db.ts';
import { nextId } from '../../db.ts';
import { badRequest, collection, notFound, type DemoContext, type DemoEnv } from '../../lib/http.ts';
import { ownCart } from './access.ts';

/** Accepted extensions (spec 001 §5 images, plus pdf for flyers and certificates) and their content types. */
const ACCEPTED: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UNSUPPORTED_FILE = 'Het geselecteerde bestand is niet ondersteund';
export const FILE_TOO_BIG = 'Het geselecteerde bestand is te groot (max 10 MB)';

function newAttachmentId(db: DemoDb): string {
  return nextId(db, 'CART-ATT-', 9001);
}

/** A copy of a stored file under a new ID, for another cart (the bytes are shared: blobs never change). */
export function copyAttachment(db: DemoDb, attachment: CartAttachment): CartAttachment {
  const id = newAttachmentId(db);
  const blob = db.blobs.get(attachment.CartAttachmentID);
  if (blob) db.blobs.set(id, { ...blob, BlobID: id });
  return { ...attachment, CartAttachmentID: id };
}

/** The file of field `file`, checked for type and size, stored as a blob. */
async function storeUpload(c: DemoContext): Promise<CartAttachment> {
  let file: unknown;
  try {
    file = (await c.req.parseBody())['file'];
  } catch {
    throw badRequest('Verwacht een bestand in veld file (multipart/form-data)');
  }
  if (!(file instanceof File)) throw badRequest('Verwacht een bestand in veld file (multipart/form-data)');
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const contentType = ACCEPTED[extension];
  if (!contentType) throw badRequest(UNSUPPORTED_FILE);
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest(FILE_TOO_BIG);
  const db: DemoDb = c.get('db');
  const id = newAttachmentId(db);
  db.blobs.set(id, { BlobID: id, FileName: file.name, ContentType: contentType, Data: new Uint8Array(await file.arrayBuffer()) });
  return { CartAttachmentID: id, FileName: file.name, ContentType: contentType, FileSize: file.size };
}

const uploaded = (attachment: CartAttachment) => collection([{ ID: attachment.CartAttachmentID, FileName: attachment.FileName }]);

export function registerCartFileRoutes(app: Hono<DemoEnv>): void {
  app.post('/v3/rental/cart/:cartId/attachment', async (c) => {
    const row = ownCart(c, c.req.param('cartId'));
    const attachment = await storeUpload(c);
    row.cart.Attachments.push(attachment);
    return c.json(uploaded(attachment), 201);
  });

  app.post('/v3/rental/cart/:cartId/items/:cartItemId/attachment', async (c) => {
    const row = ownCart(c, c.req.param('cartId'));
    const line = row.cart.Items.find((i) => i.CartItemID === c.req.param('cartItemId'));
    if (!line) throw notFound('Winkelwagenregel');
    if (line.Item.UploadPolicy !== 'AllowUpload' && line.Item.UploadPolicy !== 'RequireUpload') {
      throw badRequest(`Bij ${line.Description} kan geen bestand toegevoegd worden`);
    }
    const attachment = await storeUpload(c);
    line.Attachments.push(attachment);
    return c.json(uploaded(attachment), 201);
  });
}
