import { auditActor } from '../audit/audit';
import { ManagerUseCase, type Actor } from '../employees/permissions';
import { restaurantCostByType } from '../orders/pricing';
import type { Result } from '../shared/result';
import type { Restaurant } from './catalog';
import type { DepartmentRepository } from './department-repository';
import { saved, type SaveError } from './department-write';
import type { RestaurantFields } from './departments';

type Changes = RestaurantFields & { id: number };

/** A Manager changes a restaurant; its voucher price follows its type. */
export class UpdateRestaurant extends ManagerUseCase<Changes, Restaurant, SaveError> {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  protected async run(
    { id, ...fields }: Changes,
    actor: Actor,
  ): Promise<Result<Restaurant, SaveError>> {
    const amount = restaurantCostByType(fields.type);
    return saved(
      'restaurant',
      await this.departments.updateRestaurant(id, { ...fields, amount }, auditActor(actor)),
    );
  }
}
