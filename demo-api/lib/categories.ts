import type { Category } from '../db.ts';

type Linked = Pick<Category, 'CategoryID' | 'ParentCategoryID'>;

/**
 * The category and the ones above it, nearest first. A parent that is not there ends the line,
 * and a loop in the data ends where it closes, so a bad row never hangs a request.
 */
export function lineageOf(categories: readonly Linked[], id: number): number[] {
  const byId = new Map(categories.map((category) => [category.CategoryID, category]));
  const line: number[] = [];
  for (let current = byId.get(id); current && !line.includes(current.CategoryID); current = current.ParentCategoryID === null ? undefined : byId.get(current.ParentCategoryID)) {
    line.push(current.CategoryID);
  }
  return line;
}

/** The top-level category a category sits under (itself when it is one); its own ID when unknown. */
export function topLevelOf(categories: readonly Linked[], id: number): number {
  return lineageOf(categories, id).at(-1) ?? id;
}

/** The category and every category under it, at any depth. */
export function subtreeOf(categories: readonly Linked[], id: number): Set<number> {
  const subtree = new Set([id]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const category of categories) {
      if (category.ParentCategoryID !== null && subtree.has(category.ParentCategoryID) && !subtree.has(category.CategoryID)) {
        subtree.add(category.CategoryID);
        grown = true;
      }
    }
  }
  return subtree;
}
