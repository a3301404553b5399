import { z } from 'zod';
import { isUsStateCode } from '../../core/shared/us-states';

/** The answer when a body is not a JSON object at all. */
export const OBJECT_REQUIRED = { error: 'The request body must be a JSON object' };

/** A two-letter code of one of the 50 states, in any case; empty or null means none. */
export const usStateField = z
  .string({ error: 'State must be a state code or null' })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || isUsStateCode(value), {
    message: 'State must be one of the 50 US states',
  })
  .nullable()
  .transform((value) => (value === '' ? null : value));

/** Ids are PostgreSQL integers: anything larger names no record (and must not reach the database). */
export const MAX_ID = 2_147_483_647;

/** A whole number sent as a number or as digits (a select's value), e.g. an id. */
export const idField = (label: string) =>
  z.preprocess(
    (value: number | string) =>
      typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .positive(`${label} must be positive`)
      .max(MAX_ID, `${label} is too large`),
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

/** A real calendar day, YYYY-MM-DD. */
export const isoDateField = (label: string, check: (value: string) => boolean) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(check, { message: `${label} must be a date (YYYY-MM-DD)` });
