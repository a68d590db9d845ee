import { describe, expect, it } from 'vitest';
import { floorMarkup } from './floor-markup.ts';

const SHOP = 'http://127.0.0.1:4790';

/** A settled page as Chromium serialises it: the first wave inline, the entry, preloads a script added, a screen's style sheets. */
const SETTLED = [
  '<!DOCTYPE html><html lang="nl"><head>',
  '<meta charset="UTF-8">',
  '<script>(function firstWave(){ if (1 < 2 && "</p>") window.__earlyCalls = {}; })()</script>',
  '<script type="module" crossorigin="" src="/assets/index-ld76AtI4.js"></script>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<link rel="modulepreload" crossorigin="" href="/assets/rolldown-runtime-COiEfhsA.js">',
  '<link rel="stylesheet" crossorigin="" href="/assets/index-DZw_25Iu.css">',
  `<link rel="preload" as="image" fetchpriority="high" href="${SHOP}/api/demo-assets/categories/1000.svg">`,
  `<link rel="modulepreload" as="script" crossorigin="" href="${SHOP}/assets/CookieModal-BMhDvggD.js">`,
  `<link rel="preload" as="script" href="${SHOP}/assets/Dialog-Cc5kYnc1.js">`,
  `<link rel="preload" as="style" crossorigin="" href="${SHOP}/assets/ProductListView-UiSfxdN4.css">`,
  `<link rel="stylesheet" crossorigin="" href="${SHOP}/assets/ProductListView-UiSfxdN4.css">`,
  `<link rel="stylesheet" crossorigin="" href="${SHOP}/assets/ComboBox-2iX_DYeD.css">`,
  '</head><body><div id="root">',
  `<img alt="Tenten" fetchpriority="high" src="${SHOP}/api/demo-assets/categories/1000.svg" srcset="${SHOP}/a.svg 1x, ${SHOP}/b.svg 2x">`,
  '<img alt="Elders" src="https://cdn.example.be/1000.svg" loading="lazy">',
  '<p style="color: red">Uitleendienst</p>',
  '</div><script type="module">import("/assets/late.js")</script></body></html>',
].join('');

describe('a page’s floor', () => {
  it('has no script: neither inline nor loaded, nor a link that fetches one', () => {
    const floor = floorMarkup(SETTLED, SHOP);
    expect(floor).not.toMatch(/<script|\.js"|firstWave/);
    expect(floor).not.toContain('modulepreload');
    expect(floor).not.toContain('as="script"');
  });

  it('keeps the markup, the style sheets, the pictures and their preloads, with the shop’s addresses made root-relative', () => {
    expect(floorMarkup(SETTLED, SHOP)).toBe(
      [
        '<!DOCTYPE html><html lang="nl"><head>',
        '<meta charset="UTF-8">',
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
        '<link rel="stylesheet" crossorigin="" href="/assets/index-DZw_25Iu.css">',
        '<link rel="preload" as="image" fetchpriority="high" href="/api/demo-assets/categories/1000.svg">',
        '<link rel="preload" as="style" crossorigin="" href="/assets/ProductListView-UiSfxdN4.css">',
        '<link rel="stylesheet" crossorigin="" href="/assets/ProductListView-UiSfxdN4.css">',
        '<link rel="stylesheet" crossorigin="" href="/assets/ComboBox-2iX_DYeD.css">',
        '</head><body><div id="root">',
        '<img alt="Tenten" fetchpriority="high" src="/api/demo-assets/categories/1000.svg" srcset="/a.svg 1x, /b.svg 2x">',
        '<img alt="Elders" src="https://cdn.example.be/1000.svg" loading="lazy">',
        '<p style="color: red">Uitleendienst</p>',
        '</div></body></html>',
      ].join(''),
    );
  });

  it('leaves out a style sheet that styles nothing on the page, and its preload, named by either address', () => {
    const floor = floorMarkup(SETTLED, SHOP, [`${SHOP}/assets/ProductListView-UiSfxdN4.css`]);
    expect(floor).not.toContain('ProductListView');
    expect(floor).toContain('<link rel="stylesheet" crossorigin="" href="/assets/ComboBox-2iX_DYeD.css">');
    expect(floorMarkup(SETTLED, SHOP, ['/assets/index-DZw_25Iu.css'])).not.toContain('index-DZw_25Iu.css');
  });

  it('keeps a page without script as it was', () => {
    const plain = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"></head><body><p>Leeg</p></body></html>';
    expect(floorMarkup(plain, SHOP)).toBe(plain);
  });
});
