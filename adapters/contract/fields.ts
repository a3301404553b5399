import { z } from 'zod';
import { dateRangeMessage, isIsoDate, isWithinDateBounds } from '../../core/shared/dates';
import {
  isUsStateCode,
  isZipcode,
  NAME_MAX,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  normalizeUsState,
  US_STATE_MESSAGE,
  ZIPCODE_MESSAGE,
} from '../../core/shared/field-rules';

/** The answer when a body is not a JSON object at all. */
export const OBJECT_REQUIRED = { error: 'The request body must be a JSON object' };

/** A two-letter code of one of the 50 states, in any case; empty or null means none. */
export const usStateField = z
  .string({ error: 'State must be a state code or null' })
  .transform(normalizeUsState)
  .refine((value) => value === '' || isUsStateCode(value), { message: US_STATE_MESSAGE })
  .nullable()
  .transform((value) => (value === '' ? null : value));

/** A ZIP code (5 or 5+4 digits) that may be null; blank means null. */
export const optionalZipcodeField = z
  .string({ error: 'Zip code must be text or null' })
  .trim()
  .refine((value) => value === '' || isZipcode(value), { message: ZIPCODE_MESSAGE })
  .nullable()
  .transform((value) => (value === '' ? null : value));

/** A person's name: trimmed, required, at most 100 characters (core's personNameProblem). */
export const personNameField = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(NAME_MAX, NAME_TOO_LONG);

/** Ids are PostgreSQL integers: anything larger names no record (and must not reach the database). */
export const MAX_ID = 2_147_483_647;

/** The one rule of an id sent as a JSON number: a whole number from 1 to MAX_ID. */
export const idNumberField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(MAX_ID, `${label} is too large`);

/** An id sent as a number or as digits (a select's value, a path, a query string). */
export const idField = (label: string) =>
  z.preprocess(
    (value: number | string) =>
      typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
    idNumberField(label),
  );

/** Required text, trimmed, 1..max characters. */
export const requiredTextField = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** One of a fixed list of words, exactly as listed. */
export const oneOfField = <T extends string>(label: string, values: readonly [T, ...T[]]) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });

/**
 * The one rule of a date in any call: a real calendar day written YYYY-MM-DD, from DATE_MIN to
 * DATE_MAX, so no day a client sends, nor a range's next day, leaves four-digit years.
 * `formatMessage` is what a day that is not written so hears (by default the label's).
 */
export const isoDateField = (
  label: string,
  formatMessage = `${label} must be a date (YYYY-MM-DD)`,
) =>
  z
    .string({ error: formatMessage })
    .trim()
    .refine(isIsoDate, { message: formatMessage, abort: true })
    .refine(isWithinDateBounds, { message: dateRangeMessage(label) });

/** Looks like an email address (a search's filter: the exact rule is the accounts' own). */
export const ANY_EMAIL = /^[^\s@]+@[^\s@]+$/;
