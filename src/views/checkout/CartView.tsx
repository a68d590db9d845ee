import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/PageTitle.tsx';
import { useCartFlow } from '../../app/wiring/cart-page.ts';
import { EmptyCart } from '../../features/checkout/cart/EmptyCart.tsx';
import { cartFailureText } from '../../texts/cart.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { componentOnDemand, useLoadedComponent } from '../../ui/code-on-demand.ts';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../features/checkout/cart/cart.css';

// A filled cart's parts load with it; a stored cart starts loading them with the page (below).
const filledCart = componentOnDemand(
  () => import('../../features/checkout/cart/FilledCart.tsx'),
  (m) => m.FilledCart,
);

export function CartView() {
  const { t } = useLingui();
  usePageTitle(t`Winkelwagen`);
  const { cart: data, loading, noCart, loadFailed, failure, stored, retry } = useCartFlow();
  // A cart is stored: its parts are fetched while the cart itself is read, not after.
  const FilledCart = useLoadedComponent(filledCart, stored);

  if (loading) return <Spinner label={t`De winkelwagen wordt geladen`} />;
  if (loadFailed && failure) {
    return (
      <CartPage>
        <RetryNotice text={cartFailureText(failure)} onRetry={retry} />
      </CartPage>
    );
  }
  if (noCart || !data || data.Items.length === 0) {
    return (
      <CartPage>
        <EmptyCart />
      </CartPage>
    );
  }

  return <CartPage>{FilledCart ? <FilledCart cart={data} /> : <Spinner label={t`De winkelwagen wordt geladen`} />}</CartPage>;
}

/** The cart page's frame: breadcrumbs and heading, over an empty cart or a filled one. */
function CartPage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="cart-page">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Winkelwagen` }]} />
      <h1>
        <Trans>Winkelwagen</Trans>
      </h1>
      {children}
    </div>
  );
}
