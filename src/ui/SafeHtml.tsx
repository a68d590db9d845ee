import DOMPurify from 'dompurify';
import { useMemo, type ElementType } from 'react';
import './ui.css';

/**
 * HTML from the backend (product descriptions, messages), sanitised before it is rendered: the
 * one place the shop puts server HTML into the page. Scripts, event handlers, styles and forms
 * never pass; links that open elsewhere get rel="noopener".
 */
function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/** The text a person reads of server HTML (a message's preview in a list): sanitised, then only its text. */
export function textOfHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true });
  // Paragraphs and line breaks become spaces, not words glued together.
  for (const element of fragment.querySelectorAll('p, br, li, div')) element.after(' ');
  return fragment.textContent ?? '';
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

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
