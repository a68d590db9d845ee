import type { Page, Route } from '@playwright/test';
import { READ_TRIES } from './demo-faults.ts';
import { expect } from './fixtures.ts';

/** Holds the answers of matching calls until a step lets them through (from then on all pass), or fails them. */
export class HeldCalls {
  private held: Route[] = [];
  private open = false;
  /** While set, every matching read is answered with the demo's simulated failure, its retries too. */
  private failing = false;
  private failed = 0;
  constructor(
    private readonly page: Page,
    private readonly url: RegExp,
    private readonly method = 'GET',
  ) {}

  async install() {
    await this.page.route(this.url, async (route) => {
      if (this.open || route.request().method() !== this.method) return route.fallback();
      if (this.failing) return this.failWith(route);
      this.held.push(route);
    });
  }

  private async failWith(route: Route) {
    this.failed++;
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ Error: { Message: 'De demo-backend simuleert een storing', Code: 'InjectedFailure' } }) });
  }

  /** Waits until a call is held. */
  async arrived() {
    await expect.poll(() => this.held.length, { message: `a ${this.method} of ${this.url} is held` }).toBeGreaterThan(0);
  }

  private async take(): Promise<Route[]> {
    await this.arrived();
    return this.held.splice(0);
  }

  async release() {
    this.open = true;
    const routes = await this.take();
    await Promise.all(routes.map((route) => route.continue()));
    await Promise.all(routes.map((route) => route.request().response()));
  }

  /**
   * The held calls fail as the demo's failure switch fails them (503), and so do the tries a read
   * gets after a failure (docs/decisions/007); later calls are held again.
   */
  async fail() {
    const routes = await this.take();
    this.failing = true;
    this.failed = 0;
    await Promise.all(routes.map((route) => this.failWith(route)));
    await expect.poll(() => this.failed, { message: 'every try of the held calls fails' }).toBeGreaterThanOrEqual(routes.length * (READ_TRIES));
    this.failing = false;
  }
}
