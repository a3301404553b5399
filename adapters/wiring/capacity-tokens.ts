import type { CapacityRepository } from '../../core/capacity/capacity-repository';
import type { GetAvailability } from '../../core/capacity/get-availability';
import type { SetDayCapacity } from '../../core/capacity/set-day-capacity';
import { token } from './token';

/** Capacity: each visit day's limits and what is sold. */
export const CAPACITY_TOKENS = {
  // ports
  CapacityRepository: token<CapacityRepository>('CapacityRepository'),
  // use cases
  GetAvailability: token<GetAvailability>('GetAvailability'),
  SetDayCapacity: token<SetDayCapacity>('SetDayCapacity'),
} as const;
