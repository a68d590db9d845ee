import { Hono } from 'hono';
import type { DemoDb } from './db.ts';
import { createFaultQueue, faultError, injectedFailure } from './lib/faults.ts';
import { DemoError, bearerOf, tokenExpired, type Clock, type DemoEnv, type DemoSwitches } from './lib/http.ts';
import { contractOperations } from './lib/operations.ts';
import { createFailureGate, defaultSwitches } from './lib/switches.ts';
import { seedDatabase } from './seed/index.ts';
import { registerIdentityRoutes } from './routes/identity.ts';
import { registerCatalogueRoutes } from './routes/catalogue.ts';
import { registerCartRoutes } from './routes/cart.ts';
import { registerAccountRoutes } from './routes/account.ts';
import { registerDemoRoutes } from './routes/demo.ts';

export interface DemoApiOptions {
  clock?: Clock;
  switches?: Partial<DemoSwitches>;
}

export interface DemoApi {
  /** The Hono app; mounted under `/api`. `app.fetch` runs it in-process. */
  app: Hono<DemoEnv>;
  /** The live database (replaced on reset: always read it through this getter). */
  readonly db: DemoDb;
  switches: DemoSwitches;
  clock: Clock;
  reset(): void;
}

/** Routes that accept an expired token: they are how a client gets a new one. */
const TOKEN_ISSUING_PATHS = [/\/v3\/core\/token\/_(login|get-anonymous-token|refresh)$/];

export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const clock: Clock = options.clock ?? { now: () => new Date() };
  const initialSwitches: DemoSwitches = { ...defaultSwitches(), ...options.switches };
  const switches: DemoSwitches = { ...initialSwitches };
  let db = seedDatabase(clock);
  const failureGate = createFailureGate(switches.failureSeed);
  const faults = createFaultQueue();

  /**
   * A fault asked for this very operation goes first; then the random rate may fail any call.
   * Answers whether the route runs and its answer is then lost (`lostAnswer`); else throws or passes.
   */
  const failIfInjected = (method: string, path: string): DemoError | null => {
    // Only pending faults need the contract's operations: reading the contract takes a moment.
    const operation = faults.isEmpty() ? null : contractOperations().match(method, path.replace(/^\/api/, ''));
    const strike = operation ? faults.take(operation) : null;
    if (strike?.lostAnswer) return faultError(strike.status);
    if (strike) throw faultError(strike.status);
    if (failureGate.fails(switches.failureRate)) throw injectedFailure();
    return null;
  };

  const app = new Hono<DemoEnv>().basePath('/api');

  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('clock', clock);
    c.set('switches', switches);
    c.set('token', null);
    const isBackendCall = /^\/api\/v[23]\//.test(c.req.path);
    if (isBackendCall && switches.latencyMs > 0) await new Promise((r) => setTimeout(r, switches.latencyMs));
    const lostAnswer = isBackendCall ? failIfInjected(c.req.method, c.req.path) : null;
    const bearer = bearerOf(c);
    if (bearer) {
      const token = db.tokens.get(bearer);
      const valid = token && !token.Revoked && new Date(token.Expires) > clock.now();
      if (valid) c.set('token', token);
      else if (isBackendCall && !TOKEN_ISSUING_PATHS.some((p) => p.test(c.req.path))) {
        throw tokenExpired();
      }
    }
    await next();
    // The route did its work (a write is saved); the client gets the failure instead of its answer.
    if (lostAnswer) c.res = c.json({ Error: { Message: lostAnswer.message, Code: lostAnswer.code } }, lostAnswer.status);
  });

  app.onError((error, c) => {
    if (error instanceof DemoError) {
      return c.json({ Error: { Message: error.message, Code: error.code } }, error.status);
    }
    console.error('[demo-api]', error);
    return c.json({ Error: { Message: 'Interne fout in de demo-backend', Code: 'InjectedFailure' } }, 500);
  });

  app.notFound((c) => c.json({ Error: { Message: `Onbekende oproep ${c.req.method} ${c.req.path}`, Code: 'NotFound' } }, 404));

  registerIdentityRoutes(app);
  registerCatalogueRoutes(app);
  registerCartRoutes(app);
  registerAccountRoutes(app);
  const reset = () => {
    db = seedDatabase(clock);
    Object.assign(switches, initialSwitches);
    failureGate.restart(switches.failureSeed);
    faults.clear();
  };
  registerDemoRoutes(app, { reset, restartFailures: failureGate.restart, faults });

  return {
    app,
    get db() {
      return db;
    },
    switches,
    clock,
    reset,
  };
}
