import { auditActor } from '../audit/audit';
import { ManagerUseCase, type Actor } from '../employees/permissions';
import type { Result } from '../shared/result';
import type { Attraction } from './catalog';
import type { AttractionChanges, DepartmentRepository } from './department-repository';
import { saved, type ActedBy, type SaveError } from './department-write';

export interface UpdateAttractionInput extends AttractionChanges, ActedBy {
  id: number;
}

/** A Manager changes an attraction (its open/closed switch too). */
export class UpdateAttraction extends ManagerUseCase<
  Omit<UpdateAttractionInput, 'actor'>,
  Attraction,
  SaveError
> {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  protected async run(
    { id, ...fields }: Omit<UpdateAttractionInput, 'actor'>,
    actor: Actor,
  ): Promise<Result<Attraction, SaveError>> {
    return saved(
      'attraction',
      await this.departments.updateAttraction(id, fields, auditActor(actor)),
    );
  }
}
