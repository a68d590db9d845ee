/**
 * A page's floor: its settled markup and CSS as Chromium serialised them, with every script
 * removed, so it paints as plain HTML would. Pure, over the serialised page (Chromium writes every
 * tag and attribute in one regular form), so a test holds what is taken out and what stays.
 */

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const LINK = /<link\b[^>]*>/gi;

/** An attribute's value in a serialised tag (Chromium always quotes with `"`). */
function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
}

/** A link that fetches script: a module preload, or a preload of a script. */
function loadsScript(link: string): boolean {
  const rel = (attribute(link, 'rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(link, 'as')?.toLowerCase() === 'script');
}

/**
 * The floor of a page served by `shopOrigin`: no `<script>`, no link that fetches script, and no
 * link to a style sheet in `unusedStyleSheets` (style sheets a script added for another page:
 * they style nothing here, and a floor would wait for them). Addresses of the shop become
 * root-relative, so the floor's server fetches the very same files from the shop for it; the
 * style sheets, pictures and their preloads stay.
 */
export function floorMarkup(html: string, shopOrigin: string, unusedStyleSheets: readonly string[] = []): string {
  const local = (address: string) => (address.startsWith(`${shopOrigin}/`) ? address.slice(shopOrigin.length) : address);
  const unused = new Set(unusedStyleSheets.map(local));
  return html
    .replace(SCRIPT, '')
    .replace(LINK, (link) => (loadsScript(link) || unused.has(local(attribute(link, 'href') ?? '')) ? '' : link))
    .replaceAll(`${shopOrigin}/`, '/');
}
