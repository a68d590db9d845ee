import type { SnapshotFrom } from 'xstate';
import { categoryPath, categoryTree, filterCategoryForProduct, subcategoriesOf, topLevelCategories } from '../../src/domain/category-tree.ts';
import type { categoriesMachine } from './machine.ts';

type CategoriesSnapshot = SnapshotFrom<typeof categoriesMachine>;

export const selectIsLoading = (s: CategoriesSnapshot) => s.hasTag('loading');
export const selectIsLoaded = (s: CategoriesSnapshot) => s.matches('loaded');
export const selectLoadFailed = (s: CategoriesSnapshot) => s.matches('failed');
export const selectFailure = (s: CategoriesSnapshot) => s.context.failure;
/** The home page's grid. */
export const selectTopLevelCategories = (s: CategoriesSnapshot) => topLevelCategories(s.context.categories);
/** The filter bar's tree of every level. */
export const selectCategoryTree = (s: CategoriesSnapshot) => categoryTree(s.context.categories);
/** What a category page lists above its products. */
export const selectSubcategories = (s: CategoriesSnapshot, categoryId: number | null) => subcategoriesOf(s.context.categories, categoryId);
/** A category page's breadcrumb: the top level down to the category. */
export const selectCategoryPath = (s: CategoriesSnapshot, categoryId: number | null) => categoryPath(s.context.categories, categoryId);
/** The product filter's category once a product is opened (src/domain/category-tree.ts). */
export const selectFilterCategoryForProduct = (s: CategoriesSnapshot, filterCategoryId: number | null, productCategoryIds: readonly number[]) =>
  filterCategoryForProduct(filterCategoryId, productCategoryIds, s.context.categories);
/** A product page's breadcrumb: the way to the category the product filter holds for that product. */
export const selectProductCategoryPath = (s: CategoriesSnapshot, filterCategoryId: number | null, productCategoryIds: readonly number[]) =>
  categoryPath(s.context.categories, selectFilterCategoryForProduct(s, filterCategoryId, productCategoryIds));
