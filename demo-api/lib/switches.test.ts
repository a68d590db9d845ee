import { describe, expect, it } from 'vitest';
import { createFailureGate, mulberry32, switchesFromEnv } from './switches.ts';

const outcomes = (fails: (rate: number) => boolean, rate: number, calls: number) => Array.from({ length: calls }, () => fails(rate));

describe('createFailureGate', () => {
  it('never fails at rate 0, and calls at rate 0 leave the sequence where it was', () => {
    const idle = createFailureGate(7);
    expect(outcomes(idle.fails, 0, 500)).not.toContain(true);
    expect(outcomes(idle.fails, 0.2, 30)).toEqual(outcomes(createFailureGate(7).fails, 0.2, 30));
  });

  it('fails the same calls twice from the same seed, and after a restart', () => {
    const gate = createFailureGate(42);
    const first = outcomes(gate.fails, 0.3, 50);
    expect(outcomes(createFailureGate(42).fails, 0.3, 50)).toEqual(first);
    gate.restart(42);
    expect(outcomes(gate.fails, 0.3, 50)).toEqual(first);
    expect(outcomes(createFailureGate(43).fails, 0.3, 50)).not.toEqual(first);
  });

  it('fails about half of 200 calls at rate 0.5, in no fixed rhythm', () => {
    const calls = outcomes(createFailureGate(2026).fails, 0.5, 200);
    const failures = calls.filter(Boolean).length;
    expect(failures).toBeGreaterThan(80);
    expect(failures).toBeLessThan(120);
    // A counter failing every second call would alternate; chance does not.
    expect(calls.some((failed, i) => i > 0 && failed === calls[i - 1])).toBe(true);
  });

  it('fails every call at rate 1, seeded or not', () => {
    expect(outcomes(createFailureGate(null).fails, 1, 100)).not.toContain(false);
    expect(outcomes(createFailureGate(1).fails, 1, 100)).not.toContain(false);
  });
});

describe('mulberry32', () => {
  it('draws numbers in [0, 1)', () => {
    const random = mulberry32(0);
    const draws = Array.from({ length: 1000 }, random);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });
});

describe('switchesFromEnv', () => {
  it('reads the seed, and none when it is not set', () => {
    expect(switchesFromEnv({ DEMO_FAILURE_RATE: '0.2', DEMO_FAILURE_SEED: '12' })).toMatchObject({ failureRate: 0.2, failureSeed: 12 });
    expect(switchesFromEnv({}).failureSeed).toBeNull();
    expect(() => switchesFromEnv({ DEMO_FAILURE_SEED: 'twaalf' })).toThrow(/DEMO_FAILURE_SEED/);
  });
});
