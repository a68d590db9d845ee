import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { demoClient } from '../../../tests/support/demo-client.ts';
import { categoriesLogic } from './categories.ts';

describe('the categories as the shop wires them', () => {
  it('loads the categories of the shop, by ranking', async () => {
    const categories = createActor(categoriesLogic(demoClient(createDemoApi()))).start();
    const loaded = await waitFor(categories, (s) => s.matches('loaded'));
    const rankings = loaded.context.categories.map((category) => category.Ranking);
    expect(rankings.length).toBeGreaterThan(0);
    expect(rankings).toEqual([...rankings].sort((a, b) => a - b));
  });
});
