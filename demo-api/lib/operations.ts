import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const CONTRACT_URL = new URL('../../openapi/shop-api.yaml', import.meta.url);
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

interface Template {
  /** 'GET /v3/rental/cart/{id}', as the contract names it. */
  operation: string;
  method: string;
  pattern: RegExp;
  /** One letter per segment, 'l' literal before 'p' parameter, so the most literal template sorts first. */
  specificity: string;
}

export interface OperationIndex {
  has(operation: string): boolean;
  /** The operation a request is, as a router would pick it: literal segments win over parameters. */
  match(method: string, path: string): string | null;
}

function templateOf(operation: string): Template {
  const [method = '', path = ''] = operation.split(' ');
  const segments = path.split('/').slice(1);
  const isParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);
  const escape = (segment: string) => segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return {
    operation,
    method,
    pattern: new RegExp(`^/${segments.map((s) => (isParameter(s) ? '[^/]+' : escape(s))).join('/')}$`),
    specificity: segments.map((s) => (isParameter(s) ? 'p' : 'l')).join(''),
  };
}

/** Operations named 'METHOD /path/{param}' (paths relative to `/api`, as in the contract). */
export function indexOperations(operations: readonly string[]): OperationIndex {
  const known = new Set(operations);
  const templates = operations.map(templateOf).sort((a, b) => a.specificity.localeCompare(b.specificity));
  return {
    has: (operation) => known.has(operation),
    match(method, path) {
      const upper = method.toUpperCase();
      return templates.find((t) => t.method === upper && t.pattern.test(path))?.operation ?? null;
    },
  };
}

let contractIndex: OperationIndex | undefined;

/** The operations of openapi/shop-api.yaml; read on first use, as parsing the contract takes a moment. */
export function contractOperations(): OperationIndex {
  contractIndex ??= indexOperations(readContractOperations());
  return contractIndex;
}

function readContractOperations(): string[] {
  const contract = parse(readFileSync(CONTRACT_URL, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.has(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}
