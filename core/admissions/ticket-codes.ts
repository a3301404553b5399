/**
 * An admission's reference: 128 random bits the database makes (a UUID, written
 * `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`). Only its signed code leaves the park.
 */
export type TicketRef = string;

/** A ticket code is at most this long (DECISIONS.md): URL-safe, so it fits a link and a QR. */
export const TICKET_CODE_MAX = 64;

/**
 * The codes guests show at the gate: a reference and its signature, so a code that is not one
 * of ours (forged, mistyped, garbage) is refused without a database read. The signing key is
 * the adapter's (TICKET_SECRET).
 */
export interface TicketCodes {
  /** The code of a reference: URL-safe, at most TICKET_CODE_MAX characters. */
  codeOf(ref: TicketRef): string;
  /** The reference a code signs, or null when the code is not one this park made. */
  refOf(code: string): TicketRef | null;
}

/**
 * A code as the gate reads it: without the spaces around it, and without one leading
 * apostrophe. `park tickets --format csv` writes a code that starts with "-" behind an
 * apostrophe, so that a spreadsheet keeps it as text (csvField); a code pasted from that file
 * as it is still checks in. No code has an apostrophe of its own (they are URL-safe).
 */
export function scannedCode(text: string): string {
  const code = text.trim();
  return code.startsWith("'") ? code.slice(1) : code;
}
