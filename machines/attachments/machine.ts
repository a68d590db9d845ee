import { assign, sendParent, setup, stopChild } from 'xstate';
import type { ApiError } from '../../src/domain/api-error.ts';
import { asApiError } from '../../src/domain/api-error.ts';
import type { AttachmentOwner, CartAttachment } from '../../src/domain/uploads.ts';
import { call, effect, listener } from '../effects.ts';
import type { CallFailure } from '../failures.ts';
import { uploadMachine } from '../upload/machine.ts';

interface AttachmentsInput {
  owner: AttachmentOwner;
  /** The owner's files as the cart has them now. */
  attachments: CartAttachment[];
}

/** The id of an upload child. */
export type UploadId = `upload-${number}`;

/** An upload under way, failed or being checked: its child actor has this id. */
export interface UploadEntry {
  id: UploadId;
  fileName: string;
}

/** The one delete the contract has: a file of a cart line. */
export interface Deletion {
  cartId: string;
  cartItemId: string;
  attachmentId: string;
}

export interface AttachmentsContext {
  owner: AttachmentOwner;
  stored: CartAttachment[];
  uploads: UploadEntry[];
  /** Numbers the upload children, so each file has its own id. */
  uploadCount: number;
  deleting: Deletion | null;
  failure: AttachmentsFailure | null;
}

type AttachmentsFailure = CallFailure<'delete-failed'>;

export type AttachmentsEvent =
  | { type: 'FILES_CHOSEN'; files: File[] }
  /** The cart was read again: its files for this owner (sent by `followOwner`). */
  | { type: 'CART_ATTACHMENTS_CHANGED'; attachments: CartAttachment[] }
  | { type: 'DELETE_REQUESTED'; attachmentId: string }
  /** Sent by an upload child: its file is stored. */
  | { type: 'UPLOAD_STORED'; uploadId: string; attachment: CartAttachment }
  /** Sent by an upload child: it ended without a stored file (refused, or removed by the customer). */
  | { type: 'UPLOAD_DISCARDED'; uploadId: string };

export interface DeleteFailureNotice {
  fileName: string;
  error: ApiError;
}

/** The upload machine as a child of this one: it reports its end here, named by its own id. */
export function reportingToParent(upload: typeof uploadMachine): typeof uploadMachine {
  return upload.provide({
    actions: {
      reportStored: sendParent(
        ({ self }, { attachment }: { attachment: CartAttachment }) => ({ type: 'UPLOAD_STORED', uploadId: self.id, attachment }) satisfies AttachmentsEvent,
      ),
      reportDiscarded: sendParent(({ self }) => ({ type: 'UPLOAD_DISCARDED', uploadId: self.id }) satisfies AttachmentsEvent),
    },
  });
}

/** The contract deletes a cart line's files only; the cart's own file (the flyer) has no delete. */
export function ownerHasDelete(owner: AttachmentOwner): owner is Extract<AttachmentOwner, { kind: 'cartItem' }> {
  return owner.kind === 'cartItem';
}

function deletionOf(owner: AttachmentOwner, attachmentId: string): Deletion | null {
  return ownerHasDelete(owner) ? { cartId: owner.cartId, cartItemId: owner.cartItemId, attachmentId } : null;
}

const uploadId = (number: number): UploadId => `upload-${number}`;

const baseSetup = setup({
  types: {
    context: {} as AttachmentsContext,
    events: {} as AttachmentsEvent,
    input: {} as AttachmentsInput,
    children: {} as { deleteAttachment: 'deleteAttachment'; followOwner: 'followOwner'; [uploadId: UploadId]: 'upload' },
  },
  actors: {
    /** The owner's files each time the cart is read again (a cart's or a line's; an order's are read with its page). */
    followOwner: listener<AttachmentsEvent, { owner: AttachmentOwner }>(),
    upload: reportingToParent(uploadMachine),
    deleteAttachment: call<void, Deletion>(),
  },
  actions: {
    /** The cart changed: read it again (its files come back as CART_ATTACHMENTS_CHANGED). */
    attachmentsChanged: effect(),
    /** errorDelete, or the server's message. */
    notifyDeleteFailed: effect<DeleteFailureNotice>(),
    keepCartFiles: assign((_, stored: CartAttachment[]) => ({ stored })),
    startDeletion: assign(({ context }, attachmentId: string) => ({ deleting: deletionOf(context.owner, attachmentId), failure: null })),
    dropDeletedFile: assign(({ context }) => ({
      stored: context.stored.filter((attachment) => attachment.CartAttachmentID !== context.deleting?.attachmentId),
      deleting: null,
    })),
    rememberFailure: assign((_, error: ApiError) => ({ failure: { kind: 'delete-failed' as const, error }, deleting: null })),
    stopUpload: stopChild(({ event }) => (event.type === 'UPLOAD_STORED' || event.type === 'UPLOAD_DISCARDED' ? event.uploadId : '')),
    forgetUpload: assign({
      uploads: ({ context, event }) =>
        event.type === 'UPLOAD_STORED' || event.type === 'UPLOAD_DISCARDED' ? context.uploads.filter((upload) => upload.id !== event.uploadId) : context.uploads,
    }),
    // Shown at once, where the upload was, until the cart read again brings it too.
    keepStoredFile: assign({
      stored: ({ context, event }) =>
        event.type === 'UPLOAD_STORED'
          ? [...context.stored.filter((attachment) => attachment.CartAttachmentID !== event.attachment.CartAttachmentID), event.attachment]
          : context.stored,
    }),
  },
  guards: {
    canDelete: ({ context, event }) =>
      event.type === 'DELETE_REQUESTED' &&
      deletionOf(context.owner, event.attachmentId) !== null &&
      context.stored.some((attachment) => attachment.CartAttachmentID === event.attachmentId),
  },
});

// enqueueActions needs the setup's own types, so the action that spawns is added to it here.
const attachmentsSetup = baseSetup.extend({
  actions: {
    /** One upload child per chosen file, each with its own id. */
    startUploads: baseSetup.enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'FILES_CHOSEN') return;
      const entries = event.files.map((file, i) => ({ file, id: uploadId(context.uploadCount + i + 1) }));
      for (const { file, id } of entries) enqueue.spawnChild('upload', { id, input: { file, owner: context.owner } });
      enqueue.assign({
        uploads: [...context.uploads, ...entries.map(({ file, id }) => ({ id, fileName: file.name }))],
        uploadCount: context.uploadCount + entries.length,
      });
    }),
  },
});

/**
 * The files of one owner, a cart line or the cart (spec 001 §3, §5): the stored ones, which can
 * be deleted, and one upload child per chosen file. Every stored or deleted file changes the
 * cart, so `attachmentsChanged` has it read again.
 */
export const attachmentsMachine = attachmentsSetup.createMachine({
  id: 'attachments',
  description: 'De bestanden van een winkelwagenregel of van de winkelwagen (de flyer): één upload per gekozen bestand, en de bewaarde bestanden met hun verwijderknop.',
  context: ({ input }) => ({ owner: input.owner, stored: input.attachments, uploads: [], uploadCount: 0, deleting: null, failure: null }),
  invoke: { id: 'followOwner', src: 'followOwner', input: ({ context }) => ({ owner: context.owner }) },
  type: 'parallel',
  states: {
    files: {
      description: 'De bewaarde bestanden, zoals de winkelwagen ze heeft, en de uploads die nog bezig zijn.',
      initial: 'listed',
      states: {
        listed: {
          on: {
            FILES_CHOSEN: { actions: 'startUploads' },
            UPLOAD_STORED: { actions: ['stopUpload', 'forgetUpload', 'keepStoredFile', 'attachmentsChanged'] },
            UPLOAD_DISCARDED: { actions: ['stopUpload', 'forgetUpload'] },
            CART_ATTACHMENTS_CHANGED: { actions: { type: 'keepCartFiles', params: ({ event }) => event.attachments } },
          },
        },
      },
    },
    deletion: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            DELETE_REQUESTED: {
              guard: 'canDelete',
              target: 'deleting',
              description: 'Enkel de bestanden van een winkelwagenregel kunnen verwijderd worden: het contract kent geen verwijderen voor het eigen bestand van de winkelwagen.',
              actions: { type: 'startDeletion', params: ({ event }) => event.attachmentId },
            },
          },
        },
        deleting: {
          description: 'Eén bestand van een regel wordt verwijderd; ondertussen kunnen nog bestanden gekozen en opgeladen worden.',
          tags: ['submitting'],
          invoke: {
            id: 'deleteAttachment',
            src: 'deleteAttachment',
            input: ({ context }) => {
              if (!context.deleting) throw new Error('deleting is entered with a deletion only');
              return context.deleting;
            },
            onDone: {
              target: 'idle',
              actions: ['dropDeletedFile', 'attachmentsChanged'],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'notifyDeleteFailed',
                  params: ({ context, event }) => ({
                    fileName: context.stored.find((attachment) => attachment.CartAttachmentID === context.deleting?.attachmentId)?.FileName ?? '',
                    error: asApiError(event.error),
                  }),
                },
                { type: 'rememberFailure', params: ({ event }) => asApiError(event.error) },
              ],
            },
          },
        },
      },
    },
  },
});
