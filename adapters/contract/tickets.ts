import { z } from 'zod';
import {
  ADMISSION_STATUSES,
  GATE_MAX,
  gateProblem,
  normalizeGate,
  type CheckInOutcome,
} from '../../core/admissions/admission';
import type { GateLookupTicket } from '../../core/admissions/gate-lookup';
import type { OrderTickets, Ticket } from '../../core/admissions/list-tickets';
import { ADMISSION_KINDS, type AdmissionKind } from '../../core/admissions/products';
import { idField, OBJECT_REQUIRED, requiredTextField } from './fields';

// E-tickets and the gate (DECISIONS.md): an order's tickets and the check-in of one code.

/** GET /orders/:orderId/tickets: the order's id in the path. */
export const orderTicketsParamsSchema = z.object({ orderId: idField('Order id') });

export const CODE_REQUIRED = 'Code is required';
/** Any text up to this length is looked at (and is unknown if it is not ours); longer is 400. */
export const CODE_MAX = 2_048;

/** A gate's name: at most GATE_MAX characters on one line; blank or null means none. */
const gateField = z
  .string({ error: 'Gate must be text or null' })
  .transform(normalizeGate)
  .superRefine((gate, ctx) => {
    const problem = gateProblem(gate);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullable()
  .optional()
  .describe(`The gate's name, at most ${GATE_MAX} characters; blank or null for none`);

/** POST /gate/check-in: the code as scanned or typed, and the gate's name if it has one. */
export const checkInSchema = z.object(
  {
    code: z
      .string({ error: CODE_REQUIRED })
      .trim()
      .min(1, CODE_REQUIRED)
      .max(CODE_MAX, `Code must be at most ${CODE_MAX} characters`),
    gate: gateField,
  },
  OBJECT_REQUIRED,
);
export type CheckInRequest = z.input<typeof checkInSchema>;

/** The longest name the gate's lookup reads (a person's full name is at most 201). */
export const LOOKUP_NAME_MAX = 300;

/** GET /gate/lookup: the order's number and the name the guest gives. */
export const gateLookupQuerySchema = z.object({
  orderId: idField('Order id'),
  name: requiredTextField('Name', LOOKUP_NAME_MAX),
});
export type GateLookupQuery = z.input<typeof gateLookupQuerySchema>;

// --- bodies ------------------------------------------------------------------------

const ticketType = z.enum(ADMISSION_KINDS as [AdmissionKind, ...AdmissionKind[]]);

/** One ticket of GET /orders/:orderId/tickets; `usedAt` is an ISO instant or null. */
export const TicketBody = z.strictObject({
  code: z.string(),
  type: ticketType,
  visitDate: z.string(),
  status: z.enum(ADMISSION_STATUSES),
  usedAt: z.string().nullable(),
});
export type TicketBody = z.infer<typeof TicketBody>;

/** One of today's tickets of GET /gate/lookup: no visit day (it is today's), `usedAt` ISO or null. */
export const GateLookupTicketBody = z.strictObject({
  code: z.string(),
  type: ticketType,
  status: z.enum(ADMISSION_STATUSES),
  usedAt: z.string().nullable(),
});
export type GateLookupTicketBody = z.infer<typeof GateLookupTicketBody>;

export const toGateLookupBodies = (tickets: GateLookupTicket[]): GateLookupTicketBody[] =>
  tickets.map((t) => ({
    code: t.code,
    type: t.type,
    status: t.status,
    usedAt: t.usedAt?.toISOString() ?? null,
  }));

/** 200 of POST /gate/check-in. */
export const AdmittedBody = z.strictObject({
  result: z.literal('admitted'),
  type: ticketType,
  visitDate: z.string(),
  orderId: z.number().int(),
});
/**
 * 409 of POST /gate/check-in: used before (when, ISO, and at which gate), another day's, void,
 * or today's on a day a manager closed.
 */
export const CheckInRefusedBody = z.discriminatedUnion('result', [
  z.strictObject({
    result: z.literal('already-used'),
    usedAt: z.string(),
    gate: z.string().nullable(),
  }),
  z.strictObject({ result: z.literal('wrong-day'), visitDate: z.string() }),
  z.strictObject({ result: z.literal('void') }),
  z.strictObject({ result: z.literal('closed') }),
]);
/** 404 of POST /gate/check-in: the code is not one of the park's (forged, mistyped, garbage). */
export const UnknownCodeBody = z.strictObject({ result: z.literal('unknown') });
export const CheckInBody = z.union([AdmittedBody, CheckInRefusedBody, UnknownCodeBody]);
export type CheckInBody = z.infer<typeof CheckInBody>;

export const toTicketBody = (t: Ticket): TicketBody => ({
  code: t.code,
  type: t.type,
  visitDate: t.visitDate,
  status: t.status,
  usedAt: t.usedAt?.toISOString() ?? null,
});

export const toTicketBodies = (order: OrderTickets): TicketBody[] =>
  order.tickets.map(toTicketBody);

/** The HTTP answer of a check-in: 200 admitted, 404 unknown, 409 any other refusal. */
export function toCheckInAnswer(outcome: CheckInOutcome): {
  status: 200 | 404 | 409;
  body: CheckInBody;
} {
  switch (outcome.result) {
    case 'admitted':
      return { status: 200, body: { ...outcome } };
    case 'already-used':
      return {
        status: 409,
        body: { result: outcome.result, usedAt: outcome.usedAt.toISOString(), gate: outcome.gate },
      };
    case 'wrong-day':
      return { status: 409, body: { ...outcome } };
    case 'void':
    case 'closed':
      return { status: 409, body: { result: outcome.result } };
    case 'unknown':
      return { status: 404, body: { result: 'unknown' } };
  }
}
