import { expect, it } from 'vitest';
import type { CapacityRepository } from '../../../core/capacity/capacity-repository';
import { AUDIT_MANAGER, entriesBy, type Audited } from './audit-contract';

/**
 * What every CapacityRepository's setLimits does, its audit entry included; `make` gives one
 * over a park whose defaults are 5000 and 500.
 */
export function capacityRepositoryContract(
  make: () => Audited<CapacityRepository> | Promise<Audited<CapacityRepository>>,
) {
  const by = AUDIT_MANAGER;
  const day = '2030-07-04';
  const target = `day ${day}`;

  it('sets a day, keeps express unless given, returns to the defaults with null', async () => {
    const { repo } = await make();
    expect(await repo.setLimits(day, { capacity: 8000, expressCapacity: 800 }, by)).toMatchObject({
      date: day,
      capacity: 8000,
      expressCapacity: 800,
    });
    expect(await repo.setLimits(day, { capacity: 7000 }, by)).toMatchObject({
      capacity: 7000,
      expressCapacity: 800,
    });
    expect(await repo.setLimits(day, { capacity: null, expressCapacity: null }, by)).toMatchObject({
      capacity: 5000,
      expressCapacity: 500,
    });
  });

  it('appends capacity.set on the day, with the limits as set before and after (null: the default)', async () => {
    const { repo, log } = await make();
    await repo.setLimits(day, { capacity: 8000, expressCapacity: 800 }, by);
    await repo.setLimits(day, { capacity: 0 }, by);
    await repo.setLimits(day, { capacity: null, expressCapacity: null }, by);
    const entry = (before: unknown, after: unknown) => ({
      actor: by,
      action: 'capacity.set',
      target,
      before,
      after,
    });
    expect(await entriesBy(log, by)).toEqual([
      entry({ capacity: null, expressCapacity: null }, { capacity: 8000, expressCapacity: 800 }),
      entry({ capacity: 8000, expressCapacity: 800 }, { capacity: 0, expressCapacity: 800 }),
      entry({ capacity: 0, expressCapacity: 800 }, { capacity: null, expressCapacity: null }),
    ]);
  });
}
