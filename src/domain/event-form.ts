// zod/mini: the entry already carries it (stored-session.ts), so the form's rules cost the
// route chunk next to nothing; full zod would add about 20 KB gzip.
import { z } from './zod.ts';
import { addressFrom, addressSchema, ADDRESS_FIELDS, DEFAULT_COUNTRY, EMPTY_ADDRESS, type AddressField, type AddressValue } from './address.ts';
import { isDay, isFilled as filled, isTimeOfDay, webAddress } from './field-rules.ts';
import { leniently } from './stored-shape.ts';
import { date, fieldProblems, formRule, integer, maxLength, minValue, phone, required, time, url, type FieldProblems } from './validation.ts';

/** Spec 001 §9: the event description holds at most 250 characters. */
export const EVENT_DESCRIPTION_MAX = 250;
/** Expected attendees: a whole number, at least one. */
const MIN_ATTENDEES = 1;

export const VENUE_SETTINGS = ['Inside', 'Outside', 'Tent'] as const;
export type VenueSetting = (typeof VENUE_SETTINGS)[number];
export const ACCESS_TYPES = ['Public', 'Private'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

/**
 * The event form of spec 001 §5, as typed: every field a string (or a choice) until it is sent.
 * A type, not an interface: it is kept as a plain record (the event form's draft).
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

/** The event must start on a day of the rental: a rule of this form only. */
const OUTSIDE_RENTAL = 'outside_rental';

/** The venue has a name; a house number addition is not asked (spec 001 §5). */
export const HIDDEN_ADDRESS_FIELDS: readonly AddressField[] = ['addition'];

export type EventFormField = Exclude<keyof EventFormValues, 'address'> | `address.${AddressField}`;

/** The fields in the order the form shows them: the first refused one takes the focus. */
const EVENT_FORM_FIELDS: readonly EventFormField[] = [
  'orderType',
  'description',
  'startDate',
  'startTime',
  ...ADDRESS_FIELDS.filter((field) => !HIDDEN_ADDRESS_FIELDS.includes(field)).map((field) => `address.${field}` as const),
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

/** Every refused field with its problems; `outside_rental` is the form's own. */
export type EventFormErrors = FieldProblems<typeof OUTSIDE_RENTAL>;
export type EventFormProblem = EventFormErrors[string][number];

/** A choice: none made (or an unknown one) is a missing answer. */
const chosenFrom = (values: readonly string[]) => z.string().check(formRule('required', (value) => values.includes(value)));

function eventFormSchema(values: EventFormValues, rental: RentalDays) {
  return z.object({
    orderType: z.string().check(required()),
    description: z.string().check(required(), maxLength(EVENT_DESCRIPTION_MAX)),
    startDate: z.string().check(required(), date(), formRule(OUTSIDE_RENTAL, (day) => !isDay(day) || isWithinRental(day, rental))),
    startTime: z.string().check(required(), time()),
    address: addressSchema(values.address, HIDDEN_ADDRESS_FIELDS),
    venueSetting: chosenFrom(VENUE_SETTINGS),
    accessType: chosenFrom(ACCESS_TYPES),
    expectedAttendees: z.string().check(required(), integer(), minValue(MIN_ATTENDEES)),
    organizerFirstName: z.string().check(required()),
    organizerLastName: z.string().check(required()),
    organizerPhone: z.string().check(required(), phone()),
    isCoorganized: z.boolean(),
    coorganizers: values.isCoorganized ? z.string().check(required()) : z.string(),
    website: z.string().check(url()),
    comments: z.string(),
  });
}

export type EventFormCheck = { valid: true } | { valid: false; errors: EventFormErrors; firstField: EventFormField };

/** Spec 001 §5 "Event form": each refused field with its problems, and the first of them in the form. */
export function checkEventForm(values: EventFormValues, rental: RentalDays): EventFormCheck {
  const result = eventFormSchema(values, rental).safeParse(values);
  if (result.success) return { valid: true };
  const errors = fieldProblems(result, [OUTSIDE_RENTAL]);
  const firstField = EVENT_FORM_FIELDS.find((field) => errors[field] !== undefined) ?? EVENT_FORM_FIELDS[0]!;
  return { valid: false, errors, firstField };
}

/** The start time as the API keeps it: HH:mm (a typed 9:00 becomes 09:00). */
const paddedTime = (time: string) => time.padStart(5, '0');
/** Where the cart's custom fields keep the venue (the addition is not asked). */
const CUSTOM_FIELD_OF_ADDRESS: Record<AddressField, string> = {
  title: 'CUST_EventLocationTitle',
  street: 'CUST_EventLocationStreet',
  number: 'CUST_EventLocationNumber',
  addition: 'CUST_EventLocationAddition',
  postalCode: 'CUST_EventLocationPostalCode',
  city: 'CUST_EventLocationCity',
  country: 'CUST_EventLocationCountry',
};

/** An optional text: trimmed, or null when left empty. */
const textOrNull = (value: string) => (filled(value) ? value.trim() : null);

/** The custom fields a cart carries of a filled-in event form (spec 001 §3), for a form that passed its check. */
export function eventCustomFields(values: EventFormValues): Record<string, string | number | boolean | null> {
  const firstName = values.organizerFirstName.trim();
  const lastName = values.organizerLastName.trim();
  return {
    CUST_EventDescription: values.description.trim(),
    // Dates in the API are local date-times without zone.
    CUST_EventStartDate: `${values.startDate}T00:00:00`,
    CUST_EventStartTime: paddedTime(values.startTime),
    ...Object.fromEntries(ADDRESS_FIELDS.filter((field) => !HIDDEN_ADDRESS_FIELDS.includes(field)).map((field) => [CUSTOM_FIELD_OF_ADDRESS[field], textOrNull(values.address[field])])),
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
    address: addressFrom((field) => asText(fields[CUSTOM_FIELD_OF_ADDRESS[field]])),
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

/** The form as its draft kept it; whatever is missing or malformed there starts empty. */
export function eventFormFromDraft(draft: Record<string, unknown>): EventFormValues {
  const address = isRecord(draft.address) ? draft.address : {};
  return {
    orderType: asText(draft.orderType),
    description: asText(draft.description),
    startDate: asText(draft.startDate),
    startTime: asText(draft.startTime),
    address: addressFrom((field) => asText(address[field])),
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

/** The event form's draft as its flow keeps it (src/app/flow-drafts.ts), read as far as it makes sense. */
export const readEventFormDraft = leniently(eventFormFromDraft);

/** What the form starts from on opening; the order type and comments are pending values of their own. */
export interface EventFormSources {
  /** The half-filled form, as the event form's draft kept it. */
  draft: EventFormValues | null;
  customFields: Record<string, unknown>;
  orderType: string | null;
  notes: string | null;
}

/**
 * The draft (what was typed and not saved yet) comes first; else the event information the
 * cart holds already; else an empty form. The pending order type and notes fill theirs.
 */
export function initialEventForm({ draft, customFields, orderType, notes }: EventFormSources): EventFormValues {
  if (draft) return draft;
  const base = hasEventFields(customFields) ? eventFormFromCustomFields(customFields) : EMPTY_EVENT_FORM;
  return { ...base, orderType: orderType ?? '', comments: notes ?? '' };
}

/** The event as the summary shows it (spec 001 §2): every detail of the form, null where it holds none. */
export interface EventSummary {
  description: string | null;
  /** The local date-time the event starts (yyyy-MM-ddTHH:mm:00), when both its day and its hour are known. */
  startsAt: string | null;
  venueSetting: VenueSetting | null;
  accessType: AccessType | null;
  /** The venue's name, street and number, postal code and city, on one line. */
  address: string | null;
  /** The country code, only for an event abroad. */
  country: string | null;
  organizer: string | null;
  organizerPhone: string | null;
  expectedAttendees: string | null;
  /** Only when the event is organised together. */
  coorganizers: string | null;
  website: string | null;
  comments: string | null;
}

export function eventSummaryOf(values: EventFormValues): EventSummary {
  const words = (...parts: string[]) => parts.map((part) => part.trim()).filter(Boolean).join(' ');
  const { address } = values;
  const addressParts = [address.title.trim(), words(address.street, address.number), words(address.postalCode, address.city)];
  return {
    description: textOrNull(values.description),
    startsAt: isDay(values.startDate) && isTimeOfDay(values.startTime) ? `${values.startDate}T${paddedTime(values.startTime)}:00` : null,
    venueSetting: values.venueSetting || null,
    accessType: values.accessType || null,
    address: textOrNull(addressParts.filter(Boolean).join(', ')),
    country: filled(address.country) && address.country !== DEFAULT_COUNTRY ? address.country : null,
    organizer: textOrNull(words(values.organizerFirstName, values.organizerLastName)),
    organizerPhone: textOrNull(values.organizerPhone),
    expectedAttendees: textOrNull(values.expectedAttendees),
    coorganizers: values.isCoorganized ? textOrNull(values.coorganizers) : null,
    website: textOrNull(values.website),
    comments: textOrNull(values.comments),
  };
}
