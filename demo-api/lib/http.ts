import type { Context } from 'hono';
import type { DemoDb, TokenRow } from '../db.ts';

/** Machine-readable error codes the shop maps to its error catalogue (spec 000 §8). */
export type DemoErrorCode =
  | 'MissingToken'
  | 'TokenExpired'
  | 'IncorrectDetails'
  | 'UserNotApproved'
  | 'UserLockedOut'
  | 'NotLinkedToApprovedOrganisation'
  | 'Forbidden'
  | 'NotFound'
  | 'Duplicate'
  | 'Validation'
  | 'Conflict'
  | 'InjectedFailure';

/** Thrown by routes; rendered as `{ Error: { Message, Code } }` with its status. */
export class DemoError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 502 | 503 | 504,
    message: string,
    readonly code: DemoErrorCode,
  ) {
    super(message);
  }
}

export const MISSING_TOKEN_MESSAGE = 'No Bearer authentication Token found';

export const notFound = (what: string) => new DemoError(404, `${what} niet gevonden`, 'NotFound');
export const badRequest = (message: string) => new DemoError(400, message, 'Validation');
export const forbidden = (message = 'Geen toegang') => new DemoError(403, message, 'Forbidden');
export const tokenExpired = () => new DemoError(401, 'Het token is verlopen of ongeldig', 'TokenExpired');

export interface Clock {
  now(): Date;
}

export interface DemoSwitches {
  /** Added to every API answer. */
  latencyMs: number;
  /** 0..1: the chance that an API call is answered with a 503, drawn for each call on its own. */
  failureRate: number;
  /** Makes the failures of `failureRate` the same sequence on every run; null: unpredictable. */
  failureSeed: number | null;
  /** Lifetime of newly issued tokens. */
  tokenLifetimeSeconds: number;
  /** How long after expiry a token may still be refreshed. */
  refreshWindowSeconds: number;
}

export interface DemoEnv {
  Variables: {
    db: DemoDb;
    clock: Clock;
    switches: DemoSwitches;
    /** The token of the request, if a valid (unexpired, unrevoked) one was sent. */
    token: TokenRow | null;
  };
}

export type DemoContext = Context<DemoEnv>;

export function bearerOf(c: DemoContext): string | null {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1]!.trim() : null;
}

/** Any valid token, anonymous or user. */
export function requireToken(c: DemoContext): TokenRow {
  const token = c.get('token');
  if (!token) throw new DemoError(401, MISSING_TOKEN_MESSAGE, 'MissingToken');
  return token;
}

export interface UserSession extends TokenRow {
  UserName: string;
  CustomerID: string;
  ContactID: string;
}

/** A token bound to a customer and contact (a logged-in shop user). */
export function requireUser(c: DemoContext): UserSession {
  const token = requireToken(c);
  if (!token.UserName || !token.CustomerID || !token.ContactID) {
    throw new DemoError(401, 'Deze actie vereist een aangemelde gebruiker', 'MissingToken');
  }
  return token as UserSession;
}

/** The customer a request acts for: a logged-in user may only act for their own customer. */
export function requireOwnCustomer(c: DemoContext, customerId: string): UserSession {
  const user = requireUser(c);
  if (user.CustomerID !== customerId) throw forbidden('Deze klant hoort niet bij uw account');
  return user;
}

export async function jsonBody<T>(c: DemoContext): Promise<T> {
  try {
    return (await c.req.json()) as T;
  } catch {
    throw badRequest('Ongeldige JSON in het verzoek');
  }
}

/** List answer of the backend. */
export function collection<T>(items: T[], index = 0): { Collection: T[]; Total: number; Index: number } {
  return { Collection: items, Total: items.length, Index: index };
}

/** Pages a list: `index` is the 0-based offset of the first element, `size` the page length. */
export function page<T>(items: T[], index: number, size: number): { Collection: T[]; Total: number; Index: number } {
  return { Collection: items.slice(index, index + size), Total: items.length, Index: index };
}

export function intQuery(c: DemoContext, name: string, fallback: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw badRequest(`Parameter ${name} moet een geheel getal zijn`);
  return value;
}

export function requiredQuery(c: DemoContext, name: string): string {
  const value = c.req.query(name);
  if (!value) throw badRequest(`Parameter ${name} is verplicht`);
  return value;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
