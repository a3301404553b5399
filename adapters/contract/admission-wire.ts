import type { z } from 'zod';
import {
  ADMISSION_PRODUCTS,
  REPORT_BUCKETS,
  type AdmissionLabel,
  type CheckoutField,
  type ReportBucket,
} from '../../core/admissions/products';

/**
 * The wire names the catalogue of admission products gives (core/admissions/products.ts): the
 * checkout body's ticket fields, the dashboard's ticket counts, the report's ticket types. No
 * kind is spelled out here: a new product appears on the wire by its catalogue entry.
 */

/** The checkout body's `tickets`: one count per kind, named by its checkout field. */
export function checkoutTicketFields<T extends z.ZodType>(
  count: (label: string) => T,
): Record<CheckoutField, T> {
  return Object.fromEntries(
    ADMISSION_PRODUCTS.map((p) => [p.checkoutField, count(`${p.label} tickets`)]),
  ) as Record<CheckoutField, T>;
}

/** The dashboard's counts under the spec's first naming: `TotalStandardTickets`, … */
export type TotalTicketsField = `Total${AdmissionLabel}Tickets`;
/** … and under its second: `standardTickets`, … */
export type BucketTicketsField = `${ReportBucket}Tickets`;

const totalField = (b: (typeof REPORT_BUCKETS)[number]) => `Total${b.label}Tickets`;
const bucketField = (b: (typeof REPORT_BUCKETS)[number]) => `${b.bucket}Tickets`;

/** One zod field per report bucket, under the first naming. */
export const totalTicketsShape = <T extends z.ZodType>(field: () => T) =>
  Object.fromEntries(REPORT_BUCKETS.map((b) => [totalField(b), field()])) as Record<
    TotalTicketsField,
    T
  >;

/** One zod field per report bucket, under the second naming. */
export const bucketTicketsShape = <T extends z.ZodType>(field: () => T) =>
  Object.fromEntries(REPORT_BUCKETS.map((b) => [bucketField(b), field()])) as Record<
    BucketTicketsField,
    T
  >;

/** The dashboard's ticket counts by bucket, under the first naming. */
export const totalTicketsOf = (byBucket: Readonly<Record<ReportBucket, number>>) =>
  Object.fromEntries(REPORT_BUCKETS.map((b) => [totalField(b), byBucket[b.bucket]])) as Record<
    TotalTicketsField,
    number
  >;

/** The dashboard's ticket counts by bucket, under the second naming. */
export const bucketTicketsOf = (byBucket: Readonly<Record<ReportBucket, number>>) =>
  Object.fromEntries(REPORT_BUCKETS.map((b) => [bucketField(b), byBucket[b.bucket]])) as Record<
    BucketTicketsField,
    number
  >;

/** Each report bucket's count as people read it, with the two names the body may use. */
export const DASHBOARD_TICKET_COUNTS: readonly {
  label: string;
  names: readonly [TotalTicketsField, BucketTicketsField];
}[] = REPORT_BUCKETS.map((b) => ({
  label: `${b.label} tickets`,
  names: [totalField(b) as TotalTicketsField, bucketField(b) as BucketTicketsField],
}));

/** A report bucket's label ('Standard', …): the finance report's ticket type. */
export const TICKET_TYPE_LABELS = REPORT_BUCKETS.map((b) => b.label) as [
  AdmissionLabel,
  ...AdmissionLabel[],
];
