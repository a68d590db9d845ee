import { Link } from 'wouter';
import './ui.css';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/**
 * A trail of links, plain HTML: a list in a named navigation region already says all a screen
 * reader needs, and the router's links move inside the shop without reloading it. It sits on the
 * first screen of the catalogue and the product pages, which load no widget library for it.
 */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={label} className="breadcrumbs-nav">
      <ol className="breadcrumbs">
        {crumbs.map((crumb) => (
          <li key={`${crumb.label}-${crumb.href ?? 'current'}`} className="breadcrumb">
            {crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
