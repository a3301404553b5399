import { expect, it } from 'vitest';
import type { AttractionFields, CatalogKind } from '../../../core/catalog/departments';
import { cents } from '../../../core/shared/money';
import type { DepartmentRepository } from '../../../core/catalog/department-repository';
import type { AuditLog } from '../../../core/audit/audit-repository';
import { FIXTURE_ACTOR } from '../../../core/testing/in-memory-audit';
import { AUDIT_MANAGER, AUDIT_STAFF, entriesBy } from './audit-contract';

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
    const added = await repo.addAttraction({ ...ride(), open: true }, FIXTURE_ACTOR);
    if (added === 'name-taken') throw new Error('taken');
    expect(added).toEqual({ ...ride(), id: expect.any(Number), open: true });
    const changed = ride({ name: 'Sky Loop II', thrillLevel: 'Moderate', type: 'Themed Ride' });
    expect(await repo.updateAttraction(added.id, changed, FIXTURE_ACTOR)).toEqual({
      ...changed,
      id: added.id,
      open: true,
    });
    expect(
      await repo.updateAttraction(added.id, { ...changed, open: false }, FIXTURE_ACTOR),
    ).toMatchObject({
      open: false,
    });
    expect(await repo.updateAttraction(added.id + 1000, changed, FIXTURE_ACTOR)).toBeNull();
  });

  it('refuses a name in use by another record of the same kind', async () => {
    const { repo } = await make();
    const a = await repo.addAttraction({ ...ride(), open: true }, FIXTURE_ACTOR);
    const b = await repo.addAttraction({ ...ride({ name: 'Other' }), open: true }, FIXTURE_ACTOR);
    expect(await repo.addAttraction({ ...ride(), open: false }, FIXTURE_ACTOR)).toBe('name-taken');
    if (b === 'name-taken' || a === 'name-taken') throw new Error('taken');
    expect(await repo.updateAttraction(b.id, ride(), FIXTURE_ACTOR)).toBe('name-taken');
    expect(await repo.addMerchandise(shirt, FIXTURE_ACTOR)).not.toBe('name-taken');
    expect(await repo.addMerchandise(shirt, FIXTURE_ACTOR)).toBe('name-taken');
    expect(await repo.addRestaurant(diner, FIXTURE_ACTOR)).not.toBe('name-taken');
    expect(await repo.addRestaurant(diner, FIXTURE_ACTOR)).toBe('name-taken');
  });

  it('adds and updates merchandise and restaurants', async () => {
    const { repo } = await make();
    const m = await repo.addMerchandise(shirt, FIXTURE_ACTOR);
    if (m === 'name-taken') throw new Error('taken');
    expect(m).toEqual({ ...shirt, id: expect.any(Number) });
    const hat = { ...shirt, name: 'Hat', type: 'Accessory' as const, sellingCost: cents(1250) };
    expect(await repo.updateMerchandise(m.id, hat, FIXTURE_ACTOR)).toEqual({ ...hat, id: m.id });
    expect(await repo.updateMerchandise(m.id + 1000, hat, FIXTURE_ACTOR)).toBeNull();
    const r = await repo.addRestaurant(diner, FIXTURE_ACTOR);
    if (r === 'name-taken') throw new Error('taken');
    expect(r).toEqual({ ...diner, id: expect.any(Number) });
    const cafe = { ...diner, name: 'Cafe', type: 'Standard' as const, amount: cents(1000) };
    expect(await repo.updateRestaurant(r.id, cafe, FIXTURE_ACTOR)).toEqual({ ...cafe, id: r.id });
    expect(await repo.updateRestaurant(r.id + 1000, cafe, FIXTURE_ACTOR)).toBeNull();
  });

  it('deletes a record without history and retires one with history', async () => {
    const { repo, refer } = await make();
    const kept = await repo.addRestaurant(diner, FIXTURE_ACTOR);
    const gone = await repo.addRestaurant({ ...diner, name: 'Gone' }, FIXTURE_ACTOR);
    if (kept === 'name-taken' || gone === 'name-taken') throw new Error('taken');
    await refer('restaurant', kept.id);
    expect(await repo.remove('restaurant', gone.id, FIXTURE_ACTOR)).toBe('deleted');
    expect(await repo.remove('restaurant', gone.id, FIXTURE_ACTOR)).toBeNull();
    expect(await repo.remove('restaurant', kept.id, FIXTURE_ACTOR)).toBe('retired');
    expect(await repo.remove('restaurant', kept.id, FIXTURE_ACTOR)).toBeNull();
    expect(await repo.updateRestaurant(kept.id, diner, FIXTURE_ACTOR)).toBeNull();
    // the name is free again once retired
    expect(await repo.addRestaurant(diner, FIXTURE_ACTOR)).not.toBe('name-taken');
  });

  it.each<CatalogKind>(['attraction', 'merchandise', 'restaurant'])(
    'retires a referenced %s and deletes an unreferenced one',
    async (kind) => {
      const { repo, refer } = await make();
      const add = async (name: string) => {
        const added =
          kind === 'attraction'
            ? await repo.addAttraction({ ...ride({ name }), open: true }, FIXTURE_ACTOR)
            : kind === 'merchandise'
              ? await repo.addMerchandise({ ...shirt, name }, FIXTURE_ACTOR)
              : await repo.addRestaurant({ ...diner, name }, FIXTURE_ACTOR);
        if (added === 'name-taken') throw new Error('taken');
        return added.id;
      };
      const [used, unused] = [await add('Used'), await add('Unused')];
      await refer(kind, used);
      expect(await repo.remove(kind, used, FIXTURE_ACTOR)).toBe('retired');
      expect(await repo.remove(kind, unused, FIXTURE_ACTOR)).toBe('deleted');
      expect(await repo.remove(kind, Math.max(used, unused) + 1000, FIXTURE_ACTOR)).toBeNull();
    },
  );

  it('stores an expense of a restaurant in use only', async () => {
    const { repo, staffId } = await make();
    const r = await repo.addRestaurant(diner, FIXTURE_ACTOR);
    if (r === 'name-taken') throw new Error('taken');
    const expense = {
      restaurantId: r.id,
      staffId,
      amount: cents(1234),
      date: '2026-06-01',
      type: 'produce' as const,
    };
    expect(await repo.addRestaurantExpense(expense, FIXTURE_ACTOR)).toEqual({
      id: expect.any(Number),
    });
    expect(
      await repo.addRestaurantExpense({ ...expense, restaurantId: r.id + 1000 }, FIXTURE_ACTOR),
    ).toBe('no-restaurant');
    // its expense is history: the restaurant is retired, and takes no more expenses
    expect(await repo.remove('restaurant', r.id, FIXTURE_ACTOR)).toBe('retired');
    expect(await repo.addRestaurantExpense(expense, FIXTURE_ACTOR)).toBe('no-restaurant');
  });
}

/** Updating an attraction without a type keeps the stored one. */
export function attractionTypeContract(make: () => Promise<DepartmentFixture>) {
  it('keeps the type when an update does not name one', async () => {
    const { repo } = await make();
    const added = await repo.addAttraction({ ...ride(), open: true }, FIXTURE_ACTOR);
    if (added === 'name-taken') throw new Error('taken');
    const { type: _type, ...rest } = ride({ name: 'Renamed' });
    expect(await repo.updateAttraction(added.id, rest, FIXTURE_ACTOR)).toMatchObject({
      name: 'Renamed',
      type: 'Roller Coaster',
    });
  });
}

/** The entries every DepartmentRepository write appends with itself (none for a write refused). */
export function departmentAuditContract(
  make: () => Promise<DepartmentFixture & { log: AuditLog }>,
) {
  const by = AUDIT_MANAGER;

  it('appends <kind>.add and <kind>.update with the record before and after; refused writes append none', async () => {
    const { repo, log } = await make();
    const a = await repo.addAttraction({ ...ride(), open: true }, by);
    const m = await repo.addMerchandise(shirt, by);
    const r = await repo.addRestaurant(diner, by);
    if (a === 'name-taken' || m === 'name-taken' || r === 'name-taken') throw new Error('taken');
    const a2 = await repo.updateAttraction(
      a.id,
      { ...ride({ name: 'Sky Loop II' }), open: false },
      by,
    );
    const m2 = await repo.updateMerchandise(m.id, { ...shirt, sellingCost: cents(2500) }, by);
    const r2 = await repo.updateRestaurant(r.id, { ...diner, description: 'Fries' }, by);
    expect(await repo.addAttraction({ ...ride({ name: 'Sky Loop II' }), open: true }, by)).toBe(
      'name-taken',
    );
    expect(await repo.updateMerchandise(m.id + 1000, shirt, by)).toBeNull();
    const other = await repo.addRestaurant({ ...diner, name: 'Other' }, AUDIT_STAFF);
    if (other === 'name-taken') throw new Error('taken');
    expect(await repo.updateRestaurant(other.id, diner, by)).toBe('name-taken');
    const entry = (action: string, target: string, before: unknown, after: unknown) => ({
      actor: by,
      action,
      target,
      before,
      after,
    });
    expect(await entriesBy(log, by)).toEqual([
      entry('attraction.add', `attraction ${a.id}`, null, a),
      entry('merchandise.add', `merchandise ${m.id}`, null, m),
      entry('restaurant.add', `restaurant ${r.id}`, null, r),
      entry('attraction.update', `attraction ${a.id}`, a, a2),
      entry('merchandise.update', `merchandise ${m.id}`, m, m2),
      entry('restaurant.update', `restaurant ${r.id}`, r, r2),
    ]);
    expect(a2).toMatchObject({ name: 'Sky Loop II', open: false });
  });

  it('appends <kind>.delete or <kind>.retire with the record before it left, and expense.add', async () => {
    const { repo, refer, staffId, log } = await make();
    const used = await repo.addAttraction({ ...ride(), open: true }, AUDIT_STAFF);
    const unused = await repo.addMerchandise(shirt, AUDIT_STAFF);
    const diner1 = await repo.addRestaurant(diner, AUDIT_STAFF);
    if (used === 'name-taken' || unused === 'name-taken' || diner1 === 'name-taken')
      throw new Error('taken');
    await refer('attraction', used.id);
    expect(await repo.remove('attraction', used.id, by)).toBe('retired');
    expect(await repo.remove('merchandise', unused.id, by)).toBe('deleted');
    expect(await repo.remove('merchandise', unused.id, by)).toBeNull();
    const expense = {
      restaurantId: diner1.id,
      staffId,
      amount: cents(1234),
      date: '2026-06-01',
      type: 'produce' as const,
    };
    const added = await repo.addRestaurantExpense(expense, by);
    if (added === 'no-restaurant') throw new Error('no restaurant');
    expect(await repo.addRestaurantExpense({ ...expense, restaurantId: 999_999 }, by)).toBe(
      'no-restaurant',
    );
    expect(await entriesBy(log, by)).toEqual([
      {
        actor: by,
        action: 'attraction.retire',
        target: `attraction ${used.id}`,
        before: used,
        after: null,
      },
      {
        actor: by,
        action: 'merchandise.delete',
        target: `merchandise ${unused.id}`,
        before: unused,
        after: null,
      },
      {
        actor: by,
        action: 'expense.add',
        target: `expense ${added.id}`,
        before: null,
        after: { ...expense, id: added.id },
      },
    ]);
  });
}
