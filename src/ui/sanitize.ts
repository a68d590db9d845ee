import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/**
 * HTML from the backend (product descriptions, messages), sanitised before it is rendered.
 * Scripts, event handlers, styles and forms never pass; links that open elsewhere get
 * rel="noopener". The browser sanitises with its own DOM; the server that renders the first
 * screen has none and gives one of its own (serve/server-dom.ts): without a DOM, DOMPurify hands
 * back its input unchanged.
 */
function configured(purifier: Purifier): Purifier {
  // Without a DOM DOMPurify is an empty shell (no hooks either): sanitizeHtml refuses to run then.
  if (!purifier.isSupported) return purifier;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

let purifier = configured(DOMPurify);

/** Sanitises with this window's DOM from now on: the server's, once, before it renders a page. */
export function sanitizeWithin(window: WindowLike): void {
  purifier = configured(DOMPurify(window));
}

export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) throw new Error('no DOM to sanitise with: the server calls sanitizeWithin first');
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/** The text a person reads of server HTML (a message's preview in a list): sanitised, then only its text. */
export function textOfHtml(html: string): string {
  const fragment = purifier.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true });
  // Paragraphs and line breaks become spaces, not words glued together.
  for (const element of fragment.querySelectorAll('p, br, li, div')) element.after(' ');
  return fragment.textContent ?? '';
}
