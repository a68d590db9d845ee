import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { selectCart, selectCartLoadFailed, selectFailure, selectHasNoCart, selectIsLoadingCart } from '../../../machines/cart/selectors.ts';
import { selectCartId } from '../../../machines/session/selectors.ts';
import { usePageTitle } from '../../app/page-title.tsx';
import { useServices } from '../../app/services.ts';
import { EmptyCart } from '../../features/checkout/cart/EmptyCart.tsx';
import { cartFailureText } from '../../texts/cart.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../features/checkout/cart/cart.css';

// A filled cart's parts load with it; a stored cart starts loading them with the page (below).
const loadFilledCart = () => import('../../features/checkout/cart/FilledCart.tsx');
const FilledCart = lazy(() => loadFilledCart().then((m) => ({ default: m.FilledCart })));

export function CartView() {
  const { t } = useLingui();
  usePageTitle(t`Winkelwagen`);
  const { cart, session } = useServices();
  const data = useSelector(cart, selectCart);
  const loading = useSelector(cart, selectIsLoadingCart);
  const noCart = useSelector(cart, selectHasNoCart);
  const loadFailed = useSelector(cart, selectCartLoadFailed);
  const failure = useSelector(cart, selectFailure);
  // A cart is stored: its parts are fetched while the cart itself is read, not after.
  if (useSelector(session, selectCartId) !== null) void loadFilledCart();

  if (loading) return <Spinner label={t`De winkelwagen wordt geladen`} />;
  if (loadFailed && failure) {
    return (
      <CartPage>
        <RetryNotice text={cartFailureText(failure)} onRetry={() => cart.send({ type: 'RETRY_REQUESTED' })} />
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

  return (
    <CartPage>
      <Suspense fallback={<Spinner label={t`De winkelwagen wordt geladen`} />}>
        <FilledCart cart={data} />
      </Suspense>
    </CartPage>
  );
}

/** The cart page's frame: breadcrumbs and heading, over an empty cart or a filled one. */
function CartPage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="page cart-page">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Winkelwagen` }]} />
      <h1>
        <Trans>Winkelwagen</Trans>
      </h1>
      {children}
    </div>
  );
}
