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

/**
 * A registration at checkout as the registration form leaves it in the pending values: the user
 * without its password (the session holds that in memory only).
 */
export const SAMPLE_REGISTRATION = {
  customer: { CompanyName: 'Jeugdhuis De Kelder', FirstName: 'Pieter', LastName: 'Claes', Email: 'pieter@kelder.example.test', Tel: '050 11 22 33', Street: 'Kelderstraat', HouseNumber: '4', ZipCode: '8000', City: 'Brugge', CountryID: 'be' },
  user: { Salutation: 'Mr', FirstName: 'Pieter', LastName: 'Claes', Email: 'pieter@kelder.example.test', Tel: '050 11 22 33', ConfirmURL: 'http://127.0.0.1:4180/activate' },
  customerDetail: { InvoiceEmail: 'pieter@kelder.example.test' },
};
