/**
 * The moment the unit, wiring and contract tests run at. The demo's seed (orders, periods, closing
 * days, token lifetimes) is laid out around it, so what a test reads is the same on every day it runs.
 */
export const FIXED_NOW = new Date('2026-11-21T09:00:00Z');

/** The demo's and the shop's clock, stopped at that moment (a new Date each time: nobody can move it). */
export const fixedClock = { now: (): Date => new Date(FIXED_NOW) };
