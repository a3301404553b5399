import type { Actor } from '../employees/permissions';
import { conflict, domainError, type DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import { nameTakenMessage, notFoundMessage, type CatalogKind } from './departments';

/**
 * What the department use cases share. Each is a Manager's (ManagerUseCase refuses anyone
 * else before the repository is touched); the input names the employee acting, whom the audit
 * log names.
 */
export interface ActedBy {
  actor: Actor;
}

export type SaveError = Extract<DomainError, { kind: 'not-found' | 'conflict' }>;

/** A repository answer as a Result: 'name-taken' is a conflict, null is not found. */
export function saved<T>(
  kind: CatalogKind,
  outcome: T | 'name-taken' | null,
): Result<T, SaveError> {
  if (outcome === 'name-taken') return err(conflict('name-taken', nameTakenMessage(kind)));
  if (outcome === null) return err(domainError('not-found', notFoundMessage(kind)));
  return ok(outcome);
}
