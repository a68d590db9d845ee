import { describe, expect, it } from 'vitest';
import type { Cart } from '../../db.ts';
import { seedDatabase } from '../../seed/index.ts';
import { PRODUCT, WAREHOUSE } from '../../seed/anchors.ts';
import { DemoError } from '../../lib/http.ts';
import { withAddedLines } from './items.ts';
import { emptyCart } from './settings.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

function setting() {
  const db = seedDatabase(fixedClock);
  const cart: Cart = {
    ...emptyCart('CART-T', null, null),
    WarehouseID: { Key: WAREHOUSE.kortrijk, Description: 'Uitleendienst Kortrijk' },
    DateTimeExpectedStart: '2026-11-27T00:00:00',
    DateTimeExpectedEnd: '2026-11-30T00:00:00',
  };
  return { db, cart };
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DemoError) return { status: error.status, message: error.message };
    throw error;
  }
  return null;
};

describe('withAddedLines', () => {
  it('adds up the same product, period and parent, and keeps other lines apart', () => {
    const { db, cart } = setting();
    const first = withAddedLines(db, cart, [], [
      { CompositionID: PRODUCT.pakketFuif, Amount: 1, UnsavedID: 'p' },
      { ItemID: 'NADARHEK', Amount: 4, RelatedRentalItemID: 'p' },
      { ItemID: 'NADARHEK', Amount: 2 },
    ]);
    const parent = first.saved.get('p')!;
    const second = withAddedLines(db, cart, first.items, [
      { ItemID: 'NADARHEK', Amount: 6, RelatedRentalItemID: parent },
      { ItemID: 'NADARHEK', Amount: 1, DateTimeExpectedStart: '2026-11-28', DateTimeExpectedEnd: '2026-11-29' },
    ]);
    expect(second.items.map((i) => [i.Item.ID, i.Amount, i.RelatedRentalItemID, i.DateTimeExpectedStart.slice(0, 10)])).toEqual([
      [PRODUCT.pakketFuif, 1, null, '2026-11-27'],
      ['NADARHEK', 10, parent, '2026-11-27'],
      ['NADARHEK', 2, null, '2026-11-27'],
      ['NADARHEK', 1, null, '2026-11-28'],
    ]);
    // The cart itself is left alone: the caller commits the result.
    expect(cart.Items).toEqual([]);
  });

  it('accepts a warehouse of the alias group only', () => {
    const { db, cart } = setting();
    expect(refusal(() => withAddedLines(db, cart, [], [{ ItemID: PRODUCT.partytent3x3, Amount: 1, WarehouseID: WAREHOUSE.ieper }]))).toBeNull();
    expect(refusal(() => withAddedLines(db, cart, [], [{ ItemID: PRODUCT.partytent3x3, Amount: 1, WarehouseID: WAREHOUSE.brugge }]))).toEqual({
      status: 400,
      message: `Veld 0.WarehouseID: ${WAREHOUSE.brugge} is niet de locatie van de winkelwagen`,
    });
  });

  it('needs a parent that exists or comes earlier in the request', () => {
    const { db, cart } = setting();
    const lines = [
      { ItemID: 'NOODVERLICHTING-SET', Amount: 1, RelatedRentalItemID: 'p' },
      { CompositionID: PRODUCT.pakketFuif, Amount: 1, UnsavedID: 'p' },
    ];
    expect(refusal(() => withAddedLines(db, cart, [], lines))?.message).toBe('Veld 0.RelatedRentalItemID: onbekende regel p');
  });

  it('names a composition by CompositionID and an item by ItemID, never both', () => {
    const { db, cart } = setting();
    expect(refusal(() => withAddedLines(db, cart, [], [{ ItemID: PRODUCT.pakketFuif, Amount: 1 }]))?.message).toBe(
      'Veld 0.ItemID: Fuifpakket is een samenstelling: gebruik CompositionID',
    );
    expect(refusal(() => withAddedLines(db, cart, [], [{ ItemID: PRODUCT.partytent3x3, CompositionID: PRODUCT.pakketFuif, Amount: 1 }]))?.message).toBe(
      'Regel 0: geef precies één van ItemID en CompositionID op',
    );
  });
});
