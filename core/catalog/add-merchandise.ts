import { auditActor } from '../audit/audit';
import { ManagerUseCase, type Actor } from '../employees/permissions';
import type { Result } from '../shared/result';
import type { Merchandise } from './catalog';
import type { DepartmentRepository } from './department-repository';
import { saved, type SaveError } from './department-write';
import type { MerchandiseFields } from './departments';

/** A Manager adds a shop item. */
export class AddMerchandise extends ManagerUseCase<MerchandiseFields, Merchandise, SaveError> {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  protected async run(
    fields: MerchandiseFields,
    actor: Actor,
  ): Promise<Result<Merchandise, SaveError>> {
    return saved('merchandise', await this.departments.addMerchandise(fields, auditActor(actor)));
  }
}
