import type { EventFormValues } from '../../src/domain/event-form.ts';

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

export const SAMPLE_EVENT_FORM: EventFormValues = {
  orderType: 'LBL-RES-1',
  description: 'Buurtfeest in de Sint-Pietersstraat',
  startDate: '2026-12-12',
  startTime: '14:00',
  address: { title: 'Parochiezaal', street: 'Sint-Pietersstraat', number: '12', postalCode: '8000', city: 'Brugge', country: 'be' },
  venueSetting: 'Tent',
  accessType: 'Public',
  expectedAttendees: '150',
  organizerFirstName: 'Lotte',
  organizerLastName: 'Vermeulen',
  organizerPhone: '0470 12 34 56',
  isCoorganized: false,
  coorganizers: '',
  website: '',
  comments: 'Graag een seintje bij levering',
};
