import { z } from 'zod';
import { isWithinDateBounds } from '../../core/shared/dates';
import { parseStatusFilter } from '../../core/maintenance/maintenance';
import {
  daysInRange,
  DINING_TYPE_FILTERS,
  FINANCE_CATEGORIES,
  FINANCE_KINDS,
  REPORT_MAX_DAYS,
  TICKET_TYPE_FILTERS,
  VISIT_CATEGORIES,
} from '../../core/reports/reports';
import { STATUS_FILTER_MESSAGE } from '../../core/reports/maintenance-report';
import { OBJECT_REQUIRED } from './fields';

const dateField = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD)` })
    .trim()
    .refine(isWithinDateBounds, {
      message: `${label} must be a date between 1900-01-01 and 2099-12-31`,
    });

/** One of `values`, in any case, answered as written in `values`. */
const choice = <T extends string>(label: string, values: readonly T[]) => {
  const message = `${label} must be one of ${values.join(', ')}`;
  return z.string({ error: message }).transform((value, ctx) => {
    const found = values.find((v) => v.toLowerCase() === value.trim().toLowerCase());
    if (found !== undefined) return found;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
};

/** Like choice, but missing, null or blank means `fallback`. */
const optionalChoice = <T extends string>(label: string, values: readonly T[], fallback: T) =>
  z
    .union([z.literal(''), choice(label, values)], {
      error: `${label} must be one of ${values.join(', ')}`,
    })
    .nullish()
    .transform((value): T => (value ? value : fallback));

/** Free text filter: missing, null or blank means any. */
const textFilter = (label: string) =>
  z
    .string({ error: `${label} must be text or null` })
    .max(100, `${label} must be at most 100 characters`)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));

const RANGE = { startDate: dateField('Start date'), endDate: dateField('End date') };

/** End not before start, at most REPORT_MAX_DAYS days (both days included). */
function checkRange(body: { startDate: string; endDate: string }, ctx: z.RefinementCtx): void {
  const range = { start: body.startDate, end: body.endDate };
  if (range.end < range.start)
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'End date cannot be before the start date',
    });
  else if (daysInRange(range) > REPORT_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `A report covers at most ${REPORT_MAX_DAYS} days`,
    });
}

/** POST /dashboardData. */
export const dashboardSchema = z.object(RANGE, OBJECT_REQUIRED).superRefine(checkRange);

/** POST /finance-report: the filters a category does not use are ignored (but still checked). */
export const financeReportSchema = z
  .object(
    {
      ...RANGE,
      category: choice('Category', FINANCE_CATEGORIES),
      ticketType: optionalChoice('Ticket type', TICKET_TYPE_FILTERS, 'all'),
      financeType: optionalChoice('Finance type', FINANCE_KINDS, 'revenue'),
      diningType: optionalChoice('Dining type', DINING_TYPE_FILTERS, 'all'),
      type: optionalChoice('Type', ['expense', 'profit'] as const, 'profit'),
    },
    OBJECT_REQUIRED,
  )
  .superRefine(checkRange);

/** POST /maintenance-report. */
export const maintenanceReportSchema = z
  .object(
    {
      ...RANGE,
      maintenanceStatus: z
        .string({ error: STATUS_FILTER_MESSAGE })
        .nullish()
        .refine((value) => parseStatusFilter(value) !== null, { message: STATUS_FILTER_MESSAGE })
        .transform((value) => value ?? null),
      maintenanceKeyword: textFilter('Keyword'),
      attractionName: textFilter('Attraction name'),
    },
    OBJECT_REQUIRED,
  )
  .superRefine(checkRange);

/** POST /visit-report. */
export const visitReportSchema = z
  .object(
    {
      ...RANGE,
      category: choice('Category', VISIT_CATEGORIES),
      attractionName: textFilter('Attraction name'),
      diningName: textFilter('Restaurant name'),
    },
    OBJECT_REQUIRED,
  )
  .superRefine(checkRange);
