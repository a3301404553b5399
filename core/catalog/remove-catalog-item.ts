import { auditActor } from '../audit/audit';
import { ManagerUseCase, type Actor } from '../employees/permissions';
import { domainError, type DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import type { DepartmentRepository } from './department-repository';
import { notFoundMessage, type CatalogKind, type Removal } from './departments';

type Target = { kind: CatalogKind; id: number };

/**
 * A Manager deletes an attraction, shop item or restaurant. One that orders, expenses or
 * maintenance requests refer to is retired instead: it leaves the catalog and its history
 * stays whole.
 */
export class RemoveCatalogItem extends ManagerUseCase<
  Target,
  Removal,
  Extract<DomainError, { kind: 'not-found' }>
> {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  protected async run(
    { kind, id }: Target,
    actor: Actor,
  ): Promise<Result<Removal, Extract<DomainError, { kind: 'not-found' }>>> {
    const removal = await this.departments.remove(kind, id, auditActor(actor));
    return removal ? ok(removal) : err(domainError('not-found', notFoundMessage(kind)));
  }
}
