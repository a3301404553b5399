import type { z } from 'zod';
import { HttpFailure, type FieldError } from './error-mapper';

/** The issues of a failed parse as the 400 body lists them. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * Parses a request body (or query) with its schema: the typed value, or a 400 whose message is
 * the first problem and whose `errors` list every field's problem.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new HttpFailure(400, errors[0]?.message ?? 'Invalid input', errors);
}
