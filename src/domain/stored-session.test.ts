import { describe, expect, it } from 'vitest';
import { isExpired, restoreState, type SessionRecord } from './stored-session.ts';

const token = { accessToken: 'abc', expires: '2026-11-21T10:00:00Z' };
const account = { ContactID: 'CON-2001', CustomerID: 'CUST-1001', RoleName: 'Hoofdgebruiker', FirstName: 'Sofie', LastName: 'Peeters', Email: 'admin@demo.test', Barcode: '' };
const userRecord: SessionRecord = { accountType: 'user', data: { token, account } };
const store = (version: string) => JSON.stringify({ version, cartId: 'CART-1', pending: { notes: 'x' } });

describe('restoring the stored session', () => {
  it('restores a valid session and store of the same app version', () => {
    const restored = restoreState(JSON.stringify(userRecord), store('1.0.0'), '1.0.0');
    expect(restored).toEqual({ session: userRecord, store: JSON.parse(store('1.0.0')), discarded: false });
  });

  it('clears both when the stored app version differs', () => {
    const restored = restoreState(JSON.stringify(userRecord), store('0.9.0'), '1.0.0');
    expect(restored.session).toBeNull();
    expect(restored.store).toEqual({ version: '1.0.0', cartId: null, pending: {} });
    expect(restored.discarded).toBe(true);
  });

  it.each([
    ['unreadable JSON', '{"accountType":'],
    ['an unknown account type', JSON.stringify({ accountType: 'admin', data: { token } })],
    ['a user session without account', JSON.stringify({ accountType: 'user', data: { token } })],
    ['a token without expiry', JSON.stringify({ accountType: 'anonymous', data: { token: { accessToken: 'abc' } } })],
    ['an expiry that is no date', JSON.stringify({ accountType: 'anonymous', data: { token: { accessToken: 'a', expires: 'morgen' } } })],
  ])('discards %s without failing', (_what, raw) => {
    const restored = restoreState(raw, store('1.0.0'), '1.0.0');
    expect(restored.session).toBeNull();
    expect(restored.discarded).toBe(true);
    expect(restored.store.cartId).toBe('CART-1');
  });

  it('starts empty when nothing was stored', () => {
    expect(restoreState(null, null, '1.0.0')).toEqual({
      session: null,
      store: { version: '1.0.0', cartId: null, pending: {} },
      discarded: false,
    });
  });

  it('restores the chosen warehouse, delivery and period, and discards a period that is no date', () => {
    const pending = { warehouseId: 'WH-KORTRIJK', warehouseAlias: 'Zuid-West-Vlaanderen', warehouseEmail: null, deliveryId: 'PICKUP', period: { from: '2026-12-11', to: '2026-12-13' } };
    const stored = (value: unknown) => JSON.stringify({ version: '1.0.0', cartId: null, pending: value });
    expect(restoreState(null, stored(pending), '1.0.0').store.pending).toEqual(pending);
    const tampered = restoreState(null, stored({ ...pending, period: { from: 'morgen', to: '2026-12-13' } }), '1.0.0');
    expect(tampered.discarded).toBe(true);
    expect(tampered.store.pending).toEqual({});
  });

  it('keeps no form draft: a draft an older version kept among the pending values is dropped, the rest restored', () => {
    const stored = JSON.stringify({ version: '1.0.0', cartId: 'CART-1', pending: { warehouseId: 'WH-BRUGGE', notes: 'x', eventDraft: { name: 'Fuif' }, lostPasswordDraft: { email: 'a@b.be' } } });
    const restored = restoreState(null, stored, '1.0.0');
    expect(restored.store.pending).toEqual({ warehouseId: 'WH-BRUGGE', notes: 'x' });
    expect(restored.discarded).toBe(false);
  });

  it('restores the product filter beside the selection, none as none, and discards a category that is no number', () => {
    const stored = (value: unknown) => JSON.stringify({ version: '1.0.0', cartId: null, pending: { warehouseId: 'WH-BRUGGE', productFilter: value } });
    expect(restoreState(null, stored({ categoryId: 1010 }), '1.0.0').store.pending).toEqual({ warehouseId: 'WH-BRUGGE', productFilter: { categoryId: 1010 } });
    expect(restoreState(null, stored({ categoryId: null }), '1.0.0').store.pending.productFilter).toEqual({ categoryId: null });
    const tampered = restoreState(null, stored({ categoryId: 'tenten' }), '1.0.0');
    expect(tampered.discarded).toBe(true);
    expect(tampered.store.pending).toEqual({});
  });

  it('restores the receipt with its payment, a receipt stored before the payment was kept, and discards an unknown payment', () => {
    const receipt = {
      reservationOrderIds: ['RO-2026-0101'],
      warehouseId: 'WH-BRUGGE',
      warehouseName: 'Uitleendienst Brugge',
      warehouseContact: null,
      pickUp: '2026-12-11T09:00:00',
      return: '2026-12-14T16:00:00',
      pickUpSlot: null,
      returnSlot: null,
    };
    const stored = (value: unknown) => JSON.stringify({ version: '1.0.0', cartId: null, pending: {}, receipt: value });
    const paid = { ...receipt, payment: { kind: 'paid-online', amount: 48.4 } };
    expect(restoreState(null, stored(paid), '1.0.0').store.receipt).toEqual(paid);
    expect(restoreState(null, stored(receipt), '1.0.0').store.receipt).toEqual(receipt);
    const tampered = restoreState(null, stored({ ...receipt, payment: { kind: 'paid-by-cheque' } }), '1.0.0');
    expect(tampered.discarded).toBe(true);
    expect(tampered.store.receipt).toBeUndefined();
  });

  it('knows when a token has expired', () => {
    expect(isExpired(token, new Date('2026-11-21T09:59:59Z'))).toBe(false);
    expect(isExpired(token, new Date('2026-11-21T10:00:00Z'))).toBe(true);
  });
});
