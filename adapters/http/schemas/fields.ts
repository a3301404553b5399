import { z } from 'zod';
import { isUsStateCode } from '../../../core/domain/us-states';

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
