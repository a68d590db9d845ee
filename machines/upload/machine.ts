import { assign, setup } from 'xstate';
import type { ApiError } from '../../src/domain/api-error.ts';
import { checkFile, type AttachmentOwner, type CartAttachment, type FileRuleKind } from '../../src/domain/uploads.ts';
import { effect, listener } from '../effects.ts';
import type { CallFailure } from '../failures.ts';

export interface UploadInput {
  file: File;
  owner: AttachmentOwner;
}

export interface UploadContext {
  file: File;
  owner: AttachmentOwner;
  /** How much of the file was sent, 0..1. */
  progress: number;
  /** The stored file, once the backend has it. */
  attachment: CartAttachment | null;
  failure: UploadFailure | null;
}

type UploadFailure = CallFailure<'upload-failed'>;

export type UploadEvent =
  /** Sent by `sendFile` while the file goes out. */
  | { type: 'UPLOAD_PROGRESSED'; progress: number }
  | { type: 'UPLOAD_SUCCEEDED'; attachment: CartAttachment }
  | { type: 'UPLOAD_FAILED'; error: ApiError }
  | { type: 'RETRY_REQUESTED' }
  /** The customer removes a failed upload, or stops one under way. */
  | { type: 'DISMISSED' };

/** Why a chosen file is not sent (spec 000 §5: each has its own toast). */
type FileRefusal = 'unsupported' | 'too-big';

export interface RefusalNotice {
  fileName: string;
  owner: FileRuleKind;
  refusal: FileRefusal;
}

export interface UploadFailureNotice {
  fileName: string;
  error: ApiError;
}

/**
 * One chosen file (spec 000 §4): checked, then uploaded with progress, then stored or failed.
 * It starts on its own; the parent that spawned it learns the end through `reportStored` and
 * `reportDiscarded`.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actors: {
    /** Sends the file; reports UPLOAD_PROGRESSED, then UPLOAD_SUCCEEDED or UPLOAD_FAILED. Stopping it aborts the upload. */
    sendFile: listener<UploadEvent, UploadInput>(),
  },
  actions: {
    /** The spec's toast for a file of the wrong type or too big. */
    notifyRejected: effect<RefusalNotice>(),
    /** errorUpload, or the server's message. */
    notifyUploadFailed: effect<UploadFailureNotice>(),
    /** Tells whoever holds the upload that the file is stored. */
    reportStored: effect<{ attachment: CartAttachment }>(),
    /** Tells whoever holds the upload that it ended without a stored file. */
    reportDiscarded: effect(),
    startFromZero: assign({ progress: 0, failure: null }),
    keepProgress: assign((_, progress: number) => ({ progress })),
    keepAttachment: assign((_, attachment: CartAttachment) => ({ progress: 1, attachment })),
    rememberFailure: assign((_, error: ApiError) => ({ failure: { kind: 'upload-failed' as const, error } })),
  },
  guards: {
    isUnsupportedType: ({ context }) => checkFile(context.file, context.owner.kind).kind === 'unsupported',
    isTooBig: ({ context }) => checkFile(context.file, context.owner.kind).kind === 'too-big',
  },
}).createMachine({
  id: 'upload',
  description: 'Eén gekozen bestand: gecontroleerd, verstuurd met een voortgangsbalk, daarna bewaard of mislukt met een knop om opnieuw te proberen.',
  context: ({ input }) => ({ file: input.file, owner: input.owner, progress: 0, attachment: null, failure: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Het type (afbeeldingen; voor de flyer ook een pdf) en de grootte (10 MB) worden gecontroleerd voor er iets verstuurd wordt.',
      always: [
        {
          guard: 'isUnsupportedType',
          target: 'rejected',
          actions: { type: 'notifyRejected', params: ({ context }) => ({ fileName: context.file.name, owner: context.owner.kind, refusal: 'unsupported' }) },
        },
        {
          guard: 'isTooBig',
          target: 'rejected',
          actions: { type: 'notifyRejected', params: ({ context }) => ({ fileName: context.file.name, owner: context.owner.kind, refusal: 'too-big' }) },
        },
        { target: 'uploading' },
      ],
    },
    rejected: {
      type: 'final',
      entry: 'reportDiscarded',
    },
    uploading: {
      tags: ['submitting'],
      entry: 'startFromZero',
      invoke: { id: 'sendFile', src: 'sendFile', input: ({ context }) => ({ file: context.file, owner: context.owner }) },
      on: {
        UPLOAD_PROGRESSED: { actions: { type: 'keepProgress', params: ({ event }) => event.progress } },
        UPLOAD_SUCCEEDED: {
          target: 'succeeded',
          actions: [
            { type: 'keepAttachment', params: ({ event }) => event.attachment },
            { type: 'reportStored', params: ({ event }) => ({ attachment: event.attachment }) },
          ],
        },
        UPLOAD_FAILED: {
          target: 'failed',
          actions: [
            { type: 'rememberFailure', params: ({ event }) => event.error },
            { type: 'notifyUploadFailed', params: ({ context, event }) => ({ fileName: context.file.name, error: event.error }) },
          ],
        },
        DISMISSED: {
          target: 'discarded',
          description: 'Het opladen stoppen breekt de aanvraag af.',
        },
      },
    },
    succeeded: { type: 'final' },
    failed: {
      description: 'errorUpload of de melding van de server, met een knop om opnieuw te proberen.',
      on: {
        RETRY_REQUESTED: 'uploading',
        DISMISSED: 'discarded',
      },
    },
    discarded: {
      type: 'final',
      entry: 'reportDiscarded',
    },
  },
});
