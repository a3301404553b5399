import { managerOnly, type ManagerOnlyUseCase, type Reader } from '../employees/permissions';
import { isIsoDate, type IsoDate } from '../shared/dates';
import type { DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import type { AuditEntry } from './audit';
import type { AuditLog } from './audit-repository';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
export const AUDIT_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`;
export const AUDIT_RANGE_MESSAGE = 'To cannot be before From';

/** What a reader asks of the log: every filter optional, the page size 50 unless given. */
export interface AuditQuery {
  /** The first and last park days (both included). */
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
  /** An actor's email, in any case. */
  actorEmail?: string | undefined;
  action?: string | undefined;
  limit?: number | undefined;
  /** The `next` of the page before. */
  cursor?: number | undefined;
}

/** One page, newest first; `next` is the cursor of the page after it, null on the last one. */
export interface AuditPage {
  entries: AuditEntry[];
  next: number | null;
}

type ListError = Extract<DomainError, { kind: 'invalid-input' | 'forbidden' }>;

const invalid = (path: string, message: string): Result<never, ListError> =>
  err({ kind: 'invalid-input', path, message });

/** A Manager (or the `park` command's operator) reads the audit log, a page at a time. */
export class ListAuditEntries implements ManagerOnlyUseCase<Reader> {
  constructor(private readonly log: AuditLog) {}

  authorize<A extends Reader>(actor: A) {
    return managerOnly(actor);
  }

  async execute(input: {
    actor: Reader;
    query: AuditQuery;
  }): Promise<Result<AuditPage, ListError>> {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    const { from, to, actorEmail, action, cursor } = input.query;
    const limit = input.query.limit ?? AUDIT_PAGE_DEFAULT;
    if (from !== undefined && !isIsoDate(from)) return invalid('from', 'From must be a date');
    if (to !== undefined && !isIsoDate(to)) return invalid('to', 'To must be a date');
    if (from !== undefined && to !== undefined && to < from)
      return invalid('to', AUDIT_RANGE_MESSAGE);
    if (!Number.isInteger(limit) || limit < 1 || limit > AUDIT_PAGE_MAX)
      return invalid('limit', AUDIT_LIMIT_MESSAGE);
    if (cursor !== undefined && !(Number.isSafeInteger(cursor) && cursor > 0))
      return invalid('cursor', 'Cursor must be the next of an earlier page');
    const email = actorEmail?.trim().toLowerCase();
    // One more than the page: whether it is there says if a next page exists.
    const found = await this.log.list({
      from,
      to,
      actor: email === '' ? undefined : email,
      action: action?.trim() || undefined,
      limit: limit + 1,
      cursor,
    });
    const entries = found.slice(0, limit);
    const next = found.length > limit ? entries[entries.length - 1]!.id : null;
    return ok({ entries, next });
  }
}
