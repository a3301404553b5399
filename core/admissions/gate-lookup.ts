import type { Actor } from '../employees/permissions';
import type { Clock } from '../shared/clock';
import { domainError, type DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import { admissionStatus, type AdmissionStatus } from './admission';
import type { AdmissionRepository, OrderNames } from './admission-repository';
import type { AdmissionKind } from './products';
import type { TicketCodes } from './ticket-codes';

/** One of today's tickets of the order found: what the gate shows and the code it admits. */
export interface GateLookupTicket {
  code: string;
  type: AdmissionKind;
  status: AdmissionStatus;
  usedAt: Date | null;
}

/** The one answer for a missing order and for a name that does not match (nothing to probe). */
export const GATE_LOOKUP_NOT_FOUND = 'No order with that number and name';

type NotFound = Extract<DomainError, { kind: 'not-found' }>;

/** A name as people say it: any case, accents ignored, spaces and hyphens between words as one. */
export function spokenName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/[\s\-‐-―'’.,]+/gu, ' ')
    .trim();
}

/**
 * Whether `typed` names the order's guest: the contact's full name ("Ana García"), their last
 * name alone ("garcia"), or the account's full name, as spokenName reads them.
 */
export function nameMatches(typed: string, names: OrderNames): boolean {
  const said = spokenName(typed);
  if (said === '') return false;
  const candidates = [
    `${names.contactFirst} ${names.contactLast}`,
    names.contactLast,
    ...(names.account === null ? [] : [names.account]),
  ].map(spokenName);
  return candidates.some((c) => c !== '' && c === said);
}

/**
 * The gate's fallback when a code cannot be scanned (staff or a manager, DECISIONS "E-tickets
 * and the gate"): the order's admissions for the park's today, when the name given matches the
 * order's contact or account. A missing order and a wrong name get the same not-found, so an
 * order number alone reveals nothing. Each ticket found is admitted by its code (CheckIn).
 */
export class GateLookup {
  constructor(
    private readonly admissions: AdmissionRepository,
    private readonly codes: TicketCodes,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    actor: Actor;
    orderId: number;
    name: string;
  }): Promise<Result<GateLookupTicket[], NotFound>> {
    const notFound = err(domainError('not-found', GATE_LOOKUP_NOT_FOUND));
    if (!Number.isSafeInteger(input.orderId)) return notFound;
    const names = await this.admissions.namesOf(input.orderId);
    if (!names || !nameMatches(input.name, names)) return notFound;
    const order = await this.admissions.ofOrder(input.orderId);
    if (!order) return notFound;
    const today = this.clock.today();
    return ok(
      order.admissions
        .filter((a) => a.visitDate === today)
        .map((a) => ({
          code: this.codes.codeOf(a.ref),
          type: a.type,
          status: admissionStatus(a),
          usedAt: a.lastCheckIn?.at ?? null,
        })),
    );
  }
}
