import { describe, expect, it } from 'vitest';
import type { CartAttachment } from '../../src/domain/uploads.ts';
import { cartFlowSample } from '../cart/flow.ts';
import { filesOf } from './rules.ts';

const file = (id: string, name: string): CartAttachment => ({ CartAttachmentID: id, FileName: name, ContentType: 'image/png', FileSize: 1024 });

describe('the files of an owner in a cart read', () => {
  const flyer = file('ATT-1', 'affiche.png');
  const insurance = file('ATT-2', 'verzekering.png');
  const cart = {
    ...cartFlowSample,
    Attachments: [flyer],
    Items: cartFlowSample.Items.map((line, i) => (i === 0 ? { ...line, Attachments: [insurance] } : line)),
  };
  const [first, second] = cart.Items;

  it('are the cart’s own for the cart, and a line’s for that line', () => {
    expect(filesOf(cart, { kind: 'cart', cartId: cart.CartID })).toEqual([flyer]);
    expect(filesOf(cart, { kind: 'cartItem', cartId: cart.CartID, cartItemId: first!.CartItemID })).toEqual([insurance]);
    expect(filesOf(cart, { kind: 'cartItem', cartId: cart.CartID, cartItemId: second!.CartItemID })).toEqual([]);
  });

  it('are none for a line that is gone, or for an order', () => {
    expect(filesOf(cart, { kind: 'cartItem', cartId: cart.CartID, cartItemId: 'LINE-GONE' })).toEqual([]);
    expect(filesOf(cart, { kind: 'order', reservationOrderId: 'RO-1' })).toEqual([]);
  });
});
