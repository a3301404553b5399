import { auditActor } from '../audit/audit';
import { ManagerUseCase, type Actor } from '../employees/permissions';
import type { Result } from '../shared/result';
import type { Attraction } from './catalog';
import type { DepartmentRepository } from './department-repository';
import { saved, type SaveError } from './department-write';
import type { AttractionFields } from './departments';

/** A Manager adds an attraction; a new one opens at once (status 1). */
export class AddAttraction extends ManagerUseCase<AttractionFields, Attraction, SaveError> {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  protected async run(
    fields: AttractionFields,
    actor: Actor,
  ): Promise<Result<Attraction, SaveError>> {
    return saved(
      'attraction',
      await this.departments.addAttraction({ ...fields, open: true }, auditActor(actor)),
    );
  }
}
