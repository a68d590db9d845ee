import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { uploadMachine } from '../upload/machine.ts';
import { ownerHasDelete, type attachmentsMachine, type UploadId } from './machine.ts';

type AttachmentsSnapshot = SnapshotFrom<typeof attachmentsMachine>;
export type UploadActor = ActorRefFrom<typeof uploadMachine>;
type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;

/** The child that uploads one entry of `context.uploads`. */
export const uploadActorOf = (snapshot: AttachmentsSnapshot, uploadId: UploadId): UploadActor | undefined => snapshot.children[uploadId];

/** Whether stored files can be deleted (a cart line's: yes; the cart's flyer: no). */
export const selectCanDelete = (snapshot: AttachmentsSnapshot): boolean => ownerHasDelete(snapshot.context.owner);

/** The file being deleted, if any. */
export const selectDeletingId = (snapshot: AttachmentsSnapshot): string | null => snapshot.context.deleting?.attachmentId ?? null;

export const selectProgress = (snapshot: UploadSnapshot): number => snapshot.context.progress;
export const selectUploadFailed = (snapshot: UploadSnapshot): boolean => snapshot.matches('failed');
export const selectUploadFailure = (snapshot: UploadSnapshot) => snapshot.context.failure;
