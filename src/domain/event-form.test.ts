import { describe, expect, it } from 'vitest';
import { addressSchema, EMPTY_ADDRESS, type AddressValue } from './address.ts';
import { SAMPLE_EVENT_FORM } from './event-form.samples.ts';
import {
  checkEventForm,
  EMPTY_EVENT_FORM,
  eventCustomFields,
  eventFormFromCustomFields,
  eventFormFromDraft,
  eventSummaryOf,
  hasEventFields,
  initialEventForm,
  isWithinRental,
  readEventFormDraft,
  patchEventForm,
  rentalDaysOf,
  type EventFormErrors,
  type EventFormValues,
} from './event-form.ts';
import { INVALID } from './stored-shape.ts';

const rental = { from: '2026-12-11', to: '2026-12-13' };

// The registry's sample event, without comments: those are the cart's notes, not its custom fields.
const filledForm: EventFormValues = { ...SAMPLE_EVENT_FORM, comments: '' };

/** Each refused field with the rules it broke. */
const rulesOf = (errors: EventFormErrors) => Object.fromEntries(Object.entries(errors).map(([field, problems]) => [field, problems.map((p) => p.rule).join(',')]));

const errorsOf = (patch: Parameters<typeof patchEventForm>[1]) => {
  const check = checkEventForm(patchEventForm(filledForm, patch), rental);
  return check.valid ? {} : rulesOf(check.errors);
};

describe('the event form (spec 001 §5)', () => {
  it('accepts a completely filled form', () => {
    expect(checkEventForm(filledForm, rental)).toEqual({ valid: true });
  });

  it('refuses an empty form field by field, the event type first', () => {
    const check = checkEventForm(EMPTY_EVENT_FORM, rental);
    expect(check.valid).toBe(false);
    if (check.valid) return;
    expect(check.firstField).toBe('orderType');
    expect(rulesOf(check.errors)).toEqual({
      orderType: 'required',
      description: 'required',
      startDate: 'required',
      startTime: 'required',
      'address.title': 'required',
      'address.street': 'required',
      'address.number': 'required',
      'address.postalCode': 'required',
      'address.city': 'required',
      venueSetting: 'required',
      accessType: 'required',
      expectedAttendees: 'required',
      organizerFirstName: 'required',
      organizerLastName: 'required',
      organizerPhone: 'required',
    });
  });

  it('names the first refused field in the order of the form', () => {
    const check = checkEventForm(patchEventForm(filledForm, { website: 'geen', address: { city: '' } }), rental);
    expect(check.valid ? null : check.firstField).toBe('address.city');
  });

  it('holds the description to 250 characters, spaces only being empty', () => {
    expect(errorsOf({ description: 'x'.repeat(250) })).toEqual({});
    expect(errorsOf({ description: 'x'.repeat(251) })).toEqual({ description: 'max' });
    expect(errorsOf({ description: '   ' })).toEqual({ description: 'required' });
  });

  it('lets the event start on a rental day only, the last one included, at a valid time', () => {
    expect(errorsOf({ startDate: '2026-12-11', startTime: '0:00' })).toEqual({});
    expect(errorsOf({ startDate: '2026-12-13', startTime: '23:59' })).toEqual({});
    expect(errorsOf({ startDate: '2026-12-10' })).toEqual({ startDate: 'outside_rental' });
    expect(errorsOf({ startDate: '2026-12-14' })).toEqual({ startDate: 'outside_rental' });
    expect(errorsOf({ startDate: '2026-02-31' })).toEqual({ startDate: 'date' });
    expect(errorsOf({ startTime: '24:00' })).toEqual({ startTime: 'time' });
    expect(errorsOf({ startTime: '' })).toEqual({ startTime: 'required' });
  });

  it('wants the venue setting and the access among their choices', () => {
    expect(errorsOf({ venueSetting: 'Inside', accessType: 'Private' })).toEqual({});
    expect(errorsOf({ venueSetting: 'Outside' })).toEqual({});
    expect(errorsOf({ venueSetting: '', accessType: '' })).toEqual({ venueSetting: 'required', accessType: 'required' });
  });

  it('wants the expected attendees as a whole number of at least one', () => {
    expect(errorsOf({ expectedAttendees: ' 1 ' })).toEqual({});
    expect(errorsOf({ expectedAttendees: 'veel' })).toEqual({ expectedAttendees: 'integer' });
    expect(errorsOf({ expectedAttendees: '12,5' })).toEqual({ expectedAttendees: 'integer' });
    expect(errorsOf({ expectedAttendees: '0' })).toEqual({ expectedAttendees: 'min_value' });
    expect(errorsOf({ expectedAttendees: '-4' })).toEqual({ expectedAttendees: 'min_value' });
  });

  it("wants the main organiser's names and a phone number", () => {
    expect(errorsOf({ organizerFirstName: '', organizerLastName: ' ' })).toEqual({ organizerFirstName: 'required', organizerLastName: 'required' });
    expect(errorsOf({ organizerPhone: '12' })).toEqual({ organizerPhone: 'phone' });
  });

  it('wants the co-organisers when the event is co-organised, even with other fields refused', () => {
    expect(errorsOf({ isCoorganized: true, coorganizers: 'Jeugdhuis De Kelder' })).toEqual({});
    expect(errorsOf({ isCoorganized: true })).toEqual({ coorganizers: 'required' });
    expect(errorsOf({ isCoorganized: true, description: '' })).toEqual({ description: 'required', coorganizers: 'required' });
  });

  it('takes the website as optional, but a web address when given', () => {
    expect(errorsOf({ website: 'www.buurtfeest.be' })).toEqual({});
    expect(errorsOf({ website: 'buurtfeest' })).toEqual({ website: 'url' });
  });

  it('checks the postal code against the country', () => {
    expect(errorsOf({ address: { postalCode: '800' } })).toEqual({ 'address.postalCode': 'postal_code' });
    expect(errorsOf({ address: { postalCode: '4331 AB', country: 'nl' } })).toEqual({});
  });
});

describe('the address selector rules (spec 002 §5)', () => {
  it('require every shown field and leave hidden ones alone', () => {
    const problems = (address: AddressValue, hidden: Parameters<typeof addressSchema>[1] = []) =>
      addressSchema(address, hidden).safeParse(address).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(problems({ ...EMPTY_ADDRESS, country: '' })).toEqual(
      ['title', 'street', 'number', 'postalCode', 'city', 'country'].map((field) => [field, 'required']),
    );
    expect(problems({ ...EMPTY_ADDRESS, title: 'Zaal', street: 'Markt', number: '1', addition: 'bus 3', postalCode: '80', city: 'Brugge' })).toEqual([['postalCode', 'postal_code']]);
    expect(problems({ ...EMPTY_ADDRESS, street: 'Markt', number: '1', postalCode: '8000', city: 'Brugge' }, ['title'])).toEqual([]);
    expect(problems({ ...EMPTY_ADDRESS, street: 'Markt', number: '1', postalCode: '80', city: 'Brugge' }, ['title', 'postalCode'])).toEqual([]);
  });
});

describe('the rental days', () => {
  it("are the cart's expected start and end days, both included", () => {
    const days = rentalDaysOf({ DateTimeExpectedStart: '2026-12-11T00:00:00', DateTimeExpectedEnd: '2026-12-13T00:00:00' });
    expect(days).toEqual(rental);
    expect(isWithinRental('2026-12-13', days)).toBe(true);
    expect(isWithinRental('2026-12-14', days)).toBe(false);
  });
});

describe('the custom fields of the event', () => {
  it('carry every field the form gives, the organiser also as one name', () => {
    expect(eventCustomFields(patchEventForm(filledForm, { startTime: '9:05', website: 'www.buurtfeest.be', isCoorganized: true, coorganizers: ' De Kelder ' }))).toEqual({
      CUST_EventDescription: 'Buurtfeest in de Sint-Pietersstraat',
      CUST_EventStartDate: '2026-12-12T00:00:00',
      CUST_EventStartTime: '09:05',
      CUST_EventLocationTitle: 'Parochiezaal',
      CUST_EventLocationStreet: 'Sint-Pietersstraat',
      CUST_EventLocationNumber: '12',
      CUST_EventLocationPostalCode: '8000',
      CUST_EventLocationCity: 'Brugge',
      CUST_EventLocationCountry: 'be',
      CUST_EventVenueSetting: 'Tent',
      CUST_EventAccessType: 'Public',
      CUST_EventWebsite: 'https://www.buurtfeest.be/',
      CUST_IsCoorganized: true,
      CUST_Coorganizers: 'De Kelder',
      CUST_ExpectedNumberAttendees: 150,
      CUST_EventMainOrganizerFirstName: 'Lotte',
      CUST_EventMainOrganizerLastName: 'Vermeulen',
      CUST_EventMainOrganizerName: 'Lotte Vermeulen',
      CUST_EventMainOrganizerTel: '0470 12 34 56',
    });
  });

  it('clear the optional ones left empty', () => {
    const fields = eventCustomFields(filledForm);
    expect(fields.CUST_EventWebsite).toBeNull();
    expect(fields.CUST_Coorganizers).toBeNull();
    expect(fields.CUST_IsCoorganized).toBe(false);
  });

  it('read back into the same form (without the pending order type and comments)', () => {
    const roundTrip = eventFormFromCustomFields({ CUST_CategoryID: 1000, ...eventCustomFields(filledForm) });
    expect(roundTrip).toEqual({ ...filledForm, orderType: '', comments: '' });
    expect(hasEventFields(eventCustomFields(filledForm))).toBe(true);
    expect(hasEventFields({ CUST_CategoryID: 1000 })).toBe(false);
  });

  it('read what the backend may hold otherwise with sensible defaults', () => {
    const form = eventFormFromCustomFields({ CUST_EventDescription: 'Quiz', CUST_EventVenueSetting: 'Garden', CUST_ExpectedNumberAttendees: 80 });
    expect(form).toMatchObject({ description: 'Quiz', venueSetting: '', expectedAttendees: '80', address: EMPTY_ADDRESS, isCoorganized: false });
  });
});

describe('the form on opening', () => {
  const saved = { CUST_CategoryID: 1000, ...eventCustomFields(filledForm) };

  it('starts from the draft when there is one', () => {
    const draft = { ...filledForm, description: 'Nog niet bewaard', address: { ...filledForm.address } };
    expect(initialEventForm({ draft, customFields: saved, orderType: 'LBL-RES-2', notes: 'ander' })).toEqual(draft);
  });

  it("else from the cart's event fields, with the pending order type and notes", () => {
    expect(initialEventForm({ draft: null, customFields: saved, orderType: 'LBL-RES-1', notes: 'Graag bellen' })).toEqual({ ...filledForm, comments: 'Graag bellen' });
  });

  it('else empty, with the pending order type and notes', () => {
    expect(initialEventForm({ draft: null, customFields: { CUST_CategoryID: 1000 }, orderType: null, notes: null })).toEqual(EMPTY_EVENT_FORM);
    expect(initialEventForm({ draft: null, customFields: {}, orderType: 'LBL-RES-3', notes: 'x' })).toMatchObject({ orderType: 'LBL-RES-3', comments: 'x' });
  });

  it('reads a draft that was tampered with as far as it makes sense', () => {
    expect(readEventFormDraft({ description: 42, venueSetting: 'Roof', isCoorganized: 'yes', address: 'Markt 1' })).toEqual({ ...EMPTY_EVENT_FORM, description: '42' });
    expect(readEventFormDraft('Markt 1')).toBe(INVALID);
    expect(eventFormFromDraft({ address: { street: 'Markt', country: '' } }).address).toEqual({ ...EMPTY_ADDRESS, street: 'Markt' });
  });
});

describe('the event as the summary shows it', () => {
  it('holds every detail of the form as the cart saved it, the comments being the pending notes', () => {
    const saved = eventCustomFields(patchEventForm(filledForm, { startTime: '9:05', website: 'www.buurtfeest.be', isCoorganized: true, coorganizers: 'De Kelder' }));
    expect(eventSummaryOf(initialEventForm({ draft: null, customFields: saved, orderType: 'LBL-RES-1', notes: 'Graag een seintje bij levering' }))).toEqual({
      description: 'Buurtfeest in de Sint-Pietersstraat',
      startsAt: '2026-12-12T09:05:00',
      venueSetting: 'Tent',
      accessType: 'Public',
      address: 'Parochiezaal, Sint-Pietersstraat 12, 8000 Brugge',
      country: null,
      organizer: 'Lotte Vermeulen',
      organizerPhone: '0470 12 34 56',
      expectedAttendees: '150',
      coorganizers: 'De Kelder',
      website: 'https://www.buurtfeest.be/',
      comments: 'Graag een seintje bij levering',
    });
  });

  it('names the country of an event abroad only, and leaves out co-organisers of an event organised alone', () => {
    const summary = eventSummaryOf(patchEventForm(filledForm, { address: { postalCode: '1012 AB', city: 'Amsterdam', country: 'nl' }, coorganizers: 'vergeten' }));
    expect(summary).toMatchObject({ address: 'Parochiezaal, Sint-Pietersstraat 12, 1012 AB Amsterdam', country: 'nl', coorganizers: null });
  });

  it('says nothing of what the cart does not hold', () => {
    expect(eventSummaryOf(EMPTY_EVENT_FORM)).toEqual({
      description: null,
      startsAt: null,
      venueSetting: null,
      accessType: null,
      address: null,
      country: null,
      organizer: null,
      organizerPhone: null,
      expectedAttendees: null,
      coorganizers: null,
      website: null,
      comments: null,
    });
  });
});
