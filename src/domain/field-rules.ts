/**
 * Generic field rules of spec 000 §5 that several forms share: time, phone, web address and
 * postal code. Pure predicates; each form turns a failure into its own message.
 */

/** A required text is filled when it holds more than spaces. */
export const isFilled = (value: string): boolean => value.trim() !== '';

/** Spec 000 §5: hours 0-23, minutes 00-59, as hours:minutes. */
export function isTimeOfDay(value: string): boolean {
  return /^([01]?\d|2[0-3]):[0-5]\d$/.test(value);
}

/** yyyy-MM-dd that names a real day (no 31 February). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// Belgian numbers have 9 (landline) or 10 (mobile) digits with their leading 0; international
// numbers at most 15 (E.164).
const PHONE_MIN_DIGITS = 9;
const PHONE_MAX_DIGITS = 15;

/** A phone number as people write it: an optional +, digits, and spaces, dots, slashes, dashes or brackets. */
export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  if (!/^\+?[\d\s./()-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/**
 * A web address as people type it, with or without `https://` ("www.fuif.be"), as a full
 * http(s) address; null when it is none.
 */
export function webAddress(value: string): string | null {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return null;
  // A scheme is a name and a colon not followed by a digit: `www.example.be:8080` is a host and port.
  const candidate = /^[a-z][a-z\d+.-]*:(?!\d)/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname)) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Postal codes of the countries the shop offers (lower-case ISO codes); others are not checked. */
const POSTAL_CODES: Record<string, RegExp> = {
  be: /^[1-9]\d{3}$/,
  nl: /^[1-9]\d{3} ?[a-z]{2}$/i,
  lu: /^(l-?)?\d{4}$/i,
  fr: /^\d{5}$/,
  de: /^\d{5}$/,
};

export function isPostalCode(country: string, value: string): boolean {
  const rule = POSTAL_CODES[country.toLowerCase()];
  return rule ? rule.test(value.trim()) : value.trim() !== '';
}

/** A file name's extension, lower case; none when the name has no dot. */
export function extensionOf(fileName: string): string {
  return /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
}
