import type { DomainError } from '../shared/errors';
import { MAINTENANCE_LIMITS, maintenanceCostProblem } from './maintenance';
import { dollarsToCents } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../shared/clock';
import type { MaintenanceRepository, MaintenanceRequest } from './maintenance-repository';
import { auditActor } from '../audit/audit';
import type { Actor } from '../employees/permissions';

export interface SubmitMaintenanceRequestInput {
  subject: string;
  description: string;
  /** Dollars, at most two decimals. */
  costDollars: number;
  attractionId: number;
  /** The staff member or manager who files it (the audit log names them). */
  actor: Actor;
}

type SubmitError = Extract<DomainError, { kind: 'invalid-input' }>;

export const UNKNOWN_ATTRACTION = 'No such attraction';

/** Files an Open maintenance request on an attraction in use, dated with the park's today. */
export class SubmitMaintenanceRequest {
  constructor(
    private readonly requests: MaintenanceRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: SubmitMaintenanceRequestInput,
  ): Promise<Result<MaintenanceRequest, SubmitError>> {
    const subject = input.subject.trim();
    const description = input.description.trim();
    const invalid = (path: string, message: string) =>
      err<SubmitError>({ kind: 'invalid-input', path, message });
    if (subject.length < 1 || subject.length > MAINTENANCE_LIMITS.subject)
      return invalid('subject', `Subject must be 1 to ${MAINTENANCE_LIMITS.subject} characters`);
    if (description.length < 1 || description.length > MAINTENANCE_LIMITS.comment)
      return invalid(
        'description',
        `Comment must be 1 to ${MAINTENANCE_LIMITS.comment} characters`,
      );
    const cost = maintenanceCostProblem(input.costDollars);
    if (cost) return invalid('costDollars', cost);
    const stored = await this.requests.add(
      {
        attractionId: input.attractionId,
        subject,
        description,
        cost: dollarsToCents(input.costDollars),
        submittedDate: this.clock.today(),
        createdByEmployeeId: input.actor.id,
      },
      auditActor(input.actor),
    );
    if (stored === 'unknown-attraction') {
      return err({ kind: 'invalid-input', path: 'attractionId', message: UNKNOWN_ATTRACTION });
    }
    return ok(stored);
  }
}
