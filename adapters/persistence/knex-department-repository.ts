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
} from '../../core/catalog/department-repository';
import { isUniqueViolation, withSavepoint, type Executor } from './executor';
import {
  toAttraction,
  toMerchandise,
  toRestaurant,
  type AttractionRow,
  type MerchandiseRow,
  type RestaurantRow,
} from './catalog-rows';

const ATTRACTION_COLUMNS = [
  'id',
  'name',
  'type',
  'description',
  'short_description',
  'thrill_level',
  'height_requirement',
  'image',
  'is_open',
];
const RESTAURANT_COLUMNS = ['id', 'name', 'type', 'amount_cents', 'description', 'image'];
const MERCHANDISE_COLUMNS = [
  'id',
  'name',
  'type',
  'supplier_cost_cents',
  'selling_cost_cents',
  'image',
];

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

/** The table of each kind and the history tables that refer to its rows. */
const KINDS: Record<CatalogKind, { table: string; history: { table: string; column: string }[] }> =
  {
    attraction: {
      table: 'attractions',
      history: [
        { table: 'order_attractions', column: 'attraction_id' },
        { table: 'maintenance_requests', column: 'attraction_id' },
      ],
    },
    merchandise: {
      table: 'merchandise',
      history: [{ table: 'merchandise_lines', column: 'merchandise_id' }],
    },
    restaurant: {
      table: 'restaurants',
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

/** The manager's catalog writes and restaurant expenses; rows in history are retired, never lost. */
export class KnexDepartmentRepository implements DepartmentRepository {
  constructor(private readonly db: Executor) {}

  addAttraction(fields: AttractionFields & { open: boolean }) {
    return this.write<AttractionRow, Attraction>(
      (db) =>
        db('attractions')
          .insert({ ...attractionColumns(fields), is_open: fields.open })
          .returning(ATTRACTION_COLUMNS),
      toAttraction,
    ) as Promise<Attraction | 'name-taken'>;
  }

  updateAttraction(id: number, fields: AttractionChanges) {
    const open = fields.open === undefined ? {} : { is_open: fields.open };
    const { type, ...columns } = attractionColumns({ ...fields, type: fields.type ?? 'Carousel' });
    const typed = fields.type === undefined ? columns : { ...columns, type };
    return this.write<AttractionRow, Attraction>(
      (db) =>
        db('attractions')
          .where({ id, retired: false })
          .update({ ...typed, ...open })
          .returning(ATTRACTION_COLUMNS),
      toAttraction,
    );
  }

  addMerchandise(fields: MerchandiseFields) {
    return this.write<MerchandiseRow, Merchandise>(
      (db) => db('merchandise').insert(merchandiseColumns(fields)).returning(MERCHANDISE_COLUMNS),
      toMerchandise,
    ) as Promise<Merchandise | 'name-taken'>;
  }

  updateMerchandise(id: number, fields: MerchandiseFields) {
    return this.write<MerchandiseRow, Merchandise>(
      (db) =>
        db('merchandise')
          .where({ id, retired: false })
          .update(merchandiseColumns(fields))
          .returning(MERCHANDISE_COLUMNS),
      toMerchandise,
    );
  }

  addRestaurant(fields: NewRestaurant) {
    return this.write<RestaurantRow, Restaurant>(
      (db) => db('restaurants').insert(restaurantColumns(fields)).returning(RESTAURANT_COLUMNS),
      toRestaurant,
    ) as Promise<Restaurant | 'name-taken'>;
  }

  updateRestaurant(id: number, fields: NewRestaurant) {
    return this.write<RestaurantRow, Restaurant>(
      (db) =>
        db('restaurants')
          .where({ id, retired: false })
          .update(restaurantColumns(fields))
          .returning(RESTAURANT_COLUMNS),
      toRestaurant,
    );
  }

  async remove(kind: CatalogKind, id: number): Promise<Removal | null> {
    const { table, history } = KINDS[kind];
    const row: { id: number } | undefined = await this.db(table)
      .select('id')
      .where({ id, retired: false })
      .first();
    if (!row) return null;
    const referenced = await Promise.all(
      history.map((h) => this.db(h.table).select(h.column).where(h.column, id).first()),
    );
    if (!referenced.some(Boolean)) {
      try {
        // A row that gains history between the check and the delete is retired below.
        await withSavepoint(this.db, (db) => db(table).where({ id }).delete());
        return 'deleted';
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
      }
    }
    const retired = await this.db(table).where({ id, retired: false }).update({ retired: true });
    return retired > 0 ? 'retired' : null;
  }

  async addRestaurantExpense(expense: RestaurantExpense) {
    const restaurant: { id: number } | undefined = await this.db('restaurants')
      .select('id')
      .where({ id: expense.restaurantId, retired: false })
      .first();
    if (!restaurant) return 'no-restaurant' as const;
    const [row]: { id: number }[] = await this.db('restaurant_expenses')
      .insert({
        restaurant_id: expense.restaurantId,
        staff_id: expense.staffId,
        amount_cents: expense.amount,
        expense_date: expense.date,
        expense_type: expense.type,
      })
      .returning(['id']);
    if (!row) throw new Error('restaurant_expenses insert returned no row');
    return { id: row.id };
  }

  /** Runs one insert or update returning rows: the first as a record, null for none, or 'name-taken'. */
  private async write<Row, T>(
    query: (db: Executor) => PromiseLike<Row[]>,
    map: (row: Row) => T,
  ): Promise<T | 'name-taken' | null> {
    try {
      const [row] = await withSavepoint(this.db, async (db) => query(db));
      return row ? map(row) : null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'name-taken';
      throw error;
    }
  }
}
