import type { EventFormValues } from './event-form.ts';

/** A complete event form (a weekend of 11 to 13 December 2026), for the form's tests and the flow charts. */
export const SAMPLE_EVENT_FORM: EventFormValues = {
  orderType: 'LBL-RES-1',
  description: 'Buurtfeest in de Sint-Pietersstraat',
  startDate: '2026-12-12',
  startTime: '14:00',
  address: { title: 'Parochiezaal', street: 'Sint-Pietersstraat', number: '12', addition: '', postalCode: '8000', city: 'Brugge', country: 'be' },
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
