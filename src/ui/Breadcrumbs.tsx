import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import './ui.css';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={label} className="breadcrumbs-nav">
      <AriaBreadcrumbs className="breadcrumbs">
        {crumbs.map((crumb) => (
          <Breadcrumb key={`${crumb.label}-${crumb.href ?? 'current'}`} className="breadcrumb">
            {crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}
