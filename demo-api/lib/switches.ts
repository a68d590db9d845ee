import type { DemoSwitches } from './http.ts';

const DEFAULTS: DemoSwitches = {
  latencyMs: 0,
  failureRate: 0,
  failureSeed: null,
  tokenLifetimeSeconds: 3600,
  refreshWindowSeconds: 7 * 24 * 3600,
};

function numberFrom(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

function seedFrom(env: Record<string, string | undefined>, name: string): number | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  if (!isFailureSeed(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

/** Switches from DEMO_LATENCY_MS, DEMO_FAILURE_RATE, DEMO_FAILURE_SEED and DEMO_TOKEN_LIFETIME_S. */
export function switchesFromEnv(env: Record<string, string | undefined>): DemoSwitches {
  return {
    latencyMs: numberFrom(env, 'DEMO_LATENCY_MS', DEFAULTS.latencyMs),
    failureRate: Math.min(1, numberFrom(env, 'DEMO_FAILURE_RATE', DEFAULTS.failureRate)),
    failureSeed: seedFrom(env, 'DEMO_FAILURE_SEED'),
    tokenLifetimeSeconds: numberFrom(env, 'DEMO_TOKEN_LIFETIME_S', DEFAULTS.tokenLifetimeSeconds),
    refreshWindowSeconds: DEFAULTS.refreshWindowSeconds,
  };
}

export function defaultSwitches(): DemoSwitches {
  return { ...DEFAULTS };
}

export function isFailureSeed(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/** mulberry32: a tiny seeded generator of numbers in [0, 1), good enough to spread failures. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FailureGate {
  /** Whether this call fails, independently of every other call, with chance `rate`. */
  fails(rate: number): boolean;
  /** Starts the sequence again: reproducible from a seed, unpredictable without one. */
  restart(seed: number | null): void;
}

const generatorFor = (seed: number | null): (() => number) => (seed === null ? Math.random : mulberry32(seed));

export function createFailureGate(seed: number | null): FailureGate {
  let random = generatorFor(seed);
  return {
    // No draw at rate 0: calls made while failures are off leave the sequence where it was.
    fails: (rate) => rate > 0 && random() < rate,
    restart(next) {
      random = generatorFor(next);
    },
  };
}
