import { describe, expect, it } from 'vitest';
import { cartFlowSample } from './flow.ts';
import type { Cart } from './machine.ts';
import { actionViewsOf, lineViewsOf } from './selectors.ts';

const [first, second] = cartFlowSample.Items as [Cart['Items'][number], Cart['Items'][number]];
const withLines = (...lines: Cart['Items']): Cart => ({ ...cartFlowSample, Items: lines });

describe('the cart page’s lines', () => {
  it('say which are ticked and which a removal takes', () => {
    const views = lineViewsOf(cartFlowSample, { selectedIds: [second.CartItemID], change: { kind: 'remove', cartItemIds: [first.CartItemID] }, stockConflictsAllowed: false });
    expect(views.map((v) => [v.line.CartItemID, v.selected, v.removing])).toEqual([
      [first.CartItemID, false, true],
      [second.CartItemID, true, false],
    ]);
    const amount = lineViewsOf(cartFlowSample, { selectedIds: [], change: { kind: 'amount', cartItemId: first.CartItemID, amount: 2 }, stockConflictsAllowed: false });
    expect(amount.some((v) => v.removing)).toBe(false);
  });

  it('stand short of stock as accepted only where the setting allows it', () => {
    const short = { ...first, InvalidCartItemReason: 'Onvoldoende voorraad', InvalidCartItemReasonCode: 'InsufficientStock' as const };
    expect(lineViewsOf(withLines(short), { selectedIds: [], change: null, stockConflictsAllowed: true })[0]!.standing).toBe('short-accepted');
    expect(lineViewsOf(withLines(short), { selectedIds: [], change: null, stockConflictsAllowed: false })[0]!.standing).toBe('blocking');
    expect(lineViewsOf(withLines(first), { selectedIds: [], change: null, stockConflictsAllowed: false })[0]!.standing).toBe('ok');
  });

  it('hold at most their amount plus what the customer may still add, capped per cart; and take files as their product allows', () => {
    const item = first.Item!;
    const lines = [
      { ...first, Amount: 2, MaxPerCustomerLeftover: 1, Item: { ...item, MaxPerCart: 4, UploadPolicy: 'RequireUpload' as const } },
      { ...second, Amount: 1, MaxPerCustomerLeftover: null, Item: { ...item, MaxPerCart: 4, UploadPolicy: 'AllowUpload' as const } },
      { ...second, CartItemID: 'LINE-3', Item: { ...item, UploadPolicy: 'DenyUpload' as const } },
    ];
    const views = lineViewsOf(withLines(...lines), { selectedIds: [], change: null, stockConflictsAllowed: false });
    expect(views.map((v) => [v.max, v.files])).toEqual([
      [3, { required: true }],
      [4, { required: false }],
      [4, null],
    ]);
  });
});

describe('the cart page’s actions', () => {
  const action = (ActionName: string, Required: boolean, Completed: boolean) => ({ ActionName, Required, Completed }) as Cart['Actions'][number];

  it('are done once completed; the reference is done once a reference is pending', () => {
    const cart = { ...cartFlowSample, Actions: [action('ReferenceRequired', true, false), action('Certificates', true, true), action('ExtraOrderInfo', false, false)] };
    expect(actionViewsOf(cart, null).map((v) => [v.action.ActionName, v.done])).toEqual([
      ['ReferenceRequired', false],
      ['Certificates', true],
      ['ExtraOrderInfo', false],
    ]);
    expect(actionViewsOf(cart, 'BB-117')[0]!.done).toBe(true);
  });
});
