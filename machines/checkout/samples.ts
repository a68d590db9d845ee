/** A receipt as a placed order leaves it, for the flows and tests that start after an order. */
export const sampleReceipt = {
  reservationOrderIds: ['RO-2026-0101'],
  warehouseId: 'WH-BRUGGE',
  warehouseName: 'Uitleendienst Brugge',
  warehouseContact: null,
  pickUp: '2026-12-11T09:00:00',
  return: '2026-12-14T16:00:00',
  pickUpSlot: '09:00 - 10:00',
  returnSlot: '16:00 - 17:00',
};
