import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES, STORED_CART_PARTS } from '../src/app/screen-paths.ts';
import { firstScreenFiles } from './first-screen.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  isEntry,
  imports,
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
    files[`assets/${name}.js`] = chunk(`assets/${name}.js`, [...shared, `/shop/${module}`], ['assets/react.js', 'assets/aria.js'], [`assets/${name}.css`]);
  }
  for (const [, module] of STORED_CART_PARTS) files[`assets/part.js`] = chunk('assets/part.js', [`/shop/${module}`], ['assets/aria.js', 'assets/react.js']);
  return files;
}

describe('the files of the first screen, as the build names them', () => {
  it('names per address the screen’s chunks and style sheets the entry does not hold', () => {
    const screens = firstScreenFiles(bundle());
    const product = screens.find((screen) => new RegExp(screen.pattern).test('/product/details/partytent'));
    expect(product).toEqual({ pattern: expect.any(String), files: ['assets/product.js', 'assets/product.css', 'assets/aria.js'], withStoredCart: [] });
    const orders = screens.find((screen) => new RegExp(screen.pattern).test('/account/orders'));
    expect(orders?.files).toEqual(['assets/accountLayout.js', 'assets/accountLayout.css', 'assets/aria.js', 'assets/orders.js', 'assets/orders.css']);
  });

  it('adds a filled cart’s parts to the cart page, without what the cart page already names', () => {
    const cart = firstScreenFiles(bundle()).find((screen) => new RegExp(screen.pattern).test('/winkelwagen'));
    expect(cart?.files).toEqual(['assets/cart.js', 'assets/cart.css', 'assets/aria.js']);
    expect(cart?.withStoredCart).toEqual(['assets/part.js']);
  });

  it('refuses a build that lacks a screen', () => {
    const broken = bundle();
    delete broken['assets/cart.js'];
    expect(() => firstScreenFiles(broken)).toThrow(/no chunk for src\/views\/checkout\/CartView.tsx/);
  });
});
