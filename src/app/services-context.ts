import { createContext, useContext } from 'react';
import type { ShopServices } from './environment.ts';

/**
 * The shop's services as the pages reach them. Apart from the composition root, so the wiring
 * of a long-lived actor (built by the root) can offer its hook without importing the root.
 */
export const ServicesContext = createContext<ShopServices | null>(null);

export function useServices(): ShopServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs the ServicesContext provider');
  return services;
}
