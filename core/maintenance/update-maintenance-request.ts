import { domainError, type DomainError } from '../shared/errors';
import {
  dateResolvedProblem,
  MAINTENANCE_LIMITS,
  maintenanceCostProblem,
  needsDateResolved,
  type MaintenanceStatus,
} from './maintenance';
import { dollarsToCents } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../shared/clock';
import type { MaintenanceRepository, MaintenanceRequest } from './maintenance-repository';
import { auditActor } from '../audit/audit';
import type { Actor } from '../employees/permissions';

export interface UpdateMaintenanceRequestInput {
  /** The staff member or manager making the change (the audit log names them). */
  actor: Actor;
  requestId: number;
  status: MaintenanceStatus;
  comment: string;
  /** Dollars, at most two decimals. */
  costDollars: number;
  /** Required when the status is Completed; ignored (and cleared) otherwise. */
  dateResolved: string | null;
}

type UpdateError = Extract<DomainError, { kind: 'invalid-input' | 'not-found' }>;

export const NO_SUCH_REQUEST = 'No such maintenance request';

/**
 * Changes a request's status, comment and cost; any status may follow any other. A Completed
 * request carries the day it was resolved (not in the future, not before it was submitted);
 * any other status has none.
 */
export class UpdateMaintenanceRequest {
  constructor(
    private readonly requests: MaintenanceRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: UpdateMaintenanceRequestInput,
  ): Promise<Result<MaintenanceRequest, UpdateError>> {
    const invalid = (path: string, message: string) =>
      err<UpdateError>({ kind: 'invalid-input', path, message });
    const comment = input.comment.trim();
    if (comment.length < 1 || comment.length > MAINTENANCE_LIMITS.comment)
      return invalid('comment', `Comment must be 1 to ${MAINTENANCE_LIMITS.comment} characters`);
    const cost = maintenanceCostProblem(input.costDollars);
    if (cost) return invalid('cost', cost);
    const current = await this.requests.findById(input.requestId);
    if (!current) return err(domainError('not-found', NO_SUCH_REQUEST));
    let dateResolved: string | null = null;
    if (needsDateResolved(input.status)) {
      if (!input.dateResolved)
        return invalid('dateResolved', 'Date Resolved is required for a completed request');
      const problem = dateResolvedProblem(
        input.dateResolved,
        current.submittedDate,
        this.clock.today(),
      );
      if (problem) return invalid('dateResolved', problem);
      dateResolved = input.dateResolved;
    }
    const changes = {
      status: input.status,
      description: comment,
      cost: dollarsToCents(input.costDollars),
      dateResolved,
    };
    const updated = await this.requests.update(current.id, changes, auditActor(input.actor));
    return updated ? ok(updated) : err(domainError('not-found', NO_SUCH_REQUEST));
  }
}
