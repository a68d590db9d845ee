import { expect, type APIRequestContext } from '@playwright/test';

/** One named operation of the contract ("POST /v2/_contact-form") fails its next `times` calls, whoever makes them (the demo's `/__demo/faults`). */
export async function failNext(request: APIRequestContext, operation: string, times = 1, status = 503): Promise<void> {
  expect((await request.post('/api/__demo/faults', { data: { operation, times, status } })).status()).toBe(201);
}

/** The next call of one named operation takes effect and its answer is lost: the browser hears a 503 (`lostAnswer` of the demo's faults). */
export async function loseAnswerOfNext(request: APIRequestContext, operation: string): Promise<void> {
  expect((await request.post('/api/__demo/faults', { data: { operation, lostAnswer: true } })).status()).toBe(201);
}
