import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { deploymentAddresses } from '../src/app/deployment.ts';
import { contentSecurityPolicy, everyResponseHeaders, hashSource, inlineContent, LIBRARY_STYLES, sourceOf } from './security-headers.ts';

const SAME_ORIGIN = deploymentAddresses({});
const REAL_BACKEND = deploymentAddresses({
  VITE_API_BASE_URL: 'https://verhuur.example.be/api',
  VITE_ANALYTICS_URL: 'https://statistiek.example.be/collect?site=uitleendienst',
  VITE_STYLE_SETTINGS_URL: 'https://cdn.example.be/uitleendienst/style-settings.json',
});

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

const page = (head: string, body = '<div id="root"></div>') => `<!doctype html><html lang="nl"><head><meta charset="UTF-8" />${head}</head><body>${body}</body></html>`;

describe('the Content-Security-Policy of a page', () => {
  it('hashes as the CSP specification does', () => {
    // The hash-source example of the CSP specification, worked out by its authors.
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    // The browser reads the page with its line ends made \n before it hashes a script.
    expect(hashSource('a();\r\nb();\rc();')).toBe(hashSource('a();\nb();\nc();'));
  });

  it('allows every inline script the browser runs by its hash, and no other inline script', () => {
    const html = page(
      [
        '<script>window.__earlyCalls = {};</script>',
        '<script type="module">import("/assets/a.js");</script>',
        "<SCRIPT type='text/javascript' data-x=\"a > b\">first();</SCRIPT >",
        '<script type="">empty();</script>',
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
        '<script type="application/json" id="page-data">{"product":"partytent"}</script>',
        '<script type="application/ld+json">{"@type":"Product"}</script>',
        '<!-- <script>commented();</script> -->',
      ].join('\n'),
    );
    expect(inlineContent(html).scripts).toEqual(['window.__earlyCalls = {};', 'import("/assets/a.js");', 'first();', 'empty();']);
    expect(directives(contentSecurityPolicy(html, SAME_ORIGIN)).get('script-src')).toEqual([
      "'self'",
      hashSource('window.__earlyCalls = {};'),
      hashSource('import("/assets/a.js");'),
      hashSource('first();'),
      hashSource('empty();'),
    ]);
  });

  it('never allows inline scripts or eval wholesale, and refuses plugins, frames, a foreign <base> and being framed', () => {
    for (const html of [page(''), page('<script>start();</script><style>p{color:red}</style>', '<p style="color: red">x</p>')]) {
      const policy = directives(contentSecurityPolicy(html, REAL_BACKEND));
      expect(policy.get('default-src')).toEqual(["'none'"]);
      for (const [name, sources] of policy) {
        expect(sources, name).not.toContain("'unsafe-inline'");
        expect(sources, name).not.toContain("'unsafe-eval'");
        expect(sources, name).not.toContain("'strict-dynamic'");
        expect(sources.some((source) => source.startsWith("'nonce-")), name).toBe(false);
        expect(sources, name).not.toContain('*');
      }
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('frame-src')).toEqual(["'none'"]);
      expect(policy.get('worker-src')).toEqual(["'none'"]);
      expect(policy.get('font-src')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'none'"]);
    }
  });

  it('lets the page call only the shop itself by default (the demo backend and its collector under /api)', () => {
    const policy = directives(contentSecurityPolicy(page(''), SAME_ORIGIN));
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'"]);
  });

  it('lets the page call a configured backend, style settings and analytics address, and show the backend’s pictures, by origin', () => {
    const policy = directives(contentSecurityPolicy(page(''), REAL_BACKEND));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://verhuur.example.be', 'https://cdn.example.be', 'https://statistiek.example.be']);
    expect(policy.get('img-src')).toEqual(["'self'", 'https://verhuur.example.be']);
    // One backend for everything: named once.
    const together = deploymentAddresses({ VITE_API_BASE_URL: 'https://verhuur.example.be/api', VITE_ANALYTICS_URL: 'https://verhuur.example.be/stats' });
    expect(directives(contentSecurityPolicy(page(''), together)).get('connect-src')).toEqual(["'self'", 'https://verhuur.example.be']);
  });

  it('reads an address as the browser would resolve it from the page', () => {
    expect(sourceOf('/api')).toBeNull();
    expect(sourceOf('api/')).toBeNull();
    expect(sourceOf('https://verhuur.example.be:8443/api/v2')).toBe('https://verhuur.example.be:8443');
    expect(sourceOf('http://127.0.0.1:5000/api')).toBe('http://127.0.0.1:5000');
    // Scheme-relative: the page's own scheme, which a host source without one means.
    expect(sourceOf('//verhuur.example.be/api')).toBe('verhuur.example.be');
    expect(() => sourceOf('javascript:alert(1)')).toThrow(/no http\(s\) address/);
  });

  it('refuses style attributes and allows style sheets from the shop only, unless the page as sent carries them: then by hash', () => {
    const bare = directives(contentSecurityPolicy(page('<link rel="stylesheet" href="/assets/index.css">'), SAME_ORIGIN));
    // react-aria's own style elements, and only those, are allowed on every page.
    expect(bare.get('style-src')).toEqual(["'self'", ...LIBRARY_STYLES.map(hashSource)]);
    expect(hashSource(LIBRARY_STYLES[0]!)).toBe("'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='");
    expect(bare.get('style-src-attr')).toEqual(["'none'"]);

    // A server-rendered page: react-aria's visually hidden text, as React writes it (quotes as references).
    const hidden = 'border:0;clip:rect(0 0 0 0);font-family:"Noto Sans";position:absolute';
    const rendered = page('<style>.skeleton{height:12rem}</style>', `<div id="root"><span style="${hidden.replaceAll('"', '&quot;')}">Winkelwagen</span><p style='margin:0'>x</p><p style='margin:0'>y</p></div>`);
    expect(inlineContent(rendered).styleAttributes).toEqual([hidden, 'margin:0', 'margin:0']);
    const policy = directives(contentSecurityPolicy(rendered, SAME_ORIGIN));
    expect(policy.get('style-src')).toEqual(["'self'", ...LIBRARY_STYLES.map(hashSource), hashSource('.skeleton{height:12rem}')]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-hashes'", hashSource(hidden), hashSource('margin:0')]);
  });

  it('reads character references in attribute values as the browser does', () => {
    expect(inlineContent('<p style="content:&#39;a&#x27;&amp;&lt;&gt;&apos;&nbsp;&#99999999;">').styleAttributes).toEqual(["content:'a'&<>'&nbsp;&#99999999;"]);
  });
});

describe('the headers of every response', () => {
  it('are added to every answer, and an answer’s own referrer policy is kept', async () => {
    const app = new Hono();
    app.use(everyResponseHeaders);
    app.get('/api/v2/shop/categories', (c) => c.json({ Collection: [] }));
    app.get('/api/__demo/pay/:id', (c) => c.html('<h1>Betaling</h1>', 200, { 'Referrer-Policy': 'no-referrer' }));
    for (const path of ['/api/v2/shop/categories', '/nergens']) {
      const answer = await app.request(path);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('content-security-policy'), path).toBeNull();
    }
    expect((await app.request('/api/__demo/pay/PAY-1')).headers.get('referrer-policy')).toBe('no-referrer');
  });
});
