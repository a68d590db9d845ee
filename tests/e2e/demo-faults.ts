import { expect, type APIRequestContext } from '@playwright/test';
import { READ_RETRY_POLICY } from '../../src/api/retry.ts';

/** How many times a read, or a POST safe to repeat (decision 027), fails before the flow hears of it: the first try and every retry (decision 007). */
export const READ_TRIES = 1 + READ_RETRY_POLICY.retries;

/** One named operation of the contract ("POST /v2/_contact-form") fails its next `times` calls, whoever makes them (the demo's `/__demo/faults`). */
export async function failNext(request: APIRequestContext, operation: string, times = 1, status = 503): Promise<void> {
  expect((await request.post('/api/__demo/faults', { data: { operation, times, status } })).status()).toBe(201);
}

/** Waits until every pending fault has struck: for a failure the page does not show while it is retried. */
export async function faultsSpent(request: APIRequestContext): Promise<void> {
  await expect.poll(async () => ((await (await request.get('/api/__demo/faults')).json()) as unknown[]).length).toBe(0);
}

/** The next call of one named operation takes effect and its answer is lost: the browser hears a 503 (`lostAnswer` of the demo's faults). */
export async function loseAnswerOfNext(request: APIRequestContext, operation: string): Promise<void> {
  expect((await request.post('/api/__demo/faults', { data: { operation, lostAnswer: true } })).status()).toBe(201);
}
