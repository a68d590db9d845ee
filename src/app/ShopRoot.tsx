import { I18nProvider } from '@lingui/react';
import { StrictMode, useEffect } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { App } from './App.tsx';
import type { ShopServices } from './environment.ts';
import { FirstScreenContext, type PreparedFirstScreen } from './first-screen-context.ts';
import { ServicesContext } from './services-context.ts';

export interface ShopRootProps {
  services: ShopServices;
  /** The first screen the server rendered: the page hydrates from it (src/app/first-screen.ts). */
  firstScreen: PreparedFirstScreen | null;
  /** Once the browser's first render is committed: what waited for it may start (hydrating: firstScreen.hydrated). */
  onShown?: () => void;
}

/** The shop as the browser renders or hydrates it, and as the server renders its first screens. */
export function ShopRoot({ services, firstScreen, onShown }: ShopRootProps) {
  // Outside StrictMode: once, after the whole first screen is committed.
  useEffect(() => onShown?.(), [onShown]);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ServicesContext.Provider value={services}>
          <FirstScreenContext.Provider value={firstScreen}>
            <App />
          </FirstScreenContext.Provider>
        </ServicesContext.Provider>
      </I18nProvider>
    </StrictMode>
  );
}
