import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { CACHEABLE_PAGE, isPersonal, PAGE_VARY } from './cache-policy.ts';
import { embedAnswers, pageTemplate, shellTemplate } from './render-page.ts';

const INDEX = [
  '<!doctype html><html lang="nl"><head><script data-first-wave>(function(){ window.__earlyCalls = {}; })()</script>',
  '<script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head>',
  '<body><div id="root"></div></body></html>',
].join('');
const INDEX_WITH_PRELOAD = INDEX.replace('</script><link', '</script><link rel="modulepreload" crossorigin href="/assets/runtime.js"><link');

describe('the page around a first screen the server renders', () => {
  it('leaves the inline first wave out, keeps the shop’s style sheet, and opens #root', () => {
    const { head, tail } = pageTemplate(INDEX, ['assets/ProductView.js']);
    expect(head).not.toContain('data-first-wave');
    expect(head).not.toContain('__earlyCalls');
    expect(head).toContain('<link rel="stylesheet" href="/assets/index.css"></head>');
    expect(head.endsWith('<div id="root">')).toBe(true);
    expect(tail.startsWith('</div>')).toBe(true);
  });

  it('asks for no script before the first contentful paint: the entry and the screen’s modules are fetched once it is shown', () => {
    const { head, tail } = pageTemplate(INDEX_WITH_PRELOAD, ['assets/ProductView.js']);
    expect(head).not.toMatch(/<script[^>]*src=|modulepreload/);
    const page = new JSDOM(`${head}</div>${tail}`, { runScripts: 'outside-only' }).window;
    let painted = (_name: string) => {};
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      private watching = false;
      constructor(private readonly heard: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe() {
        this.watching = true;
        painted = (name) => {
          if (this.watching) this.heard({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
        };
      }
      disconnect() {
        this.watching = false;
      }
    }
    Object.assign(page, { PerformanceObserver: PaintObserver });
    const starter = [...page.document.querySelectorAll('script[type="module"]:not([src])')].map((script) => script.textContent ?? '');
    expect(starter).toHaveLength(1);
    page.eval(starter[0]!);
    const asked = () => [...page.document.querySelectorAll('link[rel="modulepreload"], script[src]')].map((element) => element.getAttribute('href') ?? element.getAttribute('src'));
    painted('first-paint');
    expect(asked()).toEqual([]);
    painted('first-contentful-paint');
    // The entry first: on a slow line the screen's small modules would otherwise queue ahead of it.
    expect(asked()).toEqual(['/assets/index.js', '/assets/runtime.js', '/assets/ProductView.js']);
    // Heard once: nothing is asked twice.
    painted('first-contentful-paint');
    expect(asked()).toHaveLength(3);
  });

  it('keeps the first wave in the shell, whose frame the browser renders over once it is painted', () => {
    const { head, tail } = shellTemplate(INDEX);
    expect(head).toContain('data-first-wave');
    expect(head).toContain('<html data-app-after-paint lang="nl">');
    expect(head).not.toMatch(/<script[^>]*src=/);
    expect(head.endsWith('<div id="root">')).toBe(true);
    expect(tail).toMatch(/^<\/div><script type="module">[^<]*"\/assets\/index\.js"[^<]*<\/script><\/body>/);
  });

  it('refuses an index.html that is not the shop’s build', () => {
    expect(() => pageTemplate('<html><body></body></html>', [])).toThrow(/no first wave or no #root/);
  });

  it('embeds the answers so no text of the backend can end the element, and reads back as sent', () => {
    const answers = [{ method: 'GET', url: '/api/v2/shop/items/x', headers: { 'accept-language': 'nl' }, body: { MediumDescription: '</script><script>alert(1)</script><!-- "quoted" \u2028' } }];
    const html = `<!doctype html><html><body>${embedAnswers(answers, 'first-screen-answers')}</body></html>`;
    const { document } = new JSDOM(html).window;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(document.getElementById('first-screen-answers')?.textContent ?? '')).toEqual(answers);
    expect(html).not.toMatch(/<\/script><script>alert/);
  });
});

describe('what a CDN may keep', () => {
  it('keeps an anonymous page, never one asked with a token or a cookie', () => {
    expect(isPersonal(new Headers())).toBe(false);
    expect(isPersonal(new Headers({ 'Accept-Language': 'nl' }))).toBe(false);
    expect(isPersonal(new Headers({ Authorization: 'Bearer abc' }))).toBe(true);
    expect(isPersonal(new Headers({ Cookie: 'session=abc' }))).toBe(true);
  });

  it('lets a shared cache keep a page a while and serve it stale while it asks again; the page varies by compression and by what makes a request personal', () => {
    expect(CACHEABLE_PAGE).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(PAGE_VARY.split(', ')).toEqual(['Accept-Encoding', 'Authorization', 'Cookie']);
  });
});
