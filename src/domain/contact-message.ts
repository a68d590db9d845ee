import { z } from './zod.ts';
import type { components } from '../../openapi/schema';
import { leniently } from './stored-shape.ts';
import { email, fieldProblems, maxLength, phone, required, type FieldProblems } from './validation.ts';

export type ContactFormRequest = components['schemas']['ContactFormRequest'];

/**
 * A message to the lending service through the footer's Contact link (`POST v2/_contact-form`).
 * A type, not an interface: it is kept as a plain record (the Contact page's draft).
 */
export type ContactMessageValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

export type ContactMessageField = keyof ContactMessageValues;

/** The fields in the order the form shows them: the first refused one takes the focus. */
const CONTACT_MESSAGE_FIELDS: readonly ContactMessageField[] = ['name', 'email', 'phone', 'subject', 'message'];

/** The limits of the contract's ContactFormRequest, told before the server refuses them. */
export const CONTACT_MESSAGE_LIMITS = { name: 200, phone: 50, subject: 200, message: 5000 } as const;

export const EMPTY_CONTACT_MESSAGE: ContactMessageValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** Who is signed in, to fill in whom the lending service answers. */
export interface ContactMessageSender {
  name: string;
  email: string;
}

/** The message as its draft kept it (src/app/flow-drafts.ts): the fields it holds as text, and no others. */
export const readContactMessageDraft = leniently((kept): Partial<ContactMessageValues> => {
  const texts: Partial<ContactMessageValues> = {};
  for (const field of CONTACT_MESSAGE_FIELDS) {
    const value = kept[field];
    if (typeof value === 'string') texts[field] = value;
  }
  return texts;
});

/** The form to start from: what the draft kept, the signed-in person's name and address where the draft has none. */
export function contactMessageFrom(draft: Partial<ContactMessageValues> | null, sender: ContactMessageSender | null): ContactMessageValues {
  return { ...EMPTY_CONTACT_MESSAGE, name: sender?.name ?? '', email: sender?.email ?? '', ...draft };
}

/** After a message went out: the sender stays, a next message starts blank. */
export const nextContactMessage = (sent: ContactMessageValues): ContactMessageValues => ({ ...sent, subject: '', message: '' });

const contactMessageSchema = z.object({
  name: z.string().check(required(), maxLength(CONTACT_MESSAGE_LIMITS.name)),
  email: z.string().check(required(), email()),
  phone: z.string().check(phone(), maxLength(CONTACT_MESSAGE_LIMITS.phone)),
  subject: z.string().check(required(), maxLength(CONTACT_MESSAGE_LIMITS.subject)),
  message: z.string().check(required(), maxLength(CONTACT_MESSAGE_LIMITS.message)),
});

/** Name, a valid address, subject and message are required; a phone number is optional but a phone number. */
export function contactMessageProblems(values: ContactMessageValues): FieldProblems {
  return fieldProblems(contactMessageSchema.safeParse(values));
}

/** The first field the check refuses, in the order of the form. */
export function firstRefusedContactField(values: ContactMessageValues): ContactMessageField {
  const problems = contactMessageProblems(values);
  return CONTACT_MESSAGE_FIELDS.find((field) => problems[field] !== undefined) ?? CONTACT_MESSAGE_FIELDS[0]!;
}

/** The request as the contract has it: trimmed, an empty phone left out. */
export function contactFormRequestOf(values: ContactMessageValues): ContactFormRequest {
  const phoneNumber = values.phone.trim();
  return {
    Name: values.name.trim(),
    Email: values.email.trim(),
    ...(phoneNumber ? { Phone: phoneNumber } : {}),
    Subject: values.subject.trim(),
    Message: values.message.trim(),
  };
}
