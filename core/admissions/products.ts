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
    report: { bucket: 'child', bit: 4 },
  },
] as const satisfies readonly AdmissionProduct[];

/** The day-ticket kinds, in the catalogue's order ('standard', 'express', 'child'). */
export type AdmissionKind = (typeof ADMISSION_PRODUCTS)[number]['kind'];
export const ADMISSION_KINDS: readonly AdmissionKind[] = ADMISSION_PRODUCTS.map((p) => p.kind);

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
