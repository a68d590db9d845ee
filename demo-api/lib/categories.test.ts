import { describe, expect, it } from 'vitest';
import { lineageOf, subtreeOf, topLevelOf } from './categories.ts';

const link = (CategoryID: number, ParentCategoryID: number | null) => ({ CategoryID, ParentCategoryID });
const categories = [link(1, null), link(11, 1), link(12, 1), link(111, 11), link(2, null)];

describe('the category links of the demo', () => {
  it('walk up from a category to its top-level one', () => {
    expect(lineageOf(categories, 111)).toEqual([111, 11, 1]);
    expect(topLevelOf(categories, 111)).toBe(1);
    expect(topLevelOf(categories, 2)).toBe(2);
    expect(lineageOf(categories, 99)).toEqual([]);
    expect(topLevelOf(categories, 99)).toBe(99);
  });

  it('collect a category with everything under it, at any depth', () => {
    expect([...subtreeOf(categories, 1)].sort()).toEqual([1, 11, 111, 12]);
    expect([...subtreeOf(categories, 12)]).toEqual([12]);
  });

  it('stop at a loop in the data instead of hanging', () => {
    const looped = [link(1, 2), link(2, 1)];
    expect(lineageOf(looped, 1)).toEqual([1, 2]);
    expect([...subtreeOf(looped, 1)].sort()).toEqual([1, 2]);
  });
});
