import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from './sanitize.ts';
import './ui.css';

/** The one place the shop puts server HTML into the page, sanitised (./sanitize.ts). */
export interface SafeHtmlProps {
  html: string;
  /** The element that holds it (a description is a div; a short one may be a span). */
  as?: ElementType;
  className?: string;
  id?: string;
}

export function SafeHtml({ html, as: Element = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Element id={id} className={['safe-html', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
