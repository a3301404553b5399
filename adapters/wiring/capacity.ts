import { ContainerModule } from 'inversify';
import { GetAvailability } from '../../core/capacity/get-availability';
import { SetDayCapacity } from '../../core/capacity/set-day-capacity';
import { KnexCapacityRepository } from '../persistence/index';
import { CAPACITY_TOKENS as T } from './capacity-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { singletons } from './token';

const { Config, Database, Clock } = INFRASTRUCTURE_TOKENS;

/** Capacity: availability for visitors, a day's limits for managers (the order write reserves). */
export const capacityModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(
    T.CapacityRepository,
    [Database, Config],
    (d, config) => new KnexCapacityRepository(d.knex, config.capacity),
  );
  // use cases
  singleton(
    T.GetAvailability,
    [T.CapacityRepository, Clock, Config],
    (c, k, config) => new GetAvailability(c, k, config.salesDays),
  );
  singleton(
    T.SetDayCapacity,
    [T.CapacityRepository, Clock, Config],
    (c, clock, config) => new SetDayCapacity(c, { clock, salesDays: config.salesDays }),
  );
});
