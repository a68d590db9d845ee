/** Spec 000 §9: "Pagination shows 11 page links by default". */
const PAGE_LINKS_SHOWN = 11;

/**
 * The page numbers (from 1) to link to: a window of `shown` pages around the current one, moved
 * inward at the ends so it is always full when there are enough pages. One page needs no links.
 */
export function pageLinks(page: number, pageCount: number, shown = PAGE_LINKS_SHOWN): number[] {
  if (pageCount <= 1) return [];
  const count = Math.min(shown, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const first = Math.min(Math.max(current - Math.floor(count / 2), 1), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The rows of one page of a list held whole (`page` from 1). */
export function rowsOfPage<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

export const pageCountOf = (rowCount: number, pageSize: number): number => Math.max(1, Math.ceil(rowCount / pageSize));

/**
 * Rows a page of a list shows when the backend gives the whole list. A row of the account area's
 * table costs about 1.4 ms to render, all in one task: 500 rows stalled the page for 0.7 s, a
 * page of 50 takes a tenth of that (tests/bench/account-table.bench.ts, decision 009).
 */
export const ROWS_PER_PAGE = 25;
