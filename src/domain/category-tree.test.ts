import { describe, expect, it } from 'vitest';
import { categoryPath, categoryTree, filterCategoryForProduct, isWithin, subcategoriesOf, topLevelCategories, type Category } from './category-tree.ts';

const category = (CategoryID: number, Description: string, Ranking: number, ParentCategoryID: number | null = null): Category => ({
  CategoryID,
  ParentCategoryID,
  Description,
  Notes: '',
  Ranking,
  Images: [],
});

// As the backend lists them: every level at once, in an order of its own.
const categories = [
  category(1010, 'Partytenten', 1, 1000),
  category(1100, 'Podia', 2),
  category(1020, 'Feesttenten', 2, 1000),
  category(1000, 'Tenten', 1),
  category(1011, 'Vouwtenten', 1, 1010),
  category(9100, 'Pakketten', 9),
];
const names = (list: Category[]) => list.map((c) => c.Description);

describe('the category tree built from ParentCategoryID', () => {
  it('has the categories without a parent at the top, by ranking', () => {
    expect(names(topLevelCategories(categories))).toEqual(['Tenten', 'Podia', 'Pakketten']);
  });

  it('nests every level under its parent, each level by ranking', () => {
    const tree = categoryTree(categories);
    expect(tree.map((node) => node.category.Description)).toEqual(['Tenten', 'Podia', 'Pakketten']);
    const tents = tree[0]!;
    expect(tents.children.map((node) => node.category.Description)).toEqual(['Partytenten', 'Feesttenten']);
    expect(tents.children[0]!.children.map((node) => node.category.Description)).toEqual(['Vouwtenten']);
    expect(tree[1]!.children).toEqual([]);
  });

  it('leaves out what no chain of parents joins to the top: a missing parent or a loop', () => {
    const orphan = category(7010, 'Wees', 1, 7000);
    const loop = [category(8001, 'A', 1, 8002), category(8002, 'B', 1, 8001)];
    const tree = categoryTree([...categories, orphan, ...loop]);
    const all = (nodes: ReturnType<typeof categoryTree>): string[] => nodes.flatMap((node) => [node.category.Description, ...all(node.children)]);
    expect(all(tree)).not.toContain('Wees');
    expect(all(tree)).not.toContain('A');
  });

  it('lists the subcategories right under a category, none under none', () => {
    expect(names(subcategoriesOf(categories, 1000))).toEqual(['Partytenten', 'Feesttenten']);
    expect(subcategoriesOf(categories, 1100)).toEqual([]);
    expect(subcategoriesOf(categories, null)).toEqual([]);
  });
});

describe('the path to a category, for the breadcrumb', () => {
  it('runs from the top level down to the category itself', () => {
    expect(names(categoryPath(categories, 1011))).toEqual(['Tenten', 'Partytenten', 'Vouwtenten']);
    expect(names(categoryPath(categories, 1000))).toEqual(['Tenten']);
  });

  it('is empty for no category or an unknown one, starts at the first known ancestor, and ends at a loop', () => {
    expect(categoryPath(categories, null)).toEqual([]);
    expect(categoryPath(categories, 4242)).toEqual([]);
    expect(names(categoryPath([category(7010, 'Wees', 1, 7000)], 7010))).toEqual(['Wees']);
    expect(names(categoryPath([category(8001, 'A', 1, 8002), category(8002, 'B', 1, 8001)], 8001))).toEqual(['B', 'A']);
  });

  it('tells whether a category lies under another one', () => {
    expect(isWithin(categories, 1011, 1000)).toBe(true);
    expect(isWithin(categories, 1000, 1000)).toBe(true);
    expect(isWithin(categories, 1000, 1011)).toBe(false);
    expect(isWithin(categories, 1100, 1000)).toBe(false);
  });
});

describe('the product filter’s category once a product is opened', () => {
  it('stays the browsed category when the product lies in it or anywhere under it', () => {
    expect(filterCategoryForProduct(1000, [1011], categories)).toBe(1000);
    expect(filterCategoryForProduct(1010, [1011], categories)).toBe(1010);
    expect(filterCategoryForProduct(1011, [1011], categories)).toBe(1011);
    // A product in two categories keeps the one browsed, whichever of them it is.
    expect(filterCategoryForProduct(1100, [1011, 1100], categories)).toBe(1100);
  });

  it('becomes the product’s first category when nothing is browsed or the product lies elsewhere', () => {
    expect(filterCategoryForProduct(null, [1011, 1100], categories)).toBe(1011);
    expect(filterCategoryForProduct(1100, [1011], categories)).toBe(1011);
    expect(filterCategoryForProduct(1020, [1011], categories)).toBe(1011);
  });

  it('is none for a product without a category', () => {
    expect(filterCategoryForProduct(null, [], categories)).toBeNull();
    expect(filterCategoryForProduct(1000, [], categories)).toBeNull();
  });
});
