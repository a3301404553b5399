import type { Attraction, Merchandise, Restaurant } from '../../core/catalog/catalog';
import type {
  AttractionFields,
  CatalogKind,
  MerchandiseFields,
  Removal,
  RestaurantExpense,
} from '../../core/catalog/departments';
import type {
  AttractionChanges,
  DepartmentRepository,
  NewRestaurant,
  StoredRestaurantExpense,
} from '../../core/catalog/department-repository';
import { auditEntry, auditTarget, type AuditActor } from '../../core/audit/audit';
import type { Knex } from 'knex';
import { isUniqueViolation, withSavepoint, type Executor } from './executor';
import { audited } from './knex-audit-log';
import {
  CATALOG_COLUMNS,
  toAttraction,
  toMerchandise,
  toRestaurant,
  type AttractionRow,
  type MerchandiseRow,
  type RestaurantRow,
} from './catalog-rows';

const {
  attractions: ATTRACTION_COLUMNS,
  restaurants: RESTAURANT_COLUMNS,
  merchandise: MERCHANDISE_COLUMNS,
} = CATALOG_COLUMNS;

const attractionColumns = (f: AttractionFields) => ({
  name: f.name,
  type: f.type,
  description: f.description,
  short_description: f.shortDescription,
  thrill_level: f.thrillLevel,
  height_requirement: f.heightRequirement,
  image: f.image,
});

const merchandiseColumns = (f: MerchandiseFields) => ({
  name: f.name,
  type: f.type,
  supplier_cost_cents: f.supplierCost,
  selling_cost_cents: f.sellingCost,
  image: f.image,
});

const restaurantColumns = (f: NewRestaurant) => ({
  name: f.name,
  type: f.type,
  amount_cents: f.amount,
  description: f.description,
  image: f.image,
});

/** The table of each kind, its columns, its record, and the history tables that refer to its rows. */
const KINDS: Record<
  CatalogKind,
  {
    table: string;
    columns: string[];
    toRecord: (row: never) => Attraction | Merchandise | Restaurant;
    history: { table: string; column: string }[];
  }
> = {
  attraction: {
    table: 'attractions',
    columns: ATTRACTION_COLUMNS,
    toRecord: toAttraction,
    history: [
      { table: 'order_attractions', column: 'attraction_id' },
      { table: 'maintenance_requests', column: 'attraction_id' },
    ],
  },
  merchandise: {
    table: 'merchandise',
    columns: MERCHANDISE_COLUMNS,
    toRecord: toMerchandise,
    history: [{ table: 'merchandise_lines', column: 'merchandise_id' }],
  },
  restaurant: {
    table: 'restaurants',
    columns: RESTAURANT_COLUMNS,
    toRecord: toRestaurant,
    history: [
      { table: 'restaurant_transactions', column: 'restaurant_id' },
      { table: 'restaurant_expenses', column: 'restaurant_id' },
    ],
  },
};

const FOREIGN_KEY_VIOLATION = '23503';
const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION;

/**
 * A record in use as it is, its row locked until the transaction ends (an entry's `before`). FOR
 * NO KEY UPDATE: an order or request that refers to it meanwhile (FOR KEY SHARE) is not held up.
 */
async function locked<T>(trx: Knex.Transaction, kind: CatalogKind, id: number): Promise<T | null> {
  const { table, columns, toRecord } = KINDS[kind];
  const row: unknown = await trx(table)
    .select(columns)
    .where({ id, retired: false })
    .forNoKeyUpdate()
    .first();
  return row ? (toRecord(row as never) as T) : null;
}

/**
 * The manager's catalog writes and restaurant expenses; rows in history are retired, never lost.
 * Each write and its audit entry are one transaction: the record is read locked (before),
 * written (after), and the entry appended.
 */
export class KnexDepartmentRepository implements DepartmentRepository {
  constructor(private readonly db: Executor) {}

  addAttraction(fields: AttractionFields & { open: boolean }, by: AuditActor) {
    return this.write<AttractionRow, Attraction>(
      'attraction',
      null,
      (db) =>
        db('attractions')
          .insert({ ...attractionColumns(fields), is_open: fields.open })
          .returning(ATTRACTION_COLUMNS),
      toAttraction,
      by,
    ) as Promise<Attraction | 'name-taken'>;
  }

  updateAttraction(id: number, fields: AttractionChanges, by: AuditActor) {
    const open = fields.open === undefined ? {} : { is_open: fields.open };
    const { type, ...columns } = attractionColumns({ ...fields, type: fields.type ?? 'Carousel' });
    const typed = fields.type === undefined ? columns : { ...columns, type };
    return this.write<AttractionRow, Attraction>(
      'attraction',
      id,
      (db) =>
        db('attractions')
          .where({ id, retired: false })
          .update({ ...typed, ...open })
          .returning(ATTRACTION_COLUMNS),
      toAttraction,
      by,
    );
  }

  addMerchandise(fields: MerchandiseFields, by: AuditActor) {
    return this.write<MerchandiseRow, Merchandise>(
      'merchandise',
      null,
      (db) => db('merchandise').insert(merchandiseColumns(fields)).returning(MERCHANDISE_COLUMNS),
      toMerchandise,
      by,
    ) as Promise<Merchandise | 'name-taken'>;
  }

  updateMerchandise(id: number, fields: MerchandiseFields, by: AuditActor) {
    return this.write<MerchandiseRow, Merchandise>(
      'merchandise',
      id,
      (db) =>
        db('merchandise')
          .where({ id, retired: false })
          .update(merchandiseColumns(fields))
          .returning(MERCHANDISE_COLUMNS),
      toMerchandise,
      by,
    );
  }

  addRestaurant(fields: NewRestaurant, by: AuditActor) {
    return this.write<RestaurantRow, Restaurant>(
      'restaurant',
      null,
      (db) => db('restaurants').insert(restaurantColumns(fields)).returning(RESTAURANT_COLUMNS),
      toRestaurant,
      by,
    ) as Promise<Restaurant | 'name-taken'>;
  }

  updateRestaurant(id: number, fields: NewRestaurant, by: AuditActor) {
    return this.write<RestaurantRow, Restaurant>(
      'restaurant',
      id,
      (db) =>
        db('restaurants')
          .where({ id, retired: false })
          .update(restaurantColumns(fields))
          .returning(RESTAURANT_COLUMNS),
      toRestaurant,
      by,
    );
  }

  remove(kind: CatalogKind, id: number, by: AuditActor): Promise<Removal | null> {
    const { table, history } = KINDS[kind];
    return audited<Removal | null>(this.db, async (trx) => {
      const before = await locked(trx, kind, id);
      if (!before) return { value: null, entry: null };
      const removal = await removeOrRetire(trx, table, history, id);
      const action =
        removal === 'deleted' ? (`${kind}.delete` as const) : (`${kind}.retire` as const);
      return { value: removal, entry: auditEntry(by, action, auditTarget(kind, id), before, null) };
    });
  }

  addRestaurantExpense(expense: RestaurantExpense, by: AuditActor) {
    return audited<{ id: number } | 'no-restaurant'>(this.db, async (trx) => {
      const restaurant: { id: number } | undefined = await trx('restaurants')
        .select('id')
        .where({ id: expense.restaurantId, retired: false })
        .first();
      if (!restaurant) return { value: 'no-restaurant' as const, entry: null };
      const [row]: { id: number }[] = await trx('restaurant_expenses')
        .insert({
          restaurant_id: expense.restaurantId,
          staff_id: expense.staffId,
          amount_cents: expense.amount,
          expense_date: expense.date,
          expense_type: expense.type,
        })
        .returning(['id']);
      if (!row) throw new Error('restaurant_expenses insert returned no row');
      const stored: StoredRestaurantExpense = { ...expense, id: row.id };
      return {
        value: { id: row.id },
        entry: auditEntry(by, 'expense.add', auditTarget('expense', row.id), null, stored),
      };
    });
  }

  /**
   * One insert (`id` null) or update returning rows, with its entry: the first row as a record,
   * null for none (an unknown or retired record), or 'name-taken'.
   */
  private async write<Row, T extends { id: number }>(
    kind: CatalogKind,
    id: number | null,
    query: (db: Executor) => PromiseLike<Row[]>,
    map: (row: Row) => T,
    by: AuditActor,
  ): Promise<T | 'name-taken' | null> {
    try {
      return await audited<T | null>(this.db, async (trx) => {
        const before = id === null ? null : await locked<T>(trx, kind, id);
        if (id !== null && !before) return { value: null, entry: null };
        const [row] = await query(trx);
        if (!row) return { value: null, entry: null };
        const after = map(row);
        const action = before ? (`${kind}.update` as const) : (`${kind}.add` as const);
        return {
          value: after,
          entry: auditEntry(by, action, auditTarget(kind, after.id), before, after),
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'name-taken';
      throw error;
    }
  }
}

/**
 * Deletes a row no history refers to; otherwise, or when history comes to refer to it between the
 * check and the delete (the delete's foreign key says so), retires it.
 */
async function removeOrRetire(
  trx: Knex.Transaction,
  table: string,
  history: { table: string; column: string }[],
  id: number,
): Promise<Removal> {
  const referenced = await Promise.all(
    history.map((h) => trx(h.table).select(h.column).where(h.column, id).first()),
  );
  if (!referenced.some(Boolean)) {
    try {
      await withSavepoint(trx, (db) => db(table).where({ id }).delete());
      return 'deleted';
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  await trx(table).where({ id }).update({ retired: true });
  return 'retired';
}
