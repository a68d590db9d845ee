import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { DeploymentAddresses } from '../src/app/deployment.ts';

/**
 * The security headers of the shop (issue 27, decision 023). The shop puts HTML of the lending
 * service into its pages (descriptions, messages); the sanitiser is the first defence against a
 * script slipping in, and the Content-Security-Policy the second: a script runs only from the
 * shop's own files, or inline when its hash is in the policy of the page that carries it.
 *
 * Inline scripts are allowed by hash, never by a nonce: a page a CDN caches hands every visitor
 * the same bytes, so a nonce in it would be the same for everyone, and known.
 */

/** Sent with every response: pages, files, API answers, errors. */
export const EVERY_RESPONSE: Readonly<Record<string, string>> = {
  // A file is what its Content-Type says: an upload served back is never run as a script or page.
  'X-Content-Type-Options': 'nosniff',
  // Another site learns the shop's origin from a link, never the path with its order or code.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * What the shop never asks the browser for. Checked against the code: no camera, position,
 * payment sheet (the payment is the provider's page, reached by navigation), device, sensor,
 * clipboard or full screen API is used. Only features Chromium knows are listed: it reports an
 * unknown one on the console of every page (so `bluetooth` and `web-share` are left out).
 */
const TURNED_OFF = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = TURNED_OFF.map((feature) => `${feature}=()`).join(', ');

/**
 * The style elements react-aria adds at run time, word for word: usePress's on every page with a
 * button (so a double tap does not wait for a zoom), usePreventScroll's while a modal is open on
 * iPhone and iPad (so a scroll inside it does not move the page). Allowed by their hashes, they
 * allow nothing else; a react-aria that changes them shows its style refused in the browser test
 * (tests/e2e/security-headers.spec.ts).
 */
export const LIBRARY_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/** What a page carries inline, as the browser will read it. */
export interface InlineContent {
  /** The text of every `<script>` the browser runs (not `src`, not a data block such as JSON). */
  scripts: string[];
  /** The text of every `<style>` element. */
  styles: string[];
  /** Every `style="…"` attribute's value. */
  styleAttributes: string[];
}

/**
 * The types a browser runs (HTML's "JavaScript MIME type essence match", modules, import maps and
 * speculation rules, which CSP also governs). Any other type, `application/json` among them, is a
 * data block: never run, so it needs no hash.
 */
const RUN_TYPES = /^(|module|importmap|speculationrules|(application|text)\/(x-)?(java|ecma)script|text\/(javascript1\.[0-5]|jscript|livescript))$/;

/** A comment, a script or style element with its text, or any other start tag with its attributes. */
const TOKENS = /<!--[\s\S]*?-->|<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>|<[a-zA-Z][^\s/>]*((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTES = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The character references the renderers write in attribute values (React writes only these). The
 * browser hashes the value it decoded; an unknown named reference is left as written, and a page
 * that used one would show its style refused in the browser test.
 */
const REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return REFERENCES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of tag.matchAll(ATTRIBUTES)) {
    const key = name!.toLowerCase();
    // As the browser does: the first of two attributes of the same name counts.
    if (!attributes.has(key)) attributes.set(key, decode(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

/**
 * The HTML's inline scripts, styles and style attributes. The HTML is the shop's own (built or
 * rendered by its server), not a stranger's: a hash allows whatever the page carries.
 */
export function inlineContent(html: string): InlineContent {
  const found: InlineContent = { scripts: [], styles: [], styleAttributes: [] };
  for (const [token, element, elementAttributes, text, tagAttributes] of html.matchAll(TOKENS)) {
    if (token.startsWith('<!--')) continue;
    const attributes = attributesOf(element ? elementAttributes! : tagAttributes!);
    const style = attributes.get('style');
    if (style !== undefined) found.styleAttributes.push(style);
    if (element?.toLowerCase() === 'style') found.styles.push(text!);
    else if (element && !attributes.has('src') && RUN_TYPES.test((attributes.get('type') ?? '').trim().toLowerCase())) found.scripts.push(text!);
  }
  return found;
}

/** The CSP source of a text: the browser reads the page with its line ends made `\n` before it hashes. */
export const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;

/**
 * The source that allows an address: null for a path on the shop's own origin (`'self'` allows
 * it); the origin of an absolute address; the host of a scheme-relative one (the page's scheme).
 */
export function sourceOf(address: string): string | null {
  if (address.startsWith('//')) return new URL(`https:${address}`).host;
  if (!/^[a-z][a-z\d+.-]*:/i.test(address)) return null;
  const url = new URL(address);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${address} is no http(s) address: the shop cannot call it`);
  return url.origin;
}

const sourcesOf = (addresses: string[]) => addresses.map(sourceOf).filter((source) => source !== null);

/**
 * The policy of a page, computed from the HTML sent. Scripts and style sheets come from the
 * shop's own origin or are inline with their hash; the page calls only the shop, its backend, the
 * style settings and the analytics address; pictures come from the shop or the backend. What the
 * shop never does is refused: fonts (the system's are used), workers, frames, plugins, forms sent
 * by the browser (the app sends every form), being framed by another site, a `<base>` elsewhere.
 */
export function contentSecurityPolicy(html: string, addresses: DeploymentAddresses): string {
  const inline = inlineContent(html);
  const backend = sourcesOf([addresses.apiBase]);
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...inline.scripts.map(hashSource)]],
    ['style-src', ["'self'", ...[...LIBRARY_STYLES, ...inline.styles].map(hashSource)]],
    // React writes a style prop through the CSSOM, which no policy governs; only a style attribute
    // in the HTML as sent (a server-rendered page's) is read by the parser, and allowed by its hash.
    ['style-src-attr', inline.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...inline.styleAttributes.map(hashSource)] : ["'none'"]],
    ['img-src', ["'self'", ...backend]],
    ['font-src', ["'none'"]],
    ['connect-src', ["'self'", ...backend, ...sourcesOf([addresses.styleSettingsUrl, addresses.analyticsUrl])]],
    ['worker-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/** The headers of a page of the shop, besides EVERY_RESPONSE's. */
export function pageHeaders(html: string, addresses: DeploymentAddresses): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(html, addresses),
    'Permissions-Policy': PERMISSIONS_POLICY,
    // No other window keeps a handle on the shop's: the payment and single sign-on leave by
    // navigation and come back the same way, and no page of the shop opens a popup it talks to.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Adds EVERY_RESPONSE's headers to each answer that has not set its own (the demo's provider pages set a stricter referrer policy). */
export const everyResponseHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(EVERY_RESPONSE)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
};
