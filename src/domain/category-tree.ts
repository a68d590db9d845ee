import type { components } from '../../openapi/schema';

export type Category = components['schemas']['Category'];

/** A category with the categories under it; every level in ranking order. */
export interface CategoryNode {
  category: Category;
  children: CategoryNode[];
}

/** The backend lists every level at once; `ParentCategoryID` says what lies under what, `Ranking` orders one parent's children. */
function childrenOf(categories: readonly Category[], parentId: number | null): Category[] {
  return categories.filter((category) => category.ParentCategoryID === parentId).sort((a, b) => a.Ranking - b.Ranking);
}

/** The categories without a parent: the home page's grid and the first level of the tree. */
export function topLevelCategories(categories: readonly Category[]): Category[] {
  return childrenOf(categories, null);
}

/** The categories right under one, by ranking; none under no category. */
export function subcategoriesOf(categories: readonly Category[], categoryId: number | null): Category[] {
  return categoryId === null ? [] : childrenOf(categories, categoryId);
}

/**
 * The categories nested from the top level down. Only what a chain of parents joins to the top
 * level is in it: a category whose parent is missing (or that sits in a loop of parents) has no
 * place in a tree, though its own page still opens.
 */
export function categoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodesOf = (parentId: number | null): CategoryNode[] =>
    childrenOf(categories, parentId).map((category) => ({ category, children: nodesOf(category.CategoryID) }));
  return nodesOf(null);
}

/**
 * The way from the top level down to a category, itself last (a breadcrumb's trail). Empty for
 * no category or an unknown one; it starts at the first ancestor the list holds, and a loop of
 * parents ends where it closes.
 */
export function categoryPath(categories: readonly Category[], categoryId: number | null): Category[] {
  const byId = new Map(categories.map((category) => [category.CategoryID, category]));
  const path: Category[] = [];
  for (let current = categoryId === null ? undefined : byId.get(categoryId); current && !path.includes(current); ) {
    path.unshift(current);
    current = current.ParentCategoryID === null ? undefined : byId.get(current.ParentCategoryID);
  }
  return path;
}

/** Whether a category is the other one or lies anywhere under it. */
export function isWithin(categories: readonly Category[], categoryId: number, ancestorId: number): boolean {
  return categoryId === ancestorId || categoryPath(categories, categoryId).some((category) => category.CategoryID === ancestorId);
}

/**
 * The product filter's category once a product is opened (spec 000 §3, 001 §3): the category the
 * customer browses while the product lies in it or under it; otherwise (a product opened from the
 * search, a link, a suggestion of another category) the product's own first category, so the
 * filter, the breadcrumb and the cart's category always describe the product.
 */
export function filterCategoryForProduct(filterCategoryId: number | null, productCategoryIds: readonly number[], categories: readonly Category[]): number | null {
  if (filterCategoryId !== null && productCategoryIds.some((id) => isWithin(categories, id, filterCategoryId))) return filterCategoryId;
  return productCategoryIds[0] ?? null;
}
