import { expect, it } from 'vitest';
import type { AttractionFields, CatalogKind } from '../../../core/catalog/departments';
import { cents } from '../../../core/shared/money';
import type { DepartmentRepository } from '../../../core/catalog/department-repository';

const ride = (overrides: Partial<AttractionFields> = {}): AttractionFields => ({
  name: 'Sky Loop',
  type: 'Roller Coaster',
  description: 'A loop in the sky.',
  shortDescription: 'Loops',
  thrillLevel: 'High',
  heightRequirement: '48 in',
  image: '/images/sky-loop.png',
  ...overrides,
});

const shirt = {
  name: 'Park Shirt',
  type: 'Clothing' as const,
  supplierCost: cents(500),
  sellingCost: cents(2000),
  image: '/images/shirt.png',
};

const diner = {
  name: 'Diner',
  type: 'Deluxe' as const,
  amount: cents(3500),
  description: 'Burgers',
  image: 'https://example.com/diner.png',
};

export interface DepartmentFixture {
  repo: DepartmentRepository;
  /** Writes history (an order line, an expense or a maintenance request) pointing at a record. */
  refer(kind: CatalogKind, id: number): Promise<void>;
  /** An employee who may enter expenses. */
  staffId: number;
}

/** What every DepartmentRepository must do; `make` gives one over an empty catalog. */
export function departmentRepositoryContract(make: () => Promise<DepartmentFixture>) {
  it('adds an attraction (open as asked) and updates it, keeping open unless told', async () => {
    const { repo } = await make();
    const added = await repo.addAttraction({ ...ride(), open: true });
    if (added === 'name-taken') throw new Error('taken');
    expect(added).toEqual({ ...ride(), id: expect.any(Number), open: true });
    const changed = ride({ name: 'Sky Loop II', thrillLevel: 'Moderate', type: 'Themed Ride' });
    expect(await repo.updateAttraction(added.id, changed)).toEqual({
      ...changed,
      id: added.id,
      open: true,
    });
    expect(await repo.updateAttraction(added.id, { ...changed, open: false })).toMatchObject({
      open: false,
    });
    expect(await repo.updateAttraction(added.id + 1000, changed)).toBeNull();
  });

  it('refuses a name in use by another record of the same kind', async () => {
    const { repo } = await make();
    const a = await repo.addAttraction({ ...ride(), open: true });
    const b = await repo.addAttraction({ ...ride({ name: 'Other' }), open: true });
    expect(await repo.addAttraction({ ...ride(), open: false })).toBe('name-taken');
    if (b === 'name-taken' || a === 'name-taken') throw new Error('taken');
    expect(await repo.updateAttraction(b.id, ride())).toBe('name-taken');
    expect(await repo.addMerchandise(shirt)).not.toBe('name-taken');
    expect(await repo.addMerchandise(shirt)).toBe('name-taken');
    expect(await repo.addRestaurant(diner)).not.toBe('name-taken');
    expect(await repo.addRestaurant(diner)).toBe('name-taken');
  });

  it('adds and updates merchandise and restaurants', async () => {
    const { repo } = await make();
    const m = await repo.addMerchandise(shirt);
    if (m === 'name-taken') throw new Error('taken');
    expect(m).toEqual({ ...shirt, id: expect.any(Number) });
    const hat = { ...shirt, name: 'Hat', type: 'Accessory' as const, sellingCost: cents(1250) };
    expect(await repo.updateMerchandise(m.id, hat)).toEqual({ ...hat, id: m.id });
    expect(await repo.updateMerchandise(m.id + 1000, hat)).toBeNull();
    const r = await repo.addRestaurant(diner);
    if (r === 'name-taken') throw new Error('taken');
    expect(r).toEqual({ ...diner, id: expect.any(Number) });
    const cafe = { ...diner, name: 'Cafe', type: 'Standard' as const, amount: cents(1000) };
    expect(await repo.updateRestaurant(r.id, cafe)).toEqual({ ...cafe, id: r.id });
    expect(await repo.updateRestaurant(r.id + 1000, cafe)).toBeNull();
  });

  it('deletes a record without history and retires one with history', async () => {
    const { repo, refer } = await make();
    const kept = await repo.addRestaurant(diner);
    const gone = await repo.addRestaurant({ ...diner, name: 'Gone' });
    if (kept === 'name-taken' || gone === 'name-taken') throw new Error('taken');
    await refer('restaurant', kept.id);
    expect(await repo.remove('restaurant', gone.id)).toBe('deleted');
    expect(await repo.remove('restaurant', gone.id)).toBeNull();
    expect(await repo.remove('restaurant', kept.id)).toBe('retired');
    expect(await repo.remove('restaurant', kept.id)).toBeNull();
    expect(await repo.updateRestaurant(kept.id, diner)).toBeNull();
    // the name is free again once retired
    expect(await repo.addRestaurant(diner)).not.toBe('name-taken');
  });

  it.each<CatalogKind>(['attraction', 'merchandise', 'restaurant'])(
    'retires a referenced %s and deletes an unreferenced one',
    async (kind) => {
      const { repo, refer } = await make();
      const add = async (name: string) => {
        const added =
          kind === 'attraction'
            ? await repo.addAttraction({ ...ride({ name }), open: true })
            : kind === 'merchandise'
              ? await repo.addMerchandise({ ...shirt, name })
              : await repo.addRestaurant({ ...diner, name });
        if (added === 'name-taken') throw new Error('taken');
        return added.id;
      };
      const [used, unused] = [await add('Used'), await add('Unused')];
      await refer(kind, used);
      expect(await repo.remove(kind, used)).toBe('retired');
      expect(await repo.remove(kind, unused)).toBe('deleted');
      expect(await repo.remove(kind, Math.max(used, unused) + 1000)).toBeNull();
    },
  );

  it('stores an expense of a restaurant in use only', async () => {
    const { repo, staffId } = await make();
    const r = await repo.addRestaurant(diner);
    if (r === 'name-taken') throw new Error('taken');
    const expense = {
      restaurantId: r.id,
      staffId,
      amount: cents(1234),
      date: '2026-06-01',
      type: 'produce' as const,
    };
    expect(await repo.addRestaurantExpense(expense)).toEqual({ id: expect.any(Number) });
    expect(await repo.addRestaurantExpense({ ...expense, restaurantId: r.id + 1000 })).toBe(
      'no-restaurant',
    );
    // its expense is history: the restaurant is retired, and takes no more expenses
    expect(await repo.remove('restaurant', r.id)).toBe('retired');
    expect(await repo.addRestaurantExpense(expense)).toBe('no-restaurant');
  });
}

/** Updating an attraction without a type keeps the stored one. */
export function attractionTypeContract(make: () => Promise<DepartmentFixture>) {
  it('keeps the type when an update does not name one', async () => {
    const { repo } = await make();
    const added = await repo.addAttraction({ ...ride(), open: true });
    if (added === 'name-taken') throw new Error('taken');
    const { type: _type, ...rest } = ride({ name: 'Renamed' });
    expect(await repo.updateAttraction(added.id, rest)).toMatchObject({
      name: 'Renamed',
      type: 'Roller Coaster',
    });
  });
}
