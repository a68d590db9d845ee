import type { SnapshotFrom } from 'xstate';
import type { Cart, cartMachine } from './machine.ts';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** How many articles the cart holds: the sum of its lines' amounts. */
export function itemCount(cart: Cart | null): number {
  return cart ? cart.Items.reduce((sum, line) => sum + line.Amount, 0) : 0;
}

/** How many of one product the cart already holds (its lines as item or composition). */
export function amountInCart(cart: Cart | null, productId: string): number {
  return cart ? cart.Items.filter((line) => (line.ItemID ?? line.CompositionID) === productId).reduce((sum, line) => sum + line.Amount, 0) : 0;
}

export const selectItemCount = (s: CartSnapshot) => itemCount(s.context.cart);
