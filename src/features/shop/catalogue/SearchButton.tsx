import { useLingui } from '@lingui/react/macro';

/** The magnifier, also on the phone's button that opens the search. */
export const SEARCH_ICON_PATH = 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z';

/** The search bar's submit button: the same in the search and in the field that holds its place. */
export function SearchButton({ onPress }: { onPress?: () => void }) {
  const { t } = useLingui();
  return (
    <button type="submit" className="product-search-button" aria-label={t`Zoeken`} onClick={onPress}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d={SEARCH_ICON_PATH} />
      </svg>
    </button>
  );
}
