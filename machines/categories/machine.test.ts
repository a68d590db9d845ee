import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { demoClient } from '../../tests/support/demo-client.ts';
import { CATEGORY } from '../../demo-api/seed/anchors.ts';
import { createCategoryActors } from './actors.ts';
import { selectCategoryPath, selectCategoryTree, selectProductCategoryPath, selectSubcategories, selectTopLevelCategories } from './selectors.ts';
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

  it('gives the screens the top level, the tree, a category’s subcategories and its path (seeded second level)', async () => {
    const actor = createActor(categoriesMachine.provide({ actors: createCategoryActors(demoClient(createDemoApi())) })).start();
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    const names = (list: Category[]) => list.map((c) => c.Description);
    expect(names(selectTopLevelCategories(loaded))).toEqual(['Tenten', 'Podia', 'Geluid', 'Verlichting', 'Meubilair', 'Spel en sport', 'Afval en netheid', 'Signalisatie en veiligheid', 'Pakketten']);
    const tents = selectCategoryTree(loaded)[0]!;
    expect(tents.children.map((node) => node.category.Description)).toEqual(['Partytenten', 'Feesttenten', 'Paviljoenen', 'Tentaccessoires']);
    expect(names(selectSubcategories(loaded, CATEGORY.tenten))).toEqual(['Partytenten', 'Feesttenten', 'Paviljoenen', 'Tentaccessoires']);
    expect(selectSubcategories(loaded, CATEGORY.pakketten)).toEqual([]);
    expect(names(selectCategoryPath(loaded, CATEGORY.partytenten))).toEqual(['Tenten', 'Partytenten']);
    // A product page: the path of the category browsed, or of the product's own when it lies elsewhere.
    expect(names(selectProductCategoryPath(loaded, CATEGORY.tenten, [CATEGORY.partytenten]))).toEqual(['Tenten']);
    expect(names(selectProductCategoryPath(loaded, CATEGORY.geluid, [CATEGORY.partytenten]))).toEqual(['Tenten', 'Partytenten']);
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
