import { formatPhone, isFormattedPhone } from './phone';
import { isUsStateCode } from './us-states';

/**
 * The park's field rules, each a predicate (or normaliser) and ONE message: the use cases check
 * with them, and the zod schemas at the edge delegate to them, so a message is written once.
 */

// --- email -------------------------------------------------------------------------------

export const EMAIL_MAX = 254;
export const EMAIL_MESSAGE = 'Enter a valid email address';

/**
 * An email address: dot-separated words, an @, and a domain with a top-level part of two or more
 * letters. The edge's `z.email` is given this pattern, so both sides accept the same addresses.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A trimmed email of at most 254 characters in the shape above. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

// --- phone -------------------------------------------------------------------------------

export { formatPhone, isFormattedPhone };

/** An employee's phone: ten digits written 3-3-4. */
export const PHONE_MESSAGE = 'Phone number must have 10 digits (123-456-7890)';

/** A phone typed with any punctuation but ten digits becomes 3-3-4; anything else is kept. */
export function normalizePhone(value: string): string {
  const phone = value.trim();
  const digits = phone.replace(/\D/g, '');
  return /^[\d\s().+-]*$/.test(phone) && digits.length === 10 ? formatPhone(digits) : phone;
}

/** An order's contact phone: digits and phone punctuation, at least seven digits. */
export const CONTACT_PHONE_MESSAGE = 'Enter a valid phone number';

export function isContactPhone(value: string): boolean {
  return /^[0-9+().\-\s]+$/.test(value) && value.replace(/\D/g, '').length >= 7;
}

// --- ZIP code ----------------------------------------------------------------------------

/** A US ZIP code: five digits, or ZIP+4 (12345-6789). */
export const ZIPCODE_PATTERN = /^\d{5}(-\d{4})?$/;
export const ZIPCODE_MAX = 10;
export const ZIPCODE_MESSAGE = 'Zip code must be 5 digits or 5+4 digits';

export function isZipcode(value: string): boolean {
  return ZIPCODE_PATTERN.test(value);
}

// --- US state ----------------------------------------------------------------------------

export { isUsStateCode };

export const US_STATE_MESSAGE = 'State must be one of the 50 US states';

/** A state as typed: trimmed and upper-cased ("tx " → "TX"). */
export function normalizeUsState(value: string): string {
  return value.trim().toUpperCase();
}

// --- person names ------------------------------------------------------------------------

export const NAME_MAX = 100;
export const NAME_REQUIRED = 'Name is required';
export const NAME_TOO_LONG = `Name must be at most ${NAME_MAX} characters`;

/** What is wrong with a (trimmed) person's name, or null: required, at most 100 characters. */
export function personNameProblem(name: string): string | null {
  if (name.length < 1) return NAME_REQUIRED;
  if (name.length > NAME_MAX) return NAME_TOO_LONG;
  return null;
}

export const FULL_NAME_MIN = 2;
export const FULL_NAME_MESSAGE = `Full name must be ${FULL_NAME_MIN} to ${NAME_MAX} characters with a first and a last name`;

/** A full name as typed: trimmed, runs of spaces made one ("  jane   doe " → "jane doe"). */
export function normalizeFullName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** A normalised full name: 2 to 100 characters, a first and a last name. */
export function isFullName(name: string): boolean {
  const names = name.split(' ').filter(Boolean);
  return name.length >= FULL_NAME_MIN && name.length <= NAME_MAX && names.length >= 2;
}
