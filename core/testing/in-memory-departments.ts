import type { Attraction, Merchandise, Restaurant } from '../catalog/catalog';
import type {
  AttractionFields,
  CatalogKind,
  MerchandiseFields,
  Removal,
  RestaurantExpense,
} from '../catalog/departments';
import type {
  AttractionChanges,
  DepartmentRepository,
  NewRestaurant,
} from '../catalog/department-repository';

interface Stored<T> {
  record: T;
  retired: boolean;
}

/**
 * DepartmentRepository in memory, for tests of every layer. `refer(kind, id)` stands for an
 * order, expense or maintenance request that points at a record (its history).
 */
export class InMemoryDepartmentRepository implements DepartmentRepository {
  readonly attractions: Stored<Attraction>[] = [];
  readonly merchandise: Stored<Merchandise>[] = [];
  readonly restaurants: Stored<Restaurant>[] = [];
  readonly expenses: (RestaurantExpense & { id: number })[] = [];
  private readonly referenced = new Set<string>();
  private nextId = 1;

  refer(kind: CatalogKind, id: number): void {
    this.referenced.add(`${kind}:${id}`);
  }

  async addAttraction(fields: AttractionFields & { open: boolean }) {
    return this.add(this.attractions, { ...fields, id: 0 });
  }

  async updateAttraction(id: number, fields: AttractionChanges) {
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as Partial<Attraction>;
    return this.update(this.attractions, id, changes);
  }

  async addMerchandise(fields: MerchandiseFields) {
    return this.add(this.merchandise, { ...fields, id: 0 });
  }

  async updateMerchandise(id: number, fields: MerchandiseFields) {
    return this.update(this.merchandise, id, fields);
  }

  async addRestaurant(fields: NewRestaurant) {
    return this.add(this.restaurants, { ...fields, id: 0 });
  }

  async updateRestaurant(id: number, fields: NewRestaurant) {
    return this.update(this.restaurants, id, fields);
  }

  async remove(kind: CatalogKind, id: number): Promise<Removal | null> {
    const rows = this.rowsOf(kind);
    const index = rows.findIndex((r) => r.record.id === id && !r.retired);
    if (index < 0) return null;
    const referenced =
      this.referenced.has(`${kind}:${id}`) ||
      (kind === 'restaurant' && this.expenses.some((e) => e.restaurantId === id));
    if (referenced) {
      rows[index]!.retired = true;
      return 'retired';
    }
    rows.splice(index, 1);
    return 'deleted';
  }

  async addRestaurantExpense(expense: RestaurantExpense) {
    if (!this.restaurants.some((r) => r.record.id === expense.restaurantId && !r.retired))
      return 'no-restaurant' as const;
    const stored = { ...expense, id: this.expenses.length + 1 };
    this.expenses.push(stored);
    return { id: stored.id };
  }

  private rowsOf(kind: CatalogKind): Stored<{ id: number }>[] {
    if (kind === 'attraction') return this.attractions;
    if (kind === 'merchandise') return this.merchandise;
    return this.restaurants;
  }

  private add<T extends { id: number; name: string }>(rows: Stored<T>[], record: T) {
    if (rows.some((r) => !r.retired && r.record.name === record.name)) return 'name-taken' as const;
    const stored = { ...record, id: this.nextId++ };
    rows.push({ record: stored, retired: false });
    return { ...stored };
  }

  private update<T extends { id: number; name: string }>(
    rows: Stored<T>[],
    id: number,
    changes: Partial<T>,
  ) {
    const row = rows.find((r) => r.record.id === id && !r.retired);
    if (!row) return null;
    if (rows.some((r) => r !== row && !r.retired && r.record.name === changes.name))
      return 'name-taken' as const;
    row.record = { ...row.record, ...changes };
    return { ...row.record };
  }
}
