import type { components } from '../../openapi/schema';
import { isFilled, isPhoneNumber } from './field-rules.ts';
import type { Problem } from './validation.ts';

/**
 * The ExtraOrderInfo action (spec 002 §4 "extra order info", decision 017): for a party tent or
 * the mobile stage the lending service must reach someone on site during set-up and the event.
 * The cart or order keeps that person in two custom fields; the backend completes the action
 * once both are filled. Plain predicates, no zod: the cart machine that reads this is in the
 * shop's entry.
 */

type CustomFields = components['schemas']['CustomFields'];

export interface ExtraOrderInfo {
  contactName: string;
  contactPhone: string;
}

type ExtraOrderInfoField = keyof ExtraOrderInfo;

/** Each refused field with its problem; empty when the info may be saved. */
export type ExtraOrderInfoProblems = Partial<Record<ExtraOrderInfoField, Problem>>;

const FIELD_OF: Record<ExtraOrderInfoField, string> = {
  contactName: 'CUST_OnSiteContactName',
  contactPhone: 'CUST_OnSiteContactTel',
};

const text = (value: CustomFields[string] | undefined): string => (typeof value === 'string' ? value : '');

/** The info as the cart's or order's custom fields hold it (empty fields when not given yet). */
export const extraOrderInfoOf = (fields: CustomFields): ExtraOrderInfo => ({
  contactName: text(fields[FIELD_OF.contactName]),
  contactPhone: text(fields[FIELD_OF.contactPhone]),
});

/** The custom fields that save the info, trimmed. */
export const extraOrderInfoFields = (info: ExtraOrderInfo): CustomFields => ({
  [FIELD_OF.contactName]: info.contactName.trim(),
  [FIELD_OF.contactPhone]: info.contactPhone.trim(),
});

/** Both are required, and the phone must be a phone number the service can call. */
export function extraOrderInfoProblems(info: ExtraOrderInfo): ExtraOrderInfoProblems {
  const problems: ExtraOrderInfoProblems = {};
  if (!isFilled(info.contactName)) problems.contactName = { rule: 'required' };
  if (!isFilled(info.contactPhone)) problems.contactPhone = { rule: 'required' };
  else if (!isPhoneNumber(info.contactPhone)) problems.contactPhone = { rule: 'phone' };
  return problems;
}

export const isExtraOrderInfoValid = (info: ExtraOrderInfo): boolean => Object.keys(extraOrderInfoProblems(info)).length === 0;
