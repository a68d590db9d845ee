/** Uploads for a cart (the event flyer) and for its lines; the bytes live in db.blobs. */
import type { Hono } from 'hono';
import type { CartAttachment, DemoDb } from '../../db.ts';
import { nextId } from '../../db.ts';
import { badRequest, collection, notFound, type DemoContext, type DemoEnv } from '../../lib/http.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { ownCart } from './access.ts';

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

/** The uploaded file, stored as a blob. */
async function storeUpload(c: DemoContext): Promise<CartAttachment> {
  const upload = await readUploadedFile(c);
  const db: DemoDb = c.get('db');
  const id = newAttachmentId(db);
  db.blobs.set(id, { BlobID: id, FileName: upload.FileName, ContentType: upload.ContentType, Data: upload.Data });
  return { CartAttachmentID: id, FileName: upload.FileName, ContentType: upload.ContentType, FileSize: upload.FileSize };
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
