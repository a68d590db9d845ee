import { lazy, Suspense } from 'react';

// The combobox and its popover stay out of the shop's entry chunk.
const ProductSearch = lazy(() => import('./ProductSearch.tsx').then((m) => ({ default: m.ProductSearch })));

/** The search bar, loaded on demand: in the top bar on every page but home, and on home in the page. */
export function SearchSlot({ placement }: { placement: 'top-bar' | 'page' }) {
  return (
    <Suspense fallback={<div style={{ minHeight: '2.75rem' }} />}>
      <ProductSearch placement={placement} />
    </Suspense>
  );
}
