/** Request bodies of the cart family, validated with Dutch messages that name the field. */
import { z } from 'zod';
import { badRequest, jsonBody, type DemoContext } from '../../lib/http.ts';
import { parseDay } from '../../lib/dates.ts';
import {
  RegistrationCustomerDetailSchema,
  RegistrationCustomerSchema,
  RegistrationTypeSchema,
  RegistrationUserSchema,
} from '../identity/registration.ts';

const dutchLocale = z.locales.nl().localeError;

/** zod's Dutch messages, except that a missing field says so plainly. */
const dutch: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'is verplicht' : dutchLocale(issue);

/** The JSON body, parsed by `schema`; a violation answers 400 naming the first bad field. */
export async function parseJson<T extends z.ZodType>(c: DemoContext, schema: T): Promise<z.output<T>> {
  const result = schema.safeParse(await jsonBody<unknown>(c), { error: dutch });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length > 0 ? `Veld ${issue.path.join('.')}` : 'Het verzoek';
  throw badRequest(`${field}: ${issue.message}`);
}

const isDay = (value: string) => {
  try {
    parseDay(value);
    return true;
  } catch {
    return false;
  }
};

/** A day as yyyy-MM-dd; a time part is allowed and ignored (cart periods are whole days). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'verwacht een datum als jjjj-mm-dd')
  .refine(isDay, 'is geen bestaande datum');

const id = z.string().min(1, 'mag niet leeg zijn');

const customFields = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const cartCreateSchema = z.object({
  WarehouseID: id,
  DateTimeExpectedStart: day,
  DateTimeExpectedEnd: day,
  DeliveryID: id,
  CustomFields: customFields.optional(),
});

export const cartUpdateSchema = z.object({
  DeliveryID: id.optional(),
  WarehouseID: id.optional(),
  DateTimeExpectedStart: day.optional(),
  DateTimeExpectedEnd: day.optional(),
  BusinessHourStart: id.nullable().optional(),
  BusinessHourEnd: id.nullable().optional(),
  CustomFields: customFields.optional(),
  Notes: z.string().optional(),
});

const amount = z.number().int('moet een geheel getal zijn').min(1, 'moet minstens 1 zijn');

const addLineSchema = z.object({
  ItemID: id.nullable().optional(),
  CompositionID: id.nullable().optional(),
  Amount: amount,
  DateTimeExpectedStart: day.optional(),
  DateTimeExpectedEnd: day.optional(),
  WarehouseID: id.optional(),
  UnsavedID: z.string().nullable().optional(),
  RelatedRentalItemID: z.string().nullable().optional(),
});
export type AddLine = z.output<typeof addLineSchema>;

export const addLinesSchema = z.array(addLineSchema).min(1, 'geef minstens één regel');
export const replaceLinesSchema = z.array(addLineSchema);

export const itemUpdateSchema = z.object({ Amount: amount });

export const bulkDeleteSchema = z.object({ CartItemIDs: z.array(id).min(1, 'geef minstens één regel') });

export const conflictCheckSchema = z.array(
  z.object({
    CartItemID: z.string().nullable().optional(),
    ItemID: z.string().nullable().optional(),
    CompositionID: z.string().nullable().optional(),
    Amount: amount.optional(),
    DateTimeExpectedStart: day.optional(),
    DateTimeExpectedEnd: day.optional(),
    WarehouseID: z.string().nullable().optional(),
  }),
);

export const certificateSchema = z.object({
  Number: z.string().trim().min(1, 'mag niet leeg zijn'),
  IsInactive: z.literal(false),
});

export const copyRequestSchema = z.object({ Access_token: id });

const salutation = z.enum(['Mr', 'Ms', 'Mx']).nullable();
const email = z.email('is geen geldig e-mailadres');

const address = z.object({
  Title: z.string().optional(),
  Street: z.string().optional(),
  HouseNumber: z.string().optional(),
  HouseNumberAddition: z.string().optional(),
  ZipCode: z.string().optional(),
  City: z.string().optional(),
  CountryID: z.string().optional(),
});
export type CheckoutAddress = z.output<typeof address>;

const customerFields = {
  CompanyName: z.string().optional(),
  Salutation: salutation.optional(),
  Street: z.string().optional(),
  HouseNumber: z.string().optional(),
  HouseNumberAddition: z.string().optional(),
  ZipCode: z.string().optional(),
  City: z.string().optional(),
  Municipality: z.string().optional(),
  CountryID: z.string().optional(),
  Tel: z.string().optional(),
  Website: z.string().optional(),
  CustomFields: customFields.optional(),
};

/** The customer a logged-in checkout may send along: all optional, shown in the mail only. */
const optionalCustomer = z.object({
  ...customerFields,
  FirstName: z.string().optional(),
  LastName: z.string().optional(),
  Email: z.string().optional(),
});

/** A customer the checkout creates: it needs a name and an e-mail address to mail to. */
const newCustomer = z.object({
  ...customerFields,
  FirstName: z.string().trim().min(1, 'is verplicht'),
  LastName: z.string().trim().min(1, 'is verplicht'),
  Email: email,
});
export type NewCustomer = z.output<typeof newCustomer>;

const checkoutFields = {
  Notes: z.string().optional(),
  Reference: z.string().optional(),
  Address: address.optional(),
  CustomFields: customFields.optional(),
  Labels: z.object({ Add: z.array(z.string()) }).optional(),
};

export const checkoutSchema = z.object({ ...checkoutFields, Customer: optionalCustomer.optional() });
export const checkoutAnonymousSchema = z.object({ ...checkoutFields, Customer: newCustomer });
export const checkoutRegisterSchema = z.object({
  ...checkoutFields,
  Registration: z.object({
    // The spec's payload does not name the type; without it only the rules common to all types apply.
    Type: RegistrationTypeSchema.optional(),
    Customer: RegistrationCustomerSchema,
    User: RegistrationUserSchema,
    CustomerDetail: RegistrationCustomerDetailSchema.prefault({}),
  }),
});
export type CheckoutBody = z.output<typeof checkoutSchema>;
