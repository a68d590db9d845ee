import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../demo-api/app.ts';
import { PRODUCT } from '../demo-api/seed/anchors.ts';
import { DEMO_STYLE_SETTINGS_PATH, STYLE_SETTINGS_PATH } from '../demo-api/style-settings-path.ts';
import { serverDom } from '../serve/server-dom.ts';
import { renderFirstScreen, sanitizeWithin } from './main-server.tsx';

const ORIGIN = 'http://shop.test';

/** The shop's own origin as `npm start` serves it: the demo under /api, its style settings beside the shop. */
function sameOrigin(demo = createDemoApi(), alter: (request: Request, response: Response) => Promise<Response> = async (_, response) => response) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const forwarded = url.pathname === STYLE_SETTINGS_PATH ? new Request(new URL(DEMO_STYLE_SETTINGS_PATH, url)) : request;
    return alter(request, await demo.app.fetch(forwarded));
  };
}

const render = async (path: string, fetch = sameOrigin(), budgetMs = 2000) => {
  const page = await renderFirstScreen({ url: new URL(path, ORIGIN), fetch, budgetMs });
  return { kind: page.kind, html: await new Response(page.body).text(), answers: page.kind === 'page' ? page.answers : [] };
};

describe('the first screen the server renders', () => {
  beforeAll(() => sanitizeWithin(serverDom()));

  it('renders home as a first visitor sees it, with the answers it was rendered from and no token asked', async () => {
    const page = await render('/home');
    expect(page?.html).toContain('Wat zoek je?');
    expect(page?.html).toContain('Tenten');
    // Signed out and neutral: the cart button's place is kept, no account button.
    expect(page?.html).toContain('cart-button-place');
    expect(page?.html).not.toContain('Mijn account');
    expect(page?.answers.map((answer) => `${answer.method} ${answer.url}`).sort()).toEqual(['GET /api/v2/shop/categories', 'GET /api/v2/shop/core/settings', `GET ${STYLE_SETTINGS_PATH}`]);
  });

  it('renders a category’s products and a product, sanitising the product’s description on the server', async () => {
    const list = await render('/products/category/1000');
    expect(list?.html).toContain('Partytent 3 x 3 m');
    const hostile = sameOrigin(createDemoApi(), async (request, response) => {
      if (!new URL(request.url).pathname.endsWith(`/v2/shop/items/${PRODUCT.partytent3x3}`)) return response;
      const product = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...product, MediumDescription: '<p>Stevig</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' });
    });
    const product = await render(`/product/details/${PRODUCT.partytent3x3}`, hostile);
    expect(product?.html).toContain('<p>Stevig</p><img src="x">');
    expect(product?.html).not.toContain('onerror');
    expect(product?.html).not.toContain('alert(2)');
  });

  it('sends any other page of the app as its frame, asking the backend nothing: the browser renders what it stored over it', async () => {
    let asked = 0;
    const counting = sameOrigin(createDemoApi(), async (_, response) => {
      asked += 1;
      return response;
    });
    for (const path of ['/winkelwagen', '/account/orders', '/register']) {
      const shell = await render(path, counting);
      expect(shell.kind, path).toBe('shell');
      expect(shell.html, path).toContain('Uitleendienst – naar de startpagina');
      expect(shell.html, path).toContain('De winkel wordt geladen');
    }
    expect(asked).toBe(0);
  });

  it('sends the shell when the backend does not answer within the budget: the page’s frame, with the room of what loads', async () => {
    const slow = sameOrigin(createDemoApi(), (_, response) => new Promise((resolve) => setTimeout(() => resolve(response), 200)));
    const shell = await render('/home', slow, 50);
    expect(shell?.kind).toBe('shell');
    expect(shell?.html).toContain('Uitleendienst – naar de startpagina');
    expect(shell?.html).toContain('cart-button-place');
    expect(shell?.html).toContain('De winkel wordt geladen');
    expect(shell?.html).not.toContain('Wat zoek je?');
    expect((await render('/home', slow, 2000))?.kind).toBe('page');
  });

  it('sends the shell when the backend fails, rather than a page of the failure', async () => {
    const failing = sameOrigin(createDemoApi(), async (request, response) => (new URL(request.url).pathname.endsWith('/v2/shop/items') ? new Response(null, { status: 503 }) : response));
    expect((await render('/products/category/1000', failing, 400))?.kind).toBe('shell');
    expect((await render('/home', failing, 400))?.kind).toBe('page');
  });
});
