import { cents, type Cents } from '../shared/money';

/**
 * The catalogue of admission products: every kind of admission the park sells is one entry
 * here, and nothing anywhere else lists the kinds. Pricing, capacity, the gate, the reports,
 * the PDFs, the web app, the CLI and the database (its `admission_kinds` table is written
 * from this list by the migrations) all read it. ARCHITECTURE.md "Add a product" is the recipe.
 */
export interface AdmissionProduct {
  /** The kind as it is stored and sent (`type` of a ticket on the wire). */
  readonly kind: string;
  /** How people read it: on tickets, the gate panel, reports and the CLI ("Standard"). */
  readonly label: string;
  /** The spec's card name and description on the Tickets page ("Standard Ticket"). */
  readonly name: string;
  readonly description: string;
  /** The field of the spec's checkout body that counts it (`tickets.standardTicket`). */
  readonly checkoutField: string;
  /** The list price: the spec's price, and the `regular` tier's. */
  readonly price: Cents;
  /** What one admission takes of its visit day: a day place always, an express place or not. */
  readonly capacity: { readonly day: 1; readonly express: 0 | 1 };
  /** How it admits at the gate: once on its visit day, or once on each day reserved for it. */
  readonly admits: 'once' | 'once-per-reserved-day';
  /**
   * Its bucket in the reports (the ticket report's type, the dashboard's split), and the bit
   * the report journals use for an order's set of buckets (one bit per bucket, 1, 2, 4, …).
   */
  readonly report: { readonly bucket: string; readonly bit: number };
  /** Its badge colour on the ticket PDF (white text on it passes WCAG AA, at least 4.5:1). */
  readonly badgeColor: string;
}

export const ADMISSION_PRODUCTS = [
  {
    kind: 'standard',
    label: 'Standard',
    name: 'Standard Ticket',
    description: 'Full day access',
    checkoutField: 'standardTicket',
    price: cents(6_500),
    capacity: { day: 1, express: 0 },
    admits: 'once',
    badgeColor: '#5b3fa8',
    report: { bucket: 'standard', bit: 1 },
  },
  {
    kind: 'express',
    label: 'Express',
    name: 'Express Ticket',
    description: 'Priority access',
    checkoutField: 'expressTicket',
    price: cents(9_000),
    capacity: { day: 1, express: 1 },
    admits: 'once',
    badgeColor: '#a12a5b',
    report: { bucket: 'express', bit: 2 },
  },
  {
    kind: 'child',
    label: 'Child',
    name: 'Child Ticket',
    description: 'Ages 3-12',
    checkoutField: 'childTicket',
    price: cents(4_500),
    capacity: { day: 1, express: 0 },
    admits: 'once',
    badgeColor: '#1f6f43',
    report: { bucket: 'child', bit: 4 },
  },
] as const satisfies readonly AdmissionProduct[];

/** The day-ticket kinds, in the catalogue's order ('standard', 'express', 'child'). */
export type AdmissionKind = (typeof ADMISSION_PRODUCTS)[number]['kind'];
export const ADMISSION_KINDS: readonly AdmissionKind[] = ADMISSION_PRODUCTS.map((p) => p.kind);

/** The spec's checkout field of each kind (`standardTicket`, …): how the web cart counts it too. */
export type CheckoutField = (typeof ADMISSION_PRODUCTS)[number]['checkoutField'];
/** The labels people read ('Standard', …); a report bucket is named by its first product's. */
export type AdmissionLabel = (typeof ADMISSION_PRODUCTS)[number]['label'];
export type ReportBucket = (typeof ADMISSION_PRODUCTS)[number]['report']['bucket'];

const BY_KIND = new Map<string, AdmissionProduct>(ADMISSION_PRODUCTS.map((p) => [p.kind, p]));

export function isAdmissionKind(value: string): value is AdmissionKind {
  return BY_KIND.has(value);
}

/** A kind's catalogue entry. An unknown kind is a bug (never filed as anything else): it throws. */
export function admissionProduct(kind: string): AdmissionProduct {
  const product = BY_KIND.get(kind);
  if (!product) throw new RangeError(`unknown admission kind: ${JSON.stringify(kind)}`);
  return product;
}

/** A value for each kind, in the catalogue's order: `perKind((p) => p.price)`. */
export function perKind<T>(value: (product: AdmissionProduct) => T): Record<AdmissionKind, T> {
  return Object.fromEntries(ADMISSION_PRODUCTS.map((p) => [p.kind, value(p)])) as Record<
    AdmissionKind,
    T
  >;
}

/** Whether the kind is known (the type guard of a value read from outside: a row, a body). */
export function admissionKind(value: string): AdmissionKind {
  return admissionProduct(value).kind as AdmissionKind;
}

/** The report bucket a kind counts in; an unknown kind throws (it is never counted as another). */
export function reportBucketOf(kind: string): ReportBucket {
  return admissionProduct(kind).report.bucket as ReportBucket;
}

export interface ReportBucketInfo {
  readonly bucket: ReportBucket;
  /** How reports and their filters name it: the label of its first product. */
  readonly label: AdmissionLabel;
  /** The kinds that count in it, in the catalogue's order. */
  readonly kinds: readonly AdmissionKind[];
  /** Its bit in the report journals' set of buckets. */
  readonly bit: number;
}

/** The report buckets, in the catalogue's order of their first products. */
export const REPORT_BUCKETS: readonly ReportBucketInfo[] = ADMISSION_PRODUCTS.reduce<
  ReportBucketInfo[]
>((buckets, p) => {
  const known = buckets.find((b) => b.bucket === p.report.bucket);
  if (known) return buckets.map((b) => (b === known ? { ...b, kinds: [...b.kinds, p.kind] } : b));
  return [
    ...buckets,
    { bucket: p.report.bucket, label: p.label, kinds: [p.kind], bit: p.report.bit },
  ];
}, []);

/** A bucket's entry; an unknown bucket throws. */
export function reportBucket(bucket: string): ReportBucketInfo {
  const found = REPORT_BUCKETS.find((b) => b.bucket === bucket);
  if (!found) throw new RangeError(`unknown report bucket: ${JSON.stringify(bucket)}`);
  return found;
}

/** A value for each report bucket, in their order: `perBucket((b) => 0)`. */
export function perBucket<T>(value: (bucket: ReportBucketInfo) => T): Record<ReportBucket, T> {
  return Object.fromEntries(REPORT_BUCKETS.map((b) => [b.bucket, value(b)])) as Record<
    ReportBucket,
    T
  >;
}
