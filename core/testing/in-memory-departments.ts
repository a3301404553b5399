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
  StoredRestaurantExpense,
} from '../catalog/department-repository';
import { auditEntry, auditTarget, type AuditActor } from '../audit/audit';
import { InMemoryAuditLog } from './in-memory-audit';

interface Stored<T> {
  record: T;
  retired: boolean;
}

/**
 * DepartmentRepository in memory, for tests of every layer. `refer(kind, id)` stands for an
 * order, expense or maintenance request that points at a record (its history). Its writes append
 * to `audit`.
 */
export class InMemoryDepartmentRepository implements DepartmentRepository {
  readonly attractions: Stored<Attraction>[] = [];
  readonly merchandise: Stored<Merchandise>[] = [];
  readonly restaurants: Stored<Restaurant>[] = [];
  readonly expenses: StoredRestaurantExpense[] = [];
  private readonly referenced = new Set<string>();
  private nextId = 1;

  constructor(readonly audit = new InMemoryAuditLog()) {}

  refer(kind: CatalogKind, id: number): void {
    this.referenced.add(`${kind}:${id}`);
  }

  async addAttraction(fields: AttractionFields & { open: boolean }, by: AuditActor) {
    return this.add('attraction', this.attractions, { ...fields, id: 0 }, by);
  }

  async updateAttraction(id: number, fields: AttractionChanges, by: AuditActor) {
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as Partial<Attraction>;
    return this.update('attraction', this.attractions, id, changes, by);
  }

  async addMerchandise(fields: MerchandiseFields, by: AuditActor) {
    return this.add('merchandise', this.merchandise, { ...fields, id: 0 }, by);
  }

  async updateMerchandise(id: number, fields: MerchandiseFields, by: AuditActor) {
    return this.update('merchandise', this.merchandise, id, fields, by);
  }

  async addRestaurant(fields: NewRestaurant, by: AuditActor) {
    return this.add('restaurant', this.restaurants, { ...fields, id: 0 }, by);
  }

  async updateRestaurant(id: number, fields: NewRestaurant, by: AuditActor) {
    return this.update('restaurant', this.restaurants, id, fields, by);
  }

  async remove(kind: CatalogKind, id: number, by: AuditActor): Promise<Removal | null> {
    const rows = this.rowsOf(kind);
    const index = rows.findIndex((r) => r.record.id === id && !r.retired);
    if (index < 0) return null;
    const before = { ...rows[index]!.record };
    const referenced =
      this.referenced.has(`${kind}:${id}`) ||
      (kind === 'restaurant' && this.expenses.some((e) => e.restaurantId === id));
    if (referenced) rows[index]!.retired = true;
    else rows.splice(index, 1);
    const removal: Removal = referenced ? 'retired' : 'deleted';
    const action = referenced ? (`${kind}.retire` as const) : (`${kind}.delete` as const);
    this.audit.append(auditEntry(by, action, auditTarget(kind, id), before, null));
    return removal;
  }

  async addRestaurantExpense(expense: RestaurantExpense, by: AuditActor) {
    if (!this.restaurants.some((r) => r.record.id === expense.restaurantId && !r.retired))
      return 'no-restaurant' as const;
    const stored = { ...expense, id: this.expenses.length + 1 };
    this.expenses.push(stored);
    this.audit.append(
      auditEntry(by, 'expense.add', auditTarget('expense', stored.id), null, stored),
    );
    return { id: stored.id };
  }

  private rowsOf(kind: CatalogKind): Stored<{ id: number }>[] {
    if (kind === 'attraction') return this.attractions;
    if (kind === 'merchandise') return this.merchandise;
    return this.restaurants;
  }

  private add<T extends { id: number; name: string }>(
    kind: CatalogKind,
    rows: Stored<T>[],
    record: T,
    by: AuditActor,
  ) {
    if (rows.some((r) => !r.retired && r.record.name === record.name)) return 'name-taken' as const;
    const stored = { ...record, id: this.nextId++ };
    rows.push({ record: stored, retired: false });
    this.audit.append(auditEntry(by, `${kind}.add`, auditTarget(kind, stored.id), null, stored));
    return { ...stored };
  }

  private update<T extends { id: number; name: string }>(
    kind: CatalogKind,
    rows: Stored<T>[],
    id: number,
    changes: Partial<T>,
    by: AuditActor,
  ) {
    const row = rows.find((r) => r.record.id === id && !r.retired);
    if (!row) return null;
    if (rows.some((r) => r !== row && !r.retired && r.record.name === changes.name))
      return 'name-taken' as const;
    const before = row.record;
    row.record = { ...row.record, ...changes };
    this.audit.append(auditEntry(by, `${kind}.update`, auditTarget(kind, id), before, row.record));
    return { ...row.record };
  }
}
