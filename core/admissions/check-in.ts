import type { Actor } from '../employees/permissions';
import type { Clock } from '../shared/clock';
import type { DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import {
  admitted,
  checkInOutcome,
  gateProblem,
  normalizeGate,
  type CheckInOutcome,
} from './admission';
import type { AdmissionRepository } from './admission-repository';
import { scannedCode, type TicketCodes } from './ticket-codes';
import { auditActor } from '../audit/audit';

type InvalidInput = Extract<DomainError, { kind: 'invalid-input' }>;

export interface CheckInInput {
  /** The staff member or manager at the gate (an admitted scan's audit entry names them). */
  actor: Actor;
  /** The code as scanned or typed. */
  code: string;
  /** The gate's name, if the device gave one. */
  gate?: string | null | undefined;
}

/** A row can change between the refused update and the read that says why: try again this often. */
const ATTEMPTS = 3;

/**
 * A scan at the gate (staff or a manager): a code that is not ours is unknown without a database
 * read; otherwise one atomic update admits the ticket on its visit day, once, unless void, and
 * only when it admits nothing is the ticket read to say why.
 */
export class CheckIn {
  constructor(
    private readonly admissions: AdmissionRepository,
    private readonly codes: TicketCodes,
    private readonly clock: Clock,
  ) {}

  async execute(input: CheckInInput): Promise<Result<CheckInOutcome, InvalidInput>> {
    const gate = normalizeGate(input.gate);
    const problem = gateProblem(gate);
    if (problem) return err({ kind: 'invalid-input', path: 'gate', message: problem });
    const ref = this.codes.refOf(scannedCode(input.code));
    if (ref === null) return ok({ result: 'unknown' });
    const by = auditActor(input.actor);
    for (let attempt = 1; ; attempt += 1) {
      const today = this.clock.today();
      const used = await this.admissions.checkIn(ref, { at: this.clock.now(), today, gate, by });
      if (used) return ok(admitted(used));
      const outcome = checkInOutcome(await this.admissions.findByRef(ref), today);
      // 'admitted' here means the ticket changed after the update (moved to today, say).
      if (outcome.result !== 'admitted') return ok(outcome);
      if (attempt >= ATTEMPTS) throw new Error('the check-in kept changing under the gate');
    }
  }
}
