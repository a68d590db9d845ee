// zod/mini: the entry already carries it (stored-session.ts), so the form's rules cost the
// route chunk next to nothing; full zod would add about 20 KB gzip.
import { z } from 'zod/mini';
import { addressSchema, EMPTY_ADDRESS, ADDRESS_FIELDS, type AddressField, type AddressProblem, type AddressValue } from './address.ts';
import { isDay, isFilled as filled, isPhoneNumber, isTimeOfDay, webAddress } from './field-rules.ts';

/** Spec 001 §9: the event description holds at most 250 characters. */
export const EVENT_DESCRIPTION_MAX = 250;
/** Expected attendees: a whole number, at least one. */
export const MIN_ATTENDEES = 1;

export const VENUE_SETTINGS = ['Inside', 'Outside', 'Tent'] as const;
export type VenueSetting = (typeof VENUE_SETTINGS)[number];
export const ACCESS_TYPES = ['Public', 'Private'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

/**
 * The event form of spec 001 §5, as typed: every field a string (or a choice) until it is sent.
 * A type, not an interface: it is kept as a plain record (the pending draft).
 */
export type EventFormValues = {
  /** The order type: a LabelID of subject Rental.Reservation. */
  orderType: string;
  description: string;
  /** yyyy-MM-dd */
  startDate: string;
  /** HH:mm */
  startTime: string;
  address: AddressValue;
  venueSetting: VenueSetting | '';
  accessType: AccessType | '';
  expectedAttendees: string;
  organizerFirstName: string;
  organizerLastName: string;
  organizerPhone: string;
  isCoorganized: boolean;
  coorganizers: string;
  website: string;
  /** The cart's notes (held as pending notes, sent with the checkout). */
  comments: string;
};

export type EventFormPatch = Partial<Omit<EventFormValues, 'address'>> & { address?: Partial<AddressValue> };

export const EMPTY_EVENT_FORM: EventFormValues = {
  orderType: '',
  description: '',
  startDate: '',
  startTime: '',
  address: EMPTY_ADDRESS,
  venueSetting: '',
  accessType: '',
  expectedAttendees: '',
  organizerFirstName: '',
  organizerLastName: '',
  organizerPhone: '',
  isCoorganized: false,
  coorganizers: '',
  website: '',
  comments: '',
};

export function patchEventForm(values: EventFormValues, patch: EventFormPatch): EventFormValues {
  return { ...values, ...patch, address: { ...values.address, ...patch.address } };
}

/** The days of the rental (the cart's expected start and end), first and last included: yyyy-MM-dd. */
export interface RentalDays {
  from: string;
  to: string;
}

/** The cart's expected start and end are local date-times at midnight of the first and last day. */
export function rentalDaysOf(cart: { DateTimeExpectedStart: string; DateTimeExpectedEnd: string }): RentalDays {
  return { from: cart.DateTimeExpectedStart.slice(0, 10), to: cart.DateTimeExpectedEnd.slice(0, 10) };
}

/**
 * The event starts within the rental: the expected end is the last rental day at midnight, so
 * that whole day counts, at any time.
 */
export function isWithinRental(day: string, rental: RentalDays): boolean {
  return day >= rental.from && day <= rental.to;
}

export type EventFormProblem =
  | AddressProblem
  | 'too-long'
  | 'not-a-number'
  | 'not-whole'
  | 'too-small'
  | 'invalid-date'
  | 'outside-rental'
  | 'invalid-time'
  | 'invalid-phone'
  | 'invalid-url';

export type EventFormField = Exclude<keyof EventFormValues, 'address'> | `address.${AddressField}`;

/** The fields in the order the form shows them: the first refused one takes the focus. */
export const EVENT_FORM_FIELDS: readonly EventFormField[] = [
  'orderType',
  'description',
  'startDate',
  'startTime',
  ...ADDRESS_FIELDS.map((field) => `address.${field}` as const),
  'venueSetting',
  'accessType',
  'expectedAttendees',
  'organizerFirstName',
  'organizerLastName',
  'organizerPhone',
  'isCoorganized',
  'coorganizers',
  'website',
  'comments',
];

export type EventFormErrors = Partial<Record<EventFormField, EventFormProblem>>;

const required = z.string().check(z.refine(filled, { error: 'required' }));
/** A choice: none made (or an unknown one) is a missing answer. */
const oneOf = (values: readonly string[]) => z.string().check(z.refine((v) => values.includes(v), { error: 'required' }));
/** Only when filled: an empty field has its one message, 'required'. */
const whenFilled = (test: (value: string) => boolean) => (value: string) => !filled(value) || test(value.trim());

function eventFormSchema(rental: RentalDays) {
  return z
    .object({
      orderType: required,
      description: required.check(z.maxLength(EVENT_DESCRIPTION_MAX, { error: 'too-long' })),
      startDate: required.check(
        z.refine(whenFilled(isDay), { error: 'invalid-date' }),
        z.refine(whenFilled((day) => !isDay(day) || isWithinRental(day, rental)), { error: 'outside-rental' }),
      ),
      startTime: required.check(z.refine(whenFilled(isTimeOfDay), { error: 'invalid-time' })),
      address: addressSchema(),
      venueSetting: oneOf(VENUE_SETTINGS),
      accessType: oneOf(ACCESS_TYPES),
      expectedAttendees: required.check(
        z.refine(whenFilled((n) => /^[+-]?\d+([.,]\d+)?$/.test(n)), { error: 'not-a-number' }),
        z.refine(whenFilled((n) => !/^[+-]?\d+[.,]\d+$/.test(n)), { error: 'not-whole' }),
        z.refine(whenFilled((n) => !/^[+-]?\d+$/.test(n) || Number(n) >= MIN_ATTENDEES), { error: 'too-small' }),
      ),
      organizerFirstName: required,
      organizerLastName: required,
      organizerPhone: required.check(z.refine(whenFilled(isPhoneNumber), { error: 'invalid-phone' })),
      isCoorganized: z.boolean(),
      coorganizers: z.string(),
      website: z.string().check(z.refine(whenFilled((text) => webAddress(text) !== null), { error: 'invalid-url' })),
      comments: z.string(),
    })
    .check(
      z.refine((values) => !values.isCoorganized || filled(values.coorganizers), {
        error: 'required',
        path: ['coorganizers'],
        // Also when other fields are refused: the form names every refused field at once.
        when: () => true,
      }),
    );
}

export type EventFormCheck = { valid: true } | { valid: false; errors: EventFormErrors; firstField: EventFormField };

/** Spec 001 §5 "Event form": each refused field with its first problem, and the first of them in the form. */
export function checkEventForm(values: EventFormValues, rental: RentalDays): EventFormCheck {
  const result = eventFormSchema(rental).safeParse(values);
  if (result.success) return { valid: true };
  const errors: EventFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') as EventFormField;
    errors[field] ??= issue.message as EventFormProblem;
  }
  const firstField = EVENT_FORM_FIELDS.find((field) => errors[field] !== undefined) ?? EVENT_FORM_FIELDS[0]!;
  return { valid: false, errors, firstField };
}

/** The custom fields a cart carries of a filled-in event form (spec 001 §3), for a form that passed its check. */
export function eventCustomFields(values: EventFormValues): Record<string, string | number | boolean | null> {
  const text = (value: string) => (filled(value) ? value.trim() : null);
  const firstName = values.organizerFirstName.trim();
  const lastName = values.organizerLastName.trim();
  return {
    CUST_EventDescription: values.description.trim(),
    // Dates in the API are local date-times without zone.
    CUST_EventStartDate: `${values.startDate}T00:00:00`,
    CUST_EventStartTime: values.startTime.padStart(5, '0'),
    CUST_EventLocationTitle: text(values.address.title),
    CUST_EventLocationStreet: text(values.address.street),
    CUST_EventLocationNumber: text(values.address.number),
    CUST_EventLocationPostalCode: text(values.address.postalCode),
    CUST_EventLocationCity: text(values.address.city),
    CUST_EventLocationCountry: text(values.address.country),
    CUST_EventVenueSetting: values.venueSetting,
    CUST_EventAccessType: values.accessType,
    CUST_EventWebsite: webAddress(values.website),
    CUST_IsCoorganized: values.isCoorganized,
    CUST_Coorganizers: values.isCoorganized ? values.coorganizers.trim() : null,
    CUST_ExpectedNumberAttendees: Number(values.expectedAttendees.trim()),
    CUST_EventMainOrganizerFirstName: firstName,
    CUST_EventMainOrganizerLastName: lastName,
    CUST_EventMainOrganizerName: `${firstName} ${lastName}`,
    CUST_EventMainOrganizerTel: values.organizerPhone.trim(),
  };
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
/** One of the choices, or '' when the value is none of them. */
export const choiceOf = <T extends string>(value: unknown, choices: readonly T[]): T | '' => choices.find((choice) => choice === value) ?? '';

/** Whether a cart already holds the event information (the customer comes back from the summary). */
export function hasEventFields(customFields: Record<string, unknown>): boolean {
  return filled(asText(customFields.CUST_EventDescription));
}

/** The form as a cart's custom fields hold it. */
export function eventFormFromCustomFields(fields: Record<string, unknown>): EventFormValues {
  return {
    ...EMPTY_EVENT_FORM,
    description: asText(fields.CUST_EventDescription),
    startDate: asText(fields.CUST_EventStartDate).slice(0, 10),
    startTime: asText(fields.CUST_EventStartTime),
    address: {
      title: asText(fields.CUST_EventLocationTitle),
      street: asText(fields.CUST_EventLocationStreet),
      number: asText(fields.CUST_EventLocationNumber),
      postalCode: asText(fields.CUST_EventLocationPostalCode),
      city: asText(fields.CUST_EventLocationCity),
      country: asText(fields.CUST_EventLocationCountry) || EMPTY_ADDRESS.country,
    },
    venueSetting: choiceOf(fields.CUST_EventVenueSetting, VENUE_SETTINGS),
    accessType: choiceOf(fields.CUST_EventAccessType, ACCESS_TYPES),
    expectedAttendees: asText(fields.CUST_ExpectedNumberAttendees),
    organizerFirstName: asText(fields.CUST_EventMainOrganizerFirstName),
    organizerLastName: asText(fields.CUST_EventMainOrganizerLastName),
    organizerPhone: asText(fields.CUST_EventMainOrganizerTel),
    isCoorganized: fields.CUST_IsCoorganized === true,
    coorganizers: asText(fields.CUST_Coorganizers),
    website: asText(fields.CUST_EventWebsite),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The form as the pending draft kept it; whatever is missing or malformed there starts empty. */
export function eventFormFromDraft(draft: Record<string, unknown>): EventFormValues {
  const address = isRecord(draft.address) ? draft.address : {};
  return {
    orderType: asText(draft.orderType),
    description: asText(draft.description),
    startDate: asText(draft.startDate),
    startTime: asText(draft.startTime),
    address: {
      title: asText(address.title),
      street: asText(address.street),
      number: asText(address.number),
      postalCode: asText(address.postalCode),
      city: asText(address.city),
      country: asText(address.country) || EMPTY_ADDRESS.country,
    },
    venueSetting: choiceOf(draft.venueSetting, VENUE_SETTINGS),
    accessType: choiceOf(draft.accessType, ACCESS_TYPES),
    expectedAttendees: asText(draft.expectedAttendees),
    organizerFirstName: asText(draft.organizerFirstName),
    organizerLastName: asText(draft.organizerLastName),
    organizerPhone: asText(draft.organizerPhone),
    isCoorganized: draft.isCoorganized === true,
    coorganizers: asText(draft.coorganizers),
    website: asText(draft.website),
    comments: asText(draft.comments),
  };
}

/** What the form starts from on opening; the order type and comments are pending values of their own. */
export interface EventFormSources {
  /** The half-filled form kept as pending `eventDraft`. */
  draft: Record<string, unknown> | null;
  customFields: Record<string, unknown>;
  orderType: string | null;
  notes: string | null;
}

/**
 * The draft (what was typed and not saved yet) comes first; else the event information the
 * cart holds already; else an empty form. The pending order type and notes fill theirs.
 */
export function initialEventForm({ draft, customFields, orderType, notes }: EventFormSources): EventFormValues {
  if (draft) return eventFormFromDraft(draft);
  const base = hasEventFields(customFields) ? eventFormFromCustomFields(customFields) : EMPTY_EVENT_FORM;
  return { ...base, orderType: orderType ?? '', comments: notes ?? '' };
}
