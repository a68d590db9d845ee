import type { EarlyCalls } from './early-calls.ts';

/**
 * The first wave (issue 16), started by index.html before the scripts arrive: the build inlines
 * this function as it is (vite.config.ts), so it stands alone — no imports, nothing from outside
 * but its arguments. It asks what every page needs first (the settings, the categories, a first
 * visitor's anonymous token) and what the page opened needs (a category's first products and
 * filters, a product and its suggestions), with the headers the app would send; it leaves the
 * answers under `window.__earlyCalls` for the IO layer (src/api/early-calls.ts), has the
 * browser fetch the page's largest picture as soon as the answer naming it is in, and the code of
 * the screen the address opens.
 *
 * It mirrors the app's calls; a call it gets wrong costs a request, never a wrong answer: the IO
 * layer takes only the very same call. src/app/first-wave.test.ts holds it to the app's calls.
 */
/**
 * The files of each screen (and other part the entry loads on demand) beyond the entry, as the
 * build named them (serve/first-screen.ts). The page carries them once, as a JSON block
 * (`SCREEN_FILES_ID`): this wave reads them for the screen an address opens, and the app for
 * every part it fetches (src/app/screen-files.ts).
 */
export interface ScreenFiles {
  /** Per part (src/app/screen-paths.ts): its chunk with the chunks it imports. */
  parts: Record<string, string[]>;
  /** Per address pattern's source, what a stored cart needs besides (a filled cart's parts). */
  withStoredCart: Record<string, string[]>;
}

/** The id of the page's `<script type="application/json">` that holds the screens' files. */
export const SCREEN_FILES_ID = 'screen-files';

export interface FirstWaveOptions {
  /** The API base the app calls (src/app/config.ts). */
  apiBase: string;
  /** The language the app starts in. */
  language: string;
  /** The deployment's style settings document (src/app/config.ts). */
  styleSettingsUrl: string;
  /**
   * The grid's first page as the shipped style settings have it (public/style-settings.json): a
   * deployment that chose another size asks its own page once the app runs.
   */
  pageSize: number;
  /** Where the session record and the shop store live (src/domain/stored-session.ts). */
  sessionKey: string;
  shopStoreKey: string;
  /** Which screens each address shows: its pattern's source, the screens' names (src/app/screen-paths.ts). */
  paths: [pattern: string, screens: string[]][];
  /** The id of the JSON block with the screens' files; a page without one (development) loads no files ahead. */
  screenFilesId: string;
  /**
   * Set on `<html>` where the server sent the page's frame painted (serve/render-page.ts): the
   * screen's files are then left to the script that starts the app after the first paint.
   */
  appAfterPaintAttribute: string;
}

type Picture = { Ranking: number; ImageUrl: string };
type WithPictures = { Images?: Picture[] };

export function startFirstWave(window: Window & typeof globalThis, options: FirstWaveOptions): void {
  const read = (key: string): Record<string, unknown> | null => {
    try {
      const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  const held = read(options.sessionKey);
  const token = (held?.data as { token?: { accessToken?: unknown; expires?: unknown } } | undefined)?.token;
  const valid = typeof token?.accessToken === 'string' && typeof token.expires === 'string' && Date.parse(token.expires) > Date.now();
  const anonymous: Record<string, string> = { 'Accept-Language': options.language };
  const headers: Record<string, string> = valid ? { ...anonymous, Authorization: `Bearer ${String(token.accessToken)}` } : anonymous;
  const base = new URL(options.apiBase, window.location.href);
  const calls: EarlyCalls = {};
  const askWith = (sent: Record<string, string>, method: string, path: string): Promise<Response> => {
    const url = new URL(base.pathname.replace(/\/$/, '') + path, base).href;
    const response = window.fetch(url, { method, headers: sent });
    calls[`${method} ${url}`] = { headers: sent, response };
    return response;
  };
  // The shop reads the settings and the categories while it restores the session, before it sends the stored token.
  const askAsTheShopStarts = (method: string, path: string) => askWith(anonymous, method, path);
  const firstPicture = (item: WithPictures | undefined): string | undefined => [...(item?.Images ?? [])].sort((a, b) => a.Ranking - b.Ranking)[0]?.ImageUrl;
  /** When the answer is in, the picture it names is fetched first, before the page that shows it has loaded. */
  const pictureFrom = (response: Promise<Response>, pick: (body: never) => string | undefined) => {
    response
      .then((answer) => (answer.ok ? answer.clone().json() : null))
      .then((body: unknown) => {
        const picture = body === null ? undefined : pick(body as never);
        if (!picture) return;
        const link = window.document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.fetchPriority = 'high';
        link.href = new URL(picture, base).href;
        window.document.head.appendChild(link);
      })
      .catch(() => undefined);
  };

  askAsTheShopStarts('GET', '/v2/shop/core/settings');
  // Outside the API, with no headers: the document is the same for everyone.
  const styleSettings = new URL(options.styleSettingsUrl, window.location.href).href;
  calls[`GET ${styleSettings}`] = { headers: {}, response: window.fetch(styleSettings) };
  const categories = askAsTheShopStarts('GET', '/v2/shop/categories');
  // A first visitor gets a token where anonymous shopping is allowed (unused otherwise); the
  // page's own calls go out with it, as the app's will once the session holds it.
  const anonymousToken = held ? null : askAsTheShopStarts('POST', '/v3/core/token/_get-anonymous-token');
  const pageHeaders: Promise<Record<string, string>> = anonymousToken
    ? anonymousToken
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((body: { Access_token?: unknown } | null) => (typeof body?.Access_token === 'string' ? { ...anonymous, Authorization: `Bearer ${body.Access_token}` } : anonymous))
    : Promise.resolve(headers);
  const askForPage = (method: string, path: string): Promise<Response> => pageHeaders.then((sent) => askWith(sent, method, path));

  const path = window.location.pathname;
  const plain = window.location.search === '';
  const shopStore = read(options.shopStoreKey);
  const chosenWarehouse = (shopStore?.pending as { warehouseId?: unknown } | undefined)?.warehouseId;

  // Every page's selection reads the warehouses and the delivery methods; a stored cart is read on
  // every page too (the header's count), with the stored token the shop will send.
  void askForPage('GET', '/v2/shop/warehouse');
  void askForPage('GET', '/v2/shop/deliverymethods');
  const cartId = shopStore?.cartId;
  if (valid && typeof cartId === 'string') void askWith(headers, 'GET', `/v3/rental/cart/${encodeURIComponent(cartId)}?include=actions`);

  // The screen's code loads beside the entry, not after it has run.
  let table: ScreenFiles | null = null;
  try {
    table = JSON.parse(window.document.getElementById(options.screenFilesId)?.textContent ?? 'null') as ScreenFiles | null;
  } catch {
    // A damaged block loads nothing ahead: the app loads each screen when it is shown.
  }
  const opened = options.paths.find(([pattern]) => new RegExp(pattern).test(path));
  const screenFiles = opened && table ? [...opened[1].flatMap((name) => table.parts[name] ?? []), ...(typeof shopStore?.cartId === 'string' ? (table.withStoredCart[opened[0]] ?? []) : [])] : [];
  const files = [...new Set(screenFiles)].map((file) => `/${file}`);
  if (window.document.documentElement.hasAttribute(options.appAfterPaintAttribute)) {
    // The server painted the page's frame: its code waits for that paint, and comes with the app's (serve/render-page.ts).
    window.__firstScreenFiles = files;
  } else {
    for (const file of files) {
      const link = window.document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      window.document.head.appendChild(link);
    }
  }

  const category = /^\/products\/category\/(\d+)$/.exec(path)?.[1];
  const product = /^\/product\/details\/([^/]+)$/.exec(path)?.[1];
  if (path === '/' || path === '/home') {
    pictureFrom(categories, (body: { Collection: (WithPictures & { ParentCategoryID: unknown; Ranking: number })[] }) =>
      firstPicture(body.Collection.filter((c) => c.ParentCategoryID === null).sort((a, b) => a.Ranking - b.Ranking)[0]),
    );
  } else if (category && plain && !chosenWarehouse) {
    // Without filters or a chosen warehouse the first page is asked the same way for everyone.
    const page = askForPage('GET', `/v2/shop/items?size=${options.pageSize}&index=0&category=${category}`);
    pictureFrom(page, (body: { Collection: (WithPictures & { ItemType: string })[] }) => firstPicture(body.Collection.find((item) => item.ItemType !== 'Borg')));
    void askForPage('GET', `/v2/shop/categories/${category}`);
    void askForPage('GET', `/v2/shop/categories/${category}/item-properties/groups`);
  } else if (product && plain) {
    // The category's property definitions are left to the app: it asks them the moment the product
    // is in, as soon as an early ask could (tried: both went out, one wasted).
    pictureFrom(askForPage('GET', `/v2/shop/items/${product}`), (body: WithPictures) => firstPicture(body));
    void askForPage('GET', `/v2/shop/items/${product}/suggested`);
  }
  window.__earlyCalls = calls;
}
