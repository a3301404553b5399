import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TicketCodes, TicketRef } from '../../core/admissions/ticket-codes';

const REF_BYTES = 16;
/** The first 16 bytes of the HMAC-SHA256: 128 bits, as unguessable as the reference itself. */
const MAC_BYTES = 16;
/** 16 bytes are 22 base64url characters (no padding). */
const PART = 22;
const CODE = /^[A-Za-z0-9_-]{44}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Ticket codes signed with HMAC-SHA256 (TICKET_SECRET): base64url of the reference's 16 bytes,
 * then base64url of the first 16 bytes of its MAC, 44 URL-safe characters. A code is checked
 * without the database: its shape, its canonical spelling (so no second spelling of the same
 * bytes passes), then its MAC in constant time.
 */
export class HmacTicketCodes implements TicketCodes {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('a ticket key has at least 32 characters');
  }

  private macOf(ref: Buffer): Buffer {
    return createHmac('sha256', this.secret).update(ref).digest().subarray(0, MAC_BYTES);
  }

  codeOf(ref: TicketRef): string {
    if (!UUID.test(ref)) throw new Error('a ticket reference is a UUID');
    const bytes = Buffer.from(ref.replaceAll('-', ''), 'hex');
    return bytes.toString('base64url') + this.macOf(bytes).toString('base64url');
  }

  refOf(code: string): TicketRef | null {
    if (!CODE.test(code)) return null;
    const ref = Buffer.from(code.slice(0, PART), 'base64url');
    const mac = Buffer.from(code.slice(PART), 'base64url');
    if (ref.length !== REF_BYTES || mac.length !== MAC_BYTES) return null;
    // 22 characters carry 132 bits: the last one's low bits must be zero, as codeOf writes them.
    const canonical = ref.toString('base64url') + mac.toString('base64url');
    if (canonical !== code || !timingSafeEqual(mac, this.macOf(ref))) return null;
    const hex = ref.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
