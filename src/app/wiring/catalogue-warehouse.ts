import { selectWarehouseId } from '../../../machines/selection/selectors.ts';
import { selectSettings } from '../../../machines/session/selectors.ts';
import { catalogueWarehouse } from '../../domain/catalogue.ts';
import type { ShopServices } from '../environment.ts';

/** The warehouse the catalogue's lists and search show now, by the setting ItemsToShowInShop and the warehouse chosen. */
export function catalogueWarehouseOf({ session, selection }: Pick<ShopServices, 'session' | 'selection'>): string | null {
  return catalogueWarehouse(selectSettings(session.getSnapshot())?.ItemsToShowInShop, selectWarehouseId(selection.getSnapshot()));
}
