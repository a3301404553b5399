import { ADMISSION_KINDS_SOURCE } from './admission-kinds';
import { ADMISSIONS_SOURCE } from './admissions';
import { APPEND_ONLY_SOURCE } from './append-only';
import { PLACE_ORDER_SOURCE } from './place-order';
import { PLACE_ORDER_RESERVING_SOURCE } from './place-order-reserving';
import { REPORT_JOURNALS_SOURCE } from './report-journals';
import { REFUND_LINE_PARTS_SOURCE } from './refund-line-parts';
import { REPORT_REFUND_DAYS_SOURCE } from './report-refund-days';
import { SESSION_CHANGES_SOURCE } from './session-changes';
import type { SqlSource } from './source';

export type { SqlSource } from './source';

/**
 * The current source of every SQL function and trigger, in the order they are applied (what
 * one uses comes before it): migrate.ts applies each one whose text changed since this
 * database last applied it. Shipped migrations keep the SQL they ran; a change to a function
 * is a change here, never a new migration.
 */
export const SQL_SOURCES: readonly SqlSource[] = [
  ADMISSION_KINDS_SOURCE,
  REPORT_JOURNALS_SOURCE,
  REPORT_REFUND_DAYS_SOURCE,
  REFUND_LINE_PARTS_SOURCE,
  ADMISSIONS_SOURCE,
  PLACE_ORDER_SOURCE,
  PLACE_ORDER_RESERVING_SOURCE,
  APPEND_ONLY_SOURCE,
  SESSION_CHANGES_SOURCE,
];
