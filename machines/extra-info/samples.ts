/** Samples of the event form for the registry's paths and the machine's tests. */

export const SAMPLE_LABELS = [
  { LabelID: 'LBL-RES-1', Subject: 'Rental.Reservation', Description: 'Evenement' },
  { LabelID: 'LBL-RES-4', Subject: 'Rental.Reservation', Description: 'Jeugdwerking' },
] as const;

/** A cart of one weekend (11 to 13 December 2026) with one line, as far as the form reads it. */
export const SAMPLE_CART = {
  CartID: 'CART-5001',
  DateTimeExpectedStart: '2026-12-11T00:00:00',
  DateTimeExpectedEnd: '2026-12-13T00:00:00',
  CustomFields: { CUST_CategoryID: 1000 },
  Notes: '',
  Attachments: [],
  Items: [{ CartItemID: 'CI-1', ItemID: 'PARTYTENT-3X3', Amount: 1 }],
};
