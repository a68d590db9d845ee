import type { AnyMachineSnapshot } from 'xstate';
import { done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { attachmentsMachine, type AttachmentsContext } from './machine.ts';

const stored = (id: string, name: string) => ({ CartAttachmentID: id, FileName: name, ContentType: 'image/jpeg', FileSize: 182_400 });
const line = { kind: 'cartItem', cartId: 'CART-5001', cartItemId: 'CART-ITEM-1' };

export const attachmentsFlow: RegisteredMachine = {
  id: 'attachments',
  title: 'Bijlagen van een regel of de winkelwagen',
  description:
    'De bestanden van een winkelwagenregel (of de flyer van de winkelwagen): elk gekozen bestand wordt apart opgeladen; een bewaard bestand verschijnt meteen en de winkelwagen wordt opnieuw gelezen; het bestand van een regel kan verwijderd worden.',
  machine: attachmentsMachine,
  input: { owner: line, attachments: [stored('CART-ATT-9001', 'verzekering.jpg')] },
  // The flyer: no delete in the contract.
  alternativeInputs: [{ owner: { kind: 'cart', cartId: 'CART-5001' }, attachments: [] }],
  // One upload and two stored files at most: enough for every transition, and the paths end.
  events: (snapshot: AnyMachineSnapshot) => {
    const { uploads, stored: files }: AttachmentsContext = snapshot.context;
    return [
      { type: 'CART_ATTACHMENTS_CHANGED', attachments: [stored('CART-ATT-9001', 'verzekering.jpg')] },
      done('deleteAttachment', undefined),
      failed('deleteAttachment'),
      ...(uploads.length === 0 && files.length < 2 ? [{ type: 'FILES_CHOSEN', files: [{ name: 'toezicht.jpg', size: 182_400, type: 'image/jpeg' }] }] : []),
      ...uploads.flatMap((upload) => [
        { type: 'UPLOAD_STORED', uploadId: upload.id, attachment: stored('CART-ATT-9002', upload.fileName) },
        { type: 'UPLOAD_DISCARDED', uploadId: upload.id },
      ]),
      ...files.map((file) => ({ type: 'DELETE_REQUESTED', attachmentId: file.CartAttachmentID })),
    ];
  },
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { uploads, stored: files }: AttachmentsContext = snapshot.context;
    return JSON.stringify([snapshot.value, uploads.length, files.length]);
  },
};
