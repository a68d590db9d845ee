import { createActor, waitFor } from 'xstate';
import { selectIsLoading as selectCategoriesLoading } from '../../machines/categories/selectors.ts';
import type { ShopServices } from './environment.ts';
import type { FirstScreenFlow, PreparedFirstScreen, PreparedFlow } from './first-screen-context.ts';

/**
 * The first screen the server renders (issue 27, docs/decisions/024): the same actors, fed the
 * same answers, reach the same states on the server and, hydrating, in the browser, so the page
 * hydrates to exactly the markup it was sent. The session starts neutral (no token, account, cart
 * or choice: nothing of the browser), the categories load, and the page's own flow runs to its
 * first stable state outside React; its hook then starts from that state (a persisted snapshot)
 * rather than loading again.
 */

/** The flow a page starts, by its address; loaded with the screen's own chunk, never in the entry. */
type PageFlowOf = (params: string[], search: string, services: ShopServices) => Promise<FirstScreenFlow>;

const productList: PageFlowOf = async ([categoryId], search, services) => (await import('./wiring/product-list.ts')).firstProductList(services, categoryId, search);
const product: PageFlowOf = async ([productId = ''], search, services) => (await import('./wiring/product.ts')).firstProduct(services, productId, search);

/**
 * The addresses the server renders, with the page flow each starts: home, the product lists, a
 * product and the public pages of their own (spec 000 §2). Everything else depends on what the
 * browser stored (the cart, the account) or is a form: the browser renders it, as before.
 */
const SERVER_RENDERED: [RegExp, PageFlowOf | null][] = [
  [/^\/home$/, null],
  [/^\/products(?:\/category\/(\d+))?$/, productList],
  [/^\/product\/details\/([^/]+)$/, product],
  [/^\/(?:forbidden|error)$/, null],
];

/** Whether the server renders this address (a path without its query). */
export function isServerRendered(path: string): boolean {
  return SERVER_RENDERED.some(([pattern]) => pattern.test(path));
}

export type FirstScreenOutcome = { kind: 'ready'; screen: PreparedFirstScreen } | { kind: 'failed' };

/**
 * Runs the first screen of an address to where it stands: the neutral session and the categories
 * settled, the page's flow at its first stable state. On the server the answers come from the
 * backend; in the browser from the answers the server embedded (src/api/early-calls.ts), so both
 * reach the same states. A failed answer fails it: the server then sends the shell, and the browser
 * was never told to hydrate.
 */
export async function prepareFirstScreen(services: ShopServices, path: string, search: string): Promise<FirstScreenOutcome> {
  const [session, categories] = await Promise.all([
    waitFor(services.session, (s) => s.matches('neutral') || s.matches('failed')),
    waitFor(services.categories, (s) => !selectCategoriesLoading(s)),
  ]);
  if (session.matches('failed') || categories.matches('failed')) return { kind: 'failed' };
  const entry = SERVER_RENDERED.find(([pattern]) => pattern.test(path));
  if (!entry) throw new Error(`${path} is not rendered by the server`);
  const [pattern, flowOf] = entry;
  const flows: PreparedFlow[] = [];
  if (flowOf) {
    const flow = await flowOf((pattern.exec(path) ?? []).slice(1), search, services);
    const actor = createActor(flow.wire(services), { input: flow.input, inspect: services.inspect });
    actor.start();
    const settled = await waitFor(actor, (s) => flow.outcome(s) !== 'waiting');
    const outcome = flow.outcome(settled);
    const snapshot = actor.getPersistedSnapshot();
    actor.stop();
    if (outcome === 'failed') return { kind: 'failed' };
    flows.push({ wire: flow.wire, input: flow.input, snapshot });
  }
  return { kind: 'ready', screen: { flows } };
}

