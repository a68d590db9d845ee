import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { resolveBackendUrl } from '../../../app/config.ts';
import type { ItemAttachment } from '../../../domain/customer-items.ts';
import type { Language } from '../../../domain/language.ts';
import { formatFileSize } from '../../../domain/file-size.ts';
import './documents.css';

/**
 * Documents (manuals, certificates, inspection reports) as download links, by ranking. Their
 * addresses need no token: a link is all it takes.
 */
export function DocumentList({ attachments, label }: { attachments: readonly ItemAttachment[]; label: string }) {
  const { i18n } = useLingui();
  return (
    <ul className="document-list" aria-label={label}>
      {[...attachments]
        .sort((a, b) => a.Ranking - b.Ranking)
        .map((attachment) => {
          const size = formatFileSize(attachment.FileSize, i18n.locale as Language);
          const pages = attachment.NumberOfPages;
          return (
            <li key={attachment.AttachmentUrl}>
              <a href={resolveBackendUrl(attachment.AttachmentUrl)} download={attachment.FileName}>
                {attachment.FileName}
              </a>{' '}
              <span className="muted">
                ({size}
                {pages !== null && <>, {plural(pages, { one: '# pagina', other: '# pagina’s' })}</>})
              </span>
            </li>
          );
        })}
    </ul>
  );
}
