import { addDays, DATE_MAX, DATE_MIN, isIsoDate } from '../../../../../core/shared/dates';
import type { ViewContactFormsRequest } from './contact-forms-api';

export type ContactFormType = ViewContactFormsRequest['type'];

/** The type filter's choices, as the spec orders them. */
export const TYPE_OPTIONS: readonly { value: ContactFormType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'query', label: 'Query' },
  { value: 'issue', label: 'Issue' },
  { value: 'feedback', label: 'Feedback' },
];

export interface ContactFormsFilter {
  startDate: string;
  endDate: string;
  type: ContactFormType;
}

export const EMPTY_RESULT = 'No contact forms found for the selected date and type.';
export const END_BEFORE_START = 'The end date cannot be before the start date.';
export const DATES_NEEDED = 'Choose a start date and an end date to see the contact forms.';
export const DATES_OUT_OF_RANGE = `Dates must be between ${DATE_MIN} and ${DATE_MAX}.`;

/** The page opens on the last 30 days, so the newest messages show without a step. */
export function defaultFilter(today: string): ContactFormsFilter {
  return { startDate: addDays(today, -29), endDate: today, type: 'all' };
}

const inBounds = (day: string) => isIsoDate(day) && day >= DATE_MIN && day <= DATE_MAX;

/**
 * Why the filter cannot be asked yet (blank, out of the date bounds, end before start), or
 * null. While a problem stands no call is made.
 */
export function filterProblem(filter: ContactFormsFilter): string | null {
  if (!filter.startDate || !filter.endDate) return DATES_NEEDED;
  if (!inBounds(filter.startDate) || !inBounds(filter.endDate)) return DATES_OUT_OF_RANGE;
  if (filter.endDate < filter.startDate) return END_BEFORE_START;
  return null;
}
