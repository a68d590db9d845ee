import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { preloadModulesOf } from '../../../app/screen-files.ts';
import { afterPageSettles } from '../../../ui/after-page-settles.ts';
import { SearchButton } from './SearchButton.tsx';
import './search-slot.css';

type ProductSearchType = ComponentType<{ placement: 'top-bar' | 'page'; initialText?: string; autoFocus?: boolean }>;

/** The search once fetched: every later page shows it at once. */
let loadedSearch: ProductSearchType | null = null;
/** The combobox and its popover stay out of the shop's entry chunk; one fetch serves every slot. */
let loadingSearch: Promise<ProductSearchType> | null = null;
const loadProductSearch = () => {
  if (!loadingSearch) preloadModulesOf('productSearch');
  return (loadingSearch ??= import('./ProductSearch.tsx').then((module) => {
    loadedSearch = module.ProductSearch;
    return module.ProductSearch;
  }));
};

/**
 * What stands in the search bar's place until the search itself has loaded: the same form, the
 * same size, a plain field. The search (a combobox with react-aria: some forty small chunks) is
 * no part of any page's first screen; it loads once the page has settled, or at once when the
 * customer comes to the field, and takes over what was typed and the focus.
 */
function SearchField({ placement, text, onType, onWanted, focusRef }: { placement: 'top-bar' | 'page'; text: string; onType: (text: string) => void; onWanted: () => void; focusRef: { current: boolean } }) {
  const { t } = useLingui();
  return (
    <form role="search" className={`product-search product-search-${placement}`} aria-label={t`Producten zoeken`} onSubmit={(event) => event.preventDefault()}>
      <div className="product-search-field">
        <input
          className="field-input product-search-input"
          aria-label={t`Zoek een product`}
          placeholder={t`Zoek een product…`}
          value={text}
          onChange={(event) => {
            onType(event.target.value);
            onWanted();
          }}
          onPointerEnter={onWanted}
          onFocus={() => {
            focusRef.current = true;
            onWanted();
          }}
          onBlur={() => {
            focusRef.current = false;
          }}
        />
      </div>
      <SearchButton onPress={onWanted} />
    </form>
  );
}

/** The search bar: in the top bar on every page but home, and on home in the page. */
export function SearchSlot({ placement }: { placement: 'top-bar' | 'page' }) {
  // No Suspense: the field stays mounted (with its text and focus) until the search replaces it.
  const [Search, setSearch] = useState<ProductSearchType | null>(() => loadedSearch);
  const [text, setText] = useState('');
  const focused = useRef(false);
  const want = () => {
    if (Search) return;
    loadProductSearch().then(
      (search) => setSearch(() => search),
      () => {
        // Offline for a moment: the field stays, and coming back to it asks again.
        loadingSearch = null;
      },
    );
  };
  useEffect(() => (Search ? undefined : afterPageSettles(want)));
  if (Search) return <Search placement={placement} initialText={text} autoFocus={focused.current} />;
  return <SearchField placement={placement} text={text} onType={setText} onWanted={want} focusRef={focused} />;
}
