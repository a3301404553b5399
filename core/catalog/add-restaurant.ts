import { auditActor } from '../audit/audit';
import { ManagerUseCase, type Actor } from '../employees/permissions';
import { restaurantCostByType } from '../orders/pricing';
import type { Result } from '../shared/result';
import type { Restaurant } from './catalog';
import type { DepartmentRepository } from './department-repository';
import { saved, type SaveError } from './department-write';
import type { RestaurantFields } from './departments';

/** A Manager adds a restaurant; its voucher price follows its type (whatever a client sent). */
export class AddRestaurant extends ManagerUseCase<RestaurantFields, Restaurant, SaveError> {
  constructor(private readonly departments: DepartmentRepository) {
    super();
  }

  protected async run(
    fields: RestaurantFields,
    actor: Actor,
  ): Promise<Result<Restaurant, SaveError>> {
    const amount = restaurantCostByType(fields.type);
    return saved(
      'restaurant',
      await this.departments.addRestaurant({ ...fields, amount }, auditActor(actor)),
    );
  }
}
