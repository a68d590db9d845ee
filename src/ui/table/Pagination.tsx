import { useLingui } from '@lingui/react/macro';
import { pageLinks } from '../../domain/pagination.ts';
import { Button } from '../Button.tsx';

/** Previous, the page links (at most 11, spec 000 §9) and next; nothing for a single page. */
export function Pagination({ page, pageCount, onPageChange }: { page: number; pageCount: number; onPageChange: (page: number) => void }) {
  const { t } = useLingui();
  const links = pageLinks(page, pageCount);
  if (links.length === 0) return null;
  return (
    <nav className="pagination" aria-label={t`Paginering`}>
      <Button variant="quiet" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        {t`Vorige`}
      </Button>
      <ul className="pagination-pages">
        {links.map((link) => (
          <li key={link}>
            <Button variant={link === page ? 'primary' : 'quiet'} aria-current={link === page ? 'page' : undefined} aria-label={t`Pagina ${link}`} onPress={() => onPageChange(link)}>
              {String(link)}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="quiet" isDisabled={page >= pageCount} onPress={() => onPageChange(page + 1)}>
        {t`Volgende`}
      </Button>
    </nav>
  );
}
