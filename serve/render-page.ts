import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { ServedAnswer } from '../src/api/early-calls.ts';
import { APP_AFTER_PAINT_ATTRIBUTE, FIRST_WAVE_ATTRIBUTE, jsonInScript, screenFilesInPage, screenFilesOfPath } from './first-screen.ts';
import { acceptedEncodings, looksLikeFile } from './static-files.ts';
import { compressed } from './compression.ts';
import { CACHEABLE_PAGE, isPersonal, PAGE_VARY, PERSONAL } from './cache-policy.ts';
import { serverDom } from './server-dom.ts';
import { pageHeaders } from './security-headers.ts';
import type { DeploymentAddresses } from '../src/app/deployment.ts';

/**
 * The first screens rendered by the server (issue 27, docs/decisions/024): home, the product
 * lists, a product and the public pages, as an anonymous first visitor sees them, streamed by
 * React from the SSR build of the same views (dist-server/), with the answers they were rendered
 * from; the browser hydrates them. A backend slower than the budget, or failing, gets the app's
 * shell: index.html with the page's frame rendered in #root (top bar, footer, the main area's room),
 * over which the browser renders as before; so does every other page of the app (the cart, the
 * forms, the account), whose content only the browser knows. Either way the app's code is asked for
 * once the page is painted (decision 029).
 */

/** How long the backend may take for a first screen (issue 27): past it, the shell goes out at once. */
const BACKEND_BUDGET_MS = 300;

/** The page's answers as the `<script type="application/json">` the browser reads. */
export function embedAnswers(answers: readonly ServedAnswer[], id: string): string {
  return `<script type="application/json" id="${id}">${jsonInScript(answers)}</script>`;
}

/** The built index.html cut at #root, open for the markup the server renders. */
export interface PageTemplate {
  head: string;
  tail: string;
}

const FIRST_WAVE = new RegExp(`<script ${FIRST_WAVE_ATTRIBUTE}[^>]*>[\\s\\S]*?</script>`);
const ROOT = '<div id="root"></div>';

function openAtRoot(html: string): PageTemplate {
  if (!FIRST_WAVE.test(html) || !html.includes(ROOT)) throw new Error('index.html has no first wave or no #root: is it the build of this shop?');
  const [head = '', tail = ''] = html.split(ROOT);
  return { head: `${head}<div id="root">`, tail: `</div>${tail}` };
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The script that starts the app on a page the server painted, once the browser has shown its
 * first contentful paint (a hidden tab, which paints nothing, once it is shown). Before it, the
 * page's markup, style sheets and largest picture have the line to themselves, as a page with no
 * script would; the app's code is then fetched at once: the entry first (on a slow line the many
 * small modules would otherwise queue ahead of it), then the screen's files (`files`, and those
 * the shell's first wave chose by what the browser stored, `window.__firstScreenFiles`). Not at
 * the load event: a small page may load before its first frame, and the app's code would again
 * come before the paint. A browser without paint timing starts after the first frame.
 */
function startAfterFirstPaint(entry: string, files: readonly string[]): string {
  const start = [
    `const script=document.createElement("script");script.type="module";script.crossOrigin="";script.src=${JSON.stringify(entry)};document.head.append(script)`,
    `for(const href of new Set([...${JSON.stringify(files)},...(window.__firstScreenFiles??[])])){const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)}`,
  ].join(';');
  const painted = 'const watch=new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length){watch.disconnect();start()}});watch.observe({type:"paint",buffered:true})';
  return `<script type="module">const start=()=>{${start}};if(PerformanceObserver.supportedEntryTypes.includes("paint")){${painted}}else requestAnimationFrame(()=>setTimeout(start))</script>`;
}

/**
 * index.html cut at #root, its scripts asked only once the page is painted: the entry and the
 * preloaded modules leave the head for `startAfterFirstPaint`, with `files`; `<html>` says so to
 * the first wave (which then leaves the screen's files to the same script).
 */
function startingAfterFirstPaint(html: string, files: readonly string[]): PageTemplate {
  const { head, tail } = openAtRoot(html);
  const entry = ENTRY.exec(head)?.[1];
  if (!entry) throw new Error('index.html loads no entry module: is it the build of this shop?');
  const preloaded = [...head.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  return {
    head: head.replace(ENTRY, '').replace(MODULE_PRELOAD, '').replace(/<html\b/, `<html ${APP_AFTER_PAINT_ATTRIBUTE}`),
    tail: tail.replace('</body>', `${startAfterFirstPaint(entry, [...preloaded, ...files])}</body>`),
  };
}

/**
 * The page around a rendered first screen: without the first wave (the answers come with the
 * page), and the app started once its markup is painted (`startAfterFirstPaint`). The style sheet
 * is index.html's, the shop's one (decision 030).
 */
export function pageTemplate(indexHtml: string, screenFiles: readonly string[]): PageTemplate {
  const { head, tail } = startingAfterFirstPaint(indexHtml, screenFiles.map((file) => `/${file}`));
  return { head: head.replace(FIRST_WAVE, ''), tail };
}

/**
 * The shell around the frame the server rendered: index.html, its first wave asking what the
 * browser will render, and the app started once the frame is painted.
 */
export const shellTemplate = (indexHtml: string): PageTemplate => startingAfterFirstPaint(indexHtml, []);

/** The SSR build's entry (src/main-server.tsx), as the server uses it. */
interface Renderer {
  apiBase: string;
  SERVED_ANSWERS_ID: string;
  sanitizeWithin(window: unknown): void;
  renderFirstScreen(request: { url: URL; fetch: typeof globalThis.fetch; budgetMs: number }): Promise<{ kind: 'page'; body: ReadableStream<Uint8Array>; answers: ServedAnswer[] } | { kind: 'shell'; body: ReadableStream<Uint8Array> }>;
}

/** The page's text, then React's stream of #root, then the answers (if any) and the rest of the page. */
function pageStream(template: PageTemplate, body: ReadableStream<Uint8Array>, answers: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(template.head));
      const reader = body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) controller.enqueue(read.value);
      controller.enqueue(encoder.encode(`${template.tail.replace('</body>', `${answers}</body>`)}`));
      controller.close();
    },
  });
}

export interface ShopPagesOptions {
  /** The client build (index.html and the screens' files). */
  dist: string;
  /** The SSR build of src/main-server.tsx. */
  distServer: string;
  /**
   * How the server reaches what the shop's own origin serves (the in-process demo under /api, the
   * style settings document): directly, no network hop. Other addresses (a real backend) go out.
   */
  sameOrigin: (request: Request) => Response | Promise<Response>;
  /** The addresses the build calls: the page's security policy allows them (decision 023). */
  addresses: DeploymentAddresses;
  budgetMs?: number;
}

/** Where the SSR build is, beside the client build it was made with. */
export const serverBuildOf = (dist: string) => `${dist}-server`;

/**
 * The pages' handler: a first screen the server renders, or the shell with its frame rendered (any
 * other page of the app, or the backend slow or failing); null for a file's address, which the
 * caller serves.
 */
export async function shopPages({ dist, distServer, sameOrigin, addresses, budgetMs = BACKEND_BUDGET_MS }: ShopPagesOptions) {
  const entry = join(distServer, 'main-server.js');
  if (!existsSync(entry)) throw new Error(`No server build in ${distServer}: run \`npm run build\` first (npm start does).`);
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  renderer.sanitizeWithin(serverDom());
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  const screenFiles = screenFilesInPage(indexHtml);
  const templateFor = (path: string) => pageTemplate(indexHtml, screenFilesOfPath(screenFiles, path));
  const shell = shellTemplate(indexHtml);

  return async (c: Context): Promise<Response | null> => {
    const url = new URL(c.req.url);
    // A file (or a missing one) is the files' business: a page is an address of the app.
    if (looksLikeFile(url.pathname)) return null;
    const fetch: typeof globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      return new URL(request.url).origin === url.origin ? Promise.resolve(sameOrigin(request)) : globalThis.fetch(request);
    };
    const page = await renderer.renderFirstScreen({ url, fetch, budgetMs });
    const personal = isPersonal(c.req.raw.headers);
    const stream =
      page.kind === 'page'
        ? pageStream(templateFor(url.pathname), page.body, embedAnswers(page.answers, renderer.SERVED_ANSWERS_ID))
        : pageStream(shell, page.body, '');
    // The policy is computed from the page as sent (its style attributes and inline scripts by
    // hash), so the page is read whole first: React has waited for everything anyway (allReady).
    const html = await new Response(stream).text();
    const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0];
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      // The shell stands for a page that could not be rendered: asked again at every visit, as index.html is.
      'Cache-Control': personal ? PERSONAL : page.kind === 'page' ? CACHEABLE_PAGE : 'no-cache',
      Vary: PAGE_VARY,
      'X-Content-Type-Options': 'nosniff',
      ...pageHeaders(html, addresses),
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    const body = new Blob([html]).stream();
    return new Response(c.req.method === 'HEAD' ? null : encoding ? compressed(body, encoding) : body, { status: 200, headers });
  };
}
