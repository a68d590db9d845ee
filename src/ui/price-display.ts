import { createContext, useContext } from 'react';
import type { PriceDisplay } from '../domain/prices.ts';

/** How prices show now; the app provides it from the session, so every price follows one rule. */
export const PriceDisplayContext = createContext<PriceDisplay>('hidden');

export function usePriceDisplay(): PriceDisplay {
  return useContext(PriceDisplayContext);
}
