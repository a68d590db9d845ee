import type { AttachmentOwner, CartAttachment } from '../../src/domain/uploads.ts';
import type { Cart } from '../cart/rules.ts';

/** A cart's or a cart line's files as a cart read holds them; none when the line is gone. An order is no part of a cart. */
export function filesOf(cart: Cart, owner: AttachmentOwner): CartAttachment[] {
  if (owner.kind === 'cart') return cart.Attachments;
  if (owner.kind === 'cartItem') return cart.Items.find((line) => line.CartItemID === owner.cartItemId)?.Attachments ?? [];
  return [];
}
