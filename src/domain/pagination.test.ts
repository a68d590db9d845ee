import { describe, expect, it } from 'vitest';
import { pageCountOf, pageLinks, rowsOfPage } from './pagination.ts';

describe('the page links (spec 000 §9: 11 by default)', () => {
  it('links every page when there are 11 or fewer, none for a single page', () => {
    expect(pageLinks(1, 1)).toEqual([]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('centres eleven links on the current page, moved inward at the ends', () => {
    expect(pageLinks(1, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pageLinks(20, 40)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pageLinks(40, 40)).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(pageLinks(38, 40)).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it('keeps a page out of range inside the list', () => {
    expect(pageLinks(0, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(9, 3)).toEqual([1, 2, 3]);
  });

  it('slices a list held whole into pages', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index);
    expect(pageCountOf(rows.length, 10)).toBe(3);
    expect(pageCountOf(0, 10)).toBe(1);
    expect(rowsOfPage(rows, 3, 10)).toEqual([20, 21, 22]);
  });
});
