import type { Hono } from 'hono';
import { faultFrom, type FaultQueue } from '../lib/faults.ts';
import { nextId } from '../db.ts';
import { isoDateTime } from '../lib/dates.ts';
import { badRequest, jsonBody, notFound, type DemoEnv } from '../lib/http.ts';
import { contractOperations } from '../lib/operations.ts';
import { isFailureSeed } from '../lib/switches.ts';
import { readStyleSettings } from '../../src/domain/style-settings.ts';

export interface DemoControl {
  /** Back to the seed, the switches the demo started with, its failure sequence and no faults. */
  reset(): void;
  /** Starts the random failures again from `seed` (null: unpredictable). */
  restartFailures(seed: number | null): void;
  faults: FaultQueue;
}

/** The seed a patch of the switches sets (null: none), undefined when it leaves the seed alone. */
function seedIn(patch: Record<string, unknown>): number | null | undefined {
  const seed = patch.failureSeed;
  if (seed === undefined || seed === null || isFailureSeed(seed)) return seed;
  throw badRequest('failureSeed moet een geheel getal of null zijn');
}

/**
 * Controls of the demo backend itself, outside the shop contract: tests use them to provoke
 * slowness, failures and token expiry, and to start from the seed again.
 */
export function registerDemoRoutes(app: Hono<DemoEnv>, control: DemoControl): void {
  app.get('/__demo/switches', (c) => c.json(c.get('switches')));

  app.put('/__demo/switches', async (c) => {
    const patch = await jsonBody<Record<string, unknown>>(c);
    const seed = seedIn(patch);
    const switches = c.get('switches');
    for (const key of ['latencyMs', 'failureRate', 'tokenLifetimeSeconds', 'refreshWindowSeconds'] as const) {
      const value = patch[key];
      if (value === undefined) continue;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw badRequest(`${key} moet een getal ≥ 0 zijn`);
      switches[key] = key === 'failureRate' ? Math.min(1, value) : value;
    }
    if (seed !== undefined) {
      switches.failureSeed = seed;
      // Setting a seed, even the same one, starts its sequence over: that is what makes a run repeatable.
      control.restartFailures(seed);
    }
    return c.json(switches);
  });

  /** The next calls of one operation of the contract fail with the status asked. */
  app.post('/__demo/faults', async (c) => {
    const fault = faultFrom(await jsonBody<Record<string, unknown>>(c), contractOperations());
    control.faults.add(fault);
    return c.json(fault, 201);
  });
  app.get('/__demo/faults', (c) => c.json(control.faults.pending()));
  app.delete('/__demo/faults', (c) => {
    control.faults.clear();
    return c.body(null, 204);
  });

  /**
   * Patches the shop settings (`/v2/shop/core/settings`) until the next reset, so tests can try
   * another price policy or anonymous shopping. Only known settings, each with its own type.
   */
  app.put('/__demo/settings', async (c) => {
    const patch = await jsonBody<Record<string, unknown>>(c);
    const settings = c.get('db').settings;
    const current = new Map<string, unknown>(Object.entries(settings));
    for (const [key, value] of Object.entries(patch)) {
      if (!current.has(key)) throw badRequest(`Onbekende instelling ${key}`);
      if (typeof value !== typeof current.get(key)) throw badRequest(`${key} moet van het type ${typeof current.get(key)} zijn`);
    }
    Object.assign(settings, patch);
    return c.json(settings);
  });

  /**
   * The deployment's style settings document (the shop reads it at start as /style-settings.json,
   * which `npm start` answers from here). A patch is read as the shop reads the document: a
   * setting it could not read is refused, not ignored, so a test never runs on a default unawares.
   */
  app.get('/__demo/style-settings', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(c.get('db').styleSettings);
  });
  app.put('/__demo/style-settings', async (c) => {
    const db = c.get('db');
    const patch = await jsonBody<Record<string, unknown>>(c);
    const { settings, ignored } = readStyleSettings({ ...db.styleSettings, ...patch }, db.styleSettings);
    if (ignored.length > 0) throw badRequest(`Onbekende of onleesbare stijlinstelling: ${ignored.join(', ')}`);
    db.styleSettings = settings;
    return c.json(settings);
  });

  app.post('/__demo/reset', (c) => {
    control.reset();
    return c.body(null, 204);
  });

  /** Page views of the shop's analytics (sent only after cookie consent), so tests can see them. */
  app.post('/__demo/analytics', async (c) => {
    const view = await jsonBody<{ path?: unknown; at?: unknown }>(c);
    if (typeof view.path !== 'string' || typeof view.at !== 'string') throw badRequest('path en at zijn verplicht');
    c.get('db').pageViews.push({ path: view.path, at: view.at });
    return c.body(null, 204);
  });
  app.get('/__demo/analytics', (c) => c.json(c.get('db').pageViews));

  /**
   * A message from the lending service in a conversation, its HTML stored exactly as given (the
   * real backend's staff write HTML): tests send markup the shop must sanitise.
   */
  app.post('/__demo/conversations/:conversationId/provider-message', async (c) => {
    const body = await jsonBody<{ Message?: unknown }>(c);
    if (typeof body.Message !== 'string' || body.Message.trim() === '') throw badRequest('Message is verplicht');
    const db = c.get('db');
    const conversation = db.conversations.find((cv) => cv.ConversationID === c.req.param('conversationId'));
    if (!conversation) throw notFound(`Gesprek ${c.req.param('conversationId')}`);
    const now = isoDateTime(c.get('clock').now());
    const communication = { ConversationCommunicationID: nextId(db, 'COMM-', 3001), Message: body.Message, DateTimeCreated: now, IsCustomerMessage: false, Attachments: [] };
    conversation.Communications.push(communication);
    conversation.DateTimeModified = now;
    return c.json(communication, 201);
  });

  /** Expires every issued token now (or only the one named), so the next call gets a 401. */
  app.post('/__demo/tokens/_expire', async (c) => {
    const only = c.req.query('token');
    const now = c.get('clock').now();
    const expired = new Date(now.getTime() - 1000).toISOString();
    let count = 0;
    for (const token of c.get('db').tokens.values()) {
      if (only && token.Access_token !== only) continue;
      token.Expires = expired;
      count++;
    }
    return c.json({ expired: count });
  });
}
