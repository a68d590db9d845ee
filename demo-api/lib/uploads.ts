import { badRequest, type DemoContext } from './http.ts';

/** Accepted extensions (spec 001 §5 images, plus pdf for flyers and certificates) and their content types. */
const ACCEPTED: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const UNSUPPORTED_FILE = 'Het geselecteerde bestand is niet ondersteund';
const FILE_TOO_BIG = 'Het geselecteerde bestand is te groot (max 10 MB)';
const NO_FILE = 'Verwacht een bestand in veld file (multipart/form-data)';

export interface UploadedFile {
  FileName: string;
  ContentType: string;
  FileSize: number;
  Data: Uint8Array;
}

/** The file in multipart field `file`, checked for type, size and content, for cart and order uploads alike. */
export async function readUploadedFile(c: DemoContext): Promise<UploadedFile> {
  const form = await c.req.parseBody().catch(() => {
    throw badRequest(NO_FILE);
  });
  const file = form['file'];
  if (!(file instanceof File)) throw badRequest(NO_FILE);
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const contentType = ACCEPTED[extension];
  if (!contentType) throw badRequest(UNSUPPORTED_FILE);
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest(FILE_TOO_BIG);
  if (file.size === 0) throw badRequest('Het geselecteerde bestand is leeg');
  return { FileName: file.name, ContentType: contentType, FileSize: file.size, Data: new Uint8Array(await file.arrayBuffer()) };
}
