import type { DemoSwitches } from './http.ts';

const DEFAULTS: DemoSwitches = {
  latencyMs: 0,
  failureRate: 0,
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

/** Switches from DEMO_LATENCY_MS, DEMO_FAILURE_RATE and DEMO_TOKEN_LIFETIME_S. */
export function switchesFromEnv(env: Record<string, string | undefined>): DemoSwitches {
  return {
    latencyMs: numberFrom(env, 'DEMO_LATENCY_MS', DEFAULTS.latencyMs),
    failureRate: Math.min(1, numberFrom(env, 'DEMO_FAILURE_RATE', DEFAULTS.failureRate)),
    tokenLifetimeSeconds: numberFrom(env, 'DEMO_TOKEN_LIFETIME_S', DEFAULTS.tokenLifetimeSeconds),
    refreshWindowSeconds: DEFAULTS.refreshWindowSeconds,
  };
}

export function defaultSwitches(): DemoSwitches {
  return { ...DEFAULTS };
}

/**
 * Deterministic failure injection: the n-th call fails when the running share of failures
 * falls behind the rate, so a rate of 0.25 fails exactly every fourth call.
 */
export function createFailureGate() {
  let calls = 0;
  let failures = 0;
  return (rate: number): boolean => {
    calls++;
    if (rate <= 0) return false;
    if (failures < Math.floor(calls * rate)) {
      failures++;
      return true;
    }
    return false;
  };
}
