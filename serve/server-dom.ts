import { JSDOM } from 'jsdom';

/**
 * A DOM for the server, which has none: DOMPurify sanitises server HTML (descriptions) over it as
 * the browser does over its own, so the markup the server sends is the markup the browser
 * hydrates (src/ui/sanitize.ts). One for the process: sanitising keeps nothing in it.
 */
export function serverDom() {
  return new JSDOM('').window;
}
