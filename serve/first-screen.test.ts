import { describe, expect, it } from 'vitest';
import { ENTRY_PARTS, SCREEN_MODULES, STORED_CART_PARTS } from '../src/app/screen-paths.ts';
import { jsonInScript, screenFilesInPage, screenFilesOf, screenFilesOfPath } from './first-screen.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  isEntry,
  imports,
  dynamicImports: [] as string[],
  viteMetadata: { importedCss: new Set(css) },
});

/** A build as Rolldown hands it to transformIndexHtml: every screen in a chunk of its own but the cart, which shares one. */
function bundle() {
  const files: Record<string, ReturnType<typeof chunk>> = {
    'assets/index.js': chunk('assets/index.js', ['/shop/src/main.tsx'], ['assets/react.js'], [], true),
    'assets/react.js': chunk('assets/react.js', ['/shop/node_modules/react/index.js']),
    'assets/aria.js': chunk('assets/aria.js', ['/shop/node_modules/react-aria/index.js'], ['assets/react.js']),
  };
  for (const [name, module] of Object.entries(SCREEN_MODULES)) {
    const shared = name === 'cart' ? ['/shop/src/features/checkout/cart/cart-lines.ts'] : [];
    files[`assets/${name}.js`] = chunk(`assets/${name}.js`, [...shared, `/shop/${module}`], ['assets/react.js', 'assets/aria.js']);
  }
  for (const [name, module] of Object.entries(ENTRY_PARTS)) files[`assets/${name}.js`] = chunk(`assets/${name}.js`, [`/shop/${module}`], ['assets/react.js']);
  for (const [, module] of STORED_CART_PARTS) files[`assets/part.js`] = chunk('assets/part.js', [`/shop/${module}`], ['assets/aria.js', 'assets/react.js']);
  return files;
}

describe('the files of the screens, as the build names them', () => {
  it('names per screen its chunks and style sheets the entry does not hold, and per address those of its screens', () => {
    const table = screenFilesOf(bundle());
    expect(table.parts.product).toEqual(['assets/product.js', 'assets/aria.js']);
    expect(screenFilesOfPath(table, '/product/details/partytent')).toEqual(['assets/product.js', 'assets/aria.js']);
    expect(screenFilesOfPath(table, '/account/orders')).toEqual(['assets/accountLayout.js', 'assets/aria.js', 'assets/orders.js']);
    expect(screenFilesOfPath(table, '/home')).toEqual([]);
  });

  it('names a filled cart’s parts for the cart page, without what the cart page already names', () => {
    const table = screenFilesOf(bundle());
    expect(table.parts.cart).toEqual(['assets/cart.js', 'assets/aria.js']);
    expect(table.withStoredCart).toEqual({ '^\\/winkelwagen$': ['assets/part.js'] });
  });

  it('refuses a build whose parts have style sheets of their own: the shop’s styles are one sheet, which no table names', () => {
    const split = bundle();
    split['assets/cart.js'] = chunk('assets/cart.js', ['/shop/src/views/checkout/CartView.tsx'], ['assets/aria.js'], ['assets/cart.css']);
    expect(() => screenFilesOf(split)).toThrow(/assets\/cart.js has a style sheet of its own/);
  });

  it('refuses a build that lacks a screen', () => {
    const broken = bundle();
    delete broken['assets/cart.js'];
    expect(() => screenFilesOf(broken)).toThrow(/no chunk for src\/views\/checkout\/CartView.tsx/);
  });

  it('refuses an on-demand import of the entry whose modules no part names', () => {
    const built = bundle();
    built['assets/index.js']!.dynamicImports = ['assets/search.js', 'assets/stray.js'];
    built['assets/search.js'] = chunk('assets/search.js', ['/shop/src/features/shop/catalogue/ProductSearch.tsx'], ['assets/aria.js']);
    built['assets/stray.js'] = chunk('assets/stray.js', ['/shop/src/app/stray.tsx'], ['assets/aria.js']);
    // The search's modules are named by a screen's already; a stray import with new ones is not.
    expect(() => screenFilesOf(built)).not.toThrow();
    built['assets/stray.js'] = chunk('assets/stray.js', ['/shop/src/app/stray.tsx'], ['assets/lonely.js']);
    built['assets/lonely.js'] = chunk('assets/lonely.js', ['/shop/src/app/lonely.ts']);
    expect(() => screenFilesOf(built)).toThrow(/assets\/stray.js on demand, whose modules no part names \(assets\/lonely.js\)/);
  });

  it('reads back the table a page carries, also with a `<` in it, and none from a page without', () => {
    const table = { parts: { login: ['assets/</script>.js'] }, withStoredCart: {} };
    const page = `<head><script type="application/json" id="screen-files">${jsonInScript(table)}</script></head>`;
    expect(page).not.toContain('</script>.js');
    expect(screenFilesInPage(page)).toEqual(table);
    expect(screenFilesInPage('<head></head>')).toEqual({ parts: {}, withStoredCart: {} });
  });
});
