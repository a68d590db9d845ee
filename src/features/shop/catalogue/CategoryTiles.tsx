import { Link } from 'wouter';
import type { Category } from '../../../domain/category-tree.ts';
import { resolveBackendUrl } from '../../../app/config.ts';
import './category-tiles.css';

export interface CategoryTilesProps {
  categories: Category[];
  /** The list's accessible name. */
  label: string;
  /** Large with their notes (home's grid), or small (a category's subcategories above its products). */
  size: 'large' | 'small';
  /** Where a tile leads. */
  hrefOf: (category: Category) => string;
}

/** Categories as cards: picture and name, the whole card a link named by the category alone. */
export function CategoryTiles({ categories, label, size, hrefOf }: CategoryTilesProps) {
  return (
    <ul className={`tile-grid category-tiles category-tiles-${size}`} aria-label={label}>
      {categories.map((category, index) => {
        const image = [...category.Images].sort((a, b) => a.Ranking - b.Ranking)[0];
        // Home's first tile is the largest thing on its first screen: fetched first; the rest as they come into view.
        const loading = size === 'large' && index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const };
        return (
          <li key={category.CategoryID} className="tile category-card">
            {image && <img src={resolveBackendUrl(image.ImageUrl)} alt="" width="320" height="200" {...loading} />}
            <Link href={hrefOf(category)} className="category-name">
              {category.Description}
            </Link>
            {size === 'large' && category.Notes && <p className="category-notes">{category.Notes}</p>}
          </li>
        );
      })}
    </ul>
  );
}
