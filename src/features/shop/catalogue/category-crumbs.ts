import type { Category } from '../../../domain/category-tree.ts';
import { categoryAddress } from '../../../app/product-list-address.ts';
import type { Crumb } from '../../../ui/Breadcrumbs.tsx';

/** The breadcrumb's links down a category path (Tenten › Partytenten), each to that category's list. */
export function categoryCrumbs(path: Category[]): Crumb[] {
  return path.map((category) => ({ label: category.Description, href: categoryAddress(category.CategoryID) }));
}
