import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { demoClient } from '../../tests/support/demo-client.ts';
import { createCategoryActors } from './actors.ts';
import { categoriesMachine, type Category } from './machine.ts';

describe('the categories machine', () => {
  it('loads the seeded categories from the in-process demo API, in ranking order', async () => {
    const demo = createDemoApi();
    const api = demoClient(demo);
    const actor = createActor(categoriesMachine.provide({ actors: createCategoryActors(api) })).start();
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.value).toBe('loaded');
    const rankings = snapshot.context.categories.map((c) => c.Ranking);
    expect(rankings).toEqual([...rankings].sort((a, b) => a - b));
    expect(snapshot.context.categories.map((c) => c.Description)).toContain('Tenten');
  });

  it('keeps the failure as data and loads again on retry', async () => {
    let attempt = 0;
    const loadCategories = fromPromise<Category[]>(async () => {
      attempt++;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return [];
    });
    const actor = createActor(categoriesMachine.provide({ actors: { loadCategories } })).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure?.error.kind).toBe('network');
    actor.send({ type: 'RETRY_REQUESTED' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.failure).toBeNull();
  });
});
