import { auditActor } from '../audit/audit';
import { ManagerUseCase, type Actor } from '../employees/permissions';
import type { Result } from '../shared/result';
import type { Merchandise } from './catalog';
import type { DepartmentRepository } from './department-repository';
import { saved, type SaveError } from './department-write';
import type { MerchandiseFields } from './departments';

type Changes = MerchandiseFields & { id: number };

/** A Manager changes a shop item. */
export class UpdateMerchandise extends ManagerUseCase<Changes, Merchandise, SaveError> {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  protected async run(
    { id, ...fields }: Changes,
    actor: Actor,
  ): Promise<Result<Merchandise, SaveError>> {
    return saved(
      'merchandise',
      await this.departments.updateMerchandise(id, fields, auditActor(actor)),
    );
  }
}
