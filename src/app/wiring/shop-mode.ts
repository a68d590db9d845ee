import { selectIsSalesMode } from '../../../machines/session/selectors.ts';
import type { ShopServices } from '../environment.ts';

/**
 * The shop's mode as a page's flow takes it when it starts: selling (ShopSalesModus, spec 001 §1)
 * or renting. The settings are read once, before any page shows, so the page never sees it change.
 */
export function shopModeOf({ session }: Pick<ShopServices, 'session'>): { salesMode: boolean } {
  return { salesMode: selectIsSalesMode(session.getSnapshot()) };
}
