/**
 * Which of the contract's operations the shop's own code makes (decision 011).
 *
 * An operation is "used" when `src/` or `machines/` (tests excluded) calls its path with its method
 * through the client (`api.GET('/v2/…', …)`, also split over lines or as a template literal whose
 * `${…}` stands for one path segment), or builds it as a browser address (the OIDC redirects, see
 * `BROWSER_PATHS`). Every other operation must be listed in `UNUSED_CALLS` with the reason
 * decision 011 gives for it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

export interface Operation {
  method: Method;
  path: string;
  operationId: string;
}

/**
 * Why an operation has no place in this shop; each key is a section of decision 011:
 * - `same-as-used-call`: another call the shop makes already does it, and two calls behind one
 *   action would be logic written twice;
 * - `no-place-in-spec`: the spec names the call but no screen or step of the shop it serves.
 */
export type UnusedReason = 'same-as-used-call' | 'no-place-in-spec';

/**
 * Operations the shop does not make, by operationId, each with its reason in
 * docs/decisions/011-every-call.md. Keep this list short: at most five may stay unused.
 */
export const UNUSED_CALLS: Readonly<Record<string, UnusedReason>> = {
  // Decision 011 §1: another call already does it.
  createSubAccount: 'same-as-used-call',
  listContacts: 'same-as-used-call',
  replaceCartSettings: 'same-as-used-call',
  // Decision 011 §2: no place in the spec.
  copyCartItems: 'no-place-in-spec',
  getDefaultCategory: 'no-place-in-spec',
};

/** The most operations that may stay unused. */
export const MOST_UNUSED = 5;

/**
 * Addresses the shop opens in the browser rather than fetching (src/app/navigation.ts builds them):
 * the single sign-on start, with and without `/register`.
 */
export const BROWSER_PATHS: readonly { method: Method; path: string; source: RegExp }[] = [
  { method: 'get', path: '/v2/oidc/{provider}/start', source: /\/v2\/oidc\/\$\{[^}]+\}\/start/ },
  { method: 'get', path: '/v2/oidc/{provider}/start/register', source: /\/v2\/oidc\/\$\{[^}]+\}\/start\$\{[^}]*'\/register'/ },
];

/** The contract's operations, demo-only `/__demo` paths left out. */
export function contractOperations(yamlText = readFileSync(join(ROOT, 'openapi/shop-api.yaml'), 'utf8')): Operation[] {
  const doc = parse(yamlText) as { paths: Record<string, Partial<Record<Method, { operationId?: string }>>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.includes('/__demo')) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (op) operations.push({ method, path, operationId: op.operationId ?? `${method} ${path}` });
    }
  }
  return operations;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(name) && !/\.(test|spec|bench)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** The shop's own code: everything under src/ and machines/ that is not a test. */
export function shopSources(): { file: string; text: string }[] {
  return ['src', 'machines'].flatMap((dir) => sourceFiles(join(ROOT, dir))).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

/** The method and path pattern of every client call in a source text. */
export function clientCalls(text: string): { method: Method; pattern: RegExp }[] {
  const calls: { method: Method; pattern: RegExp }[] = [];
  const call = /\b\w+\s*\.\s*(GET|POST|PUT|PATCH|DELETE)\s*\(\s*(['"`])([^'"`]+)\2/g;
  for (const match of text.matchAll(call)) {
    const method = match[1] ?? '';
    const pattern = (match[3] ?? '')
      .split(/(\$\{[^}]*\})/)
      .map((part) => (part.startsWith('${') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    calls.push({ method: method.toLowerCase() as Method, pattern: new RegExp(`^${pattern}$`) });
  }
  return calls;
}

export interface Usage {
  used: Operation[];
  unused: Operation[];
}

/** Splits the operations into those the sources make and the rest. */
export function usage(operations = contractOperations(), sources = shopSources()): Usage {
  const calls = sources.flatMap(({ text }) => clientCalls(text));
  const browser = BROWSER_PATHS.filter(({ source }) => sources.some(({ text }) => source.test(text)));
  const isUsed = (op: Operation) =>
    calls.some(({ method, pattern }) => method === op.method && pattern.test(op.path)) ||
    browser.some(({ method, path }) => method === op.method && path === op.path);
  return { used: operations.filter(isUsed), unused: operations.filter((op) => !isUsed(op)) };
}
