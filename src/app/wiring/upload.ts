import { reportingToParent } from '../../../machines/attachments/machine.ts';
import { createUploadActors } from '../../../machines/upload/actors.ts';
import { uploadMachine } from '../../../machines/upload/machine.ts';
import type { ProgressRequest } from '../../api/upload.ts';
import { refusalText, uploadFailedText } from '../../texts/attachments.ts';
import type { ShopServices } from '../environment.ts';

type Wiring = Pick<ShopServices, 'api' | 'toasts'>;

const toastError = ({ toasts }: Wiring, text: string) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text });

/**
 * One file's upload, a child of the attachments: its transfer with progress, its refusal or
 * failure in a toast, its end reported to the parent. `createRequest` only for tests (Node has
 * no XMLHttpRequest).
 */
export function uploadLogic(services: Wiring, createRequest?: () => ProgressRequest) {
  return reportingToParent(
    uploadMachine.provide({
      actors: createUploadActors(services.api, createRequest),
      actions: {
        notifyRejected: (_, notice) => toastError(services, refusalText(notice)),
        notifyUploadFailed: (_, notice) => toastError(services, uploadFailedText(notice)),
      },
    }),
  );
}
