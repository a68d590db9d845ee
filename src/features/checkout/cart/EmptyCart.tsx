import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

/** "Uw winkelwagen is leeg", with the way to the products: said only when the cart is known to be empty. */
export function EmptyCart() {
  return (
    <>
      <p>
        <Trans>Uw winkelwagen is leeg.</Trans>
      </p>
      <Link href="/products" className="button button-primary">
        <Trans>Naar de producten</Trans>
      </Link>
    </>
  );
}
