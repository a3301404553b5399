import { z } from 'zod';
import type { DayAvailability } from '../../core/capacity/capacity';
import { CAPACITY_MESSAGE } from '../../core/capacity/set-day-capacity';
import { ValidationErrorBody } from './errors';
import { isoDateField, OBJECT_REQUIRED } from './fields';

/** GET /availability?from=YYYY-MM-DD&to=YYYY-MM-DD (both optional: today and the next 59 days). */
export const availabilityQuerySchema = z.object({
  from: isoDateField('From').optional(),
  to: isoDateField('To').optional(),
});

const limit = z
  .number({ error: CAPACITY_MESSAGE })
  .int(CAPACITY_MESSAGE)
  .min(0, CAPACITY_MESSAGE)
  .max(10_000_000, CAPACITY_MESSAGE)
  .nullable();

/** PUT /capacity: a day's capacity (null: the park's default), and its express limit if given. */
export const setCapacitySchema = z.object(
  {
    date: isoDateField('Date'),
    capacity: limit,
    expressCapacity: limit.optional(),
  },
  OBJECT_REQUIRED,
);
export type SetCapacityRequest = z.input<typeof setCapacitySchema>;

// --- bodies ------------------------------------------------------------------------

/** One visit day as GET /availability and PUT /capacity answer it. */
export const DayAvailabilityBody = z.strictObject({
  date: z.string(),
  capacity: z.number().int(),
  sold: z.number().int(),
  remaining: z.number().int(),
  expressRemaining: z.number().int(),
  status: z.enum(['open', 'few', 'sold-out', 'closed', 'not-on-sale']),
});
export type DayAvailabilityBody = z.infer<typeof DayAvailabilityBody>;

/** 409 of POST /checkout when the visit day has no room: how many admissions remain. */
export const SoldOutBody = ValidationErrorBody.extend({ remaining: z.number().int() });
export type SoldOutBody = z.infer<typeof SoldOutBody>;

export const toDayAvailabilityBody = (day: DayAvailability): DayAvailabilityBody => ({ ...day });
