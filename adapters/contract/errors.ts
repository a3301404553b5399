import { z } from 'zod';

// The bodies every call may answer with when it fails. Money fields elsewhere in the contract
// are dollar numbers with at most two decimals (stored as cents).

/** Any answer that only says something: 401, 403, 404, 409, 413, 429, 500, 503, and some 200s. */
export const MessageBody = z.strictObject({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

/** 400: what was wrong, field by field (`path` is dotted, e.g. `merchItems.0.quantity`). */
export const ValidationErrorBody = MessageBody.extend({
  errors: z.array(z.strictObject({ path: z.string(), message: z.string() })),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;
